import { SESSION_COOKIE } from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import { insertUser, signIn, uniqueAddress } from '../test-support.js';

// GET /api/admin/audit: the Audit Trail's filters arrive as a query string, each checked by the
// procedure's schema (a bad one is a 400, never a 500), for admins only.

describe.each(testDatabases())('the audit trail REST path on $name', ({ create }) => {
  const server = useTestServer(create);
  let admin: { token: string };
  let client: { token: string };
  let clientEmail: string;
  const get = (as: { token: string } | null, query = '') =>
    server.app.inject({
      method: 'GET',
      url: `/api/admin/audit${query}`,
      headers: { 'x-forwarded-for': uniqueAddress() },
      cookies: as ? { [SESSION_COOKIE]: as.token } : {},
    });

  beforeAll(async () => {
    const adminUser = await insertUser(server.database.db, { role: 'admin' });
    admin = { token: await signIn(server.app, adminUser) };
    const clientUser = await insertUser(server.database.db, {});
    clientEmail = clientUser.email;
    client = { token: await signIn(server.app, clientUser) };
  });

  it('lists a failed sign-in with its address, filtered and paged', async () => {
    const address = '203.0.113.77';
    const failed = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: clientEmail, password: 'not-the-password' },
      headers: { 'x-forwarded-for': address, 'user-agent': 'AuditTest/1.0' },
    });
    expect(failed.statusCode).toBe(401);

    const res = await get(
      admin,
      `?who=${encodeURIComponent(clientEmail.toUpperCase())}&action=sign_in_failed&entity=sign_in&page=1&pageSize=10`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      total: 1,
      page: 1,
      pageSize: 10,
      items: [
        {
          source: 'sign-in',
          action: 'sign_in_failed',
          entityType: 'sign_in',
          actorEmail: clientEmail,
          ipAddress: address,
          userAgent: 'AuditTest/1.0',
          success: false,
          failureReason: 'wrong_password',
        },
      ],
    });
    const all = (await get(admin, '?entity=sign_in&pageSize=200')).json();
    expect(all.total).toBeGreaterThanOrEqual(3);
    // Never a plain array: without page the first page of 50, newest first, like every paged list.
    const first = (await get(admin, '?entity=sign_in')).json();
    expect(first).toMatchObject({ page: 1, pageSize: 50, total: all.total });
    expect(first.items.map((row: { id: string }) => row.id)).toEqual(
      all.items.slice(0, 50).map((row: { id: string }) => row.id),
    );
    const oldest = (await get(admin, '?entity=sign_in&sort=at&direction=asc&pageSize=1')).json();
    expect(oldest.items[0].id).toBe(all.items.at(-1).id);
  });

  it('answers 400 for a bad filter, 401 to visitors and 403 to clients', async () => {
    for (const query of [
      '?from=2026-13-01',
      '?from=0000-01-01',
      '?to=tomorrow',
      '?from=2026-11-24&to=2026-11-23',
      '?page=0',
      '?page=abc',
      '?pageSize=201',
      '?sort=title',
      '?action=nothing',
      '?entity=users',
      `?who=${'w'.repeat(101)}`,
    ]) {
      const res = await get(admin, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toEqual(expect.any(String));
    }
    expect((await get(admin, '?from=2026-11-01&to=2026-11-30&page=3')).statusCode).toBe(200);
    expect((await get(null)).statusCode).toBe(401);
    expect((await get(client)).statusCode).toBe(403);
  });
});
