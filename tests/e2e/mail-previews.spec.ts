import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { decodedMail, outboxMails, signInAsMainAdmin } from './accounts.js';
import { randomClientAddress } from './client-address.js';
import { listEntry, openConsoleTab } from './console.js';
import { drawPng } from './draw-png.js';
import { fitProblems, seriousViolations } from './fits.js';
import { expect, saveScreenshot, test } from './fixtures.js';

// Mails that reach someone: the admin reads the quotation's mail before Send, and the tax
// invoice's before 'Email to client'; what the dialog shows (to, CC, Reply-To, subject) is what
// arrives. The client's thank-you with the signed PDF arrives after accepting online.

const firstRender = { timeout: 15_000 };

/** A header of a raw mail, its folded lines joined. */
const header = (mail: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'm').exec(mail.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim();

/** The mail to this address whose subject is the one given, once the server has written it. */
async function arrived(to: string, subject: string): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      found = (await outboxMails(to)).find((mail) => header(mail, 'Subject') === subject) ?? '';
      return found;
    })
    .not.toBe('');
  return found;
}

/** The mail preview dialog's fields as shown: To, CC, Reply-To, Subject. */
async function shownFields(dialog: Locator) {
  const fields = dialog.getByRole('group', { name: 'Email details' });
  const value = async (label: string) =>
    (
      (await fields
        .getByText(label, { exact: true })
        .locator('xpath=following-sibling::*[1]')
        .textContent()) ?? ''
    ).trim();
  return {
    to: await value('To'),
    cc: await value('CC'),
    replyTo: await value('Reply-To'),
    subject: await value('Subject'),
  };
}

async function rowMenu(page: Page, label: string) {
  await page.getByRole('button', { name: label }).click();
  return page.getByRole('menu');
}

test('the admin reads each mail before it goes, and the mail that arrives is the one shown', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAsMainAdmin(page);
  const tag = randomUUID().slice(0, 6);
  const contactEmail = `buyer-${tag}@hidd-port.test`;
  const ccEmail = `accounts-${tag}@hidd-port.test`;
  const course = await page.request.post('/api/admin/courses', {
    data: { name: `Mail Preview Crane ${tag}`, courseType: 'other', trainingPrice: 210, assessmentPrice: 90 },
  });
  expect(course.status()).toBe(201);
  const created = await page.request.post('/api/admin/quotations', {
    data: {
      companyName: `Hidd Port Services ${tag}`,
      clientName: 'Maryam Al-Khalifa',
      contactEmail,
      ccEmails: ccEmail,
      lines: [{ courseId: (await course.json()).id, trainingType: 'full_course', candidates: 2 }],
    },
  });
  expect(created.status()).toBe(201);
  const quotation = (await created.json()) as { id: string; quotationNumber: string };
  const number = quotation.quotationNumber;
  const centreEmail = (
    (await (await page.request.get('/api/website-content')).json()) as { companyEmail: string }
  ).companyEmail;

  await page.goto('/');
  await openConsoleTab(page, 'Quotations');
  const entry = listEntry(page, number, 'Quotations');
  await expect(entry).toContainText('Draft', firstRender);

  // Send opens the mail first; Cancel sends nothing.
  await (await rowMenu(page, `Actions for quotation ${number}`))
    .getByRole('menuitem', { name: 'Send', exact: true })
    .click();
  let dialog = page.getByRole('dialog', { name: `Send Quotation ${number}` });
  await expect(dialog.getByText('Dear Maryam Al-Khalifa,')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(entry).toContainText('Draft');

  await (await rowMenu(page, `Actions for quotation ${number}`))
    .getByRole('menuitem', { name: 'Send', exact: true })
    .click();
  dialog = page.getByRole('dialog', { name: `Send Quotation ${number}` });
  const quotationShown = await shownFields(dialog);
  expect(quotationShown).toEqual({
    to: contactEmail,
    cc: ccEmail,
    replyTo: centreEmail,
    subject: `Quotation ${number} from Gulf Lifting & Heavy Equipment Training Centre`,
  });
  const start = dialog.getByRole('group', { name: 'How the email starts' });
  await expect(start).toContainText(`Quotation: ${number}`);
  await expect(dialog.getByText(`The PDF of ${number} is attached.`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await fitProblems(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'mail-preview-quotation', true);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Quotation Sent')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(entry).toContainText('Sent');

  const sent = await arrived(contactEmail, quotationShown.subject);
  expect(header(sent, 'To')).toBe(quotationShown.to);
  expect(header(sent, 'Cc')).toBe(quotationShown.cc);
  expect(header(sent, 'Reply-To')).toBe(quotationShown.replyTo);
  expect(decodedMail(sent)).toContain(`${number}.pdf`);

  // The client accepts online (through the link's API): their thank-you carries the signed PDF.
  const publicUrl = (
    (await (await page.request.get(`/api/admin/quotations/${quotation.id}`)).json()) as {
      publicUrl: string;
    }
  ).publicUrl;
  const token = publicUrl.slice(publicUrl.lastIndexOf('/') + 1);
  const signature = await drawPng(page, '#ffffff', 'M. Al-Khalifa', { width: 300, height: 100 });
  const accepted = await page.request.post(`/api/public/quotations/${token}/accept`, {
    data: { name: 'Maryam Al-Khalifa', signature: `data:image/png;base64,${signature.toString('base64')}` },
    headers: { 'X-Forwarded-For': randomClientAddress() },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const thanks = decodedMail(await arrived(contactEmail, `Quotation ${number} accepted: thank you`));
  expect(header(thanks, 'Cc')).toBe(ccEmail);
  expect(thanks).toMatch(/Content-Type: application\/pdf/i);
  expect(thanks).toContain(`${number}.pdf`);

  // The tax invoice: 'Email to client' shows its mail, with the quotation's CC list.
  const invoiceMade = await page.request.post(`/api/admin/quotations/${quotation.id}/invoice`);
  expect(invoiceMade.status()).toBe(201);
  const invoiceNumber = ((await invoiceMade.json()) as { invoiceNumber: string }).invoiceNumber;
  await page.reload();
  const invoiceEntry = listEntry(page, invoiceNumber, 'Tax Invoices');
  await expect(invoiceEntry).toContainText(number, firstRender);
  await (await rowMenu(page, `Actions for tax invoice ${invoiceNumber}`))
    .getByRole('menuitem', { name: 'Email to Client' })
    .click();
  dialog = page.getByRole('dialog', { name: `Email Tax Invoice ${invoiceNumber}` });
  const invoiceShown = await shownFields(dialog);
  expect(invoiceShown).toEqual({
    to: contactEmail,
    cc: ccEmail,
    replyTo: centreEmail,
    subject: `Tax invoice ${invoiceNumber}`,
  });
  await expect(dialog.getByRole('group', { name: 'How the email starts' })).toContainText(
    `Invoice: ${invoiceNumber}`,
  );
  await saveScreenshot(page, testInfo, 'mail-preview-invoice', true);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Tax Invoice Sent')).toBeVisible();
  await expect(dialog).toBeHidden();

  const invoiceMail = await arrived(contactEmail, invoiceShown.subject);
  expect(header(invoiceMail, 'To')).toBe(invoiceShown.to);
  expect(header(invoiceMail, 'Cc')).toBe(invoiceShown.cc);
  expect(header(invoiceMail, 'Reply-To')).toBe(invoiceShown.replyTo);
  expect(decodedMail(invoiceMail)).toContain(`${invoiceNumber}.pdf`);
});
