import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { signedInAdmin } from '../api/admin-session.ts';
import { signInAsMainAdmin } from './accounts.js';
import { expectArabicPage } from './arabic-pages.js';
import { useOwnClientAddress } from './client-address.js';
import { listEntry, openConsoleTab } from './console.js';
import { fitProblems, seriousViolations } from './fits.js';
import { expect, saveScreenshot, test } from './fixtures.js';
import { choose } from './form-helpers.js';

// A visitor asks for a quotation from a course page; it waits in the console as a draft from the
// website, priced from the catalogue with the visitor's notes beside it; the admin sends it, the
// client accepts it through its link, and the admin makes the tax invoice.

const firstRender = { timeout: 15_000 };

async function rowMenu(page: Page, number: string) {
  await page.getByRole('button', { name: `Actions for quotation ${number}` }).click();
  return page.getByRole('menu');
}

test('a quotation requested on a course page is sent, accepted and invoiced', async ({
  page,
  browser,
  playwright,
  baseURL,
  isMobile,
}, testInfo) => {
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 6);
  const company = `Hidd Dockyard Lifting ${tag}`;
  const notes = `Our site is in Hidd; two candidates read Arabic only (${tag}).`;
  const admin = await signedInAdmin(() => playwright.request.newContext({ baseURL }));
  const created = await admin.post('/api/admin/courses', {
    data: {
      name: `Request Tower Crane ${tag}`,
      courseType: 'other',
      trainingPrice: 240,
      assessmentPrice: 90,
    },
  });
  expect(created.status()).toBe(201);
  const course = (await created.json()) as { id: string; name: string };

  // The landing page offers it too, with one course to choose.
  await useOwnClientAddress(page);
  await page.goto('/?lang=en');
  await page.getByRole('button', { name: 'Request a Quotation' }).click();
  const fromLanding = page.getByRole('dialog', { name: 'Request a Quotation' });
  await expect(
    fromLanding.getByRole('group', { name: 'Course 1' }).getByRole('combobox', { name: 'Course' }),
  ).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(fromLanding).toBeHidden();

  // The form in Arabic: right to left, nothing of it left in English.
  await page.goto(`/course/${course.id}?lang=ar`);
  await page.getByRole('button', { name: 'طلب عرض سعر' }).click();
  const arabicForm = page.getByRole('dialog', { name: 'طلب عرض سعر' });
  await expect(arabicForm.getByRole('combobox', { name: 'الدورة' })).toHaveValue(course.id);
  await expectArabicPage(page);
  expect(await fitProblems(page, '[role=dialog]')).toEqual([]);
  await saveScreenshot(page, testInfo, 'quotation-request-form-arabic', true);
  await page.keyboard.press('Escape');
  await expect(arabicForm).toBeHidden();

  // In English (the language chosen stays until changed): the course of the page comes chosen,
  // for one candidate.
  await page.goto(`/course/${course.id}?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible(firstRender);
  await page.getByRole('button', { name: 'Request a Quotation' }).click();
  const form = page.getByRole('dialog', { name: 'Request a Quotation' });
  const firstRow = form.getByRole('group', { name: 'Course 1' });
  await expect(firstRow.getByRole('combobox', { name: 'Course' })).toHaveValue(course.id);
  await expect(firstRow.getByLabel('Candidates')).toHaveValue('1');
  expect(await fitProblems(page, '[role=dialog]')).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'quotation-request-form', true);

  // Checked by the server's schema before it is sent; a row added can go again, the last cannot.
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(form.getByText('Company name is required')).toBeVisible();
  await form.getByRole('button', { name: 'Add Another Course' }).click();
  await form.getByRole('button', { name: 'Remove course 2' }).click();
  await expect(form.getByRole('group', { name: 'Course 2' })).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Remove course 1' })).toBeDisabled();

  await form.getByLabel('Company name').fill(company);
  await form.getByLabel('Contact person').fill('Maryam Al-Khalifa');
  await form.getByLabel('E-mail').fill(`maryam-${tag}@hidd-dockyard.test`);
  await form.getByLabel('Phone').fill('+973 3355 7788');
  await firstRow.getByLabel('Candidates').fill('3');
  const month = form.getByRole('combobox', { name: 'Preferred month' });
  const [preferredMonth] = await month.selectOption({ index: 3 });
  expect(preferredMonth).toMatch(/^\d{4}-\d{2}$/);
  await form.getByLabel('Notes').fill(notes);
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(form.getByRole('status')).toContainText(
    'Thank you. We have received your request and will send you a quotation shortly.',
  );
  await saveScreenshot(page, testInfo, 'quotation-request-thanks', true);
  await form.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(form).toBeHidden();

  // The admin finds it among the quotations from the website: 3 x BD 240 + VAT 10% = BD 792.00.
  await signInAsMainAdmin(page);
  await page.goto('/');
  await openConsoleTab(page, 'Quotations');
  await expect(page.getByRole('heading', { level: 2, name: 'Quotations' })).toBeVisible(firstRender);
  await choose(page.getByRole('main'), page, 'Source', 'From the website');
  await expect(page.getByRole('combobox', { name: 'Source', exact: true })).toHaveValue('From the website');
  const entry = listEntry(page, company, 'Quotations');
  await expect(entry).toContainText('From the website');
  await expect(entry).toContainText('Draft');
  await expect(entry).toContainText('BD 792.00');
  expect(await fitProblems(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'quotation-request-console');
  const number = /Q-\d{4}-\d{4}/.exec((await entry.textContent()) ?? '')?.[0] ?? '';
  expect(number).not.toBe('');

  // Its editor shows the line priced from the catalogue, and what the visitor asked beside it.
  await (await rowMenu(page, number)).getByRole('menuitem', { name: 'Edit' }).click();
  const editor = page.getByRole('dialog', { name: `Edit Quotation ${number}` });
  const line = editor.getByRole('group', { name: course.name });
  await expect(line.getByLabel('Candidates')).toHaveValue('3');
  await expect(line.getByLabel('Price per candidate (BD)')).toHaveValue('240.00');
  await expect(editor.getByText('Requested on the website')).toBeVisible();
  await expect(editor.getByText(notes)).toBeVisible();
  await expect(editor.getByText(/^Preferred date: /)).toBeVisible();
  await saveScreenshot(page, testInfo, 'quotation-request-editor', true);
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toBeHidden();

  await (await rowMenu(page, number)).getByRole('menuitem', { name: 'Send', exact: true }).click();
  await page
    .getByRole('dialog', { name: `Send Quotation ${number}` })
    .getByRole('button', { name: 'Send', exact: true })
    .click();
  await expect(page.getByText('Quotation Sent')).toBeVisible();
  await expect(entry).toContainText('Sent');

  // The client accepts it through its link, in a browser of their own.
  const listed = await admin.get(`/api/admin/quotations?search=${encodeURIComponent(number)}`);
  const [sent] = (await listed.json()) as Array<{ publicUrl: string }>;
  const client = await browser.newContext({
    baseURL,
    viewport: page.viewportSize(),
    isMobile,
    hasTouch: isMobile,
  });
  const quote = await client.newPage();
  await useOwnClientAddress(quote);
  await quote.goto(new URL(sent?.publicUrl ?? '').pathname);
  await expect(quote.getByRole('heading', { level: 1, name: `Quotation ${number}` })).toBeVisible(
    firstRender,
  );
  await expect(quote.getByText('BD 792.00').first()).toBeVisible();
  const accept = quote.getByRole('region', { name: 'Accept this Quotation' });
  await accept.getByLabel('Full name').fill('Maryam Al-Khalifa');
  await accept.getByRole('button', { name: 'Sign with my typed name' }).click();
  await expect(accept.getByText('Your signature is in the box.')).toBeVisible();
  await accept.getByRole('button', { name: 'Accept Quotation' }).click();
  await expect(quote.getByText(/^Quotation accepted on .+ by Maryam Al-Khalifa\./)).toBeVisible();
  await client.close();

  // The admin makes the tax invoice of the accepted quotation.
  await page.reload();
  await expect(entry).toContainText('Accepted', firstRender);
  await (await rowMenu(page, number)).getByRole('menuitem', { name: 'Create Tax Invoice' }).click();
  await page
    .getByRole('dialog', { name: 'Create Tax Invoice' })
    .getByRole('button', { name: 'Create Tax Invoice' })
    .click();
  await expect(page.getByText('Tax Invoice Created')).toBeVisible();
  await expect(entry).toContainText(/INV-\d{4}-\d{4}/);
  await admin.dispose();
});
