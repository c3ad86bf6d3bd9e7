import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { signInAsMainAdmin } from './accounts.js';
import { listEntry, openConsoleTab } from './console.js';
import { drawPng } from './draw-png.js';
import { fitProblems, seriousViolations } from './fits.js';
import { expect, saveScreenshot, test } from './fixtures.js';
import { choose } from './form-helpers.js';

// A client pays a tax invoice in two parts: the admin records each payment from the Tax Invoices
// list (the amount starts at the balance; more than the balance is refused under the field), and
// the invoice turns partly paid, then paid.

const firstRender = { timeout: 15_000 };

/** An accepted quotation's tax invoice, made through the API: BD 550.00 (500.00 and VAT). */
async function taxInvoice(page: Page, company: string) {
  const course = await page.request.post('/api/admin/courses', {
    data: { name: `Invoice Rigging ${randomUUID().slice(0, 6)}`, courseType: 'other', trainingPrice: 250 },
  });
  expect(course.status()).toBe(201);
  const quotation = await page.request.post('/api/admin/quotations', {
    data: {
      companyName: company,
      clientName: 'Maryam Al-Sayed',
      contactEmail: `accounts-${randomUUID().slice(0, 6)}@${company.split(' ')[0]?.toLowerCase()}.test`,
      lines: [{ courseId: (await course.json()).id, trainingType: 'full_course', candidates: 2 }],
    },
  });
  expect(quotation.status()).toBe(201);
  const { id } = await quotation.json();
  const sent = await page.request.post(`/api/admin/quotations/${id}/send`);
  expect(sent.status()).toBe(200);
  const token = ((await sent.json()).publicUrl as string).split('/').pop();
  const png = await drawPng(page, '#ffffff', 'M. Al-Sayed', { width: 300, height: 100 });
  const accepted = await page.request.post(`/api/public/quotations/${token}/accept`, {
    data: {
      name: 'Maryam Abdulrahman Hasan Al-Sayed',
      signature: `data:image/png;base64,${png.toString('base64')}`,
    },
  });
  expect(accepted.status()).toBe(200);
  const invoice = await page.request.post(`/api/admin/quotations/${id}/invoice`);
  expect(invoice.status()).toBe(201);
  return (await invoice.json()) as { id: string; invoiceNumber: string; amount: string };
}

test('the admin records two payments and the tax invoice turns paid', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signInAsMainAdmin(page);
  const company = `Hidd Lifting ${randomUUID().slice(0, 6)}`;
  const invoice = await taxInvoice(page, company);
  expect(invoice.amount).toBe('550.00');

  await page.goto('/');
  await openConsoleTab(page, 'Quotations');
  await expect(page.getByRole('heading', { level: 3, name: 'Tax Invoices' })).toBeVisible(firstRender);
  await page.getByRole('textbox', { name: 'Search invoices' }).fill(company);
  const entry = listEntry(page, invoice.invoiceNumber, 'Tax Invoices');
  await expect(entry).toContainText('Unpaid');
  await expect(entry).toContainText('BD 550.00');
  // Opened right after a dialog closed: the page stays where it was, so the menu opens by its row.
  const menu = async () => {
    await page.getByRole('button', { name: `Actions for tax invoice ${invoice.invoiceNumber}` }).click();
    const opened = page.getByRole('menu');
    await expect(opened).toBeInViewport();
    return opened;
  };

  // The first payment: the amount starts at the balance; more than it is refused under the field.
  await (await menu()).getByRole('menuitem', { name: 'Record Payment' }).click();
  const dialog = page.getByRole('dialog', { name: `Record Payment: ${invoice.invoiceNumber}` });
  const amount = dialog.getByRole('textbox', { name: 'Amount' });
  await expect(amount).toHaveValue('550.00');
  // The dialog's scroll lock holds the page where it is: the sticky header stays on screen.
  await expect(page.locator('header').first()).toBeInViewport();
  await amount.fill('550.01');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog.getByText('The payment is more than the balance (BD 550.00)')).toBeVisible();
  await amount.fill('200.00');
  await choose(dialog, page, 'Method', 'Cheque');
  await dialog.getByRole('textbox', { name: 'Reference' }).fill('CHQ 004512');
  await saveScreenshot(page, testInfo, 'invoice-record-payment', true);
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(page.getByText('Payment Recorded')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(entry).toContainText('Partly paid');
  await expect(entry).toContainText('BD 350.00');

  // The second: the rest of the balance, as the dialog offers it.
  await (await menu()).getByRole('menuitem', { name: 'Record Payment' }).click();
  await expect(amount).toHaveValue('350.00');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(entry).toContainText('Paid');
  await expect(entry).not.toContainText('Partly paid');
  await expect(entry).toContainText('BD 0.00');
  // A paid invoice takes no more payments, and no credit note.
  const paidMenu = await menu();
  await expect(paidMenu.getByRole('menuitem', { name: 'Record Payment' })).toHaveCount(0);
  await expect(paidMenu.getByRole('menuitem', { name: 'Issue Credit Note' })).toHaveCount(0);
  await paidMenu.getByRole('menuitem', { name: 'Payments' }).click();
  const payments = page.getByRole('dialog', { name: `Payments: ${invoice.invoiceNumber}` });
  await expect(payments).toContainText('Paid BD 550.00 of BD 550.00; balance BD 0.00');
  await expect(payments).toContainText('CHQ 004512');
  await saveScreenshot(page, testInfo, 'invoice-payments', true);
  await payments.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(payments).toBeHidden();

  await entry.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'invoice-paid', true);

  // The status filter finds it among the paid invoices, not among the unpaid ones.
  await choose(page.getByRole('main'), page, 'Invoice status', 'Paid');
  await expect(entry).toContainText('BD 550.00');
  await choose(page.getByRole('main'), page, 'Invoice status', 'Unpaid');
  await expect(page.getByText('No tax invoice matches the search or status.')).toBeVisible();

  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  // The whole page fits, the Quotations list above too, with its long client response.
  expect(await fitProblems(page)).toEqual([]);
});
