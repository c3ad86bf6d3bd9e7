import type { AdminUser } from '@tc/contracts/schemas';
import { describe, expect, it } from 'vitest';
import { displayName, editInput, editValuesOf } from './user-rules';

function adminUser(overrides: Partial<AdminUser>): AdminUser {
  return {
    id: 'u1',
    email: 'someone@example.com',
    role: 'client',
    firstName: null,
    lastName: null,
    companyName: null,
    phone: null,
    address: null,
    vatNumber: null,
    crNumber: null,
    isMainAdmin: false,
    mustChangePassword: false,
    language: null,
    isActive: true,
    createdAt: '2026-01-01T08:00:00+03:00',
    lastLoginAt: null,
    ...overrides,
  };
}

describe('editInput', () => {
  const user = adminUser({ firstName: 'Jane', lastName: 'Doe', phone: '+973 1700 0000' });
  const initial = editValuesOf(user);

  it('sends the current password and only the changed fields', () => {
    const values = { ...initial, lastName: 'Smith', isActive: false, currentPassword: 'secret' };
    expect(editInput('u1', initial, values)).toEqual({
      id: 'u1',
      currentPassword: 'secret',
      lastName: 'Smith',
      isActive: false,
    });
  });

  it('sends a new password only when one was typed', () => {
    expect(editInput('u1', initial, { ...initial, currentPassword: 'secret' })).toEqual({
      id: 'u1',
      currentPassword: 'secret',
    });
    expect(
      editInput('u1', initial, { ...initial, currentPassword: 'secret', newPassword: 'new-pass' }),
    ).toEqual({ id: 'u1', currentPassword: 'secret', newPassword: 'new-pass' });
  });

  it('leaves the admin’s password out when none was typed (a phone needs none)', () => {
    expect(editInput('u1', initial, { ...initial, phone: '+973 1700 0001' })).toEqual({
      id: 'u1',
      phone: '+973 1700 0001',
    });
  });
});

describe("a client's details in the edit", () => {
  it('sends only the details that changed; emptied, one is sent blank (the server clears it)', () => {
    const client = adminUser({ address: 'Road 1\nSitra', vatNumber: '220000987600003', crNumber: null });
    const initial = editValuesOf(client);
    expect(initial).toMatchObject({ address: 'Road 1\nSitra', vatNumber: '220000987600003', crNumber: '' });
    expect(editInput('u1', initial, { ...initial, vatNumber: '', crNumber: '45678-1' })).toEqual({
      id: 'u1',
      vatNumber: '',
      crNumber: '45678-1',
    });
  });
});

describe('displayName', () => {
  it('is the full name, else the company, else the e-mail', () => {
    expect(displayName(adminUser({ firstName: 'Jane', lastName: 'Doe', companyName: 'Acme' }))).toBe(
      'Jane Doe',
    );
    expect(displayName(adminUser({ companyName: 'Acme' }))).toBe('Acme');
    expect(displayName(adminUser({}))).toBe('someone@example.com');
  });
});
