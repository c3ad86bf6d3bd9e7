import { describe, expect, it } from 'vitest';
import {
  changeRefusal,
  creatableRoles,
  passwordResetRefusal,
  removalRefusal,
  roleChangeRefusal,
  roleChoices,
} from './account-rules.js';

// The rules the services enforce and the Users tab reads (what it offers), tested once here.
const account = (id: string, role = 'client', isMainAdmin = false) => ({ id, role, isMainAdmin });
const mainAdmin = account('main', 'admin', true);
const otherAdmin = account('other', 'admin');

describe('roles', () => {
  it('lets the main admin make a client an admin, and move admins and instructors among all roles', () => {
    expect(roleChoices(mainAdmin, account('u1', 'client'))).toEqual(['client', 'admin']);
    expect(roleChoices(mainAdmin, account('u1', 'admin'))).toEqual(['client', 'admin', 'instructor']);
    expect(roleChoices(mainAdmin, account('u1', 'instructor'))).toEqual(['client', 'admin', 'instructor']);
    expect(roleChangeRefusal(mainAdmin, account('u1', 'client'), 'instructor')).toEqual({
      code: 'CONFLICT',
      message: 'A client can only be given the client or admin role',
    });
  });

  it('offers nothing to other admins, on one’s own row, or on the main admin’s', () => {
    expect(roleChoices(otherAdmin, account('u1'))).toBeNull();
    expect(roleChoices(mainAdmin, mainAdmin)).toBeNull();
    expect(roleChoices(otherAdmin, account('main2', 'admin', true))).toBeNull();
    expect(roleChangeRefusal(otherAdmin, account('u1'))?.message).toBe(
      'Only the main admin can change roles',
    );
  });

  it('lets only the main admin create admins', () => {
    expect(creatableRoles(mainAdmin)).toEqual(['client', 'admin', 'instructor']);
    expect(creatableRoles(otherAdmin)).toEqual(['client', 'instructor']);
  });
});

describe('accounts', () => {
  it('keeps the main admin’s account to the main admin', () => {
    expect(changeRefusal(otherAdmin, mainAdmin)?.code).toBe('FORBIDDEN');
    expect(changeRefusal(mainAdmin, mainAdmin)).toBeNull();
    expect(changeRefusal(otherAdmin, account('u1'))).toBeNull();
    expect(passwordResetRefusal(otherAdmin, mainAdmin)).not.toBeNull();
  });

  it('refuses a temporary password, deletion or deactivation of one’s own account', () => {
    expect(passwordResetRefusal(otherAdmin, account('u1'))).toBeNull();
    expect(passwordResetRefusal(otherAdmin, otherAdmin)?.message).toBe(
      'Change your own password by editing your account',
    );
    expect(removalRefusal(otherAdmin, account('u1'), 'delete')).toBeNull();
    expect(removalRefusal(otherAdmin, otherAdmin, 'delete')?.message).toBe(
      'You cannot delete your own account',
    );
    expect(removalRefusal(otherAdmin, otherAdmin, 'deactivate')?.message).toBe(
      'You cannot deactivate your own account',
    );
    expect(removalRefusal(mainAdmin, mainAdmin, 'deactivate')?.message).toBe(
      'The main admin cannot be deactivated',
    );
    expect(removalRefusal(otherAdmin, mainAdmin, 'delete')?.message).toBe('The main admin cannot be deleted');
  });
});
