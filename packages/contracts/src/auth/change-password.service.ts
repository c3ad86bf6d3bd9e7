import { hashPassword, verifyPassword } from '@tc/db';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { type ChangePasswordInput, type SessionUser, WRONG_CURRENT_PASSWORD_MESSAGE } from './auth.schema.js';
import { countPasswordAttempt } from './password-attempts.js';
import { endUserSessions } from './session.js';
import { findAccountById } from './user-row.js';

/**
 * Checks the signed-in user's current password; the acting admin's, for admin changes too. It is
 * a password guess like a sign-in (a stolen session must not become a way to guess the password),
 * so it is counted by the same throttle before the hash.
 */
export async function assertCurrentPassword(ctx: Context, userId: string, password: string): Promise<void> {
  const account = await findAccountById(ctx.db, userId);
  if (!account) throw new AppError('BAD_REQUEST', WRONG_CURRENT_PASSWORD_MESSAGE);
  const attempt = await countPasswordAttempt(ctx, account);
  if (!attempt.allowed) throw new AppError('TOO_MANY_REQUESTS', attempt.message);
  if (!(await verifyPassword(account.passwordHash, password))) {
    throw new AppError('BAD_REQUEST', WRONG_CURRENT_PASSWORD_MESSAGE);
  }
  await attempt.succeeded();
}

/**
 * A signed-in user changes their own password (also how a temporary one is replaced). Other
 * sessions of the account end; the one making the change stays signed in.
 */
export async function changePassword(
  ctx: Context,
  user: SessionUser,
  input: ChangePasswordInput,
): Promise<{ ok: true }> {
  await assertCurrentPassword(ctx, user.id, input.currentPassword);
  if (input.newPassword === input.currentPassword) {
    throw new AppError('BAD_REQUEST', 'The new password must be different from the current one');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ passwordHash, mustChangePassword: false, updatedAt: ctx.now() })
      .where('id', '=', user.id)
      .execute();
    await endUserSessions(trx, user.id, ctx.session.token);
  });
  await ctx.live.publish({ type: 'session_ended', userId: user.id });
  return { ok: true };
}
