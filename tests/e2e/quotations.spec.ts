import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { decodedMail, outboxMails, signInAsMainAdmin } from './accounts.js';
import { useOwnClientAddress } from './client-address.js';
import { listEntry, openConsoleTab } from './console.js';
import { fitProblems, seriousViolations } from './fits.js';
import { expect, saveScreenshot, test } from './fixtures.js';
import { choose } from './form-helpers.js';

// The quotation's whole way: the admin builds it with two courses (live VAT and total), downloads
// its PDF, sends it; the client opens the mailed link in a browser of their own, signs and
// accepts; a second accept is refused; the admin makes the tax invoice and downloads it.

const firstRender = { timeout: 15_000 };

/** A catalogue course of the journey's own, with prices of its own (BD per candidate). */
async function createPricedCourse(page: Page, name: string, trainingPrice: number, assessmentPrice: number) {
  const created = await page.request.post('/api/admin/courses', {
    data: {
      name: `${name} ${randomUUID().slice(0, 6)}`,
      courseType: 'other',
      trainingPrice,
      assessmentPrice,
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: string; name: string };
}

/** Saves the download the action starts and answers its name and its first bytes. */
async function downloaded(page: Page, start: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  const bytes = await readFile(await download.path());
  return { name: download.suggestedFilename(), head: bytes.subarray(0, 5).toString('latin1') };
}

/** Draws a stroke over the signature box with the mouse, as a client signs. */
async function drawSignature(page: Page, canvas: Locator) {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the signature box is not on screen');
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  await page.mouse.move(...at(0.1, 0.6));
  await page.mouse.down();
  for (const [x, y] of [
    [0.2, 0.3],
    [0.3, 0.7],
    [0.45, 0.35],
    [0.6, 0.65],
    [0.75, 0.3],
    [0.9, 0.55],
  ] as const) {
    await page.mouse.move(...at(x, y), { steps: 4 });
  }
  await page.mouse.up();
}

async function rowMenu(page: Page, number: string) {
  await page.getByRole('button', { name: `Actions for quotation ${number}` }).click();
  return page.getByRole('menu');
}

test('a quotation is built, sent, accepted with a drawn signature online and invoiced', async ({
  page,
  browser,
  baseURL,
  isMobile,
}, testInfo) => {
  test.setTimeout(180_000);
  await signInAsMainAdmin(page);
  const tag = randomUUID().slice(0, 6);
  const company = `Sitra Marine Cranes ${tag}`;
  const contactEmail = `procurement-${tag}@sitra-marine.test`;
  const client = await page.request.post('/api/admin/users', {
    data: {
      email: contactEmail,
      role: 'client',
      companyName: company,
      firstName: 'Huda',
      lastName: 'Al-Jishi',
      phone: '+973 3344 5566',
    },
  });
  expect(client.status()).toBe(201);
  const crane = await createPricedCourse(page, 'Quote Crawler Crane', 245, 90);
  const rigging = await createPricedCourse(page, 'Quote Rigging Supervisor', 180, 85);

  await page.goto('/');
  await openConsoleTab(page, 'Quotations');
  await expect(page.getByRole('heading', { level: 2, name: 'Quotations' })).toBeVisible(firstRender);
  // The status filter narrows the list, and goes back to all of them.
  const statusFilter = page.getByRole('combobox', { name: 'Status', exact: true });
  await expect(statusFilter).toHaveValue('All statuses');
  await choose(page.getByRole('main'), page, 'Status', 'Sent');
  await expect(statusFilter).toHaveValue('Sent');
  await choose(page.getByRole('main'), page, 'Status', 'All statuses');
  await expect(statusFilter).toHaveValue('All statuses');
  await page.getByRole('button', { name: 'New Quotation' }).click();
  const builder = page.getByRole('dialog', { name: 'New Quotation' });

  // The existing client fills the company and contact.
  await choose(builder, page, 'Existing client', company);
  await expect(builder.getByLabel('Company name')).toHaveValue(company);
  await expect(builder.getByLabel('Client email')).toHaveValue(contactEmail);
  await builder.getByLabel('CC emails').fill(`finance-${tag}@sitra-marine.test`);

  // A course must be chosen before it is added; then two lines, priced from the catalogue.
  await builder.getByRole('button', { name: 'Add Course' }).click();
  await expect(builder.getByText('Please select a course to add.')).toBeVisible();
  for (const course of [crane, rigging]) {
    await choose(builder, page, 'Course to add', course.name);
    await builder.getByRole('button', { name: 'Add Course' }).click();
  }
  const craneLine = builder.getByRole('group', { name: crane.name });
  const riggingLine = builder.getByRole('group', { name: rigging.name });
  await expect(craneLine.getByLabel('Price per candidate (BD)')).toHaveValue('245.00');
  await craneLine.getByLabel('Candidates').fill('3');
  await choose(riggingLine, page, 'Training type', 'Assessment only');
  await expect(riggingLine.getByLabel('Price per candidate (BD)')).toHaveValue('85.00');
  await riggingLine.getByLabel('Candidates').fill('4');
  // A price is kept as typed, so what the column cannot keep is refused rather than rewritten.
  await riggingLine.getByLabel('Price per candidate (BD)').fill('-85.255');
  await expect(riggingLine.getByLabel('Price per candidate (BD)')).toHaveValue('-85.255');
  await riggingLine.getByLabel('Price per candidate (BD)').fill('85.25');
  // 3 x 245 + 4 x 85.25 = 1,076.00; VAT 10% 107.60; total 1,183.60.
  await expect(craneLine.getByText('BD 735.00')).toBeVisible();
  await expect(builder.getByTestId('quotation-subtotal')).toHaveText('BD 1,076.00');
  await expect(builder.getByTestId('quotation-vat')).toHaveText('BD 107.60');
  await expect(builder.getByTestId('quotation-total')).toHaveText('BD 1,183.60');
  await builder.getByRole('radio', { name: 'Bold' }).check();
  await builder.getByRole('textbox', { name: 'Notes', exact: true }).fill('Candidates bring their ID cards.');

  // The preview is the server's PDF of what is typed, in a new tab.
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    builder.getByRole('button', { name: 'Preview PDF' }).click(),
  ]);
  await expect.poll(() => preview.url()).toMatch(/^blob:/);
  await preview.close();
  await saveScreenshot(page, testInfo, 'quotations-builder');
  // The dialog scrolls inside itself: its top, with the client and the course lines, too.
  await builder.evaluate((dialog) => dialog.scrollTo(0, 0));
  await saveScreenshot(page, testInfo, 'quotations-builder-top');

  await builder.getByRole('button', { name: 'Create Quotation' }).click();
  await expect(page.getByText('Quotation Created')).toBeVisible();
  await expect(builder).toBeHidden();
  const entry = listEntry(page, company, 'Quotations');
  await expect(entry).toContainText('Draft');
  await expect(entry).toContainText('BD 1,183.60');
  const number = /Q-\d{4}-\d{4}/.exec((await entry.textContent()) ?? '')?.[0] ?? '';
  expect(number).not.toBe('');

  // Edit: the same form, its lines included; a fourth crane candidate (980.00 + 341.00, VAT 132.10).
  await (await rowMenu(page, number)).getByRole('menuitem', { name: 'Edit' }).click();
  const editor = page.getByRole('dialog', { name: `Edit Quotation ${number}` });
  await expect(editor.getByLabel('Company name')).toHaveValue(company);
  await expect(editor.getByRole('radio', { name: 'Bold' })).toBeChecked();
  const editedLine = editor.getByRole('group', { name: crane.name });
  await expect(editedLine.getByLabel('Candidates')).toHaveValue('3');
  await expect(
    editor.getByRole('group', { name: rigging.name }).getByLabel('Price per candidate (BD)'),
  ).toHaveValue('85.25');
  await editedLine.getByLabel('Candidates').fill('4');
  await expect(editor.getByTestId('quotation-total')).toHaveText('BD 1,453.10');
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Quotation Updated')).toBeVisible();
  await expect(entry).toContainText('BD 1,453.10');

  // The PDF is saved under the quotation's number.
  const pdf = await downloaded(page, async () => {
    await (await rowMenu(page, number)).getByRole('menuitem', { name: 'Download PDF' }).click();
  });
  expect(pdf).toEqual({ name: `${number}.pdf`, head: '%PDF-' });
  await expect(page.getByText('Download Started')).toBeVisible();

  await (await rowMenu(page, number)).getByRole('menuitem', { name: 'Send', exact: true }).click();
  // Send shows the mail first (mail-previews.spec.ts reads it); it goes on the dialog's Send.
  await page
    .getByRole('dialog', { name: `Send Quotation ${number}` })
    .getByRole('button', { name: 'Send', exact: true })
    .click();
  await expect(page.getByText('Quotation Sent')).toBeVisible();
  await expect(entry).toContainText('Sent');
  await saveScreenshot(page, testInfo, 'quotations-tab');

  // The client's mail carries the PDF and the link to the quotation's page.
  let mail = '';
  await expect
    .poll(async () => {
      mail = (await outboxMails(contactEmail)).map(decodedMail).find((text) => text.includes(number)) ?? '';
      return mail;
    })
    .toContain(`${number}.pdf`);
  expect(mail).toMatch(/Content-Type: application\/pdf/i);
  const link = /https?:\/\/[^\s"<>]+\/quote\/([\w-]+)/.exec(mail);
  expect(link?.[0].startsWith(baseURL ?? '')).toBe(true);
  const quotePath = `/quote/${link?.[1]}`;

  // The client opens the link in a browser of their own, twice (two tabs left open).
  const visitor = await browser.newContext({
    baseURL,
    viewport: page.viewportSize(),
    isMobile,
    hasTouch: isMobile,
  });
  const visitorErrors: string[] = [];
  const openQuote = async () => {
    const tab = await visitor.newPage();
    await useOwnClientAddress(tab);
    tab.on('pageerror', (error) => visitorErrors.push(error.message));
    tab.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        visitorErrors.push(message.text());
      }
    });
    await tab.goto(quotePath);
    await expect(tab.getByRole('heading', { level: 1, name: `Quotation ${number}` })).toBeVisible(
      firstRender,
    );
    return tab;
  };
  const client1 = await openQuote();
  const client2 = await openQuote();
  await expect(client1.getByText('BD 1,453.10')).toBeVisible();
  // The client reads the quotation's notes, and nothing of the centre's own states ('Viewed').
  await expect(client1.getByText('Candidates bring their ID cards.')).toBeVisible();
  await expect(client2.getByText('Viewed', { exact: true })).toHaveCount(0);
  await expect(listEntry(client1, crane.name)).toContainText('BD 980.00');
  await expect(listEntry(client1, rigging.name)).toContainText('Assessment only');
  await expect(client1.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
    'href',
    `/api/public/quotations/${link?.[1]}/pdf`,
  );
  await client1.waitForLoadState('networkidle');
  expect(await seriousViolations(client1)).toEqual([]);
  await saveScreenshot(client1, testInfo, 'quotation-client-open');

  const accept = client1.getByRole('region', { name: 'Accept this Quotation' });
  await accept.getByRole('button', { name: 'Accept Quotation' }).click();
  await expect(accept.getByText('Please type your full name')).toBeVisible();
  await expect(accept.getByText('Please sign in the box')).toBeVisible();
  await accept.getByLabel('Full name').fill('Huda Al-Jishi');
  const signature = accept.getByRole('img', { name: 'Signature' });
  await signature.scrollIntoViewIfNeeded();
  await drawSignature(client1, signature);
  await expect(accept.getByText('Your signature is in the box.')).toBeVisible();
  await saveScreenshot(client1, testInfo, 'quotation-client-signed');
  await accept.getByRole('button', { name: 'Accept Quotation' }).click();
  await expect(client1.getByText(/^Quotation accepted on .+ by Huda Al-Jishi\./)).toBeVisible();
  await expect(client1.getByRole('button', { name: 'Accept Quotation' })).toHaveCount(0);
  expect(await seriousViolations(client1)).toEqual([]);
  expect(await fitProblems(client1)).toEqual([]);
  await saveScreenshot(client1, testInfo, 'quotation-client-accepted');

  // The second tab still shows the form: its accept is refused, and says why.
  const late = client2.getByRole('region', { name: 'Accept this Quotation' });
  await late.getByLabel('Full name').fill('Someone Else');
  await late.getByRole('button', { name: 'Sign with my typed name' }).click();
  await expect(late.getByText('Your signature is in the box.')).toBeVisible();
  await late.getByRole('button', { name: 'Accept Quotation' }).click();
  await expect(client2.getByText('This quotation was already accepted by Huda Al-Jishi.')).toBeVisible();
  await expect(client2.getByText(/^Quotation accepted on .+ by Huda Al-Jishi\./)).toBeVisible();
  expect(visitorErrors).toEqual([]);
  await visitor.close();

  // The admin sees the acceptance, makes the tax invoice and downloads it.
  await page.reload();
  await expect(entry).toContainText('Accepted', firstRender);
  await expect(entry).toContainText('Accepted by Huda Al-Jishi');
  await (await rowMenu(page, number)).getByRole('menuitem', { name: 'Create Tax Invoice' }).click();
  const confirm = page.getByRole('dialog', { name: 'Create Tax Invoice' });
  await confirm.getByRole('button', { name: 'Create Tax Invoice' }).click();
  await expect(page.getByText('Tax Invoice Created')).toBeVisible();
  const invoiceNumber = /INV-\d{4}-\d{4}/.exec((await entry.textContent()) ?? '')?.[0] ?? '';
  expect(invoiceNumber).not.toBe('');
  await expect(listEntry(page, invoiceNumber, 'Tax Invoices')).toContainText(number);
  await expect(listEntry(page, invoiceNumber, 'Tax Invoices')).toContainText('BD 1,453.10');
  const invoice = await downloaded(page, async () => {
    await (await rowMenu(page, number)).getByRole('menuitem', { name: 'Download Tax Invoice' }).click();
  });
  expect(invoice).toEqual({ name: `${invoiceNumber}.pdf`, head: '%PDF-' });
  // Invoiced: no second invoice, and the quotation is no longer deleted.
  const menu = await rowMenu(page, number);
  await expect(menu.getByRole('menuitem', { name: 'Create Tax Invoice' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await saveScreenshot(page, testInfo, 'quotations-tab-invoiced');
});

test('an unknown quotation link says so', async ({ page }) => {
  await useOwnClientAddress(page);
  await page.goto('/quote/unknown-token-unknown-token');
  await expect(page.getByRole('heading', { level: 2, name: 'Quotation Not Found' })).toBeVisible(firstRender);
  await expect(
    page.getByText('This quotation link is not valid. Please contact the training centre.'),
  ).toBeVisible();
});
