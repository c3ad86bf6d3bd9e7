import type { SessionUser } from '@tc/contracts/schemas';

function fullName(user: SessionUser) {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/**
 * Who the portal's welcome line greets (spec): a client by first and last name, an instructor and
 * an admin by company name; whichever is missing falls back to the other, then to the e-mail.
 */
export function welcomeName(user: SessionUser): string {
  const preferred =
    user.role === 'admin' || user.role === 'instructor'
      ? [user.companyName, fullName(user)]
      : [fullName(user), user.companyName];
  return preferred.find((name) => name?.trim()) ?? user.email;
}
