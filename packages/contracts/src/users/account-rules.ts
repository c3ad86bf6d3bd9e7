import { type Role, roles } from '../auth/auth.schema.js';

/**
 * What one admin may do to another account. The one source of these rules: the services refuse
 * with these reasons, and the Users tab offers only what they allow (browser-safe: no database).
 */
interface Account {
  id: string;
  role: string;
  isMainAdmin: boolean;
}

export interface AccountRefusal {
  code: 'FORBIDDEN' | 'CONFLICT';
  message: string;
}

const forbidden = (message: string): AccountRefusal => ({ code: 'FORBIDDEN', message });

export const MAIN_ADMIN_ACCOUNT_MESSAGE = "Only the main admin can change the main admin's account";

/** A client becomes a client or an admin; an admin or an instructor any of the three roles. */
export function rolesAllowedFor(currentRole: string): readonly Role[] {
  return currentRole === 'client' ? ['client', 'admin'] : ['client', 'admin', 'instructor'];
}

/** Only the main admin changes roles; never their own, and the main admin's role never changes. */
export function roleChangeRefusal(actor: Account, target: Account, role?: Role): AccountRefusal | null {
  if (!actor.isMainAdmin) return forbidden('Only the main admin can change roles');
  if (actor.id === target.id) return forbidden('You cannot change your own role');
  if (target.isMainAdmin) return forbidden("The main admin's role cannot be changed");
  if (role !== undefined && !rolesAllowedFor(target.role).includes(role)) {
    return { code: 'CONFLICT', message: 'A client can only be given the client or admin role' };
  }
  return null;
}

/** Admin accounts are the main admin's to create (they alone grant the admin role). */
export function createRefusal(actor: Account, role: Role): AccountRefusal | null {
  return role === 'admin' && !actor.isMainAdmin
    ? forbidden('Only the main admin can create admin accounts')
    : null;
}

/** The main admin's account (edit, password) is the main admin's alone to change. */
export function changeRefusal(actor: Account, target: Account): AccountRefusal | null {
  return target.isMainAdmin && !actor.isMainAdmin ? forbidden(MAIN_ADMIN_ACCOUNT_MESSAGE) : null;
}

/** A temporary password is for someone else: one's own password changes in one's own account. */
export function passwordResetRefusal(actor: Account, target: Account): AccountRefusal | null {
  if (actor.id === target.id) return forbidden('Change your own password by editing your account');
  return changeRefusal(actor, target);
}

/** Nobody deletes or deactivates their own account or the main admin's. */
export function removalRefusal(actor: Account, target: Account, removal: 'delete' | 'deactivate') {
  if (target.isMainAdmin) return forbidden(`The main admin cannot be ${removal}d`);
  if (actor.id === target.id) return forbidden(`You cannot ${removal} your own account`);
  return null;
}

/** The roles the inline selector offers, or null where the role is not the actor's to change. */
export function roleChoices(actor: Account, target: Account): readonly Role[] | null {
  return roleChangeRefusal(actor, target) ? null : rolesAllowedFor(target.role);
}

export function creatableRoles(actor: Account): readonly Role[] {
  return roles.filter((role) => !createRefusal(actor, role));
}
