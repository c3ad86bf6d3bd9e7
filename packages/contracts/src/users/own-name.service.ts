import type { z } from 'zod';
import type { SessionUser } from '../auth/auth.schema.js';
import { findAccountById, toSessionUser } from '../auth/user-row.js';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import type { ownNameInputSchema } from './users.schema.js';

/**
 * A signed-in person gives their own first and last name: how staff without one (accounts made
 * before names were required) are asked at sign-in. Answers the session's user as it now is.
 */
export async function setOwnName(
  ctx: Context,
  user: SessionUser,
  input: z.output<typeof ownNameInputSchema>,
): Promise<SessionUser> {
  await ctx.db
    .updateTable('users')
    .set({ firstName: input.firstName, lastName: input.lastName, updatedAt: ctx.now() })
    .where('id', '=', user.id)
    .execute();
  const account = await findAccountById(ctx.db, user.id);
  if (!account) throw new AppError('NOT_FOUND', 'User not found');
  return toSessionUser(account);
}
