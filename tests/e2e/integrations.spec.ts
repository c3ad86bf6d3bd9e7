import { randomUUID } from 'node:crypto';
import type { TestInfo } from '@playwright/test';
import { signInAsMainAdmin } from './accounts.js';
import { listEntry, openConsoleTab } from './console.js';
import { expect, saveScreenshot, test } from './fixtures.js';
import { fillDate } from './form-helpers.js';

// The Integrations tab: the admin makes an API key for an outside system, copies it from the one
// screen that shows it, sees it listed without it, an outside call works with it, and the admin
// revokes it; the API reference opens from the tab.

test('the admin makes an API key, copies it once, and revokes it', async ({
  page,
  context,
}, testInfo: TestInfo) => {
  const name = `HR system ${testInfo.project.name} ${randomUUID().slice(0, 6)}`;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsMainAdmin(page);
  await page.goto('/');
  await openConsoleTab(page, 'Integrations');
  await expect(page.getByRole('heading', { level: 2, name: 'Integrations' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api/docs/');

  await page.getByRole('button', { name: 'New API Key' }).click();
  const form = page.getByRole('dialog', { name: 'New API Key' });
  // Nothing chosen: the server's own messages, and nothing is made.
  await form.getByRole('button', { name: 'Create Key' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Choose at least one scope')).toBeVisible();
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('checkbox', { name: /certificates:read/ }).check();
  await form.getByRole('checkbox', { name: /courses:read/ }).check();
  await fillDate(form.getByRole('textbox', { name: 'Expires on' }), '2099-12-31');
  await saveScreenshot(page, testInfo, 'integrations-new-key', true);
  await form.getByRole('button', { name: 'Create Key' }).click();

  const shown = page.getByRole('dialog', { name: 'Copy Your New Key' });
  const key = (await shown.getByLabel(name).textContent()) ?? '';
  expect(key).toMatch(/^tc_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: 'Copy key' }).click();
  await expect(shown.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await saveScreenshot(page, testInfo, 'integrations-key-shown', true);
  await shown.getByRole('button', { name: 'I have copied it' }).click();

  // Listed by its first characters only; an outside system calls with it.
  const row = listEntry(page, name);
  await expect(row).toContainText(key.slice(0, 11));
  await expect(row).toContainText('Never');
  await expect(page.getByRole('main')).not.toContainText(key);
  const outside = await page.request.get('/api/admin/courses', {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(outside.status()).toBe(200);
  await page.reload();
  await expect(listEntry(page, name)).not.toContainText('Never');
  await saveScreenshot(page, testInfo, 'integrations-keys');

  await listEntry(page, name)
    .getByRole('button', { name: `Actions for the key ${name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Revoke' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke API Key' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Key revoked')).toBeVisible();
  await expect(listEntry(page, name)).toHaveCount(0);
  const refused = await page.request.get('/api/admin/courses', {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(refused.status()).toBe(401);
});

test('the API reference page shows the document', async ({ page }, testInfo) => {
  await page.goto('/api/docs/');
  // Scalar lays out the whole document (about 550 KB) before its first heading: slow on a busy machine.
  await expect(page.getByRole('heading', { name: 'Training Centre API' })).toBeVisible({ timeout: 30_000 });
  await saveScreenshot(page, testInfo, 'api-reference', true);
});
