import { describe, expect, it } from 'vitest';
import { testClient } from '../session/test-users';
import { welcomeName } from './welcome-name';

const user = testClient;

describe('welcomeName', () => {
  it('greets a client by first and last name', () => {
    expect(welcomeName(user)).toBe('Jane Doe');
  });

  it('greets an instructor and an admin by company name', () => {
    expect(welcomeName({ ...user, role: 'instructor' })).toBe('Acme Cranes');
    expect(welcomeName({ ...user, role: 'admin' })).toBe('Acme Cranes');
  });

  it('falls back to what is there, then to the e-mail', () => {
    expect(welcomeName({ ...user, firstName: null, lastName: null })).toBe('Acme Cranes');
    expect(welcomeName({ ...user, role: 'admin', companyName: ' ' })).toBe('Jane Doe');
    expect(welcomeName({ ...user, firstName: null, lastName: null, companyName: null })).toBe(
      'jane@example.com',
    );
  });
});
