import { randomInt, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createAccount, mainAdmin, signInAsMainAdmin } from './accounts.js';
import { expectArabicPage, firstRender } from './arabic-pages.js';
import { ar, text } from './catalogues.js';
import { useOwnClientAddress } from './client-address.js';
import { openConsoleTab } from './console.js';
import { fitProblems, seriousViolations } from './fits.js';
import { expect, saveScreenshot, test } from './fixtures.js';

// A person's data on request (Bahrain's Personal Data Protection Law): the admin finds a client by
// e-mail and national ID in the Personal data tab, downloads what is held about them as JSON,
// erases it keeping the public certificate an employer relies on, and finds only that left; then
// sets how long form submissions are kept. And the tab in Arabic, right to left.

type OwnSession = () => Promise<APIRequestContext>;

/** Sessions of the person's own, from the page's address of its own (the sign-in throttle's count). */
async function ownSessions(
  page: Page,
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
): Promise<OwnSession> {
  const address = await useOwnClientAddress(page);
  return () => playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': address } });
}

/** A client who signed in, wrote through the contact form, and holds a public certificate. */
async function seedPerson(page: Page, ownSession: OwnSession) {
  const nationalId = `88${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  const client = await createAccount(page, ownSession, 'client', {
    firstName: 'Layla',
    lastName: 'Nasser',
    companyName: 'Gulf Ports W.L.L.',
  });
  const message = await page.request.post('/api/contact', {
    data: {
      name: 'Layla Nasser',
      email: client.email,
      message: 'Please send me everything you hold about me.',
    },
  });
  expect(message.status()).toBe(201);
  const courses = (await (await page.request.get('/api/courses')).json()) as { id: string }[];
  const published = await page.request.post('/api/admin/public-certificates', {
    data: {
      certificateNumber: `PDPL-${randomUUID().slice(0, 8).toUpperCase()}`,
      studentName: 'Layla Nasser',
      nationalId,
      courseId: courses[0]?.id,
      dateOfBirth: '1992-03-04',
      publishDate: '2026-01-10',
      expiryDate: '2099-01-10',
    },
  });
  expect(published.status()).toBe(201);
  return { email: client.email, nationalId };
}

/** The count shown for a kind of data in the table of rows found. */
const countOf = (counts: Locator, kind: string) =>
  counts
    .getByRole('row')
    .filter({ has: counts.page().getByRole('rowheader', { name: kind, exact: true }) })
    .getByRole('cell');

const english = { email: 'E-mail', nationalId: 'National ID', find: 'Find' };

async function findPerson(main: Locator, person: { email: string; nationalId: string }, words = english) {
  await main.getByRole('textbox', { name: words.email }).fill(person.email);
  await main.getByRole('textbox', { name: words.nationalId }).fill(person.nationalId);
  await main.getByRole('button', { name: words.find, exact: true }).click();
}

test('the admin exports a person’s data as JSON, erases it, and sets how long data is kept', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInAsMainAdmin(page);
  const person = await seedPerson(page, await ownSessions(page, playwright, baseURL));

  await page.goto('/');
  await openConsoleTab(page, 'Personal data');
  await expect(page.getByRole('heading', { level: 2, name: 'Personal data' })).toBeVisible(firstRender);
  const main = page.getByRole('main');
  await expect(main).toContainText('Keeps tax invoices and accepted quotations');

  // Neither given: the server's own message, under the e-mail.
  await main.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(main.getByText('Give the e-mail or the national ID of the person')).toBeVisible();

  // The main admin's data is shown, never offered for erasure (the server would refuse).
  await findPerson(main, { email: mainAdmin.email, nationalId: '' });
  await expect(main.getByText('The main admin’s data cannot be erased.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Erase' })).toHaveCount(0);

  await findPerson(main, person);
  const counts = main.getByRole('table', { name: 'Rows found per kind of data' });
  await expect(countOf(counts, 'Account')).toHaveText('1');
  await expect(countOf(counts, 'Contact messages')).toHaveText('1');
  await expect(countOf(counts, 'Public certificates')).toHaveText('1');
  await expect(countOf(counts, 'Sign-ins')).not.toHaveText('0');
  await expect(countOf(counts, 'Tax invoices')).toHaveText('0');
  await expect(main.getByText('Layla Nasser', { exact: true })).toBeVisible();
  expect(await fitProblems(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'privacy-found');

  const downloading = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Download JSON' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    person: { email: string; nationalId: string };
    counts: Record<string, number>;
    account: { email: string; role: string };
    contactMessages: { message: string }[];
    publicCertificates: { nationalId: string }[];
  };
  expect(exported.person).toEqual(person);
  expect(exported.counts).toMatchObject({ account: 1, contactMessages: 1, publicCertificates: 1 });
  expect(exported.counts.loginLogs).toBeGreaterThan(0);
  expect(exported.account).toMatchObject({ email: person.email, role: 'client' });
  expect(exported.contactMessages[0]?.message).toBe('Please send me everything you hold about me.');
  expect(exported.publicCertificates[0]?.nationalId).toBe(person.nationalId);
  expect(JSON.stringify(exported)).not.toMatch(/passwordHash/);

  await main.getByRole('button', { name: /^Erase this person.s data/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase this person’s data' });
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('button', { name: 'Erase for good' }).click();
  await expect(dialog.getByText('Reason is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Her written request of 7 December');
  await dialog.getByRole('checkbox', { name: /^Keep their public certificates/ }).check();
  expect(await fitProblems(page, '[role=dialog]')).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'privacy-erase-dialog', true);
  await dialog.getByRole('button', { name: 'Erase for good' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Personal data erased')).toBeVisible();

  // What was done, per kind; the search made again finds only the certificate kept.
  const result = main.getByRole('region', { name: /^Erased: / });
  await expect(result).toContainText('Their account was deleted.');
  await expect(result.getByRole('list', { name: 'Deleted' })).toContainText('Contact messages: 1');
  await expect(result.getByRole('list', { name: 'Kept' })).toContainText('Public certificates: 1');
  await expect(countOf(counts, 'Account')).toHaveText('0');
  await expect(countOf(counts, 'Contact messages')).toHaveText('0');
  await expect(countOf(counts, 'Sign-ins')).toHaveText('0');
  await expect(countOf(counts, 'Public certificates')).toHaveText('1');
  await expect(main.getByText('No account has this e-mail.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'privacy-erased');
  await findPerson(main, person);
  await expect(result).toBeHidden();
  await expect(countOf(counts, 'Contact messages')).toHaveText('0');
  await expect(countOf(counts, 'Public certificates')).toHaveText('1');

  // Retention: sign-ins 12 months (fixed); form submissions as the admin sets them.
  const before = (await (await page.request.get('/api/admin/privacy/settings')).json()) as {
    formSubmissionRetentionMonths: number;
  };
  const retention = main.getByRole('region', { name: 'Retention' });
  await expect(retention).toContainText('Sign-ins are kept 12 months.');
  const months = retention.getByRole('textbox', { name: 'Keep form submissions for (months)' });
  // Empty: the server's own rule, and nothing is saved (a number out of range is clamped as typed).
  await months.fill('');
  await retention.getByRole('button', { name: 'Save' }).click();
  await expect(retention.getByText('Keep form submissions for 1 to 120 months')).toBeVisible();
  await months.fill('12');
  await retention.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Form submissions are now kept 12 months.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('main').getByRole('textbox', { name: 'Keep form submissions for (months)' }),
  ).toHaveValue('12', firstRender);
  const restored = await page.request.put('/api/admin/privacy/settings', { data: before });
  expect(restored.status()).toBe(200);
});

test('the Personal data tab in Arabic: found, erased, right to left, in Arabic, and it fits', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  await signInAsMainAdmin(page);
  const person = await seedPerson(page, await ownSessions(page, playwright, baseURL));
  // The browser's choice (the cookie), not a ?lang= link: that would set the main admin's account,
  // which the other journeys read in English.
  await page.context().addCookies([{ name: 'lang', value: 'ar', url: baseURL ?? '' }]);
  await page.goto('/?tab=privacy');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: text(ar, 'privacy.title') })).toBeVisible(
    firstRender,
  );
  await findPerson(main, person, {
    email: text(ar, 'privacy.search.email'),
    nationalId: text(ar, 'privacy.search.nationalId'),
    find: text(ar, 'privacy.search.find'),
  });
  const counts = main.getByRole('table', { name: text(ar, 'privacy.found.countsLabel') });
  await expect(countOf(counts, text(ar, 'auditFields.contactMessages'))).toHaveText('1');
  await expect(counts).toHaveCSS('direction', 'rtl');
  await expectArabicPage(page);
  expect(await fitProblems(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'privacy-arabic');

  await main.getByRole('button', { name: text(ar, 'privacy.found.erase') }).click();
  const dialog = page.getByRole('dialog', { name: text(ar, 'privacy.erase.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('direction', 'rtl');
  await expectArabicPage(page);
  expect(await fitProblems(page, '[role=dialog]')).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'privacy-arabic-erase-dialog', true);
  await dialog.getByRole('textbox', { name: text(ar, 'privacy.erase.reason') }).fill('طلبه المكتوب');
  await dialog.getByRole('button', { name: text(ar, 'privacy.erase.submit') }).click();
  await expect(dialog).toBeHidden();

  // What was done, in Arabic (the kinds and outcomes named by the catalogue), right to left.
  const result = main.getByRole('region', { name: /^مُحيت بيانات/ });
  await expect(result).toContainText(text(ar, 'privacy.result.accountDeleted'));
  await expect(result.getByRole('list', { name: text(ar, 'auditFields.deleted') })).toContainText(
    `${text(ar, 'auditFields.publicCertificates')}: 1`,
  );
  await expect(countOf(counts, text(ar, 'auditFields.account'))).toHaveText('0');
  await expectArabicPage(page);
  expect(await fitProblems(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'privacy-arabic-erased');
});
