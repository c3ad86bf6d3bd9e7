import type { DB } from '@tc/db';
import { hashPassword } from '@tc/db';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { Role, SessionUser } from '../auth/auth.schema.js';
import { assertCurrentPassword } from '../auth/change-password.service.js';
import { endUserSessions } from '../auth/session.js';
import type { Context } from '../context.js';
import { AppError, isUniqueViolation } from '../errors.js';
import { changeRefusal, removalRefusal } from './account-rules.js';
import { DUPLICATE_EMAIL_MESSAGE, findTarget, getAdminUser } from './admin-user.js';
import { assertRoleChange, refuse } from './roles.js';
import type { AdminUser, editUserInputSchema } from './users.schema.js';

type EditUserData = z.output<typeof editUserInputSchema>;

/** The inline role selector: the main admin only, never their own role (rules in roles.ts). */
export async function setUserRole(
  ctx: Context,
  actor: SessionUser,
  input: { id: string; role: Role },
): Promise<AdminUser> {
  const target = await findTarget(ctx.db, input.id);
  assertRoleChange(actor, target, input.role);
  await ctx.db
    .updateTable('users')
    .set({ role: input.role, updatedAt: ctx.now() })
    .where('id', '=', target.id)
    .where('id', '!=', actor.id)
    .where('isMainAdmin', '=', false)
    .execute();
  // An instructor made a client keeps the session but loses the team chat: sockets are checked again.
  await ctx.live.publish({ type: 'session_ended', userId: target.id });
  return getAdminUser(ctx.db, target.id);
}

/**
 * The edit modal: the acting admin confirms with their own current password, and only the fields
 * given change. A new password is a temporary one for someone else (they must change it) and
 * ends the user's sessions; so does deactivation. The main admin is never deactivated or demoted.
 */
export async function editUser(ctx: Context, actor: SessionUser, input: EditUserData): Promise<AdminUser> {
  await assertCurrentPassword(ctx, actor.id, input.currentPassword);
  const target = await findTarget(ctx.db, input.id);
  refuse(changeRefusal(actor, target));

  const changes: Updateable<DB['users']> = {};
  if (input.email !== undefined) changes.email = input.email;
  if (input.companyName !== undefined) changes.companyName = input.companyName;
  if (input.firstName !== undefined) changes.firstName = input.firstName;
  if (input.lastName !== undefined) changes.lastName = input.lastName;
  if (input.phone !== undefined) changes.phone = input.phone;
  if (input.role !== undefined && input.role !== target.role) {
    assertRoleChange(actor, target, input.role);
    changes.role = input.role;
  }
  if (input.isActive !== undefined) {
    if (!input.isActive) refuse(removalRefusal(actor, target, 'deactivate'));
    changes.isActive = input.isActive;
  }
  if (input.newPassword !== undefined) {
    changes.passwordHash = await hashPassword(input.newPassword);
    changes.mustChangePassword = target.id !== actor.id;
  }
  const endsSessions = input.newPassword !== undefined || input.isActive === false;
  if (Object.keys(changes).length === 0) return getAdminUser(ctx.db, target.id);

  try {
    await ctx.db.transaction().execute(async (trx) => {
      let update = trx
        .updateTable('users')
        .set({ ...changes, updatedAt: ctx.now() })
        .where('id', '=', target.id);
      // The main admin keeps their role and stays active, whatever raced this request.
      if (changes.role !== undefined || changes.isActive === false) {
        update = update.where('isMainAdmin', '=', false);
      }
      await update.execute();
      if (endsSessions) {
        await endUserSessions(trx, target.id, target.id === actor.id ? ctx.session.token : undefined);
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE);
    throw error;
  }
  if (endsSessions || changes.role !== undefined) {
    await ctx.live.publish({ type: 'session_ended', userId: target.id });
  }
  return getAdminUser(ctx.db, target.id);
}
