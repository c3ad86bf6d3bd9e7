import { personName, type SessionUser } from '@tc/contracts/schemas';

/**
 * Who the portal's welcome line greets: the person, by first and last name, whatever their role
 * (staff share the centre's company name); then the company, then the e-mail.
 */
export function welcomeName(user: SessionUser): string {
  return personName(user) ?? user.email;
}
