import { SESSION_COOKIE } from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import { insertUser, signIn, type TestUser, uniqueAddress, uniqueEmail } from '../test-support.js';

const UNKNOWN_ID = '3f2b8a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b';
const adminUserKeys = [
  'address',
  'companyName',
  'crNumber',
  'createdAt',
  'email',
  'firstName',
  'id',
  'isActive',
  'isMainAdmin',
  'language',
  'lastLoginAt',
  'lastName',
  'mustChangePassword',
  'phone',
  'role',
  'vatNumber',
];

describe.each(testDatabases())('the admin Users REST paths on $name', ({ create }) => {
  const server = useTestServer(create);
  let mainAdmin: TestUser & { token: string };
  let otherAdmin: TestUser & { token: string };

  beforeAll(async () => {
    const main = await insertUser(server.database.db, { role: 'admin', isMainAdmin: true });
    const other = await insertUser(server.database.db, { role: 'admin' });
    mainAdmin = { ...main, token: await signIn(server.app, main) };
    otherAdmin = { ...other, token: await signIn(server.app, other) };
  });

  const call = (as: { token: string } | null, options: InjectOptions) =>
    server.app.inject({ ...options, cookies: as ? { [SESSION_COOKIE]: as.token } : {} });

  it('answers 401 to visitors and 403 to clients and instructors on every path', async () => {
    const client = await insertUser(server.database.db);
    const instructor = await insertUser(server.database.db, { role: 'instructor' });
    const tokens = [
      { token: await signIn(server.app, client) },
      { token: await signIn(server.app, instructor) },
    ];
    const requests: InjectOptions[] = [
      { method: 'GET', url: '/api/admin/users' },
      { method: 'POST', url: '/api/admin/users', payload: { email: uniqueEmail() } },
      { method: 'POST', url: '/api/admin/users' },
      { method: 'PUT', url: `/api/admin/users/${client.id}/password`, payload: {} },
      { method: 'PUT', url: `/api/admin/users/${client.id}/role`, payload: { role: 'admin' } },
      { method: 'PUT', url: `/api/admin/users/${client.id}/edit`, payload: { currentPassword: 'x' } },
      { method: 'DELETE', url: `/api/admin/users/${client.id}` },
    ];
    for (const request of requests) {
      const anonymous = await call(null, request);
      expect(anonymous.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Please sign in to continue.' });
      for (const as of tokens) {
        const forbidden = await call(as, request);
        expect(forbidden.statusCode, `${request.method} ${request.url}`).toBe(403);
        expect(forbidden.json()).toEqual({ message: 'You do not have permission to do this.' });
      }
    }
  });

  it('GET /api/admin/users lists users as a bare array without secrets', async () => {
    const res = await call(otherAdmin, { method: 'GET', url: '/api/admin/users' });
    expect(res.statusCode).toBe(200);
    const users = res.json();
    expect(Array.isArray(users)).toBe(true);
    for (const user of users) expect(Object.keys(user).sort()).toEqual(adminUserKeys);
    const main = users.find((user: { id: string }) => user.id === mainAdmin.id);
    expect(main).toMatchObject({ isMainAdmin: true, lastLoginAt: expect.any(String) });
    expect(res.body).not.toMatch(/argon2|passwordHash/);
  });

  describe('POST /api/admin/users', () => {
    it('answers 201 with { user, temporaryPassword }', async () => {
      const email = uniqueEmail('created');
      const res = await call(otherAdmin, {
        method: 'POST',
        url: '/api/admin/users',
        payload: { email, companyName: 'Sitra Cranes', phone: '+973 1700 0000' },
      });
      expect(res.statusCode).toBe(201);
      expect(Object.keys(res.json()).sort()).toEqual(['temporaryPassword', 'user']);
      expect(res.json().user).toMatchObject({
        email,
        role: 'client',
        mustChangePassword: true,
        companyName: 'Sitra Cranes',
      });
      const login = await server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: res.json().temporaryPassword },
        headers: { 'x-forwarded-for': uniqueAddress() },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().user.mustChangePassword).toBe(true);
    });

    it('answers 409 for a duplicate e-mail and 400 for a missing body or a bad e-mail', async () => {
      const existing = await insertUser(server.database.db);
      const duplicate = await call(otherAdmin, {
        method: 'POST',
        url: '/api/admin/users',
        payload: { email: existing.email.toUpperCase() },
      });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toEqual({ message: 'A user with this email already exists' });

      const missing = await call(otherAdmin, { method: 'POST', url: '/api/admin/users' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ message: 'A JSON request body is required' });

      const bad = await call(otherAdmin, {
        method: 'POST',
        url: '/api/admin/users',
        payload: { email: 'x' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: 'Invalid email address' });
    });

    it('answers 400 for staff without a first or a last name; a client needs neither', async () => {
      const post = (payload: Record<string, unknown>) =>
        call(mainAdmin, { method: 'POST', url: '/api/admin/users', payload });
      const first = await post({ email: uniqueEmail(), role: 'instructor', lastName: 'Haddad' });
      expect(first.statusCode).toBe(400);
      expect(first.json()).toEqual({ message: 'First name is required' });
      const last = await post({ email: uniqueEmail(), role: 'admin', firstName: 'Omar' });
      expect(last.json()).toEqual({ message: 'Last name is required' });
      const client = await post({ email: uniqueEmail(), role: 'client' });
      expect(client.statusCode).toBe(201);
      const instructor = await insertUser(server.database.db, { role: 'instructor' });
      const edit = await call(otherAdmin, {
        method: 'PUT',
        url: `/api/admin/users/${instructor.id}/edit`,
        payload: { firstName: '' },
      });
      expect(edit.statusCode).toBe(400);
      expect(edit.json()).toEqual({ message: 'First name is required' });
    });
  });

  describe('PUT /api/admin/users/{id}/password', () => {
    it('sets the typed password, or generates one without a body', async () => {
      const user = await insertUser(server.database.db);
      const typed = await call(otherAdmin, {
        method: 'PUT',
        url: `/api/admin/users/${user.id}/password`,
        payload: { password: 'Typed-by-admin' },
      });
      expect(typed.statusCode).toBe(200);
      expect(typed.json()).toEqual({ temporaryPassword: 'Typed-by-admin' });

      const generated = await call(otherAdmin, {
        method: 'PUT',
        url: `/api/admin/users/${user.id}/password`,
      });
      expect(generated.statusCode).toBe(200);
      expect(generated.json().temporaryPassword).toMatch(/^\S{14}$/);
    });

    it('answers 404 for unknown and malformed ids, 400 for a short password, 403 for the main admin', async () => {
      for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
        const res = await call(otherAdmin, {
          method: 'PUT',
          url: `/api/admin/users/${id}/password`,
          payload: {},
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'User not found' });
      }
      const user = await insertUser(server.database.db);
      const short = await call(otherAdmin, {
        method: 'PUT',
        url: `/api/admin/users/${user.id}/password`,
        payload: { password: '12' },
      });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toEqual({ message: 'Password must be at least 6 characters' });
      const main = await call(otherAdmin, {
        method: 'PUT',
        url: `/api/admin/users/${mainAdmin.id}/password`,
      });
      expect(main.statusCode).toBe(403);
    });
  });

  describe('PUT /api/admin/users/{id}/role', () => {
    it('lets the main admin change a role and answers the user', async () => {
      const user = await insertUser(server.database.db);
      const res = await call(mainAdmin, {
        method: 'PUT',
        url: `/api/admin/users/${user.id}/role`,
        payload: { role: 'admin' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: user.id, role: 'admin' });
    });

    it('answers 403 to other admins and for one’s own role, 409 for a client made instructor, 400 for a bad role', async () => {
      const user = await insertUser(server.database.db);
      const cases: [{ token: string }, string, unknown, number, string | undefined][] = [
        [otherAdmin, user.id, { role: 'admin' }, 403, 'Only the main admin can change roles'],
        [mainAdmin, mainAdmin.id, { role: 'client' }, 403, 'You cannot change your own role'],
        [
          mainAdmin,
          user.id,
          { role: 'instructor' },
          409,
          'A client can only be given the client or admin role',
        ],
        [mainAdmin, user.id, { role: 'owner' }, 400, 'role must be one of: client, admin, instructor'],
        [mainAdmin, user.id, {}, 400, 'role must be one of: client, admin, instructor'],
        [mainAdmin, UNKNOWN_ID, { role: 'client' }, 404, 'User not found'],
      ];
      for (const [as, id, payload, status, message] of cases) {
        const res = await call(as, {
          method: 'PUT',
          url: `/api/admin/users/${id}/role`,
          payload: payload as Record<string, unknown>,
        });
        expect(res.statusCode, JSON.stringify(payload)).toBe(status);
        if (message) expect(res.json()).toEqual({ message });
      }
    });
  });

  describe('PUT /api/admin/users/{id}/edit', () => {
    it('changes the fields sent after checking the acting admin’s password', async () => {
      const user = await insertUser(server.database.db);
      const res = await call(otherAdmin, {
        method: 'PUT',
        url: `/api/admin/users/${user.id}/edit`,
        payload: { currentPassword: otherAdmin.password, companyName: 'Renamed W.L.L.', id: UNKNOWN_ID },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: user.id, companyName: 'Renamed W.L.L.', email: user.email });
    });

    it('answers 400 without or with a wrong current password, 409 for a taken e-mail', async () => {
      const user = await insertUser(server.database.db);
      const missing = await call(otherAdmin, {
        method: 'PUT',
        url: `/api/admin/users/${user.id}/edit`,
        payload: { email: uniqueEmail() },
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ message: 'Enter your password to change a role, e-mail or password' });
      const empty = await call(otherAdmin, {
        method: 'PUT',
        url: `/api/admin/users/${user.id}/edit`,
        payload: { currentPassword: '', newPassword: 'Brand-new-1' },
      });
      expect(empty.json()).toEqual({ message: 'Enter your password to change a role, e-mail or password' });
      const phone = await call(otherAdmin, {
        method: 'PUT',
        url: `/api/admin/users/${user.id}/edit`,
        payload: { phone: '1' },
      });
      expect(phone.statusCode).toBe(200);
      const wrong = await call(otherAdmin, {
        method: 'PUT',
        url: `/api/admin/users/${user.id}/edit`,
        payload: { currentPassword: 'nope', phone: '1' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: 'Current password is incorrect' });
      const taken = await call(otherAdmin, {
        method: 'PUT',
        url: `/api/admin/users/${user.id}/edit`,
        payload: { currentPassword: otherAdmin.password, email: mainAdmin.email },
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ message: 'A user with this email already exists' });
    });
  });

  describe('DELETE /api/admin/users/{id}', () => {
    it('deletes a user; 403 for one’s own account and the main admin; 404 for unknown ids', async () => {
      const user = await insertUser(server.database.db);
      const token = await signIn(server.app, user);
      const res = await call(otherAdmin, { method: 'DELETE', url: `/api/admin/users/${user.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect((await call({ token }, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);

      const own = await call(otherAdmin, { method: 'DELETE', url: `/api/admin/users/${otherAdmin.id}` });
      expect(own.statusCode).toBe(403);
      expect(own.json()).toEqual({ message: 'You cannot delete your own account' });
      const main = await call(otherAdmin, { method: 'DELETE', url: `/api/admin/users/${mainAdmin.id}` });
      expect(main.statusCode).toBe(403);
      for (const id of [user.id, 'nope']) {
        const missing = await call(otherAdmin, { method: 'DELETE', url: `/api/admin/users/${id}` });
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ message: 'User not found' });
      }
    });
  });
});
