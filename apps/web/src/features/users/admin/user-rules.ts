import { type AdminUser, type EditUserInput, personName } from '@tc/contracts/schemas';

/** A user's name as a person reads it: first and last name, else the company, else the e-mail. */
export function displayName(
  user: Pick<AdminUser, 'firstName' | 'lastName' | 'companyName' | 'email'>,
): string {
  return personName(user) ?? user.email;
}

/** The edit modal's fields, as the inputs hold them. */
export interface EditUserValues {
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
  phone: string;
  address: string;
  vatNumber: string;
  crNumber: string;
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
    address: user.address ?? '',
    vatNumber: user.vatNumber ?? '',
    crNumber: user.crNumber ?? '',
    isActive: user.isActive,
    newPassword: '',
    currentPassword: '',
  };
}

const editableFields = [
  'email',
  'firstName',
  'lastName',
  'companyName',
  'phone',
  'address',
  'vatNumber',
  'crNumber',
  'isActive',
] as const;

/** The edit call: only the fields that changed (a blank new password keeps the old), and the admin's password if typed. */
export function editInput(id: string, initial: EditUserValues, values: EditUserValues): EditUserInput {
  const changed: Partial<Pick<EditUserValues, (typeof editableFields)[number]>> = Object.fromEntries(
    editableFields.filter((field) => values[field] !== initial[field]).map((field) => [field, values[field]]),
  );
  const { currentPassword, newPassword } = values;
  return {
    id,
    ...changed,
    ...(newPassword !== '' && { newPassword }),
    ...(currentPassword !== '' && { currentPassword }),
  };
}
