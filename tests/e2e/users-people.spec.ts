import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import pg from 'pg';
import { onServer, startServer, testServerUrl } from '../api/running-server.js';
import { signInAsMainAdmin } from './accounts.js';
import { listEntry, openConsoleTab } from './console.js';
import { seriousViolations, toastTexts } from './fits.js';
import { expect, saveScreenshot, test } from './fixtures.js';
import { choose } from './form-helpers.js';

// People in the Users tab: raising a client to admin asks first, says so in a toast and is kept in
// the Audit Trail; 'Your password' is asked only for the changes that need it, and a wrong one is
// said under the field; a member of staff without a name gives it at sign-in before anything else.

const firstRender = { timeout: 15_000 };

test('the main admin gives a client admin access: asked first, toasted, kept in the Audit Trail', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInAsMainAdmin(page);
  const tag = randomUUID().slice(0, 6);
  const name = `Noor Khalil ${tag}`;
  const email = `noor-${tag}@e2e.test`;
  const created = await page.request.post('/api/admin/users', {
    data: { email, firstName: 'Noor', lastName: `Khalil ${tag}`, companyName: `Khalil Cranes ${tag}` },
  });
  expect(created.status()).toBe(201);

  await page.goto('/?tab=users');
  await expect(page.getByRole('heading', { level: 2, name: 'Users' })).toBeVisible(firstRender);
  await page.getByRole('main').getByRole('textbox', { name: 'Search' }).fill(email);
  // The search has answered once the list holds this one account: until then the earlier page
  // shows, dimmed while it loads (which axe would measure under the dialog about to open).
  await expect(listEntry(page, /@/)).toHaveCount(1);
  const row = listEntry(page, email);
  await expect(row).toHaveCount(1);
  const role = row.getByRole('combobox', { name: `Role of ${name}` });

  // Admin is asked for; Cancel leaves the role as it was.
  await role.selectOption('admin');
  const ask = page.getByRole('dialog', { name: 'Give admin access' });
  await expect(ask).toContainText(`Give ${name} admin access to everything?`);
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'users-give-admin');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(role).toHaveValue('client');

  // Confirmed: the role changes and a toast says so.
  await role.selectOption('admin');
  await ask.getByRole('button', { name: 'Give Admin Access' }).click();
  await expect(page.getByText(`${name} is now Admin.`)).toBeVisible();
  await expect(ask).toBeHidden();
  await expect(role).toHaveValue('admin');
  expect(await toastTexts(page)).toEqual([expect.stringContaining('Role changed')]);
  await saveScreenshot(page, testInfo, 'users-role-changed');

  // The Audit Trail keeps who did it, and the role before and after.
  await openConsoleTab(page, 'Audit Trail');
  await expect(page.getByRole('heading', { level: 2, name: 'Audit Trail' })).toBeVisible();
  await choose(page.getByRole('main'), page, 'Entity', 'User');
  const change = listEntry(page, 'Role changed from client to admin').filter({ hasText: name });
  await expect(change).toHaveCount(1);
  await expect(change).toContainText('Main Admin');
  await saveScreenshot(page, testInfo, 'users-role-audit');
});

test('editing asks for the admin’s password only for a role, e-mail or password, and says when it is wrong', async ({
  page,
}, testInfo) => {
  await signInAsMainAdmin(page);
  const tag = randomUUID().slice(0, 6);
  const email = `sami-${tag}@e2e.test`;
  const created = await page.request.post('/api/admin/users', {
    data: { email, role: 'instructor', firstName: 'Sami', lastName: `Faraj ${tag}` },
  });
  expect(created.status()).toBe(201);
  await page.goto('/?tab=users');
  await page.getByRole('main').getByRole('textbox', { name: 'Search' }).fill(email);
  // The search has answered once the list holds this one account: until then the earlier page
  // shows, dimmed while it loads (which axe would measure under the dialog about to open).
  await expect(listEntry(page, /@/)).toHaveCount(1);
  const row = listEntry(page, email);
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Actions for Sami Faraj ${tag}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });

  // A phone number needs no password; staff keep their names.
  await expect(edit.getByLabel(/^Your password/)).toHaveCount(0);
  await edit.getByRole('textbox', { name: 'First Name' }).fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toContainText('First name is required');
  await edit.getByRole('textbox', { name: 'First Name' }).fill('Sami');

  // A new e-mail does: asked under 'Your password', and a wrong one is said there.
  await edit.getByRole('textbox', { name: 'Email' }).fill(`sami-moved-${tag}@e2e.test`);
  const password = edit.getByLabel(/^Your password/);
  await expect(password).toBeVisible();
  await password.fill('Not-my-password-1');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toContainText('Current password is incorrect');
  await saveScreenshot(page, testInfo, 'users-edit-wrong-password');

  // Back to the old e-mail, a phone only: saved without a password, and toasted.
  await edit.getByRole('textbox', { name: 'Email' }).fill(email);
  await expect(password).toHaveCount(0);
  await edit.getByRole('textbox', { name: 'Phone' }).fill('+973 3600 1122');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  // The dialog closes once the saved account and the refreshed list are in: two calls, under load
  // in CI once more than 5 s.
  await expect(edit).toBeHidden({ timeout: 10_000 });
  await expect(page.getByText(`The account of Sami Faraj ${tag} was saved.`)).toBeVisible();
  await expect(row).toContainText('+973 3600 1122');
});

test('a member of staff without a name gives it at sign-in before anything else', async ({
  page,
  playwright,
}, testInfo) => {
  // No call makes such an account any more (a role change needs the names): it is one from before
  // names were required, made in SQL on a server of the test's own on the PostgreSQL server.
  test.skip(!testServerUrl, 'TEST_DATABASE_URL is not set: the account is made in SQL on PostgreSQL');
  test.setTimeout(240_000);
  const tag = randomUUID().slice(0, 6);
  const database = `tc_e2e_nameless_${tag}`;
  await onServer(`create database ${database}`);
  const databaseUrl = new URL(testServerUrl ?? '');
  databaseUrl.pathname = `/${database}`;
  const admin = { email: `main-${tag}@e2e.test`, password: `Main-${randomUUID().slice(0, 12)}` };
  const server = await startServer({
    DATABASE_URL: databaseUrl.toString(),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'tc-nameless-')),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  try {
    // APP_URL is http://localhost:<port> by default: the browser comes from there.
    const base = server.url.replace('127.0.0.1', 'localhost');
    const api = await playwright.request.newContext({ baseURL: base, extraHTTPHeaders: { origin: base } });
    expect((await api.post('/api/auth/login', { data: admin })).status()).toBe(200);
    const email = `nameless-${tag}@e2e.test`;
    const created = await api.post('/api/admin/users', { data: { email, companyName: 'Centre' } });
    expect(created.status()).toBe(201);
    const { temporaryPassword } = (await created.json()) as { temporaryPassword: string };
    const client = new pg.Client({ connectionString: databaseUrl.toString() });
    await client.connect();
    await client.query(
      "update users set role = 'admin', first_name = null, last_name = null where email = $1",
      [email],
    );
    await client.end();
    const password = `Own-${randomUUID().slice(0, 12)}`;
    expect(
      (await api.post('/api/auth/login', { data: { email, password: temporaryPassword } })).status(),
    ).toBe(200);
    const changed = await api.post('/api/auth/change-password', {
      data: { currentPassword: temporaryPassword, newPassword: password },
    });
    expect(changed.status()).toBe(200);
    await api.dispose();

    await page.context().clearCookies();
    const login = await page.request.post(`${base}/api/auth/login`, {
      data: { email, password },
      headers: { origin: base },
    });
    expect(login.status()).toBe(200);
    await page.goto(`${base}/`);
    await nameAsked(page, testInfo, tag);
  } finally {
    await server.stop();
    await onServer(`drop database if exists ${database} with (force)`);
  }
});

/** The name dialog: it cannot be skipped, says what is missing, and lets the portal in once given. */
async function nameAsked(page: Page, testInfo: TestInfo, tag: string) {
  const ask = page.getByRole('dialog', { name: 'Your Name' });
  await expect(ask).toBeVisible(firstRender);
  // It cannot be skipped: Escape leaves it open, and the portal waits behind it.
  await page.keyboard.press('Escape');
  await expect(ask).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Admin console sections' });
  await expect(sections).toHaveCount(0);
  await ask.getByRole('button', { name: 'Save' }).click();
  await expect(ask).toContainText('First name is required');
  await expect(ask).toContainText('Last name is required');
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'own-name-asked');
  await ask.getByRole('textbox', { name: 'First Name' }).fill('Aisha');
  await ask.getByRole('textbox', { name: 'Last Name' }).fill(`Rahman ${tag}`);
  await ask.getByRole('button', { name: 'Save' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByText(`Welcome Aisha Rahman ${tag}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Analytics' })).toBeVisible(firstRender);
  await saveScreenshot(page, testInfo, 'own-name-given');
}
