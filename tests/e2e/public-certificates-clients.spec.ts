import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { signInAsMainAdmin } from './accounts.js';
import { expectArabicPage, firstRender } from './arabic-pages.js';
import { createCourseThroughApi } from './catalogue.js';
import { ar, text } from './catalogues.js';
import { listEntry, openConsoleTab } from './console.js';
import { fitProblems, seriousViolations } from './fits.js';
import { expect, saveScreenshot, test } from './fixtures.js';
import { choose, fillDate } from './form-helpers.js';

// A public certificate may name the client company that sent the operator: chosen when it is
// published or by the import's clientEmail column, shown in the console's list (on a phone, on its
// card), filtered by, changed and cleared from the row's menu; the same in Arabic, right to left.

/** A client account of the journey's own, made through the API: its company name is unique. */
async function createClient(page: Page, companyName: string): Promise<{ id: string; email: string }> {
  const email = `client-${randomUUID().slice(0, 8)}@e2e.test`;
  const created = await page.request.post('/api/admin/users', {
    data: { email, role: 'client', firstName: 'Operations', lastName: 'Desk', companyName },
  });
  expect(created.status()).toBe(201);
  return { id: ((await created.json()) as { user: { id: string } }).user.id, email };
}

/** What an entry shows in its Client column: the table's cell, or on a phone the card's line. */
async function clientShown(page: Page, entry: Locator, label: string): Promise<string | undefined> {
  if ((page.viewportSize()?.width ?? 1280) <= 992) {
    return (
      await entry.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent()
    )?.trim();
  }
  const headers = (await page.getByRole('main').getByRole('columnheader').allTextContents()).map((header) =>
    header.trim(),
  );
  return (await entry.getByRole('cell').nth(headers.indexOf(label)).textContent())?.trim();
}

test('the admin names the client company that sent the operator: on publish, in the list and its filter, changed and cleared', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAsMainAdmin(page);
  const tag = randomUUID().slice(0, 6).toUpperCase();
  const first = `Sitra Cranes ${tag} W.L.L.`;
  const second = `Hidd Lifting ${tag}`;
  const firstClient = await createClient(page, first);
  const secondClient = await createClient(page, second);
  const course = await createCourseThroughApi(page, 'Crawler Crane', 'mobile_crane_operations');
  const number = `OPS-${tag}-1`;
  const other = `OPS-${tag}-2`;
  // A certificate of the same search that names no client: the filter leaves it out.
  const seeded = await page.request.post('/api/admin/public-certificates', {
    data: {
      certificateNumber: other,
      studentName: 'Yusuf Ebrahim',
      nationalId: `77${String(Date.now() % 10_000_000).padStart(7, '0')}`,
      courseId: course.id,
      dateOfBirth: '1990-03-03',
      publishDate: '2026-11-01',
      expiryDate: '2099-12-31',
    },
  });
  expect(seeded.status(), await seeded.text()).toBe(201);

  await page.goto('/');
  await openConsoleTab(page, 'Public Certificates');
  const main = page.getByRole('main');

  // The import names the company by its account's e-mail, in a column the template offers.
  const imported = `OPS-${tag}-3`;
  await main.getByRole('button', { name: 'Import CSV' }).click();
  const importing = page.getByRole('dialog', { name: 'Import Certificates from CSV' });
  await expect(importing.getByText(/^An optional clientEmail column names the client company/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'public-certificates-import-client', true);
  const template = page.waitForEvent('download');
  await importing.getByRole('button', { name: 'Download template' }).click();
  const header = (await readFile((await (await template).path()) ?? '', 'utf8')).split('\r\n')[0] ?? '';
  expect(header.split(',')).toContain('clientEmail');
  const chooser = page.waitForEvent('filechooser');
  await importing.getByRole('button', { name: 'Choose CSV file' }).click();
  await (await chooser).setFiles({
    name: 'operators.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `${header}\n${imported},Maryam Jaffar,91${tag.length}000003,${course.code},1992-02-02,2026-11-01,2099-12-31,${secondClient.email.toUpperCase()}\n`,
    ),
  });
  await expect(page.getByText('Certificates Imported')).toBeVisible();
  await expect(importing).toBeHidden();

  await main.getByRole('button', { name: 'Publish Certificate' }).click();
  const publish = page.getByRole('dialog', { name: 'Publish Certificate' });
  // Optional: the field says so, and names none until a company is chosen.
  await expect(publish.getByRole('combobox', { name: 'Client company' })).toHaveValue('No client company');
  await publish.getByRole('textbox', { name: 'Certificate number' }).fill(number);
  await publish.getByRole('textbox', { name: 'Student name' }).fill('Ali Hasan Radhi');
  await publish
    .getByRole('textbox', { name: 'National ID' })
    .fill(`88${String(Date.now() % 10_000_000).padStart(7, '0')}`);
  await fillDate(publish.getByRole('textbox', { name: 'Date of birth' }), '1988-06-12');
  await choose(publish, page, 'Course', course.name);
  await fillDate(publish.getByRole('textbox', { name: 'Expiry date' }), '2099-12-31');
  await choose(publish, page, 'Client company', first);
  await expect(publish.getByRole('combobox', { name: 'Client company' })).toHaveValue(
    new RegExp(`^${first.replaceAll('.', '\\.')} \\(`),
  );
  await saveScreenshot(page, testInfo, 'public-certificate-client-publish', true);
  await publish.getByRole('button', { name: 'Publish Certificate' }).click();
  await expect(page.getByText('Certificate Published')).toBeVisible();
  await expect(publish).toBeHidden();

  // The list shows the company (a dash where none is named).
  await main.getByRole('textbox', { name: 'Find in the list' }).fill(`OPS-${tag}`);
  const entry = listEntry(page, number);
  const unnamed = listEntry(page, other);
  await expect(main.getByText('3 in the directory')).toBeVisible();
  await expect(entry).toBeVisible();
  await expect(unnamed).toBeVisible();
  await expect.poll(() => clientShown(page, entry, 'Client')).toBe(first);
  await expect.poll(() => clientShown(page, unnamed, 'Client')).toBe('–');
  await expect.poll(() => clientShown(page, listEntry(page, imported), 'Client')).toBe(second);
  await saveScreenshot(page, testInfo, 'public-certificates-clients');

  // The filter asks the server for that company's certificates only.
  await choose(main, page, 'Client', first);
  await expect(unnamed).toHaveCount(0);
  await expect(listEntry(page, imported)).toHaveCount(0);
  await expect(entry).toBeVisible();
  await saveScreenshot(page, testInfo, 'public-certificates-client-filter');

  // Another company, from the row's menu: the filtered list lets it go.
  await entry.getByRole('button', { name: `Actions for certificate ${number}` }).click();
  await page.getByRole('menuitem', { name: 'Set client company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Client Company' });
  await expect(dialog).toContainText(
    `Which client company sent Ali Hasan Radhi, the holder of certificate ${number}?`,
  );
  await expect(dialog.getByRole('combobox', { name: 'Client company' })).toHaveValue(
    new RegExp(`^${first.replaceAll('.', '\\.')} \\(`),
  );
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'public-certificate-client-dialog', true);
  await choose(dialog, page, 'Client company', second);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`The client company of certificate ${number} is now ${second}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(entry).toHaveCount(0);

  await choose(main, page, 'Client', second);
  await expect(entry).toBeVisible();
  await expect(listEntry(page, imported)).toBeVisible();
  await expect.poll(() => clientShown(page, entry, 'Client')).toBe(second);

  // Cleared: "No client company", reached like any other choice.
  await entry.getByRole('button', { name: `Actions for certificate ${number}` }).click();
  await page.getByRole('menuitem', { name: 'Set client company' }).click();
  await choose(dialog, page, 'Client company', 'No client company');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Certificate ${number} has no client company now.`)).toBeVisible();
  await expect(entry).toHaveCount(0);

  // In Arabic (this browser's choice, never the main admin's account): the column, the filter and
  // both dialogs right to left, in Arabic, fitting the screen.
  const named = await page.request.patch(
    `/api/admin/public-certificates/${await certificateId(page, number)}`,
    { data: { clientId: firstClient.id } },
  );
  expect(named.status(), await named.text()).toBe(200);
  await page.context().addCookies([{ name: 'lang', value: 'ar', url: baseURL ?? '' }]);
  await page.goto('/?tab=public-certificates');
  await expectArabicPage(page, { texts: false });
  await main.getByRole('textbox', { name: text(ar, 'publicCertificates.filter') }).fill(`OPS-${tag}`);
  await expect(listEntry(page, other)).toBeVisible(firstRender);
  const column = text(ar, 'publicCertificates.columns.client');
  await expect.poll(() => clientShown(page, listEntry(page, number), column)).toBe(first);
  await expect.poll(() => clientShown(page, listEntry(page, other), column)).toBe('–');
  await choose(main, page, text(ar, 'publicCertificates.client'), first);
  await expect(listEntry(page, other)).toHaveCount(0);
  expect(await fitProblems(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'public-certificates-clients-arabic');

  await listEntry(page, number)
    // A value inside an Arabic sentence is isolated (U+2068 ... U+2069), keeping its own direction.
    .getByRole('button', {
      name: text(ar, 'publicCertificates.actionsFor').replace('{{number}}', `\u2068${number}\u2069`),
    })
    .click();
  await page.getByRole('menuitem', { name: text(ar, 'publicCertificates.actions.client') }).click();
  const arabicDialog = page.getByRole('dialog', { name: text(ar, 'publicCertificates.clientTitle') });
  await expect(arabicDialog).toBeVisible();
  await expectArabicPage(page);
  expect(await fitProblems(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'public-certificate-client-dialog-arabic', true);
  await page.keyboard.press('Escape');
  await expect(arabicDialog).toBeHidden();

  await main.getByRole('button', { name: text(ar, 'publicCertificates.import') }).click();
  await expect(page.getByRole('dialog').getByText(text(ar, 'publicCertificates.importClient'))).toBeVisible();
  await saveScreenshot(page, testInfo, 'public-certificates-import-client-arabic', true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await main.getByRole('button', { name: text(ar, 'publicCertificates.publish') }).click();
  const arabicPublish = page.getByRole('dialog', { name: text(ar, 'publicCertificates.publishTitle') });
  await expect(
    arabicPublish.getByRole('combobox', { name: text(ar, 'publicCertificates.fields.client') }),
  ).toHaveValue(text(ar, 'publicCertificates.fields.noClient'));
  await expectArabicPage(page);
  expect(await fitProblems(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'public-certificate-client-publish-arabic', true);
});

/** A certificate's id, from the admin's list (REST). */
async function certificateId(page: Page, number: string): Promise<string> {
  const answer = await page.request.get(
    `/api/admin/public-certificates?search=${encodeURIComponent(number)}`,
  );
  const rows = (await answer.json()) as { id: string; certificateNumber: string }[];
  return rows.find((row) => row.certificateNumber === number)?.id ?? '';
}
