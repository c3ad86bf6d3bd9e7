import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from '@tc/db';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import type { LoginInput, SessionUser } from './auth.schema.js';
import { rememberDevice } from './device-cookies.js';
import { countPasswordAttempt } from './password-attempts.js';
import { createSession, endSession } from './session.js';
import { type AccountRow, displayName, findAccountByEmail, toSessionUser } from './user-row.js';

export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';

export type LoginFailureReason = 'unknown_email' | 'wrong_password' | 'inactive' | 'throttled';

// A real argon2 hash of a random password: unknown e-mails are verified against it, so they take
// as long as known ones.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
};

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
 * password and inactive account all answer the same 401. The attempt is counted (password-attempts.ts)
 * before any hashing, and taken back when it succeeds; the browser then gets the account's device
 * cookie beside the session cookie, so strangers' guesses never lock it out.
 */
export async function login(
  ctx: Context,
  input: LoginInput,
): Promise<{ user: SessionUser; signedInBefore: boolean }> {
  const now = ctx.now();
  const { email } = input;
  const account = await findAccountByEmail(ctx.db, email);

  const attempt = await countPasswordAttempt(ctx, { email, id: account?.id });
  if (!attempt.allowed) {
    await logAttempt(ctx, email, account, now, 'throttled');
    throw new AppError('TOO_MANY_REQUESTS', attempt.message);
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

  await attempt.succeeded();
  // A new sign-in in the same browser replaces the session it had (and closes its sockets).
  if (ctx.session.token) await endSessionLive(ctx, ctx.session.token);
  const earlier = await ctx.db
    .selectFrom('loginLogs')
    .select('id')
    .where('userId', '=', account.id)
    .where('success', '=', true)
    .limit(1)
    .executeTakeFirst();
  const session = await createSession(ctx.db, account.id, ctx.client, now);
  await logAttempt(ctx, email, account, now, null);
  ctx.session.set(session.token, session.expiresAt);
  await rememberDevice(ctx, account.id);
  // This browser follows the account's language from now on, when the account has chosen one.
  const user = toSessionUser(account);
  if (user.language) ctx.languageCookie.set(user.language);
  return { user, signedInBefore: earlier !== undefined };
}

/** Ends the caller's session, if any, and clears the cookie either way. */
export async function logout(ctx: Context): Promise<{ ok: true }> {
  if (ctx.session.token) await endSessionLive(ctx, ctx.session.token);
  ctx.session.clear();
  return { ok: true };
}

/** Ends a session, and tells every process, whose sockets of that session then close. */
async function endSessionLive(ctx: Context, token: string): Promise<void> {
  const userId = await endSession(ctx.db, token);
  if (userId) await ctx.live.publish({ type: 'session_ended', userId });
}
