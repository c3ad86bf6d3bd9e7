import type { SessionUser } from '@tc/contracts/schemas';

/** A signed-in client for unit tests; spread it with other fields for other roles. */
export const testClient: SessionUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'jane@example.com',
  role: 'client',
  firstName: 'Jane',
  lastName: 'Doe',
  companyName: 'Acme Cranes',
  phone: null,
  isMainAdmin: false,
  mustChangePassword: false,
  language: null,
};
