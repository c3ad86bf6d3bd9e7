import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { onServer, type RunningServer, sessionCookie, startServer } from './running-server.js';

// The public caches of two server processes on one PostgreSQL: a change through one, and a
// conditional GET on the other answers 200 with the new data at once (no wait for the notice).
// Needs a PostgreSQL server to create a database on (TEST_DATABASE_URL, as CI sets).
const serverUrl = process.env.TEST_DATABASE_URL;

test.describe('the public caches of two server processes on one PostgreSQL', () => {
  test.skip(!serverUrl, 'TEST_DATABASE_URL is not set');
  const name = `tc_caches_${randomBytes(5).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'tc-caches-'));
  const adminEmail = 'admin@caches.test';
  const adminPassword = 'Two-caches-1';
  let servers: RunningServer[] = [];
  let cookie = '';

  test.beforeAll(async () => {
    await onServer(`create database ${name}`);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    const env = {
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
    };
    servers = [await startServer(env)];
    servers.push(await startServer(env));
    cookie = await sessionCookie(servers[0]?.url ?? '', adminEmail, adminPassword);
  });
  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await onServer(`drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const onA = (method: string, path: string, body: unknown) =>
    fetch(`${servers[0]?.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
  const onB = (path: string, etag?: string) =>
    fetch(`${servers[1]?.url}${path}`, etag ? { headers: { 'if-none-match': etag } } : {});

  /** B's answer and its ETag, checked to be revalidated (no-cache) and to answer 304 when unchanged. */
  async function cachedOnB(path: string): Promise<{ body: unknown; etag: string }> {
    const first = await onB(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await onB(path, etag);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    return { body: await first.json(), etag };
  }

  test('a course created, renamed and hidden through A shows on B at the next conditional GET', async () => {
    const list = await cachedOnB('/api/courses');
    const created = await onA('POST', '/api/admin/courses', { name: 'Caches Crawler Crane' });
    expect(created.status).toBe(201);
    const course = await created.json();

    const afterCreate = await onB('/api/courses', list.etag);
    expect(afterCreate.status).toBe(200);
    expect((await afterCreate.json()).map((one: { id: string }) => one.id)).toContain(course.id);

    const detail = await cachedOnB(`/api/courses/${course.id}`);
    expect(detail.body).toMatchObject({ name: 'Caches Crawler Crane' });
    expect((await onA('PUT', `/api/admin/courses/${course.id}`, { name: 'Renamed On A' })).status).toBe(200);
    const renamed = await onB(`/api/courses/${course.id}`, detail.etag);
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ name: 'Renamed On A' });

    expect((await onA('PUT', `/api/admin/courses/${course.id}`, { isActive: false })).status).toBe(200);
    expect((await onB(`/api/courses/${course.id}`)).status).toBe(404);
  });

  test('website content changed through A: B answers it, and its page data carries it', async () => {
    const before = await cachedOnB('/api/website-content');
    const heroTitle = `Lifting, safely ${randomBytes(3).toString('hex')}`;
    expect((await onA('PUT', '/api/admin/website-content', { heroTitle })).status).toBe(200);
    const after = await onB('/api/website-content', before.etag);
    expect(after.status).toBe(200);
    expect(await after.json()).toMatchObject({ heroTitle });
    const page = await (await onB('/')).text();
    expect(page).toContain(heroTitle);
  });
});
