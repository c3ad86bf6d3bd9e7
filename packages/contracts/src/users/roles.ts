import type { Role, SessionUser } from '../auth/auth.schema.js';
import { AppError } from '../errors.js';
import type { TargetUser } from './admin-user.js';

/**
 * The roles a user may be given (spec, admin console section 6): a client becomes a client or an
 * admin; an admin or an instructor becomes a client, an admin or an instructor.
 */
export function rolesAllowedFor(currentRole: string): readonly Role[] {
  return currentRole === 'client' ? ['client', 'admin'] : ['client', 'admin', 'instructor'];
}

/** Only the main admin changes roles; never their own, and the main admin's role never changes. */
export function assertRoleChange(actor: SessionUser, target: TargetUser, role: Role): void {
  if (!actor.isMainAdmin) throw new AppError('FORBIDDEN', 'Only the main admin can change roles');
  if (actor.id === target.id) throw new AppError('FORBIDDEN', 'You cannot change your own role');
  if (target.isMainAdmin) throw new AppError('FORBIDDEN', "The main admin's role cannot be changed");
  if (!rolesAllowedFor(target.role).includes(role)) {
    throw new AppError('CONFLICT', 'A client can only be given the client or admin role');
  }
}
