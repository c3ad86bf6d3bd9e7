import type { AdminUser, SessionUser } from '@tc/contracts/schemas';
import { describe, expect, it } from 'vitest';
import {
  canChange,
  canDeleteOrDeactivate,
  canResetPassword,
  creatableRoles,
  displayName,
  editInput,
  editValuesOf,
  roleChoices,
} from './user-rules';

function adminUser(overrides: Partial<AdminUser>): AdminUser {
  return {
    id: 'u1',
    email: 'someone@example.com',
    role: 'client',
    firstName: null,
    lastName: null,
    companyName: null,
    phone: null,
    isMainAdmin: false,
    mustChangePassword: false,
    isActive: true,
    createdAt: '2026-01-01T08:00:00+03:00',
    lastLoginAt: null,
    ...overrides,
  };
}

const mainAdmin: SessionUser = adminUser({ id: 'main', role: 'admin', isMainAdmin: true });
const otherAdmin: SessionUser = adminUser({ id: 'other', role: 'admin' });

describe('roleChoices', () => {
  it('lets the main admin make a client an admin, and move admins and instructors among all roles', () => {
    expect(roleChoices(mainAdmin, adminUser({ role: 'client' }))).toEqual(['client', 'admin']);
    expect(roleChoices(mainAdmin, adminUser({ role: 'admin' }))).toEqual(['client', 'admin', 'instructor']);
    expect(roleChoices(mainAdmin, adminUser({ role: 'instructor' }))).toEqual([
      'client',
      'admin',
      'instructor',
    ]);
  });

  it('offers nothing to other admins, on one’s own row, or on the main admin’s', () => {
    expect(roleChoices(otherAdmin, adminUser({ role: 'client' }))).toBeNull();
    expect(roleChoices(mainAdmin, mainAdmin as AdminUser)).toBeNull();
    expect(roleChoices(otherAdmin, adminUser({ id: 'main2', role: 'admin', isMainAdmin: true }))).toBeNull();
  });
});

describe('what an admin may do to an account', () => {
  const mainAdminRow = adminUser({ id: 'main', role: 'admin', isMainAdmin: true });

  it('lets only the main admin create admins', () => {
    expect(creatableRoles(mainAdmin)).toEqual(['client', 'admin', 'instructor']);
    expect(creatableRoles(otherAdmin)).toEqual(['client', 'instructor']);
  });

  it('keeps the main admin’s account to the main admin', () => {
    expect(canChange(otherAdmin, mainAdminRow)).toBe(false);
    expect(canChange(mainAdmin, mainAdminRow)).toBe(true);
    expect(canChange(otherAdmin, adminUser({}))).toBe(true);
    expect(canResetPassword(otherAdmin, mainAdminRow)).toBe(false);
  });

  it('offers no password reset, deletion or deactivation of one’s own account', () => {
    expect(canResetPassword(otherAdmin, adminUser({}))).toBe(true);
    expect(canResetPassword(otherAdmin, adminUser({ id: 'other' }))).toBe(false);
    expect(canDeleteOrDeactivate(otherAdmin, adminUser({}))).toBe(true);
    expect(canDeleteOrDeactivate(otherAdmin, adminUser({ id: 'other' }))).toBe(false);
    expect(canDeleteOrDeactivate(mainAdmin, mainAdminRow)).toBe(false);
  });
});

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
});

describe('displayName', () => {
  it('is the full name, else the e-mail', () => {
    expect(displayName(adminUser({ firstName: 'Jane', lastName: 'Doe' }))).toBe('Jane Doe');
    expect(displayName(adminUser({}))).toBe('someone@example.com');
  });
});
