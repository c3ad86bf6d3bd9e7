import { createHash, randomBytes } from 'node:crypto';
import { type DB, preparedQuery } from '@tc/db';
import type { Kysely } from 'kysely';
import type { SessionUser } from './auth.schema.js';
import { sessionUserColumns, toSessionUser } from './user-row.js';

export const SESSION_COOKIE = 'tc_session';
const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** A session seen again after this long gets its expiry pushed forward (sliding expiry). */
const SESSION_TOUCH_MS = 60 * 60 * 1000;

/** Sessions are stored by the SHA-256 of their token, so a copy of the database holds no usable cookie. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface ClientInfo {
  ipAddress: string | null;
  userAgent: string | null;
}

export async function createSession(
  db: Kysely<DB>,
  userId: string,
  client: ClientInfo,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      userId,
      expiresAt,
      lastSeenAt: now,
      ipAddress: client.ipAddress,
      userAgent: client.userAgent,
    })
    .execute();
  return { token, expiresAt };
}

// Every signed-in request reads it: prepared (db's preparedQuery).
const openSession = preparedQuery((db, { id, now }: { id: string; now: Date }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([...sessionUserColumns, 'sessions.lastSeenAt'])
    .where('sessions.id', '=', id)
    .where('sessions.expiresAt', '>', now)
    .where('users.isActive', '=', true),
);

/** The active user behind a session token, or null for a missing, expired or ended session. */
export async function findSessionUser(
  db: Kysely<DB>,
  token: string | undefined,
  now: Date,
): Promise<SessionUser | null> {
  if (!token) return null;
  const id = hashToken(token);
  const [row] = await openSession(db, { id, now });
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > SESSION_TOUCH_MS) {
    await db
      .updateTable('sessions')
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where('id', '=', id)
      .execute();
  }
  return toSessionUser(row);
}

/**
 * Which of these sessions (by stored id, the token's hash) are still open, with their active
 * users: for connections that outlive a request (a socket), checked again now and then.
 */
export async function findOpenSessions(
  db: Kysely<DB>,
  sessionIds: string[],
  now: Date,
): Promise<Map<string, SessionUser>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([...sessionUserColumns, 'sessions.id as sessionId'])
    .where('sessions.id', 'in', sessionIds)
    .where('sessions.expiresAt', '>', now)
    .where('users.isActive', '=', true)
    .execute();
  return new Map(rows.map(({ sessionId, ...row }) => [sessionId, toSessionUser(row)]));
}

/** Ends the session behind the token; answers whose it was (undefined for none). */
export async function endSession(db: Kysely<DB>, token: string): Promise<string | undefined> {
  const ended = await db
    .deleteFrom('sessions')
    .where('id', '=', hashToken(token))
    .returning('userId')
    .executeTakeFirst();
  return ended?.userId;
}

/** Ends every session of a user, except the one behind `keepToken` (the caller's own) when given. */
export async function endUserSessions(db: Kysely<DB>, userId: string, keepToken?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (keepToken) query = query.where('id', '!=', hashToken(keepToken));
  await query.execute();
}
