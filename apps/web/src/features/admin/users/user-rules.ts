import {
  type AdminUser,
  type EditUserInput,
  type Role,
  roles,
  type SessionUser,
} from '@tc/contracts/schemas';

/** A user's name as a person reads it: first and last name, else the e-mail. */
export function displayName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}

/**
 * The roles the inline selector offers (spec, admin console section 6), or null where the role is
 * not editable: only the main admin edits roles, never on their own row nor the main admin's; a
 * client can become an admin, an admin or instructor any of the three roles.
 */
export function roleChoices(actor: SessionUser, target: AdminUser): readonly Role[] | null {
  if (!actor.isMainAdmin || target.id === actor.id || target.isMainAdmin) return null;
  return target.role === 'client' ? ['client', 'admin'] : ['client', 'admin', 'instructor'];
}

/** Only the main admin may create admin accounts (they alone grant the admin role). */
export function creatableRoles(actor: SessionUser): readonly Role[] {
  return actor.isMainAdmin ? roles : roles.filter((role) => role !== 'admin');
}

/** The main admin's account is the main admin's alone to edit or reset. */
export function canChange(actor: SessionUser, target: AdminUser): boolean {
  return actor.isMainAdmin || !target.isMainAdmin;
}

/** Resetting one's own password to a temporary one makes no sense: one edits one's own account instead. */
export function canResetPassword(actor: SessionUser, target: AdminUser): boolean {
  return target.id !== actor.id && canChange(actor, target);
}

/** Nobody deletes or deactivates their own account or the main admin's. */
export function canDeleteOrDeactivate(actor: SessionUser, target: AdminUser): boolean {
  return target.id !== actor.id && !target.isMainAdmin;
}

/** The edit modal's fields, as the inputs hold them. */
export interface EditUserValues {
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
  phone: string;
  isActive: boolean;
  newPassword: string;
  currentPassword: string;
}

export function editValuesOf(user: AdminUser): EditUserValues {
  return {
    email: user.email,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    companyName: user.companyName ?? '',
    phone: user.phone ?? '',
    isActive: user.isActive,
    newPassword: '',
    currentPassword: '',
  };
}

const editableFields = ['email', 'firstName', 'lastName', 'companyName', 'phone', 'isActive'] as const;

/** The edit call: the acting admin's password and only the fields that changed (a blank new password keeps the old). */
export function editInput(id: string, initial: EditUserValues, values: EditUserValues): EditUserInput {
  const changed: Partial<Pick<EditUserValues, (typeof editableFields)[number]>> = Object.fromEntries(
    editableFields.filter((field) => values[field] !== initial[field]).map((field) => [field, values[field]]),
  );
  const { currentPassword, newPassword } = values;
  return { id, currentPassword, ...changed, ...(newPassword !== '' && { newPassword }) };
}
