import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import { base64urlBytes, isUncompressedP256Point } from './push.schema.js';

/** The server's VAPID identity: it signs every push request, browsers subscribe with the public key. */
export interface VapidKeys {
  /** Base64url, an uncompressed P-256 point (65 bytes). */
  publicKey: string;
  /** Base64url, 32 bytes. */
  privateKey: string;
}

/** The row of the settings table that holds the generated keys. */
export const VAPID_SETTINGS_KEY = 'vapid_keys';

/** Throws, naming the variable, when keys given in the environment cannot sign. */
export function assertVapidKeys(keys: VapidKeys): VapidKeys {
  if (!isUncompressedP256Point(keys.publicKey)) {
    throw new Error('VAPID_PUBLIC_KEY must be a P-256 public key, base64url (65 bytes)');
  }
  if (base64urlBytes(keys.privateKey)?.length !== 32) {
    throw new Error('VAPID_PRIVATE_KEY must be a P-256 private key, base64url (32 bytes)');
  }
  return keys;
}

function isVapidKeys(value: unknown): value is VapidKeys {
  const keys = value as Partial<VapidKeys> | null;
  return typeof keys?.publicKey === 'string' && typeof keys.privateKey === 'string';
}

/**
 * The keys kept in the database, made by the first process that needs them. Several processes may
 * start at once: each offers its own pair, the first insert wins, and every one reads the winner.
 */
export async function storedVapidKeys(db: Kysely<DB>): Promise<VapidKeys> {
  const offered = webpush.generateVAPIDKeys();
  await db
    .insertInto('settings')
    .values({ key: VAPID_SETTINGS_KEY, value: JSON.stringify(offered) })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', VAPID_SETTINGS_KEY)
    .executeTakeFirstOrThrow();
  if (!isVapidKeys(row.value)) throw new Error(`settings.${VAPID_SETTINGS_KEY} does not hold VAPID keys`);
  return { publicKey: row.value.publicKey, privateKey: row.value.privateKey };
}
