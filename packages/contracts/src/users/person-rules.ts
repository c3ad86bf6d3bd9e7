import type { Role } from '../auth/auth.schema.js';

/**
 * Who a person is, and what an edit of an account needs. Browser-safe: the services refuse with
 * these rules, and the forms (the Users tab, the name dialog at sign-in) check the same ones.
 */

export const FIRST_NAME_REQUIRED_MESSAGE = 'First name is required';
export const LAST_NAME_REQUIRED_MESSAGE = 'Last name is required';

/** Staff share the centre's company name, so they are told apart by their own names. */
export function isStaffRole(role: string): boolean {
  return role === 'admin' || role === 'instructor';
}

interface Named {
  firstName?: string | null;
  lastName?: string | null;
}

/** The name fields an account of this role lacks: staff need both, a client (a contact person) neither. */
export function missingNames(
  role: string,
  names: Named,
): { field: 'firstName' | 'lastName'; message: string }[] {
  if (!isStaffRole(role)) return [];
  const missing: { field: 'firstName' | 'lastName'; message: string }[] = [];
  if (!names.firstName?.trim()) missing.push({ field: 'firstName', message: FIRST_NAME_REQUIRED_MESSAGE });
  if (!names.lastName?.trim()) missing.push({ field: 'lastName', message: LAST_NAME_REQUIRED_MESSAGE });
  return missing;
}

/** A staff member signed in without a name: asked for it before anything else. */
export function needsName(user: { role: string } & Named): boolean {
  return missingNames(user.role, user).length > 0;
}

/**
 * A person as screens, mails and logs name them: first and last name, else the company, else the
 * e-mail; null when none is known (a deleted sender: the screens say 'User').
 */
export function personName(
  user: (Named & { companyName?: string | null; email?: string | null }) | null | undefined,
): string | null {
  const name = [user?.firstName?.trim(), user?.lastName?.trim()].filter(Boolean).join(' ');
  return name || user?.companyName?.trim() || user?.email?.trim() || null;
}

/**
 * Whether an edit of an account needs the acting admin's own password: a change of role, e-mail or
 * password does (they hand over access); a phone number or a name does not. `changes` holds what
 * the form sends (only the fields that changed); `current` is the account as it is.
 */
export function editNeedsPassword(
  changes: { email?: string; role?: Role; newPassword?: string },
  current: { email: string; role: string },
): boolean {
  return (
    (changes.email !== undefined && changes.email.trim().toLowerCase() !== current.email.toLowerCase()) ||
    (changes.role !== undefined && changes.role !== current.role) ||
    Boolean(changes.newPassword)
  );
}

export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Enter your password to change a role, e-mail or password';
