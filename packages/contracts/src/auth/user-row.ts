import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import { isLanguage } from '../language.js';
import { personName } from '../users/person-rules.js';
import type { SessionUser } from './auth.schema.js';

/** The columns of a user that any screen may see: the session user. */
export const sessionUserColumns = [
  'users.id',
  'users.email',
  'users.role',
  'users.firstName',
  'users.lastName',
  'users.companyName',
  'users.phone',
  'users.isMainAdmin',
  'users.mustChangePassword',
  'users.language',
] as const;

/** The columns that sign-in and the account procedures need (the hash stays server-side). */
export const accountColumns = [...sessionUserColumns, 'users.isActive', 'users.passwordHash'] as const;

export interface AccountRow {
  id: string;
  email: string;
  role: string;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  phone: string | null;
  isMainAdmin: boolean;
  mustChangePassword: boolean;
  language: string | null;
  isActive: boolean;
  passwordHash: string;
}

/** E-mail addresses are unique whatever their case (index on lower(email)); inputs arrive lower-cased. */
export function findAccountByEmail(db: Kysely<DB>, email: string): Promise<AccountRow | undefined> {
  return db
    .selectFrom('users')
    .select(accountColumns)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

export function findAccountById(db: Kysely<DB>, id: string): Promise<AccountRow | undefined> {
  return db.selectFrom('users').select(accountColumns).where('id', '=', id).executeTakeFirst();
}

/** Only the fields every screen may see, picked one by one so nothing else (the hash) can slip through. */
export function toSessionUser(row: Omit<AccountRow, 'isActive' | 'passwordHash'>): SessionUser {
  return {
    id: row.id,
    email: row.email,
    role: row.role as SessionUser['role'],
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName,
    phone: row.phone,
    isMainAdmin: row.isMainAdmin,
    mustChangePassword: row.mustChangePassword,
    language: isLanguage(row.language) ? row.language : null,
  };
}

/** A name for logs and greetings: personName's rule without the e-mail (first and last name, else the company). */
export function displayName(row: Pick<AccountRow, 'firstName' | 'lastName' | 'companyName'>): string | null {
  return personName({ firstName: row.firstName, lastName: row.lastName, companyName: row.companyName });
}
