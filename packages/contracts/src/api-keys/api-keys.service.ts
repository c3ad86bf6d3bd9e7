import { createHash, randomBytes } from 'node:crypto';
import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { writeAudit } from '../audit/audit-log.js';
import type { SessionUser } from '../auth/auth.schema.js';
import { displayName, sessionUserColumns, toSessionUser } from '../auth/user-row.js';
import { AppError } from '../errors.js';
import { isUuid } from '../ids.js';
import {
  API_KEY_MARK,
  type ApiKey,
  type ApiKeyScope,
  type CreatedApiKey,
  type createApiKeyInputSchema,
} from './api-keys.schema.js';

/** Random bytes in a key (base64url after the mark): 256 bits. */
const KEY_BYTES = 32;
/** The characters of a key kept to tell it apart: the mark and eight more. */
const PREFIX_LENGTH = API_KEY_MARK.length + 8;
/** A key's last use is written at most this often (every call reads the key; few need to write). */
const LAST_USED_TOUCH_MS = 60_000;

export const API_KEY_NOT_FOUND_MESSAGE = 'API key not found';
export const EXPIRY_PAST_MESSAGE = 'Expires at must be in the future';

/** Keys are kept as the SHA-256 of the key: a copy of the database holds no usable key. */
const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** An expiry as given: an instant, or a date (the key works through that day in Bahrain). */
function expiryInstant(expiresAt: string): Date {
  if (expiresAt.includes('T')) return new Date(expiresAt);
  // The end of that day in Bahrain (UTC+3, no summer time): midnight after it, Bahrain time.
  const next = new Date(`${expiresAt}T00:00:00+03:00`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

export async function createApiKey(
  db: Kysely<DB>,
  user: SessionUser,
  input: z.output<typeof createApiKeyInputSchema>,
  now: Date,
): Promise<CreatedApiKey> {
  const expiresAt = input.expiresAt ? expiryInstant(input.expiresAt) : null;
  if (expiresAt && expiresAt <= now) throw new AppError('BAD_REQUEST', EXPIRY_PAST_MESSAGE);
  const key = `${API_KEY_MARK}${randomBytes(KEY_BYTES).toString('base64url')}`;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('apiKeys')
      .values({
        name: input.name,
        scopes: JSON.stringify(input.scopes),
        prefix: key.slice(0, PREFIX_LENGTH),
        keyHash: hashKey(key),
        createdBy: user.id,
        createdAt: now,
        expiresAt,
      })
      .returning(['id', 'name', 'prefix', 'createdAt', 'expiresAt'])
      .executeTakeFirstOrThrow();
    const created = {
      ...row,
      scopes: input.scopes,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
    };
    await auditApiKey(trx, user, now, 'created', null, created);
    return { ...created, key };
  });
}

type KeySnapshot = {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  expiresAt: string | null;
};

/** A key made or revoked, in the audit trail by its name and first characters (never the key). */
function auditApiKey(
  db: Kysely<DB>,
  actor: SessionUser,
  at: Date,
  action: 'created' | 'deleted',
  before: KeySnapshot | null,
  after: KeySnapshot | null,
) {
  const apiKey = (after ?? before) as KeySnapshot;
  const snapshot = ({ name, prefix, scopes, expiresAt }: KeySnapshot) => ({
    name,
    prefix,
    scopes,
    expiresAt,
  });
  return writeAudit(db, {
    entityType: 'api_key',
    entityId: apiKey.id,
    action,
    actor,
    previous: before && snapshot(before),
    next: after && snapshot(after),
    description: action === 'created' ? 'API key created' : 'API key revoked',
    title: apiKey.name,
    details: apiKey.prefix,
    at,
  });
}

/** Every key, newest first, without the key itself. */
export async function listApiKeys(db: Kysely<DB>): Promise<ApiKey[]> {
  const rows = await db
    .selectFrom('apiKeys')
    .innerJoin('users', 'users.id', 'apiKeys.createdBy')
    .select([
      'apiKeys.id',
      'apiKeys.name',
      'apiKeys.scopes',
      'apiKeys.prefix',
      'apiKeys.createdAt',
      'apiKeys.expiresAt',
      'apiKeys.lastUsedAt',
      'users.firstName',
      'users.lastName',
      'users.companyName',
      'users.email',
    ])
    .orderBy('apiKeys.createdAt', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    scopes: row.scopes as ApiKeyScope[],
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdByName: displayName(row) ?? row.email,
  }));
}

/** Revokes a key: it is gone, and the next call with it (on any server process) answers 401. */
export async function deleteApiKey(
  db: Kysely<DB>,
  user: SessionUser,
  id: string,
  now: Date,
): Promise<{ ok: true }> {
  return db.transaction().execute(async (trx) => {
    const deleted = isUuid(id)
      ? await trx
          .deleteFrom('apiKeys')
          .where('id', '=', id)
          .returning(['id', 'name', 'prefix', 'scopes', 'expiresAt'])
          .executeTakeFirst()
      : undefined;
    if (!deleted) throw new AppError('NOT_FOUND', API_KEY_NOT_FOUND_MESSAGE);
    const before = {
      ...deleted,
      scopes: deleted.scopes as ApiKeyScope[],
      expiresAt: deleted.expiresAt?.toISOString() ?? null,
    };
    await auditApiKey(trx, user, now, 'deleted', before, null);
    return { ok: true };
  });
}

/** A key as the trail names it: by its name and first characters. */
export interface ApiKeyActor {
  id: string;
  name: string;
  prefix: string;
}

/** Who a key acts as: its admin, carrying the key (the audit trail names the key, audit-log.ts). */
export interface KeyHolder {
  scopes: ApiKeyScope[];
  user: SessionUser & { apiKey: ApiKeyActor };
}

/**
 * The key behind a bearer token, or null for a key that is unknown, revoked, expired, or whose
 * admin is no longer an active admin. Read from the database on every call, so a revoked key stops
 * at once on every server process.
 */
export async function findKeyHolder(db: Kysely<DB>, key: string, now: Date): Promise<KeyHolder | null> {
  if (!key.startsWith(API_KEY_MARK)) return null;
  const row = await db
    .selectFrom('apiKeys')
    .innerJoin('users', 'users.id', 'apiKeys.createdBy')
    .select([
      ...sessionUserColumns,
      'apiKeys.id as keyId',
      'apiKeys.name as keyName',
      'apiKeys.prefix',
      'apiKeys.scopes',
      'apiKeys.lastUsedAt',
    ])
    .where('apiKeys.keyHash', '=', hashKey(key))
    .where((eb) => eb.or([eb('apiKeys.expiresAt', 'is', null), eb('apiKeys.expiresAt', '>', now)]))
    .where('users.isActive', '=', true)
    .where('users.role', '=', 'admin')
    .executeTakeFirst();
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_TOUCH_MS) {
    await db.updateTable('apiKeys').set({ lastUsedAt: now }).where('id', '=', row.keyId).execute();
  }
  return {
    scopes: row.scopes as ApiKeyScope[],
    user: { ...toSessionUser(row), apiKey: { id: row.keyId, name: row.keyName, prefix: row.prefix } },
  };
}
