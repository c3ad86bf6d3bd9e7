import { z } from 'zod';
import { requiredString } from '../fields.js';
import { LANGUAGES } from '../language.js';

export const roles = ['client', 'admin', 'instructor'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const languageSchema = z.enum(LANGUAGES, { error: 'Language must be en or ar' });

/** PUT /api/auth/me/language: the signed-in user's choice, kept on the account and in the cookie. */
export const languageInputSchema = z.object({ language: languageSchema });
export const languageOutputSchema = z.object({ language: languageSchema });

/** The signed-in user as every screen sees it: never any password or token material. */
export const sessionUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: roleSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  companyName: z.string().nullable(),
  phone: z.string().nullable(),
  isMainAdmin: z.boolean(),
  mustChangePassword: z.boolean(),
  /** The language they chose; null until they choose (their pages follow their browser). */
  language: languageSchema.nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

const passwordMessage = 'Password must be at least 6 characters';

/** A wrong current password: the forms show it under the password field. */
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Current password is incorrect';

/** An e-mail address as typed: trimmed and lower-cased before it is checked and stored. */
export const emailSchema = z
  .string({ error: 'Invalid email address' })
  .trim()
  .toLowerCase()
  .pipe(z.email('Invalid email address').max(255, 'Email must be at most 255 characters'));

/** A new password: at least 6 characters (spec), at most 200 (argon2 input stays bounded). */
export const newPasswordSchema = z
  .string({ error: passwordMessage })
  .min(6, passwordMessage)
  .max(200, 'Password must be at most 200 characters');

export const loginInputSchema = z.object({
  email: emailSchema,
  password: requiredString('Password is required').max(200, 'Password must be at most 200 characters'),
});
export type LoginInput = z.infer<typeof loginInputSchema>;
/** signedInBefore: the account had signed in before this time (the dialog then says 'Welcome back!'). */
export const loginOutputSchema = z.object({ user: sessionUserSchema, signedInBefore: z.boolean() });

/**
 * The forgot-password request (dialog, POST /api/auth/reset-password-direct). It only mails a
 * single-use link; the new password is chosen on the page that link opens. `newPassword` is
 * accepted for callers of the spec's payload and never applied (ARCHITECTURE.md).
 */
export const forgotPasswordInputSchema = z.object({
  email: emailSchema,
  newPassword: z.string().optional(),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

/** Redeeming a mailed link (reset page, POST /api/auth/reset-password). */
export const resetPasswordInputSchema = z.object({
  token: requiredString('This password reset link is invalid or has expired.').max(200),
  newPassword: newPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

/** The reset page's form: the same rule, plus the confirmation (spec: shown on the confirm field). */
export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** A signed-in user changing their own password (required after a temporary one). */
export const changePasswordInputSchema = z.object({
  currentPassword: requiredString('Current password is required').max(200),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export const okSchema = z.object({ ok: z.literal(true) });

/** Whether a mailed reset link can still be used, so the reset page can say so before the form. */
export const checkResetTokenInputSchema = z.object({ token: z.string().max(500) });
export const checkResetTokenOutputSchema = z.object({ valid: z.boolean() });
