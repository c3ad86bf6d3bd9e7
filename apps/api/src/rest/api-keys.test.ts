import { SESSION_COOKIE } from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { fill } from '../sweep-support.js';
import { useTestServer } from '../test-server.js';
import { insertCourse, insertUser, signIn } from '../test-support.js';
import { API_KEY_CALLS_PER_MINUTE } from './api-key-calls.js';
import { restRoutes } from './routes.js';
import { rawUploadRoutes } from './uploads.js';

// API keys for outside systems: made by an admin and shown once, kept as a hash, revoked at once;
// a key acts as its admin on the REST paths its scopes cover and nowhere else, within its calls a
// minute, and the audit trail names it.

/** What each scope covers, as the issue words it (the oracle; the server has its own table). */
const COVERS: Record<string, (method: string, path: string) => boolean> = {
  'certificates:read': (method, path) =>
    method === 'GET' && /^\/api\/admin\/(public-)?certificates(\/|$)/.test(path),
  'certificates:write': (method, path) =>
    method !== 'GET' && /^\/api\/admin\/(public-)?certificates(\/|$)/.test(path),
  'schedules:read': (method, path) => method === 'GET' && /^\/api\/admin\/schedules(\/|$)/.test(path),
  'schedules:write': (method, path) => method !== 'GET' && /^\/api\/admin\/schedules(\/|$)/.test(path),
  'quotations:read': (method, path) =>
    method === 'GET' && /^\/api\/admin\/(quotations|invoices)(\/|$)/.test(path),
  'courses:read': (method, path) => method === 'GET' && /^\/api\/admin\/courses(\/|$)/.test(path),
  'forms:read': (method, path) => method === 'GET' && /^\/api\/admin\/forms(\/|$)/.test(path),
};

describe.each(testDatabases())('API keys on $name', ({ create }) => {
  const server = useTestServer(create, { appUrl: 'https://training.example.bh' });
  let adminToken: string;
  let clientToken: string;

  const asAdmin = (options: InjectOptions) =>
    server.app.inject({ ...options, cookies: { [SESSION_COOKIE]: adminToken } });
  const withKey = (key: string, options: InjectOptions) =>
    server.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${key}` } });
  const makeKey = async (name: string, scopes: string[], expiresAt?: string) => {
    const made = await asAdmin({
      method: 'POST',
      url: '/api/admin/api-keys',
      payload: { name, scopes, expiresAt },
    });
    expect(made.statusCode, made.body).toBe(201);
    return made.json() as { id: string; key: string; prefix: string };
  };

  beforeAll(async () => {
    const admin = await insertUser(server.database.db, { role: 'admin' });
    adminToken = await signIn(server.app, admin);
    clientToken = await signIn(server.app, await insertUser(server.database.db, { role: 'client' }));
    await insertCourse(server.database.db, {
      name: 'Mobile Crane Operations',
      courseType: 'mobile_crane_operations',
    });
  });

  it('makes a key shown once, lists keys without it, and refuses what is not an admin or not a key', async () => {
    const made = await asAdmin({
      method: 'POST',
      url: '/api/admin/api-keys',
      payload: {
        name: ' HR system ',
        scopes: ['certificates:read', 'certificates:read'],
        expiresAt: '2099-12-31',
      },
    });
    expect(made.statusCode).toBe(201);
    const key = made.json();
    expect(Object.keys(key).sort()).toEqual([
      'createdAt',
      'expiresAt',
      'id',
      'key',
      'name',
      'prefix',
      'scopes',
    ]);
    expect(key).toMatchObject({ name: 'HR system', scopes: ['certificates:read'] });
    expect(key.key).toMatch(/^tc_[A-Za-z0-9_-]{43}$/);
    expect(key.prefix).toBe(key.key.slice(0, 11));
    // The last day in Bahrain: until midnight after it, Bahrain time (21:00 UTC).
    expect(key.expiresAt).toBe('2099-12-31T21:00:00.000Z');

    const list = (await asAdmin({ method: 'GET', url: '/api/admin/api-keys' })).json();
    const listed = list.find((each: { id: string }) => each.id === key.id);
    expect(listed).toMatchObject({ name: 'HR system', prefix: key.prefix, lastUsedAt: null });
    expect(JSON.stringify(list)).not.toContain(key.key);
    const stored = await server.database.db
      .selectFrom('apiKeys')
      .selectAll()
      .where('id', '=', key.id)
      .execute();
    expect(JSON.stringify(stored)).not.toContain(key.key);

    const refusals: [InjectOptions, number, string][] = [
      [{ payload: { name: '', scopes: ['courses:read'] } }, 400, 'Name is required'],
      [{ payload: { name: 'x', scopes: [] } }, 400, 'Choose at least one scope'],
      [{ payload: { name: 'x', scopes: ['users:read'] } }, 400, 'Each scope must be one of'],
      [
        { payload: { name: 'x', scopes: ['courses:read'], expiresAt: '2020-01-01' } },
        400,
        'Expires at must be in the future',
      ],
    ];
    for (const [options, status, message] of refusals) {
      const refused = await asAdmin({ method: 'POST', url: '/api/admin/api-keys', ...options });
      expect(refused.statusCode).toBe(status);
      expect(refused.json().message).toContain(message);
    }
    const byClient = await server.app.inject({
      method: 'GET',
      url: '/api/admin/api-keys',
      cookies: { [SESSION_COOKIE]: clientToken },
    });
    expect(byClient.statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/api-keys' })).statusCode).toBe(401);
    // A key never manages keys.
    const byKey = await withKey(key.key, { method: 'GET', url: '/api/admin/api-keys' });
    expect(byKey.statusCode).toBe(403);
  });

  it('lets each scope call what it names and nothing else, on every REST path', async () => {
    const keys = Object.fromEntries(
      await Promise.all(
        Object.keys(COVERS).map(async (scope) => [scope, (await makeKey(scope, [scope])).key]),
      ),
    );
    const routes = [...restRoutes, ...rawUploadRoutes].filter((route) => route.path.startsWith('/api/'));
    const wrong: string[] = [];
    for (const route of routes) {
      const url = fill(route.path, '00000000-0000-4000-8000-000000000000');
      for (const [scope, covers] of Object.entries(COVERS)) {
        const answer = await withKey(keys[scope] ?? '', {
          method: route.method,
          url,
          payload: route.body ? {} : undefined,
        });
        const refused = answer.statusCode === 403 && /^This key may not/.test(answer.json().message);
        const allowed = covers(route.method, route.path);
        if (allowed === refused || answer.statusCode === 401 || answer.statusCode >= 500) {
          wrong.push(
            `${scope} ${route.method} ${route.path}: ${answer.statusCode} ${answer.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('stops a revoked or expired key at once with 401, and an unknown one', async () => {
    const { id, key } = await makeKey('Gate system', ['certificates:read']);
    const read = () => withKey(key, { method: 'GET', url: '/api/admin/public-certificates' });
    expect((await read()).statusCode).toBe(200);
    const listed = (await asAdmin({ method: 'GET', url: '/api/admin/api-keys' })).json();
    expect(listed.find((each: { id: string }) => each.id === id).lastUsedAt).not.toBeNull();

    expect((await asAdmin({ method: 'DELETE', url: `/api/admin/api-keys/${id}` })).statusCode).toBe(200);
    const revoked = await read();
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual({ message: 'This API key is unknown, revoked or expired.' });
    expect((await asAdmin({ method: 'DELETE', url: `/api/admin/api-keys/${id}` })).statusCode).toBe(404);
    expect((await asAdmin({ method: 'DELETE', url: '/api/admin/api-keys/not-an-id' })).statusCode).toBe(404);
    const trail = await server.database.db
      .selectFrom('auditLog')
      .select(['action', 'changeDescription', 'entityTitle', 'newData', 'previousData'])
      .where('entityId', '=', id)
      .orderBy('createdAt')
      .execute();
    expect(trail.map((row) => [row.action, row.changeDescription, row.entityTitle])).toEqual([
      ['created', 'API key created', 'Gate system'],
      ['deleted', 'API key revoked', 'Gate system'],
    ]);
    expect(JSON.stringify(trail)).not.toContain(key);

    const expiring = await makeKey('Old system', ['certificates:read']);
    await server.database.db
      .updateTable('apiKeys')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', expiring.id)
      .execute();
    expect(
      (await withKey(expiring.key, { method: 'GET', url: '/api/admin/public-certificates' })).statusCode,
    ).toBe(401);
    expect((await withKey('tc_not-a-key', { method: 'GET', url: '/api/admin/courses' })).statusCode).toBe(
      401,
    );
  });

  it('acts as its admin without a cookie or the cross-site check, and the trail names the key', async () => {
    const { key, prefix } = await makeKey('Accounting sync', ['certificates:write']);
    const published = await withKey(key, {
      method: 'POST',
      url: '/api/admin/public-certificates',
      headers: { origin: 'https://elsewhere.example' },
      payload: {
        certificateNumber: 'KEY-2026-1',
        studentName: 'Ahmed Ali Hassan',
        nationalId: '880112345',
        dateOfBirth: '1988-01-12',
        courseType: 'mobile_crane_operations',
        publishDate: '2026-11-01',
        expiryDate: '2099-10-31',
        yearOfBirth: 1988,
        isVisible: true,
      },
    });
    expect(published.statusCode, published.body).toBe(201);
    const row = await server.database.db
      .selectFrom('auditLog')
      .select(['performedByName', 'action', 'entityType'])
      .where('entityId', '=', published.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      performedByName: `API key “Accounting sync” (${prefix}…)`,
      action: 'created',
      entityType: 'public_certificate',
    });
  });

  it(`answers 429 past ${API_KEY_CALLS_PER_MINUTE} calls a minute, per key`, async () => {
    const busy = await makeKey('Busy system', ['courses:read']);
    const other = await makeKey('Quiet system', ['courses:read']);
    const call = (key: string) => withKey(key, { method: 'GET', url: '/api/admin/courses' });
    for (let i = 0; i < API_KEY_CALLS_PER_MINUTE; i += 1) expect((await call(busy.key)).statusCode).toBe(200);
    const throttled = await call(busy.key);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(other.key)).statusCode).toBe(200);
  });
});
