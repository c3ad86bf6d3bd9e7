import { LANGUAGE_COOKIE, SESSION_COOKIE } from '@tc/contracts';
import { ensureBootstrapData } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import { insertUser, signIn, type TestUser, uniqueAddress } from '../test-support.js';

// Issue 27: the caller's language. The account's, else the `lang` cookie's, else Accept-Language's,
// else English; PUT /api/auth/me/language keeps a signed-in user's choice on the account and in the
// cookie; a page's ?lang= chooses it; the page arrives with <html lang dir> already written.

const langCookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === LANGUAGE_COOKIE);
const htmlTag = (res: LightMyRequestResponse) => /<html[^>]*>/.exec(res.body)?.[0];

describe.each(testDatabases())('the caller’s language on $name', ({ create }) => {
  const server = useTestServer(create, { appUrl: 'http://localhost:3000/' });
  const origin = { origin: 'http://localhost:3000' };
  let user: TestUser;
  let token: string;

  beforeAll(async () => {
    await ensureBootstrapData(server.database.db);
    user = await insertUser(server.database.db, { role: 'client' });
    token = await signIn(server.app, user);
  });

  const page = (url: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
    server.app.inject({ url, headers: { 'accept-encoding': 'identity', ...headers }, cookies });
  const me = (cookies: Record<string, string>, headers: Record<string, string> = {}) =>
    server.app.inject({ url: '/api/auth/me', cookies: { [SESSION_COOKIE]: token, ...cookies }, headers });
  const put = (payload: unknown, cookies: Record<string, string> = { [SESSION_COOKIE]: token }) =>
    server.app.inject({
      method: 'PUT',
      url: '/api/auth/me/language',
      payload: payload as Record<string, unknown>,
      headers: origin,
      cookies,
    });

  it('writes a visitor’s page in the language of the cookie, else of Accept-Language, else English', async () => {
    expect(htmlTag(await page('/'))).toBe('<html lang="en" dir="ltr" data-mantine-color-scheme="light">');
    expect(htmlTag(await page('/courses', { 'accept-language': 'ar-BH,ar;q=0.9,en;q=0.5' }))).toBe(
      '<html lang="ar" dir="rtl" data-mantine-color-scheme="light">',
    );
    expect(htmlTag(await page('/', { 'accept-language': 'ar' }, { [LANGUAGE_COOKIE]: 'en' }))).toBe(
      '<html lang="en" dir="ltr" data-mantine-color-scheme="light">',
    );
    expect(htmlTag(await page('/', {}, { [LANGUAGE_COOKIE]: 'ar' }))).toBe(
      '<html lang="ar" dir="rtl" data-mantine-color-scheme="light">',
    );
    expect(htmlTag(await page('/', {}, { [LANGUAGE_COOKIE]: 'fr' }))).toBe(
      '<html lang="en" dir="ltr" data-mantine-color-scheme="light">',
    );
  });

  it('takes a ?lang= link’s language for the page and keeps it in a cookie for a year', async () => {
    const res = await page('/verify/ABC?lang=ar', { 'accept-language': 'en' });
    expect(htmlTag(res)).toBe('<html lang="ar" dir="rtl" data-mantine-color-scheme="light">');
    const cookie = langCookieOf(res);
    expect(cookie).toMatchObject({ value: 'ar', httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBe(365 * 24 * 60 * 60);
    expect(langCookieOf(await page('/?lang=xx'))).toBeUndefined();
  });

  it('answers 401 to a visitor and 400 to a language the product does not have', async () => {
    expect((await put({ language: 'ar' }, {})).statusCode).toBe(401);
    const bad = await put({ language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Language must be en or ar' });
    expect((await put({})).statusCode).toBe(400);
  });

  it('keeps a signed-in user’s choice on the account: it wins over the cookie and the browser', async () => {
    // Not chosen yet: /api/auth/me follows the browser.
    expect((await me({}, { 'accept-language': 'ar' })).json().language).toBe('ar');
    expect((await me({ [LANGUAGE_COOKIE]: 'en' }, { 'accept-language': 'ar' })).json().language).toBe('en');

    const chosen = await put({ language: 'ar' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ language: 'ar' });
    expect(langCookieOf(chosen)?.value).toBe('ar');
    expect((await me({ [LANGUAGE_COOKIE]: 'en' }, { 'accept-language': 'en' })).json().language).toBe('ar');
    const row = await server.database.db
      .selectFrom('users')
      .select('language')
      .where('id', '=', user.id)
      .executeTakeFirst();
    expect(row?.language).toBe('ar');
    const own = await page('/client', {}, { [SESSION_COOKIE]: token, [LANGUAGE_COOKIE]: 'en' });
    expect(htmlTag(own)).toBe('<html lang="ar" dir="rtl" data-mantine-color-scheme="light">');
  });

  it('a signed-in user’s ?lang= link changes the account too; signing in hands the account’s to the browser', async () => {
    const res = await page('/client?lang=en', {}, { [SESSION_COOKIE]: token });
    expect(htmlTag(res)).toBe('<html lang="en" dir="ltr" data-mantine-color-scheme="light">');
    expect((await me({})).json().language).toBe('en');

    await put({ language: 'ar' });
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      headers: { ...origin, 'x-forwarded-for': uniqueAddress() },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.language).toBe('ar');
    expect(langCookieOf(login)?.value).toBe('ar');
  });

  it('refuses a cross-site change', async () => {
    const res = await server.app.inject({
      method: 'PUT',
      url: '/api/auth/me/language',
      payload: { language: 'en' },
      headers: { origin: 'https://evil.example' },
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(res.statusCode).toBe(403);
  });
});
