import { describe, expect, it } from 'vitest';
import { showsPortal } from './portal-route';
import { testClient } from './test-users';

const client = testClient;
const admin: typeof client = { ...client, role: 'admin' };
const at = (pathname: string, search = '') => ({ pathname, search });

describe('showsPortal', () => {
  it('shows a signed-in user their portal at plain /', () => {
    expect(showsPortal(client, at('/'))).toBe(true);
    expect(showsPortal(admin, at('/'))).toBe(true);
    expect(showsPortal({ ...client, role: 'instructor' }, at('/', '?utm=x'))).toBe(true);
  });

  it('shows the landing page to everyone at / with a section', () => {
    expect(showsPortal(admin, at('/', '?section=home'))).toBe(false);
    expect(showsPortal(client, at('/', '?section=contact'))).toBe(false);
    expect(showsPortal(admin, at('/', '?section='))).toBe(false);
  });

  it('never shows a portal to a visitor', () => {
    expect(showsPortal(null, at('/'))).toBe(false);
    expect(showsPortal(undefined, at('/admin/form-builder'))).toBe(false);
  });

  it('keeps the other public pages public for signed-in users', () => {
    expect(showsPortal(admin, at('/courses'))).toBe(false);
    expect(showsPortal(client, at('/course/abc'))).toBe(false);
  });

  it('opens the admin portal at /admin/form-builder for an admin only', () => {
    expect(showsPortal(admin, at('/admin/form-builder'))).toBe(true);
    expect(showsPortal(client, at('/admin/form-builder'))).toBe(false);
  });
});
