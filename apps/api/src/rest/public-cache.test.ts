import { SESSION_COOKIE } from '@tc/contracts';
import { ensureBootstrapData } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import { insertCourse, insertForm, insertUser, pageDataOf, signIn } from '../test-support.js';

const ORIGIN = 'http://localhost:3000';

describe.each(testDatabases())('the public reads’ ETags on $name', ({ create }) => {
  const server = useTestServer(create);
  let admin = '';
  let course: { id: string };
  let form: { slug: string };

  beforeAll(async () => {
    // The website texts every page's data starts with.
    await ensureBootstrapData(server.database.db, { adminPassword: 'Bootstrap-admin-1' });
    admin = await signIn(server.app, await insertUser(server.database.db, { role: 'admin' }));
    course = await insertCourse(server.database.db, { name: 'Overhead Crane' });
    form = await insertForm(server.database.db, { title: 'Course Registration' });
  });

  const get = (url: string, etag?: string, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'GET',
      url,
      headers: { ...(etag ? { 'if-none-match': etag } : {}), ...headers },
    });
  const asAdmin = (options: InjectOptions) =>
    server.app.inject({ ...options, headers: { origin: ORIGIN }, cookies: { [SESSION_COOKIE]: admin } });

  it('answers every public read (website content too) with a weak ETag and no-cache, and 304 with no body when it matches', async () => {
    const paths = [
      '/api/website-content',
      '/api/courses',
      `/api/courses/${course.id}`,
      '/api/gallery-photos',
      '/api/public/forms',
      `/api/public/forms/${form.slug}`,
    ];
    for (const path of paths) {
      const first = await get(path);
      expect(first.statusCode, path).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
      const again = await get(path, etag);
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      // In a list, or weak: the same validator (RFC 9110's weak comparison for If-None-Match).
      expect((await get(path, `"other", ${etag}`)).statusCode).toBe(304);
      expect((await get(path, etag.slice(2))).statusCode).toBe(304);
      const other = await get(path, '"not-this-one"');
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe(first.body);
    }
  });

  it('answers a conditional GET after a change with 200, the new data and a new ETag', async () => {
    const list = await get('/api/courses');
    const detail = await get(`/api/courses/${course.id}`);
    const renamed = await asAdmin({
      method: 'PUT',
      url: `/api/admin/courses/${course.id}`,
      payload: { name: 'Overhead Crane, renamed' },
    });
    expect(renamed.statusCode).toBe(200);
    for (const [path, before] of [
      ['/api/courses', list],
      [`/api/courses/${course.id}`, detail],
    ] as const) {
      const after = await get(path, String(before.headers.etag));
      expect(after.statusCode).toBe(200);
      expect(after.body).toContain('Overhead Crane, renamed');
      expect(after.headers.etag).not.toBe(before.headers.etag);
    }
    // The page data of a public page carries the change too.
    const page = await get('/courses');
    expect(pageDataOf(page.body).courses.map((one) => one.name)).toContain('Overhead Crane, renamed');
  });

  it('forgets a form the admin turned off, at once', async () => {
    const list = await get('/api/public/forms');
    expect(list.body).toContain(form.slug);
    await server.database.db
      .updateTable('customForms')
      .set({ isActive: false })
      .where('slug', '=', form.slug)
      .execute();
    const after = await get('/api/public/forms', String(list.headers.etag));
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toContain(form.slug);
    expect((await get(`/api/public/forms/${form.slug}`)).statusCode).toBe(404);
  });

  it('answers an admin and a visitor the same public bytes; the admin list keeps its own fields', async () => {
    const visitor = await get('/api/courses');
    const signedIn = await get('/api/courses', undefined, { cookie: `${SESSION_COOKIE}=${admin}` });
    expect(signedIn.body).toBe(visitor.body);
    expect(signedIn.headers.etag).toBe(visitor.headers.etag);
    const adminList = await asAdmin({ method: 'GET', url: '/api/admin/courses' });
    expect(adminList.headers.etag).toBeUndefined();
    expect(adminList.headers['cache-control']).not.toBe('no-cache');
  });

  it('tags the tRPC public reads the web app makes, alone or batched, and nothing that depends on who asks', async () => {
    for (const path of [
      '/trpc/courses.list',
      '/trpc/websiteContent.get,gallery.listPublic?batch=1&input={}',
    ]) {
      const first = await get(path);
      expect(first.statusCode, path).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      const again = await get(path, String(first.headers.etag));
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
    const mixed = await get('/trpc/courses.list,auth.me?batch=1&input={}');
    expect(mixed.statusCode).toBe(200);
    expect(mixed.headers.etag).toBeUndefined();
  });
});
