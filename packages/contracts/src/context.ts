import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import type { SessionUser } from './auth/auth.schema.js';
import type { ClientInfo } from './auth/session.js';

/** What every procedure receives. The API builds one per request; tests build their own. */
export interface Context {
  db: Kysely<DB>;
  /** The signed-in user, or null for a visitor. */
  user: SessionUser | null;
  client: ClientInfo;
  /** The current time; tests pass a fake one. */
  now: () => Date;
}

export function createContextInner(opts: Pick<Context, 'db'> & Partial<Omit<Context, 'db'>>): Context {
  return {
    db: opts.db,
    user: opts.user ?? null,
    client: opts.client ?? { ipAddress: null, userAgent: null },
    now: opts.now ?? (() => new Date()),
  };
}
