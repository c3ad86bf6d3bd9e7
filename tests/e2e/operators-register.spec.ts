import { randomInt, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createAccount, signInAs, signInAsMainAdmin } from './accounts.js';
import { expectArabicPage, firstRender } from './arabic-pages.js';
import { createCourseThroughApi } from './catalogue.js';
import { useOwnClientAddress } from './client-address.js';
import { fitProblems, seriousViolations } from './fits.js';
import { expect, saveScreenshot, test } from './fixtures.js';
import { choose } from './form-helpers.js';

// The client portal's Operators (issue 30): the admin publishes certificates naming the client (one
// valid, one expiring within 90 days, one expired) and one naming another client; the client sees
// their three operators with each standing, filters them, downloads the register as CSV and PDF,
// and books a refresher for the expiring one, the quotation request opening with its course, the
// client's details and the operator named. The same screen in Arabic, right to left.

/** A Bahrain day this many days from today. */
function day(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bahrain' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A national ID of nine figures no other journey uses, and how the register shows it. */
function nationalId() {
  const id = `8${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  return { id, masked: `*****${id.slice(-4)}` };
}

async function publish(page: Page, data: Record<string, unknown>) {
  const published = await page.request.post('/api/admin/public-certificates', {
    data: { dateOfBirth: '1988-01-12', ...data },
  });
  expect(published.status(), await published.text()).toBe(201);
}

test('the client’s operators: each standing, filtered, as CSV and PDF, and a refresher booked', async ({
  page,
  playwright,
  baseURL,
  isMobile,
}, testInfo) => {
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 6).toUpperCase();
  const address = await useOwnClientAddress(page);
  const ownSession = () =>
    playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': address } });
  await signInAsMainAdmin(page);
  const client = await createAccount(page, ownSession, 'client', {
    companyName: `Sitra Cranes ${tag}`,
    firstName: 'Layla',
    lastName: 'Nasser',
    phone: '+973 3355 7788',
  });
  const stranger = await createAccount(page, ownSession, 'client', { companyName: `Other Co ${tag}` });
  const crane = await createCourseThroughApi(page, 'Register Crawler Crane', 'mobile_crane_operations');
  const rigger = await createCourseThroughApi(page, 'Register Rigging', 'rigger');
  const operators = {
    valid: { name: `Ahmed Hassan ${tag}`, ...nationalId() },
    expiring: { name: `Yousif Karim ${tag}`, ...nationalId() },
    expired: { name: `Sara Mahdi ${tag}`, ...nationalId() },
  };
  const certificate = (operator: { name: string; id: string }, number: number) => ({
    certificateNumber: `OPR-${tag}-${number}`,
    studentName: operator.name,
    nationalId: operator.id,
  });
  await publish(page, {
    ...certificate(operators.valid, 1),
    courseId: crane.id,
    publishDate: day(-300),
    expiryDate: day(400),
    clientId: client.id,
  });
  await publish(page, {
    ...certificate(operators.expiring, 2),
    courseId: crane.id,
    publishDate: day(-700),
    expiryDate: day(30),
    clientId: client.id,
  });
  await publish(page, {
    ...certificate(operators.expired, 3),
    courseId: rigger.id,
    publishDate: day(-800),
    expiryDate: day(-5),
    clientId: client.id,
  });
  const hidden = { name: `Hidden Operator ${tag}`, ...nationalId() };
  await publish(page, {
    ...certificate(hidden, 4),
    courseId: crane.id,
    publishDate: day(-100),
    expiryDate: day(30),
    clientId: stranger.id,
  });

  await signInAs(page, client.email, client.password);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeVisible(firstRender);
  await page.getByRole('tab', { name: 'Operators' }).click();
  // A table on a wide screen, a list of cards on a phone, named by the tab's heading.
  const register = page.getByRole(isMobile ? 'list' : 'table', { name: 'Trained operators', exact: true });
  const entries = register.getByRole(isMobile ? 'listitem' : 'row').filter({ hasText: tag });
  const entry = (name: string) => entries.filter({ hasText: name });

  // Each operator with their certificate's standing; the other client's operator is not there.
  await expect(entries).toHaveCount(3, firstRender);
  await expect(entry(operators.valid.name)).toContainText('Valid');
  await expect(entry(operators.expiring.name)).toContainText('Expiring');
  await expect(entry(operators.expired.name)).toContainText('Expired');
  await expect(entry(operators.expiring.name)).toContainText(operators.expiring.masked);
  await expect(entry(operators.expired.name)).toContainText(rigger.name);
  await expect(page.getByText(hidden.name)).toHaveCount(0);
  await expect(
    page.getByText('Expiring: valid, with its expiry date within 90 days.', { exact: false }),
  ).toBeVisible();
  // A refresher is offered for the expiring and the expired, not for the valid.
  const book = (operator: { name: string }, course: { name: string }) =>
    page.getByRole('button', { name: `Book a refresher for ${operator.name}, ${course.name}` });
  await expect(book(operators.expiring, crane)).toBeVisible();
  await expect(book(operators.expired, rigger)).toBeVisible();
  await expect(entry(operators.valid.name).getByRole('button', { name: /^Book a refresher/ })).toHaveCount(0);
  await expect(
    entry(operators.valid.name).getByRole('link', {
      name: `Verify certificate OPR-${tag}-1 (opens in a new tab)`,
    }),
  ).toHaveAttribute('href', /\/verify\//);
  expect(await fitProblems(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'operators-register');

  // The CSV for a site audit: a byte order mark, the header, a line per certificate.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^operators-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...lines] = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(header).toBe(
    'Operator,National ID,Certificate number,Course,Issue date,Expiry date,Status,Verification',
  );
  expect(lines).toHaveLength(3);
  expect(lines.find((line) => line.startsWith(operators.expiring.name))).toContain(
    `,${operators.expiring.masked},OPR-${tag}-2,${crane.name},${day(-700)},${day(30)},expiring,`,
  );
  expect(bytes.toString('utf8')).not.toContain(hidden.name);

  // The printable PDF of the same list.
  const pdfLink = page.getByRole('link', { name: 'Download PDF' });
  const pdf = await page.request.get((await pdfLink.getAttribute('href')) ?? '');
  expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);

  // Filtered by standing and by course: the list and its files follow.
  await choose(page.getByRole('main'), page, 'Status', 'Expired');
  await expect(entries).toHaveCount(1);
  await expect(entry(operators.expired.name)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    '/api/client/operators.csv?status=expired',
  );
  await choose(page.getByRole('main'), page, 'Status', 'All statuses');
  await choose(page.getByRole('main'), page, 'Course', crane.name);
  await expect(entries).toHaveCount(2);
  await expect(entry(operators.expired.name)).toHaveCount(0);
  await expect(pdfLink).toHaveAttribute('href', `/api/client/operators.pdf?courseId=${crane.id}`);
  await choose(page.getByRole('main'), page, 'Course', 'All courses');
  await expect(entries).toHaveCount(3);

  // A refresher for the expiring one: its course for one candidate, the client's details, the operator named.
  await book(operators.expiring, crane).click();
  const request = page.getByRole('dialog', { name: 'Request a Quotation' });
  const firstRow = request.getByRole('group', { name: 'Course 1' });
  await expect(firstRow.getByRole('combobox', { name: 'Course' })).toHaveValue(crane.id);
  await expect(firstRow.getByLabel('Candidates')).toHaveValue('1');
  await expect(request.getByRole('group', { name: 'Course 2' })).toHaveCount(0);
  await expect(request.getByLabel('Company name')).toHaveValue(`Sitra Cranes ${tag}`);
  await expect(request.getByLabel('Contact person')).toHaveValue('Layla Nasser');
  await expect(request.getByLabel('E-mail')).toHaveValue(client.email);
  await expect(request.getByLabel('Phone')).toHaveValue('+973 3355 7788');
  const notes = request.getByLabel('Notes');
  await expect(notes).toHaveValue(
    `Refresher training for:\n- ${operators.expiring.name} (${operators.expiring.masked}), ${crane.name}, certificate OPR-${tag}-2: expires on ${day(30).split('-').reverse().join('/')}`,
  );
  expect(await fitProblems(page, '[role=dialog]')).toEqual([]);
  await saveScreenshot(page, testInfo, 'operators-refresher-request', true);
  await request.getByRole('button', { name: 'Send Request' }).click();
  await expect(request.getByRole('status')).toContainText(
    'Thank you. We have received your request and will send you a quotation shortly.',
  );
  await request.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(request).toBeHidden();

  // Several at once: every expiring and expired one chosen, a course line each with its operators.
  const bookChosen = page.getByRole('button', { name: /^Book refreshers/ });
  await expect(bookChosen).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Select all expiring and expired' }).check();
  await expect(bookChosen).toHaveText('Book refreshers (2 selected)');
  await bookChosen.click();
  await expect(request.getByRole('group', { name: 'Course 2' })).toBeVisible();
  const chosenCourses = await request
    .getByRole('combobox', { name: 'Course', exact: true })
    .evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).value));
  expect(chosenCourses.sort()).toEqual([crane.id, rigger.id].sort());
  await expect(notes).toHaveValue(
    new RegExp(escaped(`- ${operators.expiring.name} (${operators.expiring.masked})`)),
  );
  await expect(notes).toHaveValue(
    new RegExp(escaped(`- ${operators.expired.name} (${operators.expired.masked})`)),
  );
  await page.keyboard.press('Escape');
  await expect(request).toBeHidden();

  // In Arabic: right to left, nothing of the screen left in English, everything in the screen.
  await page.context().addCookies([{ name: 'lang', value: 'ar', url: baseURL ?? '' }]);
  await page.goto('/');
  await page.getByRole('tab', { name: 'المشغّلون' }).click();
  const arabicRegister = page.getByRole(isMobile ? 'list' : 'table', { name: 'المشغّلون المدرَّبون' });
  await expect(arabicRegister.getByText(operators.expiring.name)).toBeVisible(firstRender);
  await expect(
    arabicRegister.getByRole(isMobile ? 'listitem' : 'row').filter({ hasText: operators.expiring.name }),
  ).toContainText('تنتهي قريبًا');
  await expectArabicPage(page);
  expect(await fitProblems(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'operators-register-arabic');
  // A name inside an Arabic sentence is isolated (U+2068 ... U+2069) to keep its own direction.
  await page
    .getByRole('button', { name: new RegExp(`^حجز دورة تنشيطية لـ .${escaped(operators.expired.name)}.، `) })
    .click();
  const arabicRequest = page.getByRole('dialog', { name: 'طلب عرض سعر' });
  await expect(arabicRequest.getByLabel('ملاحظات')).toHaveValue(/^دورة تنشيطية لكل من:\n/);
  expect(await fitProblems(page, '[role=dialog]')).toEqual([]);
  await saveScreenshot(page, testInfo, 'operators-refresher-request-arabic', true);
  await page.keyboard.press('Escape');
});
