import type { LiveBus } from './live/live-bus.js';

/**
 * The public reads of one process (course list and detail, website content, public gallery,
 * active forms), kept until any process changes a table behind them: the database's triggers send
 * `public_changed` on commit (migration public_changed), through LISTEN/NOTIFY on PostgreSQL and
 * in-process on PGlite. When events may have been lost (the bus's listening connection broke and
 * came back: `missed`) everything is dropped too, so a lost notice never leaves a process stale.
 *
 * Only answers that are the same for every visitor go here: the procedures that use it are public
 * and read active rows only; an admin's view never passes through it. A failed read is not kept.
 * Concurrent requests share one read. A drop that lands while a read is under way removes that
 * read's entry, so an answer computed from the rows before a change is never kept after it.
 */
export class PublicCache {
  readonly #entries = new Map<string, Promise<unknown>>();

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

  read<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const kept = this.#entries.get(key) as Promise<T> | undefined;
    if (kept) return kept;
    const fresh = compute();
    this.#entries.set(key, fresh);
    fresh.catch(() => {
      if (this.#entries.get(key) === fresh) this.#entries.delete(key);
    });
    return fresh;
  }
}

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
export function cachedPublic<T>(ctx: { live: LiveBus }, key: string, compute: () => Promise<T>): Promise<T> {
  return publicCache(ctx.live).read(key, compute);
}
