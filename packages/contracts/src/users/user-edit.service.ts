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
import { CURRENT_PASSWORD_REQUIRED_MESSAGE, editNeedsPassword, missingNames } from './person-rules.js';
import { assertRoleChange, refuse } from './roles.js';
import { auditUser, describeChanges, userSnapshot } from './user-audit.js';
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
  if (input.role === target.role) return getAdminUser(ctx.db, target.id);
  // Staff have names: a client without them is not made staff by a role change either.
  const [missing] = missingNames(input.role, await getAdminUser(ctx.db, target.id));
  if (missing) throw new AppError('BAD_REQUEST', missing.message);
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const before = await getAdminUser(trx, target.id);
    const updated = await trx
      .updateTable('users')
      .set({ role: input.role, updatedAt: now })
      .where('id', '=', target.id)
      .where('id', '!=', actor.id)
      .where('isMainAdmin', '=', false)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return;
    const after = await getAdminUser(trx, target.id);
    const description = `Role changed from ${before.role} to ${after.role}`;
    await auditUser(trx, actor, now, { action: 'updated', before, after, description });
  });
  // An instructor made a client keeps the session but loses the team chat: sockets are checked again.
  await ctx.live.publish({ type: 'session_ended', userId: target.id });
  return getAdminUser(ctx.db, target.id);
}

/** Staff keep a first and a last name, whatever the edit leaves them with. */
function assertNames(target: AdminUser, input: EditUserData): void {
  const role = input.role ?? target.role;
  const names = {
    firstName: input.firstName !== undefined ? input.firstName : target.firstName,
    lastName: input.lastName !== undefined ? input.lastName : target.lastName,
  };
  const [missing] = missingNames(role, names);
  if (missing) throw new AppError('BAD_REQUEST', missing.message);
}

/**
 * The edit modal: only the fields given change, and a change of role, e-mail or password
 * (editNeedsPassword) needs the acting admin's own current password. A new password is a temporary
 * one for someone else (they must change it) and ends the user's sessions; so does deactivation.
 * The main admin is never deactivated or demoted.
 */
export async function editUser(ctx: Context, actor: SessionUser, input: EditUserData): Promise<AdminUser> {
  const target = await findTarget(ctx.db, input.id);
  const current = await getAdminUser(ctx.db, target.id);
  // Asked only where the change hands over access; a password given anyway is still checked.
  if (input.currentPassword !== undefined) {
    await assertCurrentPassword(ctx, actor.id, input.currentPassword);
  } else if (editNeedsPassword(input, current)) {
    throw new AppError('BAD_REQUEST', CURRENT_PASSWORD_REQUIRED_MESSAGE);
  }
  refuse(changeRefusal(actor, target));
  assertNames(current, input);

  const changes: Updateable<DB['users']> = {};
  if (input.email !== undefined) changes.email = input.email;
  if (input.companyName !== undefined) changes.companyName = input.companyName;
  if (input.firstName !== undefined) changes.firstName = input.firstName;
  if (input.lastName !== undefined) changes.lastName = input.lastName;
  if (input.phone !== undefined) changes.phone = input.phone;
  if (input.address !== undefined) changes.address = input.address;
  if (input.vatNumber !== undefined) changes.vatNumber = input.vatNumber;
  if (input.crNumber !== undefined) changes.crNumber = input.crNumber;
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
  if (Object.keys(changes).length === 0) return current;

  const now = ctx.now();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const before = await getAdminUser(trx, target.id);
      let update = trx
        .updateTable('users')
        .set({ ...changes, updatedAt: now })
        .where('id', '=', target.id);
      // The main admin keeps their role and stays active, whatever raced this request.
      if (changes.role !== undefined || changes.isActive === false) {
        update = update.where('isMainAdmin', '=', false);
      }
      await update.execute();
      if (endsSessions) {
        await endUserSessions(trx, target.id, target.id === actor.id ? ctx.session.token : undefined);
      }
      const after = await getAdminUser(trx, target.id);
      await auditUser(trx, actor, now, editAudit(before, after, input.newPassword !== undefined));
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

/** An edit's audit row: deactivating or reactivating is a change of status, the rest an update. */
function editAudit(before: AdminUser, after: AdminUser, passwordSet: boolean) {
  const changed = describeChanges(userSnapshot(before), userSnapshot(after)).filter(
    (change) => change !== 'mustChangePassword',
  );
  if (passwordSet) changed.push('password');
  const statusChanged = before.isActive !== after.isActive;
  return {
    action: statusChanged ? ('status_changed' as const) : ('updated' as const),
    before,
    after,
    description: statusChanged ? statusLine(after.isActive, changed) : editLine(changed),
  };
}

/** "User deactivated", or "User deactivated; also phone, email" when more changed with it. */
function statusLine(isActive: boolean, changed: string[]): string {
  const status = isActive ? 'User reactivated' : 'User deactivated';
  const others = changed.filter((change) => change !== 'isActive');
  return others.length > 0 ? `${status}; also ${others.join(', ')}` : status;
}

const editLine = (changed: string[]) =>
  changed.length > 0 ? `User edited: ${changed.join(', ')}` : 'User edited: nothing changed';
