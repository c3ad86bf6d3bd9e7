import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, mainAdmin, signInAs } from './accounts.js';
import { useOwnClientAddress } from './client-address.js';
import { drawPng } from './draw-png.js';
import { fitProblems, seriousViolations } from './fits.js';
import { expect, saveScreenshot, test } from './fixtures.js';

// The client's money in their portal: the admin quotes a client, the client accepts through the
// link, the quotation is invoiced and the admin records a first payment (fixtures through the API);
// signed in, the client finds the quotation and the invoice, partly paid, with its balance and the
// payment under Quotations and invoices, and downloads the PDF.

const firstRender = { timeout: 15_000 };
interface Quoted {
  id: string;
  quotationNumber: string;
  publicUrl: string;
}

/** A sent quotation for the client: 3 candidates at BD 245.50, VAT 10% (total BD 810.15). */
async function sentQuotation(page: Page, client: { id: string; email: string }, courseId: string) {
  const created = await page.request.post('/api/admin/quotations', {
    data: {
      clientId: client.id,
      companyName: `Portal Money ${randomUUID().slice(0, 6)}`,
      clientName: 'Layla Nasser',
      contactEmail: client.email,
      lines: [{ courseId, trainingType: 'full_course', candidates: 3, price: '245.50' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const quotation = (await created.json()) as Quoted;
  expect((await page.request.post(`/api/admin/quotations/${quotation.id}/send`)).status()).toBe(200);
  return quotation;
}

/** Accepted through its public link (as a visitor), then invoiced by the admin. */
async function acceptAndInvoice(page: Page, visitor: APIRequestContext, quotation: Quoted) {
  const token = quotation.publicUrl.slice(quotation.publicUrl.lastIndexOf('/') + 1);
  const png = await drawPng(page, '#ffffff', 'L. Nasser', { width: 300, height: 100 });
  const signature = `data:image/png;base64,${png.toString('base64')}`;
  const accepted = await visitor.post(`/api/public/quotations/${token}/accept`, {
    data: { name: 'Layla Nasser', signature },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const invoiced = await page.request.post(`/api/admin/quotations/${quotation.id}/invoice`);
  expect(invoiced.status(), await invoiced.text()).toBe(201);
  return (await invoiced.json()) as { id: string; invoiceNumber: string; dueDate: string };
}

/** The admin records a payment on the invoice, made today in Bahrain. */
async function recordPayment(page: Page, invoiceId: string, amount: string, paidAt: string) {
  const recorded = await page.request.post(`/api/admin/invoices/${invoiceId}/payments`, {
    data: { amount, paidAt, method: 'bank_transfer', reference: 'NBB-TRX-40117' },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
  const paid = (await recorded.json()) as { status: string; balance: string };
  expect(paid).toMatchObject({ status: 'partially_paid', balance: '510.15' });
}

const calendarDate = (iso: string) => iso.split('-').reverse().join('/');

test('the client sees their quotation and their invoice with its balance, and downloads the PDF', async ({
  page,
  isMobile,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const address = await useOwnClientAddress(page);
  const ownSession = () =>
    playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': address } });
  await signInAs(page, mainAdmin.email, mainAdmin.password);
  const client = await createAccount(page, ownSession, 'client', { companyName: 'Portal Money Co' });
  const stranger = await createAccount(page, ownSession, 'client', { companyName: 'Someone Else Co' });
  const course = await page.request.post('/api/admin/courses', {
    data: { name: `Portal Crawler Crane ${randomUUID().slice(0, 6)}`, courseType: 'other' },
  });
  expect(course.status()).toBe(201);
  const courseId = ((await course.json()) as { id: string }).id;

  const visitor = await ownSession();
  const accepted = await sentQuotation(page, client, courseId);
  const invoice = await acceptAndInvoice(page, visitor, accepted);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bahrain' }).format(new Date());
  await recordPayment(page, invoice.id, '300.00', today);
  const open = await sentQuotation(page, client, courseId);
  const theirs = await sentQuotation(page, stranger, courseId);
  await visitor.dispose();

  await signInAs(page, client.email, client.password);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeVisible(firstRender);
  await page.getByRole('tab', { name: 'Quotations and invoices' }).click();
  // Each list is a table on a wide screen, a list of cards on a phone, named by its heading.
  const list = (name: string) => page.getByRole(isMobile ? 'list' : 'table', { name, exact: true });
  const entry = (name: string, text: string) =>
    list(name)
      .getByRole(isMobile ? 'listitem' : 'row')
      .filter({ hasText: text });

  // The invoice: its dates, status, total, the payment received and what is left to pay.
  const invoiceEntry = entry('Tax invoices', invoice.invoiceNumber);
  await expect(invoiceEntry).toBeVisible(firstRender);
  await expect(invoiceEntry).toContainText(`For quotation ${accepted.quotationNumber}`);
  await expect(invoiceEntry).toContainText(calendarDate(invoice.dueDate));
  await expect(invoiceEntry).toContainText('Partly paid');
  await expect(invoiceEntry).not.toContainText('Unpaid');
  await expect(invoiceEntry).toContainText('BD 810.15');
  await expect(invoiceEntry.getByTestId('invoice-balance')).toHaveText('BD 510.15');
  const payments = invoiceEntry.getByRole('list', {
    name: `Payments received for invoice ${invoice.invoiceNumber}`,
  });
  await expect(payments.getByRole('listitem')).toHaveText([
    `BD 300.00 on ${calendarDate(today)} (Bank transfer)`,
  ]);
  await expect(invoiceEntry).not.toContainText('None yet');
  await expect(invoiceEntry.getByRole('button', { name: /Download credit note/ })).toHaveCount(0);

  // The quotations: the accepted one says which invoice it became; the open one links to its page.
  await expect(entry('Quotations', accepted.quotationNumber).filter({ hasText: 'Accepted' })).toContainText(
    `Invoiced: ${invoice.invoiceNumber}`,
  );
  const openEntry = entry('Quotations', open.quotationNumber).filter({ hasText: 'Sent' });
  await expect(openEntry).toContainText('BD 810.15');
  await expect(
    openEntry.getByRole('link', { name: `Review and accept quotation ${open.quotationNumber}` }),
  ).toHaveAttribute('href', open.publicUrl);
  await expect(
    entry('Quotations', accepted.quotationNumber).getByRole('link', { name: /Review and accept/ }),
  ).toHaveCount(0);
  await expect(page.getByText(theirs.quotationNumber)).toHaveCount(0);
  expect(await fitProblems(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'client-money');

  // The invoice's PDF, saved under its number.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    invoiceEntry.getByRole('button', { name: `Download PDF of invoice ${invoice.invoiceNumber}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${invoice.invoiceNumber}.pdf`);
  expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByText('Download Started')).toBeVisible();
});
