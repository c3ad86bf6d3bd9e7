import { SESSION_COOKIE } from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import {
  deviceCookieOf,
  insertUser,
  resetLinkOf,
  sessionCookieOf,
  sessionUserKeys,
  signIn,
  type TestUser,
  uniqueAddress,
  uniqueEmail,
} from '../test-support.js';

describe.each(testDatabases())('the auth REST paths on $name', ({ create }) => {
  const server = useTestServer(create, { appUrl: 'http://localhost:3000/' });

  const login = (payload: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: payload as Record<string, unknown>,
      headers: { 'x-forwarded-for': uniqueAddress(), ...headers },
    });
  const me = (token: string) =>
    server.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { [SESSION_COOKIE]: token } });

  describe('POST /api/auth/login', () => {
    let user: TestUser;
    beforeAll(async () => {
      user = await insertUser(server.database.db, { role: 'admin' });
    });

    it('answers { user, signedInBefore } and sets HttpOnly, SameSite=Lax session and device cookies', async () => {
      const res = await login({ email: user.email, password: user.password });
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json())).toEqual(['user', 'signedInBefore']);
      expect(Object.keys(res.json().user).sort()).toEqual(sessionUserKeys);
      expect(res.json().user).toMatchObject({ id: user.id, role: 'admin' });
      expect(res.body).not.toContain('argon2');

      const cookie = sessionCookieOf(res);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.secure).toBeFalsy();
      expect(cookie?.expires?.getTime()).toBeGreaterThan(Date.now() + 13 * 24 * 3600 * 1000);
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const device = deviceCookieOf(res);
      expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(device?.secure).toBeFalsy();
      expect(device?.expires?.getTime()).toBeGreaterThan(Date.now() + 364 * 24 * 3600 * 1000);
      expect(device?.value).toContain(user.id);

      const session = await me(cookie?.value ?? '');
      expect(session.statusCode).toBe(200);
      expect(session.json().id).toBe(user.id);
    });

    it('answers 401 with one message for a wrong password or an unknown e-mail, and sets no cookie', async () => {
      for (const payload of [
        { email: user.email, password: 'not-the-password' },
        { email: uniqueEmail('nobody'), password: 'whatever' },
      ]) {
        const res = await login(payload);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: 'Invalid email or password' });
        expect(sessionCookieOf(res)).toBeUndefined();
        expect(deviceCookieOf(res)).toBeUndefined();
      }
    });

    it('answers 429 after 5 failures for one account', async () => {
      const target = await insertUser(server.database.db);
      const headers = { 'x-forwarded-for': uniqueAddress() };
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await login({ email: target.email, password: 'wrong-wrong' }, headers)).statusCode).toBe(401);
      }
      const res = await login({ email: target.email, password: target.password }, headers);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
      });
      const logged = await server.database.db
        .selectFrom('loginLogs')
        .select(['ipAddress', 'failureReason'])
        .where('email', '=', target.email)
        .execute();
      expect(logged).toHaveLength(6);
      expect(logged.every((row) => row.ipAddress === headers['x-forwarded-for'])).toBe(true);
    });

    it.each([
      ['no body', undefined, undefined, 'A JSON request body is required'],
      ['an empty JSON body', '', 'application/json', 'A JSON request body is required'],
      ['broken JSON', '{"email":', 'application/json', 'The request body is not valid JSON'],
      ['a JSON array', '[]', 'application/json', 'The request body must be a JSON object'],
      ['JSON null', 'null', 'application/json', 'The request body must be a JSON object'],
      [
        'a form post',
        'email=a%40b.c&password=x',
        'application/x-www-form-urlencoded',
        'The request body must be JSON (Content-Type: application/json)',
      ],
      ['plain text', 'hello', 'text/plain', 'The request body must be JSON (Content-Type: application/json)'],
      [
        'a prototype-poisoning body',
        '{"__proto__":{"x":1},"email":"a@b.c","password":"x"}',
        'application/json',
        'The request body is not valid JSON',
      ],
      ['a missing password', '{"email":"a@b.test"}', 'application/json', 'Password is required'],
      ['a bad e-mail', '{"email":"nope","password":"x"}', 'application/json', 'Invalid email address'],
      ['a number for an e-mail', '{"email":5,"password":"x"}', 'application/json', 'Invalid email address'],
    ])('answers 400 with a clear message for %s', async (_case, payload, contentType, message) => {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        ...(payload === undefined ? {} : { payload }),
        headers: contentType ? { 'content-type': contentType } : {},
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    });

    it('is also a tRPC mutation that sets the same cookies', async () => {
      const res = await server.app.inject({
        method: 'POST',
        url: '/trpc/auth.login',
        payload: { email: user.email, password: user.password },
        headers: { 'x-forwarded-for': uniqueAddress() },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().result.data.user.id).toBe(user.id);
      expect(sessionCookieOf(res)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect((await me(sessionCookieOf(res)?.value ?? '')).statusCode).toBe(200);
      expect(deviceCookieOf(res)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(deviceCookieOf(res)?.value).toContain(user.id);
    });
  });

  describe('POST /api/auth/logout', () => {
    it('ends the session and clears the cookie', async () => {
      const user = await insertUser(server.database.db);
      const token = await signIn(server.app, user);
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        cookies: { [SESSION_COOKIE]: token },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      const cleared = sessionCookieOf(res);
      expect(cleared?.value).toBe('');
      expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
      expect((await me(token)).statusCode).toBe(401);
      // The device cookie stays: the browser signed in before, whoever uses it next.
      expect(deviceCookieOf(res)).toBeUndefined();
    });

    it('answers { ok: true } to a visitor too', async () => {
      const res = await server.app.inject({ method: 'POST', url: '/api/auth/logout' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    });
  });

  describe('password reset', () => {
    it('mails a link through reset-password-direct; the link resets the password once', async () => {
      const user = await insertUser(server.database.db);
      const oldSession = await signIn(server.app, user);
      const before = server.mailer.sent.length;

      const direct = await server.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password-direct',
        payload: { email: user.email, newPassword: 'Never-applied-1' },
      });
      expect(direct.statusCode).toBe(200);
      expect(direct.json()).toEqual({ ok: true });
      await server.deliverQueued();
      const mail = server.mailer.sent[before];
      expect(mail?.to).toBe(user.email);
      const { link, token } = resetLinkOf(mail?.text ?? '');
      expect(link.startsWith('http://localhost:3000/reset-password?token=')).toBe(true);

      // An unknown address gets the same answer and no mail.
      const unknown = await server.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password-direct',
        payload: { email: uniqueEmail('ghost') },
      });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual({ ok: true });
      await server.deliverQueued();
      expect(server.mailer.sent.length).toBe(before + 1);

      const check = await server.app.inject({
        method: 'GET',
        url: `/api/auth/reset-password/check?token=${token}`,
      });
      expect(check.statusCode).toBe(200);
      expect(check.json()).toEqual({ valid: true });
      expect(
        (await server.app.inject({ method: 'GET', url: '/api/auth/reset-password/check' })).json(),
      ).toEqual({
        valid: false,
      });

      const short = await server.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword: '123' },
      });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toEqual({ message: 'Password must be at least 6 characters' });

      const reset = await server.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword: 'Reset-by-link-1' },
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ ok: true });
      expect((await me(oldSession)).statusCode).toBe(401);

      const again = await server.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword: 'Reset-by-link-2' },
      });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: 'This password reset link is invalid or has expired.' });

      expect((await login({ email: user.email, password: 'Reset-by-link-1' })).statusCode).toBe(200);
      expect((await login({ email: user.email, password: 'Never-applied-1' })).statusCode).toBe(401);
    });

    it('answers 400 for a bad e-mail on reset-password-direct', async () => {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password-direct',
        payload: { email: 'nope' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Invalid email address' });
    });
  });

  describe('POST /api/auth/change-password', () => {
    it('answers 401 to a visitor, 400 for a wrong current password', async () => {
      const anonymous = await server.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { currentPassword: 'x', newPassword: 'New-pass-1' },
      });
      expect(anonymous.statusCode).toBe(401);
      const user = await insertUser(server.database.db);
      const token = await signIn(server.app, user);
      const wrong = await server.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        cookies: { [SESSION_COOKIE]: token },
        payload: { currentPassword: 'not-it', newPassword: 'New-pass-1' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: 'Current password is incorrect' });
    });

    it('changes the password, keeps this session and ends the others', async () => {
      const user = await insertUser(server.database.db);
      const mine = await signIn(server.app, user);
      const other = await signIn(server.app, user);
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        cookies: { [SESSION_COOKIE]: mine },
        payload: { currentPassword: user.password, newPassword: 'Changed-pass-9' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect((await me(mine)).statusCode).toBe(200);
      expect((await me(other)).statusCode).toBe(401);
    });
  });

  describe('POST /api/auth/name', () => {
    it('sets a staff member’s own names; 400 names the missing one, 401 for a visitor', async () => {
      const staff = await insertUser(server.database.db, { role: 'admin', firstName: null, lastName: null });
      const token = await signIn(server.app, staff);
      const name = (payload: Record<string, unknown>, cookie = token) =>
        server.app.inject({
          method: 'POST',
          url: '/api/auth/name',
          cookies: cookie ? { [SESSION_COOKIE]: cookie } : {},
          payload,
        });
      expect((await name({ firstName: 'Huda', lastName: 'Kamal' }, '')).statusCode).toBe(401);
      const first = await name({ lastName: 'Kamal' });
      expect(first.statusCode).toBe(400);
      expect(first.json()).toEqual({ message: 'First name is required' });
      const last = await name({ firstName: 'Huda', lastName: '' });
      expect(last.json()).toEqual({ message: 'Last name is required' });
      const res = await name({ firstName: 'Huda', lastName: 'Kamal' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: staff.id, firstName: 'Huda', lastName: 'Kamal' });
      expect((await me(token)).json()).toMatchObject({ firstName: 'Huda', lastName: 'Kamal' });
    });
  });
});
