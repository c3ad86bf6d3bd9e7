import { okSchema } from '../auth/auth.schema.js';
import { listProcedures } from '../paging/list-procedures.js';
import { adminProcedure, router } from '../trpc.js';
import { userList } from './admin-user.js';
import { editUser, setUserRole } from './user-edit.service.js';
import {
  adminUserSchema,
  createUserInputSchema,
  createUserOutputSchema,
  editUserInputSchema,
  resetUserPasswordInputSchema,
  setUserRoleInputSchema,
  temporaryPasswordOutputSchema,
  userIdInputSchema,
  userListInput,
} from './users.schema.js';
import { createUser, deleteUser, resetUserPassword } from './users.service.js';

/** The admin console's Users tab. */
export const usersRouter = router({
  /** `list`: every row matching the filter (the spec's plain array); `page`: the console's page. */
  ...listProcedures(userListInput, adminUserSchema, userList),

  /** A new account and its temporary password, shown this once. */
  create: adminProcedure
    .input(createUserInputSchema)
    .output(createUserOutputSchema)
    .mutation(({ ctx, input }) => createUser(ctx, ctx.user, input)),

  /** The typed password, or a generated one, as a temporary password. */
  resetPassword: adminProcedure
    .input(resetUserPasswordInputSchema)
    .output(temporaryPasswordOutputSchema)
    .mutation(({ ctx, input }) => resetUserPassword(ctx, ctx.user, input)),

  /** The inline role selector (main admin only). Answers the updated user. */
  setRole: adminProcedure
    .input(setUserRoleInputSchema)
    .output(adminUserSchema)
    .mutation(({ ctx, input }) => setUserRole(ctx, ctx.user, input)),

  /** The edit modal: the acting admin's current password, and the changed fields. Answers the user. */
  edit: adminProcedure
    .input(editUserInputSchema)
    .output(adminUserSchema)
    .mutation(({ ctx, input }) => editUser(ctx, ctx.user, input)),

  delete: adminProcedure
    .input(userIdInputSchema)
    .output(okSchema)
    .mutation(({ ctx, input }) => deleteUser(ctx, ctx.user, input.id)),
});
