import { SESSION_COOKIE } from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import { deviceCookieOf, insertUser, multipart, sessionCookieOf, signIn } from '../test-support.js';

const CROSS_SITE = { message: 'This request came from another website and was refused.' };

describe.each(testDatabases())('security of every answer on $name', ({ create }) => {
  const server = useTestServer(create, { appUrl: 'https://training.example.bh' });
  let adminToken: string;
  beforeAll(async () => {
    adminToken = await signIn(server.app, await insertUser(server.database.db, { role: 'admin' }));
  });

  describe('headers', () => {
    it('forbid framing and sniffing, set a permissions policy, and HSTS when APP_URL is https', async () => {
      for (const url of ['/', '/api/courses', '/healthz', '/no-such-page']) {
        const res = await server.app.inject({ url });
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['permissions-policy']).toContain('camera=()');
        expect(res.headers['strict-transport-security']).toBe('max-age=63072000');
      }
    });

    it('mark the session and device cookies Secure when APP_URL is https', async () => {
      const user = await insertUser(server.database.db);
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
      });
      expect(sessionCookieOf(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
      expect(deviceCookieOf(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    });

    it('give pages a Content-Security-Policy with a nonce, no inline script or style element', async () => {
      const policy = String((await server.app.inject({ url: '/' })).headers['content-security-policy']);
      expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
      expect(policy).toContain("connect-src 'self' wss://training.example.bh");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain('upgrade-insecure-requests');
      // The one allowance: style attributes (a page rendered on the server), never elements or scripts.
      expect(policy.split('; ').filter((directive) => directive.includes('unsafe'))).toEqual([
        "style-src-attr 'unsafe-inline'",
      ]);
    });

    it('never let an answer of the API be stored, signed in or not; a public read is revalidated', async () => {
      const cookies = { [SESSION_COOKIE]: adminToken };
      for (const [url, cacheControl] of [
        ['/api/auth/me', 'no-store'],
        ['/api/admin/users', 'no-store'],
        ['/trpc/auth.me', 'no-store'],
        // The same for everyone, with an ETag (rest/public-cache.test.ts): kept, but asked again each time.
        ['/api/courses', 'no-cache'],
        ['/api/nothing', 'no-store'],
      ]) {
        const res = await server.app.inject({ url, cookies });
        expect(res.headers['cache-control'], url).toBe(cacheControl);
        expect(res.headers['content-security-policy'], url).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
      }
    });
  });

  describe('cross-site requests', () => {
    const importCsv = async (headers: Record<string, string>) => {
      const body = await multipart([
        { field: 'file', name: 'c.csv', type: 'text/csv', bytes: new TextEncoder().encode('x') },
      ]);
      return server.app.inject({
        method: 'POST',
        url: '/api/admin/public-certificates/import',
        cookies: { [SESSION_COOKIE]: adminToken },
        payload: body.payload,
        headers: { ...body.headers, ...headers },
      });
    };

    it('are refused with 403 before the body is read, for another Origin or Sec-Fetch-Site: cross-site', async () => {
      for (const headers of <Record<string, string>[]>[
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { origin: 'https://training.example.bh.evil.example' },
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'https://training.example.bh', 'sec-fetch-site': 'cross-site' },
      ]) {
        const res = await importCsv(headers);
        expect(res.statusCode, JSON.stringify(headers)).toBe(403);
        expect(res.json()).toEqual(CROSS_SITE);
      }
      const logout = await server.app.inject({
        method: 'POST',
        url: '/trpc/auth.logout',
        cookies: { [SESSION_COOKIE]: adminToken },
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(logout.statusCode).toBe(403);
      expect(
        (await server.app.inject({ url: '/api/auth/me', cookies: { [SESSION_COOKIE]: adminToken } }))
          .statusCode,
      ).toBe(200);
    });

    it('pass from APP_URL, from the request’s own host, same-site, and without either header', async () => {
      for (const headers of <Record<string, string>[]>[
        { origin: 'https://training.example.bh' },
        { origin: 'http://school.example:8080', host: 'School.example:8080' },
        { origin: 'http://localhost:80', host: 'localhost:80' },
        { 'sec-fetch-site': 'same-origin' },
        { 'sec-fetch-site': 'same-site' },
        {},
      ]) {
        const res = await importCsv(headers);
        expect(res.statusCode, JSON.stringify(headers)).toBe(400);
        expect(res.json()).not.toEqual(CROSS_SITE);
      }
    });

    it('do not concern reads', async () => {
      const res = await server.app.inject({
        url: '/api/courses',
        headers: { origin: 'https://evil.example' },
      });
      expect(res.statusCode).toBe(200);
    });
  });

  it('opens only me, logout and change-password to a user with a temporary password', async () => {
    const user = await insertUser(server.database.db, { role: 'admin' });
    await server.database.db
      .updateTable('users')
      .set({ mustChangePassword: true })
      .where('id', '=', user.id)
      .execute();
    const cookies = { [SESSION_COOKIE]: await signIn(server.app, user) };
    const forbidden = { message: 'Please change your temporary password before you continue.' };
    for (const [method, url] of [
      ['GET', '/api/admin/users'],
      ['GET', '/api/schedules'],
      ['POST', '/api/admin/gallery-photos/upload'],
      ['POST', '/api/admin/upload-image'],
      ['POST', '/api/calendar-feed'],
    ] as const) {
      const res = await server.app.inject({ method, url, cookies });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual(forbidden);
    }
    expect((await server.app.inject({ url: '/api/auth/me', cookies })).json()).toMatchObject({
      mustChangePassword: true,
    });
    const changed = await server.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      cookies,
      payload: { currentPassword: user.password, newPassword: 'Own-password-1' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await server.app.inject({ url: '/api/admin/users', cookies })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'POST', url: '/api/auth/logout', cookies })).statusCode).toBe(
      200,
    );
  });
});
