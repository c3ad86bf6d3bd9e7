import { LANGUAGE_COOKIE, SESSION_COOKIE } from '@tc/contracts';
import { ensureBootstrapData } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import { insertUser, signIn, uniqueAddress } from '../test-support.js';

// Issue 27: the messages a user reads come in the caller's language (the account's, else the
// cookie's, else Accept-Language's); without any, in English as the spec writes them. Over REST,
// over tRPC, and for what is refused before a procedure runs (a body that is not JSON, a foreign
// origin, an unknown path).

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases())('messages in the caller’s language on $name', ({ create }) => {
  const server = useTestServer(create, { appUrl: 'http://localhost:3000/' });
  const origin = { origin: 'http://localhost:3000' };
  let token: string;

  beforeAll(async () => {
    await ensureBootstrapData(server.database.db);
    const user = await insertUser(server.database.db, { role: 'client' });
    token = await signIn(server.app, user);
  });

  const course = (headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
    server.app.inject({ url: `/api/courses/${UNKNOWN_ID}`, headers, cookies });

  it('answers REST in Accept-Language’s, the cookie’s, else English', async () => {
    expect((await course()).json()).toEqual({ message: 'Course not found' });
    expect((await course({ 'accept-language': 'ar-BH,ar;q=0.9' })).json()).toEqual({
      message: 'الدورة غير موجودة',
    });
    expect((await course({ 'accept-language': 'ar' }, { [LANGUAGE_COOKIE]: 'en' })).json().message).toBe(
      'Course not found',
    );
  });

  it('tells a form’s check in Arabic, the field named in Arabic', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'someone@example.test' },
      headers: { ...origin, 'accept-language': 'ar', 'x-forwarded-for': uniqueAddress() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('حقل «كلمة المرور» مطلوب');
  });

  it('follows the account’s language over the cookie', async () => {
    await server.app.inject({
      method: 'PUT',
      url: '/api/auth/me/language',
      payload: { language: 'ar' },
      headers: origin,
      cookies: { [SESSION_COOKIE]: token },
    });
    const res = await course({}, { [SESSION_COOKIE]: token, [LANGUAGE_COOKIE]: 'en' });
    expect(res.json().message).toBe('الدورة غير موجودة');
  });

  it('answers tRPC in the caller’s language', async () => {
    const input = encodeURIComponent(JSON.stringify({ id: UNKNOWN_ID }));
    const res = await server.app.inject({
      url: `/trpc/courses.byId?input=${input}`,
      cookies: { [LANGUAGE_COOKIE]: 'ar' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('الدورة غير موجودة');
  });

  it('tells what is refused before a procedure runs in the browser’s language', async () => {
    const arabic = { 'accept-language': 'ar' };
    const notJson = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"email":',
      headers: { ...origin, ...arabic, 'content-type': 'application/json' },
    });
    expect(notJson.json()).toEqual({ message: 'محتوى الطلب ليس JSON صالحًا' });
    const foreign = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: {},
      headers: { origin: 'https://evil.example', ...arabic },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: 'رُفض هذا الطلب لأنه جاء من موقع آخر.' });
    const unknown = await server.app.inject({ url: '/api/nothing-here', headers: arabic });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'غير موجود' });
  });
});
