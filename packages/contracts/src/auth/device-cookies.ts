import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import type { Context } from '../context.js';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * signed in to an account carries proof of it, and its password guesses for that account count on
 * a counter of its own (password-attempts.ts). Strangers who use up the account's shared ceiling
 * therefore never lock out its owner's browsers; a reset request from such a browser also passes
 * the per-e-mail allowance (password-reset.service.ts).
 *
 * One cookie holds one entry per account, newest first and at most five, so a shared office
 * computer keeps its proof for several accounts. An entry is `<user id>.<nonce>.<expiry>.<mac>`:
 * the nonce names the device's counter, the HMAC-SHA256 covers the rest, so an entry made for
 * one account is never taken for another.
 *
 * Signed, not stored: the key is made once and kept in the settings table (like the VAPID keys),
 * so every process verifies a cookie with one cached read and a sign-in writes nothing more. A
 * table of tokens would add a write per sign-in, a lookup per guess and a sweep, to allow revoking
 * a cookie that is worth no more than five guesses a quarter of an hour. Deleting the settings row
 * (and restarting the processes) voids every device cookie.
 */
export const DEVICE_COOKIE = 'tc_device';
export const DEVICE_COOKIE_TTL_MS = 365 * 24 * 60 * 60 * 1000;
const MAX_ACCOUNTS = 5;
const DEVICE_KEY_SETTING = 'device_cookie_key';

interface DeviceEntry {
  userId: string;
  nonce: string;
  expiresAt: Date;
  /** The entry as written in the cookie. */
  text: string;
}

// One key per database for the life of the process: it never changes once made.
const keys = new WeakMap<Kysely<DB>, Promise<Buffer>>();

function deviceKey(db: Kysely<DB>): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = storedKey(db);
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/** Several processes may start at once: each offers a key, the first insert wins, all read it. */
async function storedKey(db: Kysely<DB>): Promise<Buffer> {
  await db
    .insertInto('settings')
    .values({ key: DEVICE_KEY_SETTING, value: JSON.stringify(randomBytes(32).toString('base64url')) })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', DEVICE_KEY_SETTING)
    .executeTakeFirstOrThrow();
  if (typeof row.value !== 'string') throw new Error(`settings.${DEVICE_KEY_SETTING} does not hold a key`);
  return Buffer.from(row.value, 'base64url');
}

const macOf = (key: Buffer, signed: string) => createHmac('sha256', key).update(signed).digest();

/** The cookie's valid, unexpired entries, as far as they go; anything malformed is skipped. */
function readEntries(key: Buffer, cookie: string | undefined, now: Date): DeviceEntry[] {
  const entries: DeviceEntry[] = [];
  for (const text of (cookie ?? '').split('~').slice(0, MAX_ACCOUNTS)) {
    const [userId, nonce, expiry, mac, ...rest] = text.split('.');
    if (!userId || !nonce || !expiry || !mac || rest.length > 0) continue;
    const given = Buffer.from(mac, 'base64url');
    const expected = macOf(key, `${userId}.${nonce}.${expiry}`);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) continue;
    const expiresAt = new Date(Number.parseInt(expiry, 36) * 1000);
    if (expiresAt > now) entries.push({ userId, nonce, expiresAt, text });
  }
  return entries;
}

/**
 * The nonce of this browser's device cookie for the account, or undefined when it holds none
 * that is valid (an unknown browser; also for an unknown e-mail, which has no account id).
 */
export async function knownDevice(
  ctx: Pick<Context, 'db' | 'device' | 'now'>,
  userId: string | undefined,
): Promise<string | undefined> {
  if (!userId || !ctx.device.value) return undefined;
  const entries = readEntries(await deviceKey(ctx.db), ctx.device.value, ctx.now());
  return entries.find((entry) => entry.userId === userId)?.nonce;
}

/** After a sign-in: a fresh entry for the account goes first, the other accounts' entries stay. */
export async function rememberDevice(ctx: Pick<Context, 'db' | 'device' | 'now'>, userId: string) {
  const key = await deviceKey(ctx.db);
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + DEVICE_COOKIE_TTL_MS);
  const signed = `${userId}.${randomBytes(16).toString('base64url')}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;
  const entry = `${signed}.${macOf(key, signed).toString('base64url')}`;
  const others = readEntries(key, ctx.device.value, now).filter((other) => other.userId !== userId);
  const kept = others.slice(0, MAX_ACCOUNTS - 1);
  // The cookie lives as long as its newest entry; older ones are dropped as they expire.
  ctx.device.set([entry, ...kept.map((other) => other.text)].join('~'), expiresAt);
}
