import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from '@tc/db';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import type { LoginInput, SessionUser } from './auth.schema.js';
import { createSession, endSession } from './session.js';
import { type AccountRow, displayName, findAccountByEmail, toSessionUser } from './user-row.js';

export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';
export const THROTTLED_LOGIN_MESSAGE = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

/** Counted failures within this window lock the account (or the address) until they age out. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export type LoginFailureReason = 'unknown_email' | 'wrong_password' | 'inactive' | 'throttled';

// A real argon2 hash of a random password: unknown e-mails are verified against it, so they take
// as long as known ones.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
};

/**
 * Failures that count towards a lock: not throttled attempts (so the lock ends 15 minutes after the
 * last real failure), and, for an account, only those after its latest successful sign-in.
 */
async function isThrottled(ctx: Context, email: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const lastSuccess = await ctx.db
    .selectFrom('loginLogs')
    .select((eb) => eb.fn.max('loginTime').as('at'))
    .where('email', '=', email)
    .where('success', '=', true)
    .where('loginTime', '>', since)
    .executeTakeFirst();
  const accountSince = lastSuccess?.at && lastSuccess.at > since ? lastSuccess.at : since;
  const accountFailures = await countFailures(ctx, accountSince, now, 'email', email);
  if (accountFailures >= MAX_FAILURES_PER_ACCOUNT) return true;

  const address = ctx.client.ipAddress;
  if (!address) return false;
  return (await countFailures(ctx, since, now, 'ipAddress', address)) >= MAX_FAILURES_PER_ADDRESS;
}

async function countFailures(
  ctx: Context,
  since: Date,
  now: Date,
  column: 'email' | 'ipAddress',
  value: string,
): Promise<number> {
  const row = await ctx.db
    .selectFrom('loginLogs')
    .select((eb) => eb.fn.countAll<number>().as('failures'))
    .where(column, '=', value)
    .where('success', '=', false)
    .where('failureReason', 'is distinct from', 'throttled')
    .where('loginTime', '>', since)
    .where('loginTime', '<=', now)
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

async function logAttempt(
  ctx: Context,
  email: string,
  account: AccountRow | undefined,
  now: Date,
  failureReason: LoginFailureReason | null,
): Promise<void> {
  await ctx.db
    .insertInto('loginLogs')
    .values({
      userId: account?.id ?? null,
      email,
      userName: account ? displayName(account)?.slice(0, 200) : null,
      userRole: account?.role ?? null,
      ipAddress: ctx.client.ipAddress?.slice(0, 64) ?? null,
      userAgent: ctx.client.userAgent,
      loginTime: now,
      success: failureReason === null,
      failureReason,
    })
    .execute();
}

/**
 * Signs in with e-mail and password. Every attempt is written to login_logs; unknown e-mail, wrong
 * password and inactive account all answer the same 401, and throttling comes before any hashing.
 */
export async function login(ctx: Context, input: LoginInput): Promise<{ user: SessionUser }> {
  const now = ctx.now();
  const { email } = input;
  const account = await findAccountByEmail(ctx.db, email);

  if (await isThrottled(ctx, email, now)) {
    await logAttempt(ctx, email, account, now, 'throttled');
    throw new AppError('TOO_MANY_REQUESTS', THROTTLED_LOGIN_MESSAGE);
  }

  if (!account) {
    await verifyPassword(await getDummyHash(), input.password);
    await logAttempt(ctx, email, undefined, now, 'unknown_email');
    throw new AppError('UNAUTHORIZED', INVALID_LOGIN_MESSAGE);
  }
  if (!(await verifyPassword(account.passwordHash, input.password))) {
    await logAttempt(ctx, email, account, now, 'wrong_password');
    throw new AppError('UNAUTHORIZED', INVALID_LOGIN_MESSAGE);
  }
  if (!account.isActive) {
    await logAttempt(ctx, email, account, now, 'inactive');
    throw new AppError('UNAUTHORIZED', INVALID_LOGIN_MESSAGE);
  }

  // A new sign-in in the same browser replaces the session it had.
  if (ctx.session.token) await endSession(ctx.db, ctx.session.token);
  const session = await createSession(ctx.db, account.id, ctx.client, now);
  await logAttempt(ctx, email, account, now, null);
  ctx.session.set(session.token, session.expiresAt);
  return { user: toSessionUser(account) };
}

/** Ends the caller's session, if any, and clears the cookie either way. */
export async function logout(ctx: Context): Promise<{ ok: true }> {
  if (ctx.session.token) await endSession(ctx.db, ctx.session.token);
  ctx.session.clear();
  return { ok: true };
}
