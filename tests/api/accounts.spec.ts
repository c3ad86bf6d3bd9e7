import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';

// The main admin the Playwright config starts the server with (ADMIN_EMAIL / ADMIN_PASSWORD).
const admin = { email: 'admin@e2e.test', password: 'E2e-admin-password-1' };

/**
 * Every sign-in here comes from its own documentation address (the server trusts X-Forwarded-For
 * from loopback), so failed attempts in these tests never throttle the browser journeys.
 */
let addressCounter = 0;
const freshAddress = () => `198.18.200.${++addressCounter}`;

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@accounts.e2e.test`;

function sessionCookieHeader(response: APIResponse): string | undefined {
  return response
    .headersArray()
    .find((header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith('tc_session='))
    ?.value;
}

async function signIn(request: APIRequestContext, email: string, password: string): Promise<APIResponse> {
  return request.post('/api/auth/login', {
    data: { email, password },
    headers: { 'x-forwarded-for': freshAddress() },
  });
}

/** Creates a client as the main admin and answers its e-mail and temporary password. */
async function createClient(newContext: () => Promise<APIRequestContext>) {
  const adminRequest = await newContext();
  expect((await signIn(adminRequest, admin.email, admin.password)).status()).toBe(200);
  const email = uniqueEmail('client');
  const created = await adminRequest.post('/api/admin/users', {
    data: { email, companyName: 'Black Box W.L.L.' },
  });
  expect(created.status()).toBe(201);
  const body = await created.json();
  await adminRequest.dispose();
  return { email, id: body.user.id as string, password: body.temporaryPassword as string };
}

test('login answers { user } with an HttpOnly SameSite=Lax cookie; logout ends the session', async ({
  request,
}) => {
  const login = await signIn(request, admin.email, admin.password);
  expect(login.status()).toBe(200);
  const body = await login.json();
  expect(Object.keys(body)).toEqual(['user', 'signedInBefore']);
  expect(body.user).toMatchObject({ email: admin.email, role: 'admin', isMainAdmin: true });
  const cookie = sessionCookieHeader(login) ?? '';
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);
  expect(cookie).toMatch(/Path=\//);
  expect(cookie).toMatch(/Expires=/);

  const me = await request.get('/api/auth/me');
  expect(me.status()).toBe(200);
  expect((await me.json()).role).toBe('admin');

  const logout = await request.post('/api/auth/logout');
  expect(logout.status()).toBe(200);
  expect(await logout.json()).toEqual({ ok: true });
  expect((await request.get('/api/auth/me')).status()).toBe(401);
});

test('a wrong password and an unknown e-mail get the same 401; bad bodies get a 400', async ({
  playwright,
  baseURL,
  request,
}) => {
  const client = await createClient(() => playwright.request.newContext({ baseURL }));
  for (const email of [uniqueEmail('nobody'), client.email]) {
    const res = await signIn(request, email, 'not-the-password');
    expect(res.status()).toBe(401);
    expect(await res.json()).toEqual({ message: 'Invalid email or password' });
    expect(sessionCookieHeader(res)).toBeUndefined();
  }
  const broken = await request.post('/api/auth/login', {
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
    data: Buffer.from('{"email":'),
  });
  expect(broken.status()).toBe(400);
  expect(await broken.json()).toEqual({ message: 'The request body is not valid JSON' });
  const missing = await request.post('/api/auth/login', { headers: { 'x-forwarded-for': freshAddress() } });
  expect(missing.status()).toBe(400);
  expect(await missing.json()).toEqual({ message: 'A JSON request body is required' });
});

test('the Users paths: 401 for visitors, 403 for clients, the admin creates and deletes', async ({
  playwright,
  baseURL,
  request,
}) => {
  expect((await request.get('/api/admin/users')).status()).toBe(401);

  const client = await createClient(() => playwright.request.newContext({ baseURL }));
  const clientRequest = await playwright.request.newContext({ baseURL });
  const login = await signIn(clientRequest, client.email, client.password);
  expect((await login.json()).user.mustChangePassword).toBe(true);
  // A temporary password opens nothing but me, logout and change-password.
  const untilChanged = await clientRequest.get('/api/schedules');
  expect(untilChanged.status()).toBe(403);
  expect(await untilChanged.json()).toEqual({
    message: 'Please change your temporary password before you continue.',
  });

  // The temporary password is replaced; the session that changed it stays signed in.
  const changed = await clientRequest.post('/api/auth/change-password', {
    data: { currentPassword: client.password, newPassword: 'Black-box-pass-1' },
  });
  expect(changed.status()).toBe(200);
  expect((await (await clientRequest.get('/api/auth/me')).json()).mustChangePassword).toBe(false);
  expect((await clientRequest.get('/api/schedules')).status()).toBe(200);
  const forbidden = await clientRequest.get('/api/admin/users');
  expect(forbidden.status()).toBe(403);
  expect(await forbidden.json()).toEqual({ message: 'You do not have permission to do this.' });

  const adminRequest = await playwright.request.newContext({ baseURL });
  await signIn(adminRequest, admin.email, admin.password);
  const list = await adminRequest.get('/api/admin/users');
  expect(list.status()).toBe(200);
  const listed = (await list.json()).find((user: { id: string }) => user.id === client.id);
  expect(listed).toMatchObject({
    email: client.email,
    role: 'client',
    isActive: true,
    mustChangePassword: false,
  });
  expect(listed.lastLoginAt).toEqual(expect.any(String));

  const duplicate = await adminRequest.post('/api/admin/users', { data: { email: client.email } });
  expect(duplicate.status()).toBe(409);
  expect(await duplicate.json()).toEqual({ message: 'A user with this email already exists' });

  const deleted = await adminRequest.delete(`/api/admin/users/${client.id}`);
  expect(deleted.status()).toBe(200);
  expect((await clientRequest.get('/api/auth/me')).status()).toBe(401);
  await clientRequest.dispose();
  await adminRequest.dispose();
});

test('forgot password mails a link to the outbox; the link resets the password once', async ({
  playwright,
  baseURL,
  request,
}) => {
  const client = await createClient(() => playwright.request.newContext({ baseURL }));
  const direct = await request.post('/api/auth/reset-password-direct', {
    data: { email: client.email, newPassword: 'Never-applied-9' },
  });
  expect(direct.status()).toBe(200);
  expect(await direct.json()).toEqual({ ok: true });

  // SMTP_URL is unset for the test server: the mail is an .eml file in DATA_DIR/outbox.
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let message = '';
  await expect
    .poll(() => {
      if (!existsSync(outbox)) return false;
      for (const file of readdirSync(outbox).filter((name) => name.endsWith('.eml'))) {
        const raw = readFileSync(join(outbox, file), 'utf8');
        if (raw.includes(`To: ${client.email}`)) message = raw;
      }
      return message !== '';
    })
    .toBe(true);
  const decoded = message
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(decoded)?.[1] ?? '';
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

  const check = await request.get(`/api/auth/reset-password/check?token=${token}`);
  expect(await check.json()).toEqual({ valid: true });
  const reset = await request.post('/api/auth/reset-password', {
    data: { token, newPassword: 'Reset-black-box-1' },
  });
  expect(reset.status()).toBe(200);
  const again = await request.post('/api/auth/reset-password', {
    data: { token, newPassword: 'Reset-black-box-2' },
  });
  expect(again.status()).toBe(400);
  expect(await again.json()).toEqual({ message: 'This password reset link is invalid or has expired.' });

  expect((await signIn(request, client.email, 'Reset-black-box-1')).status()).toBe(200);
  expect((await signIn(request, client.email, 'Never-applied-9')).status()).toBe(401);
});
