import { randomInt, randomUUID } from 'node:crypto';
import { signInAsMainAdmin } from './accounts.js';
import { createCourseThroughApi } from './catalogue.js';
import { listEntry, openConsoleTab } from './console.js';
import { seriousViolations } from './fits.js';
import { expect, saveScreenshot, test } from './fixtures.js';
import { choose } from './form-helpers.js';

// The Audit Trail: the admin publishes a public certificate and revokes it (through the API: the
// Public Certificates tab has its own journey), and someone fails to sign in; the tab then finds
// both changes by entity, opens the revocation's before and after, and lists the failed sign-in
// with its address and reason.

test('the admin finds a certificate’s changes and a failed sign-in in the Audit Trail', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInAsMainAdmin(page);
  const suffix = randomUUID().slice(0, 6).toUpperCase();
  const number = `AUD-${testInfo.project.name.toUpperCase()}-${suffix}`;
  const student = `Audit Student ${suffix}`;
  const course = await createCourseThroughApi(page, 'Audit Crane', 'mobile_crane_operations');
  const created = await page.request.post('/api/admin/public-certificates', {
    data: {
      certificateNumber: number,
      studentName: student,
      nationalId: `77${String(randomInt(0, 10_000_000)).padStart(7, '0')}`,
      courseId: course.id,
      dateOfBirth: '1990-05-05',
      publishDate: '2026-11-01',
      expiryDate: '2099-12-31',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const revoked = await page.request.put(`/api/admin/public-certificates/${id}/revoke`, {
    data: { reason: 'Issued in error: wrong course' },
  });
  expect(revoked.status()).toBe(200);

  // A client who mistypes the password, from an address of their own (198.18.0.0/15, for tests).
  const email = `audit-${testInfo.project.name}-${suffix.toLowerCase()}@e2e.test`;
  const user = await page.request.post('/api/admin/users', {
    data: { email, firstName: 'Audit', lastName: `Client ${suffix}`, role: 'client' },
  });
  expect(user.status()).toBe(201);
  const address = `198.${randomInt(18, 20)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  const failed = await page.request.post('/api/auth/login', {
    data: { email, password: 'Not-the-password-1' },
    headers: { 'X-Forwarded-For': address },
  });
  expect(failed.status()).toBe(401);

  await page.goto('/');
  await openConsoleTab(page, 'Audit Trail');
  await expect(page.getByRole('heading', { level: 2, name: 'Audit Trail' })).toBeVisible();
  const main = page.getByRole('main');
  await choose(main, page, 'Entity', 'Public certificate');
  const entries = listEntry(page, number);
  await expect(entries).toHaveCount(2);
  await expect(entries.filter({ hasText: 'Created' })).toContainText(student);
  const revocation = entries.filter({ hasText: 'Updated' });
  await expect(revocation).toContainText('revoked: Issued in error: wrong course');
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'audit-trail');

  // The revocation's before and after: what changed side by side, the rest behind a toggle.
  await revocation.getByRole('button', { name: /^Open the entry of / }).click();
  const dialog = page.getByRole('dialog', { name: 'Updated: Public certificate' });
  const changes = dialog.getByRole('table');
  await expect(changes.getByRole('row', { name: /Reason for revoking/ })).toContainText(
    'Issued in error: wrong course',
  );
  await expect(changes.getByRole('row', { name: /Student name/ })).toHaveCount(0);
  await expect(changes.getByRole('row', { name: /Revoked at/ })).toContainText(/\d{4}, \d{2}:\d{2}/);
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'audit-trail-change');
  await dialog.getByRole('button', { name: /^Show \d+ unchanged fields$/ }).click();
  await expect(changes.getByRole('row', { name: /Student name/ })).toContainText(student);
  await expect(dialog).not.toContainText('verification');
  await saveScreenshot(page, testInfo, 'audit-trail-change-all');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();

  // The failed sign-in, found by who and entity.
  await choose(main, page, 'Entity', 'Sign-in');
  await main.getByRole('textbox', { name: 'Who' }).fill(email);
  const signIn = listEntry(page, 'Failed sign-in');
  await expect(signIn).toHaveCount(1);
  await expect(signIn).toContainText(address);
  await expect(signIn).toContainText('Wrong password');
  await signIn.getByRole('button', { name: /^Open the entry of / }).click();
  const signInDialog = page.getByRole('dialog', { name: 'Failed sign-in' });
  await expect(signInDialog).toContainText('Failed: Wrong password');
  await expect(signInDialog).toContainText(address);
  await expect(signInDialog).toContainText(email);
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'audit-trail-sign-in');
});

test('the admin reads a course edit and a document settings change, before and after, in the Audit Trail', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await signInAsMainAdmin(page);
  const course = await createCourseThroughApi(page, 'Audit Rigging', 'rigger');
  const edited = await page.request.put(`/api/admin/courses/${course.id}`, { data: { trainingPrice: 185 } });
  expect(edited.status()).toBe(200);
  const vat = `2200${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const settings = await page.request.put('/api/admin/document-settings', {
    data: { vatRegistrationNumber: vat },
  });
  expect(settings.status()).toBe(200);

  await page.goto('/');
  await openConsoleTab(page, 'Audit Trail');
  const main = page.getByRole('main');
  await choose(main, page, 'Entity', 'Course');
  const entries = listEntry(page, course.name);
  await expect(entries).toHaveCount(2);
  const edit = entries.filter({ hasText: 'Updated' });
  await expect(edit).toContainText(`Course ${course.name} (${course.code}) edited`);
  await edit.getByRole('button', { name: /^Open the entry of / }).click();
  const dialog = page.getByRole('dialog', { name: 'Updated: Course' });
  const changes = dialog.getByRole('table');
  await expect(changes.getByRole('row', { name: /Training price/ })).toContainText(/160\s*185/);
  await expect(changes.getByRole('row', { name: /Name/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'audit-trail-course');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  // The documents' settings have no id of their own: the entry names them and shows the change.
  await choose(main, page, 'Entity', 'Document settings');
  const change = listEntry(page, 'Document settings changed: VAT registration number').first();
  await change.getByRole('button', { name: /^Open the entry of / }).click();
  const settingsDialog = page.getByRole('dialog', { name: 'Updated: Document settings' });
  await expect(settingsDialog.getByRole('row', { name: /VAT registration number/ })).toContainText(vat);
  await saveScreenshot(page, testInfo, 'audit-trail-settings');
});

test('a client’s decline through the quotation link is in the Audit Trail, as the client through the link', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await signInAsMainAdmin(page);
  const course = await createCourseThroughApi(page, 'Audit Quote', 'rigger');
  const company = `Audit Ports ${randomUUID().slice(0, 6)}`;
  const made = await page.request.post('/api/admin/quotations', {
    data: {
      companyName: company,
      clientName: 'Layla Nasser',
      contactEmail: 'layla@audit-ports.test',
      lines: [{ courseId: course.id, trainingType: 'full_course', candidates: 2 }],
    },
  });
  expect(made.status()).toBe(201);
  const quotation = (await made.json()) as { id: string; quotationNumber: string; publicUrl: string };
  expect((await page.request.post(`/api/admin/quotations/${quotation.id}/send`)).status()).toBe(200);
  const token = quotation.publicUrl.slice(quotation.publicUrl.lastIndexOf('/') + 1);
  const declined = await page.request.post(`/api/public/quotations/${token}/reject`, {
    data: { name: 'Layla Nasser', reason: 'Over budget this quarter' },
  });
  expect(declined.status()).toBe(200);

  await page.goto('/');
  await openConsoleTab(page, 'Audit Trail');
  const main = page.getByRole('main');
  await choose(main, page, 'Entity', 'Quotation');
  const entry = listEntry(page, `Quotation ${quotation.quotationNumber} declined online by Layla Nasser`);
  await expect(entry).toContainText('Layla Nasser (quotation link)');
  await entry.getByRole('button', { name: /^Open the entry of / }).click();
  const dialog = page.getByRole('dialog', { name: /: Quotation$/ });
  await expect(dialog).toContainText('Layla Nasser (quotation link) (layla@audit-ports.test)');
  await expect(dialog.getByRole('row', { name: /^Status/ })).toContainText(/sent\s*rejected/);
  await expect(dialog.getByRole('row', { name: /Reason for declining/ })).toContainText(
    'Over budget this quarter',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'audit-trail-quotation-link');
});
