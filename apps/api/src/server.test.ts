import { createSession, SESSION_COOKIE } from '@tc/contracts';
import { ensureBootstrapData, hashPassword, seedDemoData } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './test-server.js';
import { pageDataOf, sessionUserKeys } from './test-support.js';

describe.each(testDatabases())('the API server on $name', ({ create }) => {
  const server = useTestServer(create);

  beforeAll(async () => {
    await ensureBootstrapData(server.database.db, { adminPassword: 'Bootstrap-admin-1' });
    await seedDemoData(server.database.db, { log: () => {} });
  });

  it('sets no HSTS header when APP_URL is plain http', async () => {
    expect((await server.app.inject({ url: '/' })).headers['strict-transport-security']).toBeUndefined();
  });

  describe('GET /api/courses', () => {
    it('lists the active catalogue as a bare array with the spec fields', async () => {
      const res = await server.app.inject({ method: 'GET', url: '/api/courses' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      const courses = res.json();
      expect(Array.isArray(courses)).toBe(true);
      expect(courses.length).toBeGreaterThanOrEqual(12);
      for (const course of courses) {
        expect(Object.keys(course).sort()).toEqual(
          [
            'assessmentPrice',
            'certificateType',
            'code',
            // Beyond the spec: the type its certificates are issued as.
            'courseType',
            'createdAt',
            'description',
            'duration',
            'icon',
            'id',
            'imageUrl',
            // Beyond the spec: the stored versions of an uploaded image, for the pages' srcset.
            'imageVersions',
            'isActive',
            'name',
            'trainingPrice',
            'updatedAt',
            'whatYouLearn',
            // Beyond the spec: the Arabic beside the English, null where none was given.
            'nameAr',
            'descriptionAr',
            'whatYouLearnAr',
            'durationAr',
          ].sort(),
        );
        expect(course.isActive).toBe(true);
      }
    });

    it('reads one course by id, and 404s unknown or malformed ids with a JSON message', async () => {
      const [first] = (await server.app.inject({ method: 'GET', url: '/api/courses' })).json();
      const one = await server.app.inject({ method: 'GET', url: `/api/courses/${first.id}` });
      expect(one.statusCode).toBe(200);
      expect(one.json()).toEqual(first);
      for (const id of ['0b6f2a8e-2a43-4a51-9d77-0a4f5c0f3e11', 'nope', "1' or '1'='1"]) {
        const missing = await server.app.inject({
          method: 'GET',
          url: `/api/courses/${encodeURIComponent(id)}`,
        });
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ message: 'Course not found' });
      }
    });

    it('is also served through tRPC', async () => {
      const res = await server.app.inject({ method: 'GET', url: '/trpc/courses.list' });
      expect(res.statusCode).toBe(200);
      expect(res.json().result.data.length).toBeGreaterThanOrEqual(12);
    });
  });

  it('serves a procedure answering a file through its REST route only, never as tRPC JSON', async () => {
    const input = encodeURIComponent(JSON.stringify({ id: '0b6f2a8e-2a43-4a51-9d77-0a4f5c0f3e11' }));
    const res = await server.app.inject({ method: 'GET', url: `/trpc/certificates.file?input=${input}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('No procedure found on path "certificates.file"');
  });

  it('answers unknown /api paths with a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await server.app.inject({ method, url: '/api/no-such-thing' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found' });
    }
  });

  it('serves the web app at / and for other paths, but never HTML for a missing asset', async () => {
    const home = await server.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toMatch(/text\/html/);
    expect(home.headers['cache-control']).toBe('private, no-cache');
    // A visitor's page starts with the texts and courses, and no user.
    const visitorData = pageDataOf(home.body);
    expect(visitorData.me).toBeNull();
    expect(visitorData.websiteContent.heroTitle).toEqual(expect.any(String));
    expect(Array.isArray(visitorData.courses)).toBe(true);

    const page = await server.app.inject({ method: 'GET', url: '/nowhere/at/all' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<div id="root">');

    const asset = await server.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');

    const missing = await server.app.inject({ method: 'GET', url: '/assets/missing-999.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/application\/json/);
  });

  it('serves /sw.js as JavaScript, never cached for long', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('is alive at /healthz and ready at /readyz, and tags every answer with a request id', async () => {
    const health = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect([health.statusCode, health.json()]).toEqual([200, { status: 'ok' }]);
    expect(health.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  describe('the session cookie', () => {
    it('GET /api/auth/me answers 401 to a visitor', async () => {
      const res = await server.app.inject({ method: 'GET', url: '/api/auth/me' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Please sign in to continue.' });
    });

    it('GET /api/auth/me answers the user behind a valid session, without secrets', async () => {
      const user = await server.database.db
        .insertInto('users')
        .values({
          email: 'test-only@api.test',
          passwordHash: await hashPassword('Secret-123'),
          role: 'client',
          companyName: 'Test Only W.L.L.',
          firstName: 'Test',
          lastName: 'Only',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { token } = await createSession(
        server.database.db,
        user.id,
        { ipAddress: '127.0.0.1', userAgent: 'vitest' },
        new Date(),
      );

      const res = await server.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        cookies: { [SESSION_COOKIE]: token },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: user.id, role: 'client', companyName: 'Test Only W.L.L.' });
      expect(Object.keys(res.json()).sort()).toEqual(sessionUserKeys);
      expect(res.body).not.toContain('$argon2');

      // The page served to that session starts with its user.
      const page = await server.app.inject({ method: 'GET', url: '/', cookies: { [SESSION_COOKIE]: token } });
      expect(pageDataOf(page.body).me).toMatchObject({ id: user.id, role: 'client' });
      expect(page.body).not.toContain('$argon2');

      const trpc = await server.app.inject({
        method: 'GET',
        url: '/trpc/auth.me',
        cookies: { [SESSION_COOKIE]: token },
      });
      expect(trpc.json().result.data.email).toBe('test-only@api.test');

      const forged = await server.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        cookies: { [SESSION_COOKIE]: `${token}x` },
      });
      expect(forged.statusCode).toBe(401);
    });
  });
});
