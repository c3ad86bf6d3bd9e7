import { randomBytes } from 'node:crypto';
import type { DB } from '@tc/db';
import { hashPassword } from '@tc/db';
import type { Kysely } from 'kysely';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { queueMail } from '../jobs/deliveries.js';
import { recipientLanguage } from '../mail/recipient-language.js';
import { countAttempt, resetAttempts, type ThrottleRule } from '../throttle.js';
import type { ForgotPasswordInput, ResetPasswordInput } from './auth.schema.js';
import { knownDevice } from './device-cookies.js';
import { passwordResetMail } from './reset-mail.js';
import { hashToken } from './session.js';
import { displayName, findAccountByEmail } from './user-row.js';

export const INVALID_RESET_LINK_MESSAGE = 'This password reset link is invalid or has expired.';
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const RESET_THROTTLED_MESSAGE = 'Too many password reset requests. Please wait an hour and try again.';

/**
 * Reset mails are limited before any token is made or mail sent: 10 requests per client address
 * an hour (429), and one mail per e-mail address in 5 minutes (further requests make no token,
 * send nothing and answer the same, so nobody learns whether the address has an account, nor
 * fills its inbox). A browser holding the account's device cookie (device-cookies.ts) passes the
 * per-e-mail limit: strangers asking for the owner's address cannot silence the owner's request.
 */
export const resetMailRules = {
  email: { name: 'reset-mail:email-5min', limit: 1, windowMs: 5 * 60 * 1000 },
  address: { name: 'reset-mail:address', limit: 10, windowMs: RESET_TOKEN_TTL_MS },
} as const satisfies Record<string, ThrottleRule>;

/**
 * Mails a single-use reset link to an active account. Answers the same whether or not the address
 * belongs to anyone, and never changes a password itself (ARCHITECTURE.md: reset-password-direct).
 */
export async function forgotPassword(ctx: Context, input: ForgotPasswordInput): Promise<{ ok: true }> {
  const now = ctx.now();
  const fromAddress = await countAttempt(
    ctx.db,
    resetMailRules.address,
    ctx.client.ipAddress ?? 'unknown',
    now,
  );
  if (!fromAddress.allowed) throw new AppError('TOO_MANY_REQUESTS', RESET_THROTTLED_MESSAGE);

  const account = await findAccountByEmail(ctx.db, input.email);
  const email = input.email.toLowerCase();
  if (account && (await knownDevice(ctx, account.id))) {
    // The owner's link then gets a fresh window: no stranger's request replaces it for 5 minutes.
    await resetAttempts(ctx.db, resetMailRules.email, email);
    await countAttempt(ctx.db, resetMailRules.email, email, now);
  } else {
    const forEmail = await countAttempt(ctx.db, resetMailRules.email, email, now);
    if (!forEmail.allowed) return { ok: true };
  }
  if (!account?.isActive) return { ok: true };

  const token = randomBytes(32).toString('base64url');
  const link = `${ctx.appUrl}/reset-password?token=${token}`;
  await ctx.db.transaction().execute(async (trx) => {
    // Only the newest link works.
    await invalidateOpenTokens(trx, account.id, now);
    await trx
      .insertInto('passwordResetTokens')
      .values({
        userId: account.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
        createdAt: now,
      })
      .execute();
    // Queued with the token: the answer never waits for the mail server, and says the same for
    // every address. The job holds the link until it expires (RESET_TOKEN_TTL_MS).
    // In the account's language, else the asking browser's: the owner asks for their own link.
    const reader = recipientLanguage(account.language, ctx.language);
    await queueMail(ctx, trx, passwordResetMail(account.email, displayName(account), link, reader));
  });
  return { ok: true };
}

/** Whether a reset token can still be redeemed: known, unused, unexpired, of an active account. */
export async function checkResetToken(ctx: Context, token: string): Promise<{ valid: boolean }> {
  if (!token) return { valid: false };
  const row = await findOpenToken(ctx.db, hashToken(token), ctx.now());
  return { valid: row !== undefined };
}

/**
 * Redeems a reset token once: the token is marked used in the same transaction as the password
 * change, and every session of the account ends.
 */
export async function resetPassword(ctx: Context, input: ResetPasswordInput): Promise<{ ok: true }> {
  const now = ctx.now();
  const tokenHash = hashToken(input.token);
  // Checked before hashing, so made-up tokens cost no argon2 time.
  if (!(await findOpenToken(ctx.db, tokenHash, now))) {
    throw new AppError('BAD_REQUEST', INVALID_RESET_LINK_MESSAGE);
  }
  const passwordHash = await hashPassword(input.newPassword);

  const userId = await ctx.db.transaction().execute(async (trx) => {
    const redeemed = await trx
      .updateTable('passwordResetTokens')
      .set({ usedAt: now })
      .where('tokenHash', '=', tokenHash)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .returning('userId')
      .executeTakeFirst();
    if (!redeemed) throw new AppError('BAD_REQUEST', INVALID_RESET_LINK_MESSAGE);

    const changed = await trx
      .updateTable('users')
      .set({ passwordHash, mustChangePassword: false, updatedAt: now })
      .where('id', '=', redeemed.userId)
      .where('isActive', '=', true)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw new AppError('BAD_REQUEST', INVALID_RESET_LINK_MESSAGE);

    await invalidateOpenTokens(trx, redeemed.userId, now);
    await trx.deleteFrom('sessions').where('userId', '=', redeemed.userId).execute();
    return redeemed.userId;
  });
  await ctx.live.publish({ type: 'session_ended', userId });
  return { ok: true };
}

function findOpenToken(db: Kysely<DB>, tokenHash: string, now: Date) {
  return db
    .selectFrom('passwordResetTokens')
    .innerJoin('users', 'users.id', 'passwordResetTokens.userId')
    .select('passwordResetTokens.userId')
    .where('passwordResetTokens.tokenHash', '=', tokenHash)
    .where('passwordResetTokens.usedAt', 'is', null)
    .where('passwordResetTokens.expiresAt', '>', now)
    .where('users.isActive', '=', true)
    .executeTakeFirst();
}

/** Earlier links stop working: they expire now. */
async function invalidateOpenTokens(db: Kysely<DB>, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('passwordResetTokens')
    .set({ expiresAt: now })
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .execute();
}
