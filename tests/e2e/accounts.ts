import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { useOwnClientAddress } from './client-address.js';
import { expect } from './fixtures.js';

/** The main admin the test server creates on its fresh database (playwright.config.ts). */
export const mainAdmin = { email: 'admin@e2e.test', password: 'E2e-admin-password-1' };

/**
 * Signs the page in as the main admin through the API (setup, not the journey under test), from an
 * address of its own so the sign-in throttle counts this journey alone.
 */
export async function signInAsMainAdmin(page: Page) {
  const address = await useOwnClientAddress(page);
  const login = await page.request.post('/api/auth/login', {
    data: mainAdmin,
    headers: { 'X-Forwarded-For': address },
  });
  expect(login.status()).toBe(200);
}

/** An address no other test uses: the desktop and mobile projects share one server. */
export function uniqueEmail(label: string, testInfo: TestInfo): string {
  return `${label}-${testInfo.project.name}-${randomUUID().slice(0, 8)}@e2e.test`;
}

export async function openLoginDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Login Portal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login Portal' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills and sends the dialog's login form (the dialog is at its client or admin step). */
export async function submitLogin(dialog: Locator, email: string, password: string) {
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Login Portal -> Client Login or Admin Login -> e-mail and password. */
export async function signIn(
  page: Page,
  entry: 'Client Login' | 'Admin Login',
  email: string,
  password: string,
) {
  const dialog = await openLoginDialog(page);
  await dialog.getByRole('button', { name: entry }).click();
  await submitLogin(page.getByRole('dialog', { name: entry }), email, password);
}

/**
 * Creates an account through the REST API as the main admin (setup, not the journey under test)
 * and answers its temporary password.
 */
export async function createUserThroughApi(
  request: APIRequestContext,
  user: { email: string; firstName: string; lastName: string; role: 'client' | 'admin' | 'instructor' },
): Promise<string> {
  const login = await request.post('/api/auth/login', { data: mainAdmin });
  expect(login.status()).toBe(200);
  const created = await request.post('/api/admin/users', { data: user });
  expect(created.status()).toBe(201);
  const body = (await created.json()) as { temporaryPassword: string };
  return body.temporaryPassword;
}

/** The mails the server wrote to its outbox folder for this address, oldest first, as written. */
export async function outboxMails(email: string): Promise<string[]> {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
  const mails: string[] = [];
  for (const file of files.sort()) {
    const mail = await readFile(join(outbox, file), 'utf8');
    if (mail.includes(`To: ${email}`)) mails.push(mail);
  }
  return mails;
}

/** A mail's text with quoted-printable undone: soft line breaks, and '=' written as =3D. */
export const decodedMail = (mail: string) => mail.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');

/** The reset link mailed to this address most recently, as a path, from the server's outbox folder. */
async function latestResetPath(email: string): Promise<string | undefined> {
  for (const mail of (await outboxMails(email)).reverse()) {
    const token = /\/reset-password\?token=([\w-]+)/.exec(decodedMail(mail))?.[1];
    if (token) return `/reset-password?token=${token}`;
  }
  return undefined;
}

/** The subjects of the mails the server wrote to its outbox folder for this address. */
export async function outboxSubjects(email: string): Promise<string[]> {
  return (await outboxMails(email)).flatMap((mail) => {
    const subject = /^Subject: (.*)$/m.exec(mail.replace(/\r?\n[ \t]+/g, ' '))?.[1];
    return subject ? [subject] : [];
  });
}

export async function readResetLink(email: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(async () => {
      path = await latestResetPath(email);
      return path;
    })
    .toBeDefined();
  return path ?? '';
}

/** Signs the page in as someone else through the API (the journey is about the portals). */
export async function signInAs(page: Page, email: string, password: string) {
  await page.context().clearCookies();
  const login = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
}

/** An account made by the admin, with its own password already chosen (first sign-in is another journey). */
export async function createAccount(
  page: Page,
  ownSession: () => Promise<APIRequestContext>,
  role: 'client' | 'instructor' | 'admin',
  fields: Record<string, string>,
) {
  const email = `${role}-${randomUUID().slice(0, 8)}@e2e.test`;
  const created = await page.request.post('/api/admin/users', { data: { email, role, ...fields } });
  expect(created.status()).toBe(201);
  const { user, temporaryPassword } = (await created.json()) as {
    user: { id: string };
    temporaryPassword: string;
  };
  const own = await ownSession();
  expect((await own.post('/api/auth/login', { data: { email, password: temporaryPassword } })).status()).toBe(
    200,
  );
  const password = `Own-${randomUUID().slice(0, 12)}`;
  const changed = await own.post('/api/auth/change-password', {
    data: { currentPassword: temporaryPassword, newPassword: password },
  });
  expect(changed.status()).toBe(200);
  await own.dispose();
  return { id: user.id, email, password };
}
