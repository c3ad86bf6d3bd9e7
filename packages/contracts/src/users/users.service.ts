import { hashPassword, randomPassword } from '@tc/db';
import type { z } from 'zod';
import type { SessionUser } from '../auth/auth.schema.js';
import { endUserSessions } from '../auth/session.js';
import type { Context } from '../context.js';
import { AppError, isUniqueViolation } from '../errors.js';
import { createRefusal, passwordResetRefusal, removalRefusal } from './account-rules.js';
import { DUPLICATE_EMAIL_MESSAGE, findTarget, getAdminUser } from './admin-user.js';
import { refuse } from './roles.js';
import { auditUser } from './user-audit.js';
import type { AdminUser, createUserInputSchema, resetUserPasswordInputSchema } from './users.schema.js';

type CreateUserData = z.output<typeof createUserInputSchema>;
type ResetUserPasswordData = z.output<typeof resetUserPasswordInputSchema>;

/**
 * A new account with a random temporary password, returned this once and to be changed at first
 * sign-in. Admin accounts are the main admin's to create (they alone grant the admin role).
 */
export async function createUser(
  ctx: Context,
  actor: SessionUser,
  input: CreateUserData,
): Promise<{ user: AdminUser; temporaryPassword: string }> {
  refuse(createRefusal(actor, input.role));
  const temporaryPassword = randomPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  const now = ctx.now();
  try {
    const user = await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('users')
        .values({
          email: input.email,
          passwordHash,
          companyName: input.companyName ?? null,
          firstName: input.firstName ?? null,
          lastName: input.lastName ?? null,
          phone: input.phone ?? null,
          address: input.address ?? null,
          vatNumber: input.vatNumber ?? null,
          crNumber: input.crNumber ?? null,
          role: input.role,
          mustChangePassword: true,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const user = await getAdminUser(trx, row.id);
      await auditUser(trx, actor, now, {
        action: 'created',
        before: null,
        after: user,
        description: `User created with the ${user.role} role`,
      });
      return user;
    });
    return { user, temporaryPassword };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE);
    throw error;
  }
}

/**
 * Sets a password the admin typed, or a generated one, as a temporary password: the user must
 * change it at the next sign-in, and every session they had ends (the caller's own stays).
 */
export async function resetUserPassword(
  ctx: Context,
  actor: SessionUser,
  input: ResetUserPasswordData,
): Promise<{ temporaryPassword: string }> {
  const target = await findTarget(ctx.db, input.id);
  refuse(passwordResetRefusal(actor, target));
  const temporaryPassword = input.password ?? randomPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const before = await getAdminUser(trx, target.id);
    await trx
      .updateTable('users')
      .set({ passwordHash, mustChangePassword: true, updatedAt: now })
      .where('id', '=', target.id)
      .execute();
    await endUserSessions(trx, target.id, target.id === actor.id ? ctx.session.token : undefined);
    const description = input.password ? 'Password reset to one the admin typed' : 'Password reset';
    await auditUser(trx, actor, now, {
      action: 'updated',
      before,
      after: await getAdminUser(trx, target.id),
      description,
    });
  });
  await ctx.live.publish({ type: 'session_ended', userId: target.id });
  return { temporaryPassword };
}

/** Deletes an account and what it owns; never one's own, never the main admin. */
export async function deleteUser(ctx: Context, actor: SessionUser, id: string): Promise<{ ok: true }> {
  if (id === actor.id) throw new AppError('FORBIDDEN', 'You cannot delete your own account');
  const target = await findTarget(ctx.db, id);
  refuse(removalRefusal(actor, target, 'delete'));
  await ctx.db.transaction().execute(async (trx) => {
    const before = await getAdminUser(trx, target.id);
    const deleted = await trx
      .deleteFrom('users')
      .where('id', '=', target.id)
      .where('id', '!=', actor.id)
      .where('isMainAdmin', '=', false)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) throw new AppError('NOT_FOUND', 'User not found');
    await auditUser(trx, actor, ctx.now(), {
      action: 'deleted',
      before,
      after: null,
      description: 'User deleted',
    });
  });
  await ctx.live.publish({ type: 'session_ended', userId: target.id });
  return { ok: true };
}
