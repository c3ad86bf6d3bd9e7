import type { DB } from '@tc/db';
import { type Kysely, sql } from 'kysely';
import type { LiveBus } from './live/live-bus.js';

/**
 * The public reads of one process (course list and detail, website content, public gallery,
 * active forms), kept until any process changes a table behind them. Two signals, both from the
 * database's triggers on those tables (migration public_changed):
 * - `public_changed` on the live bus (LISTEN/NOTIFY on PostgreSQL, in-process on PGlite) drops
 *   every answer of every process; a broken and restored listening connection (`missed`) drops
 *   them too, so a lost notice never leaves a process stale;
 * - public_data_version, one row bumped in the changing transaction: each read compares it with
 *   the version its answer was taken at (one primary-key read instead of the answer's queries), so
 *   a request that reaches another process before the notice does is never answered stale.
 *
 * Only answers that are the same for every visitor go here (the course list: for every visitor of
 * one language, keyed by it): the procedures that use it are public and read active rows only; an
 * admin's view never passes through it. A failed read is not kept.
 * Concurrent requests share one read.
 */
interface Entry {
  version: string;
  answer: Promise<unknown>;
}

export class PublicCache {
  readonly #entries = new Map<string, Entry>();

  constructor(live: LiveBus) {
    live.subscribe((notice) => {
      if (notice.type === 'public_changed' || notice.type === 'missed') this.drop();
    });
  }

  get size(): number {
    return this.#entries.size;
  }

  drop(): void {
    this.#entries.clear();
  }

  /**
   * For an answer that may or may not be kept (known once computed: a rendered page): the answer
   * kept for `key` at the current version, if any, and that version, to `keep` a new one at.
   */
  async peek<T>(db: Kysely<DB>, key: string): Promise<{ version: string; answer?: Promise<T> }> {
    const version = await currentVersion(db);
    const kept = this.#entries.get(key);
    if (kept && BigInt(kept.version) >= BigInt(version))
      return { version, answer: kept.answer as Promise<T> };
    return { version };
  }

  /** Keeps `answer` for `key`, computed from rows read after `version` was (see peek). */
  keep(key: string, version: string, answer: unknown): void {
    this.#entries.set(key, { version, answer: Promise.resolve(answer) });
  }

  async read<T>(db: Kysely<DB>, key: string, compute: () => Promise<T>): Promise<T> {
    const version = await currentVersion(db);
    const kept = this.#entries.get(key);
    // An answer taken at this version, or at a later one (a read that began after a newer change).
    if (kept && BigInt(kept.version) >= BigInt(version)) return kept.answer as Promise<T>;
    // Its rows are read after the version: they are at least as new as it says.
    const fresh: Entry = { version, answer: compute() };
    this.#entries.set(key, fresh);
    fresh.answer.catch(() => {
      if (this.#entries.get(key) === fresh) this.#entries.delete(key);
    });
    return fresh.answer as Promise<T>;
  }
}

async function currentVersion(db: Kysely<DB>): Promise<string> {
  const { rows } = await sql<{ version: string }>`
    select version::text as version from public_data_version where id = 1`.execute(db);
  return rows[0]?.version ?? '0';
}

/** The procedures whose answers this cache keeps: the same for every visitor (their ETag, in apps/api). */
export const PUBLIC_CACHED_PROCEDURES: ReadonlySet<string> = new Set([
  'courses.list',
  'courses.byId',
  'websiteContent.get',
  'gallery.listPublic',
  'forms.listPublic',
  'forms.getPublic',
]);

/** One cache per live bus, that is per server process (tests make a bus per caller). */
const caches = new WeakMap<LiveBus, PublicCache>();

export function publicCache(live: LiveBus): PublicCache {
  let cache = caches.get(live);
  if (!cache) {
    cache = new PublicCache(live);
    caches.set(live, cache);
  }
  return cache;
}

/** A public read through the process's cache: `key` names the answer (the procedure and its input). */
export function cachedPublic<T>(
  ctx: { live: LiveBus; db: Kysely<DB> },
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  return publicCache(ctx.live).read(ctx.db, key, compute);
}
