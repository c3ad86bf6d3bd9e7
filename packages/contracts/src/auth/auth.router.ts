import { authedProcedure, publicProcedure, router } from '../trpc.js';
import { setOwnName } from '../users/own-name.service.js';
import { ownNameInputSchema } from '../users/users.schema.js';
import {
  changePasswordInputSchema,
  checkResetTokenInputSchema,
  checkResetTokenOutputSchema,
  forgotPasswordInputSchema,
  languageInputSchema,
  languageOutputSchema,
  languageSchema,
  loginInputSchema,
  loginOutputSchema,
  okSchema,
  resetPasswordInputSchema,
  sessionUserSchema,
} from './auth.schema.js';
import { changePassword } from './change-password.service.js';
import { chooseLanguage } from './language.service.js';
import { login, logout } from './login.service.js';
import { checkResetToken, forgotPassword, resetPassword } from './password-reset.service.js';

export const authRouter = router({
  /** The signed-in user, or null for a visitor. */
  me: publicProcedure
    .output(sessionUserSchema.extend({ language: languageSchema }).nullable())
    .query(({ ctx }) => ctx.user && { ...ctx.user, language: ctx.language }),

  /** The signed-in user's language (PUT /api/auth/me/language): on the account and in the cookie. */
  setLanguage: authedProcedure
    .input(languageInputSchema)
    .output(languageOutputSchema)
    .mutation(async ({ ctx, input }) => ({ language: (await chooseLanguage(ctx, input.language)).language })),

  /** Signs in and sets the session cookie. */
  login: publicProcedure
    .input(loginInputSchema)
    .output(loginOutputSchema)
    .mutation(({ ctx, input }) => login(ctx, input)),

  /** Ends the session, if any, and clears the cookie. */
  logout: publicProcedure.output(okSchema).mutation(({ ctx }) => logout(ctx)),

  /** Mails a single-use reset link; the same answer whether or not the address is known. */
  forgotPassword: publicProcedure
    .input(forgotPasswordInputSchema)
    .output(okSchema)
    .mutation(({ ctx, input }) => forgotPassword(ctx, input)),

  /** Whether a reset link still works (the reset page asks before showing its form). */
  checkResetToken: publicProcedure
    .input(checkResetTokenInputSchema)
    .output(checkResetTokenOutputSchema)
    .query(({ ctx, input }) => checkResetToken(ctx, input.token)),

  /** Redeems a reset link: sets the new password and ends every session of the account. */
  resetPassword: publicProcedure
    .input(resetPasswordInputSchema)
    .output(okSchema)
    .mutation(({ ctx, input }) => resetPassword(ctx, input)),

  /** The signed-in user's own password; other sessions end, this one stays. */
  changePassword: authedProcedure
    .input(changePasswordInputSchema)
    .output(okSchema)
    .mutation(({ ctx, input }) => changePassword(ctx, ctx.user, input)),

  /** The signed-in user's own first and last name (staff without one are asked at sign-in). */
  setName: authedProcedure
    .input(ownNameInputSchema)
    .output(sessionUserSchema)
    .mutation(({ ctx, input }) => setOwnName(ctx, ctx.user, input)),
});
