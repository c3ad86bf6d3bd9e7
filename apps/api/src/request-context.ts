import { type Context, createContextInner, findSessionUser, SESSION_COOKIE } from '@tc/contracts';
import type { DB } from '@tc/db';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';

/** The procedure context of one HTTP request: the database and the user behind the session cookie. */
export async function contextFromRequest(db: Kysely<DB>, req: FastifyRequest): Promise<Context> {
  const now = () => new Date();
  const user = await findSessionUser(db, req.cookies[SESSION_COOKIE], now());
  return createContextInner({
    db,
    user,
    now,
    client: { ipAddress: req.ip, userAgent: req.headers['user-agent'] ?? null },
  });
}
