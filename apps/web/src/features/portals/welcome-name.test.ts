import { describe, expect, it } from 'vitest';
import { testClient } from '../session/test-users';
import { welcomeName } from './welcome-name';

const user = testClient;

describe('welcomeName', () => {
  it('greets everyone by first and last name, staff too (they share the company name)', () => {
    expect(welcomeName(user)).toBe('Jane Doe');
    expect(welcomeName({ ...user, role: 'instructor' })).toBe('Jane Doe');
    expect(welcomeName({ ...user, role: 'admin' })).toBe('Jane Doe');
  });

  it('falls back to the company, then to the e-mail', () => {
    expect(welcomeName({ ...user, firstName: null, lastName: null })).toBe('Acme Cranes');
    expect(welcomeName({ ...user, firstName: null, lastName: null, companyName: null })).toBe(
      'jane@example.com',
    );
  });
});
