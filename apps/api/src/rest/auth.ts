import type { RouterInputs } from '@tc/contracts';
import { orUnauthorized, type RestRoute } from './adapter.js';

type Input<P extends keyof RouterInputs['auth']> = RouterInputs['auth'][P];

/** Sign-in, sign-out and passwords (public-site spec section 7; ARCHITECTURE.md for the reset flow). */
export const authRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/auth/me', call: async (caller) => orUnauthorized(await caller.auth.me()) },
  {
    // Issue 27: the signed-in user's language, { language: 'en' | 'ar' }; the cookie follows.
    method: 'PUT',
    path: '/api/auth/me/language',
    body: 'required',
    call: (caller, req) => caller.auth.setLanguage(req.body as Input<'setLanguage'>),
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    body: 'required',
    call: (caller, req) => caller.auth.login(req.body as Input<'login'>),
  },
  { method: 'POST', path: '/api/auth/logout', call: (caller) => caller.auth.logout() },
  {
    // The dialog's forgot-password form: mails a single-use link, changes no password.
    method: 'POST',
    path: '/api/auth/reset-password-direct',
    body: 'required',
    call: (caller, req) => caller.auth.forgotPassword(req.body as Input<'forgotPassword'>),
  },
  {
    // Not in the spec: lets the reset page say 'Invalid Reset Link' before showing its form.
    method: 'GET',
    path: '/api/auth/reset-password/check',
    call: (caller, req) =>
      caller.auth.checkResetToken({ token: typeof req.query.token === 'string' ? req.query.token : '' }),
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    body: 'required',
    call: (caller, req) => caller.auth.resetPassword(req.body as Input<'resetPassword'>),
  },
  {
    method: 'POST',
    path: '/api/auth/change-password',
    body: 'required',
    call: (caller, req) => caller.auth.changePassword(req.body as Input<'changePassword'>),
  },
  {
    // Staff without a name give it at sign-in: { firstName, lastName }, both required.
    method: 'POST',
    path: '/api/auth/name',
    body: 'required',
    call: (caller, req) => caller.auth.setName(req.body as Input<'setName'>),
  },
];
