import { randomUUID } from 'node:crypto';
import { createAccount, mainAdmin, signInAs } from './accounts.js';
import { createCourseThroughApi } from './catalogue.js';
import { useOwnClientAddress } from './client-address.js';
import { openConsoleTab } from './console.js';
import { expect, saveScreenshot, test } from './fixtures.js';
import { choose, fillDate } from './form-helpers.js';

const firstRender = { timeout: 15_000 };

/** A small real PDF (one empty page). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
/** The same page, opening with a script. */
const SCRIPTED_PDF = Buffer.from(
  PDF.toString('latin1').replace(
    '/Type/Catalog',
    '/Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert(1))>>',
  ),
  'latin1',
);

test('the admin uploads a certificate for a client, who finds and downloads it', async ({
  page,
  isMobile,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const address = await useOwnClientAddress(page);
  const ownSession = () =>
    playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': address } });
  await signInAs(page, mainAdmin.email, mainAdmin.password);
  const company = `Gulf Lifting ${randomUUID().slice(0, 6)}`;
  const client = await createAccount(page, ownSession, 'client', {
    companyName: company,
    firstName: 'Layla',
    lastName: 'Nasser',
  });

  const course = await createCourseThroughApi(page, 'Luffing Jib Crane', 'tower_crane_operations');

  await page.goto('/');
  await openConsoleTab(page, 'Certificates');
  await page.getByRole('button', { name: 'Upload Certificate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Certificate' });
  await dialog.getByRole('button', { name: 'Upload Certificate' }).click();
  await expect(dialog.getByText('Client is required')).toBeVisible();
  await expect(dialog.getByText('Course is required')).toBeVisible();
  await expect(dialog.getByText('Please upload the certificate PDF first')).toBeVisible();

  await choose(dialog, page, 'Client', company);
  await choose(dialog, page, 'Course', course.name);
  await fillDate(dialog.getByRole('textbox', { name: 'Issue date' }), '2026-11-01');
  await fillDate(dialog.getByRole('textbox', { name: 'Expiry date' }), '2029-10-31');
  await dialog.getByRole('textbox', { name: 'Government number' }).fill('88-01');
  const textChooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose PDF' }).click();
  await (await textChooser).setFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(page.getByText('Please select a PDF file')).toBeVisible();
  // A PDF that would run a script when opened is refused by the server, which says why.
  const scriptChooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose PDF' }).click();
  await (await scriptChooser).setFiles({
    name: 'scripted.pdf',
    mimeType: 'application/pdf',
    buffer: SCRIPTED_PDF,
  });
  await expect(
    page.getByText(
      'This PDF contains scripts or actions, which certificates must not have. Please save it again as a plain PDF.',
    ),
  ).toBeVisible();
  await expect(dialog.getByText('scripted.pdf uploaded')).toHaveCount(0);
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose PDF' }).click();
  await (await chooser).setFiles({ name: 'layla-nasser.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByText('layla-nasser.pdf uploaded')).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload Certificate' }).click();
  await expect(dialog.getByText('Please enter numbers only')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Government number' }).fill('880112345');
  await dialog.getByRole('button', { name: 'Upload Certificate' }).click();
  await expect(page.getByText('Certificate Uploaded')).toBeVisible();
  await expect(dialog).toBeHidden();

  const entry = page.getByRole(isMobile ? 'listitem' : 'row').filter({ hasText: company });
  await expect(entry).toContainText(course.name);
  await expect(entry).toContainText('Valid');
  await expect(entry).toContainText('31/10/2029');
  const number = (await entry.textContent())?.match(/CERT-2026-[A-Z0-9]{6}/)?.[0] ?? '';
  expect(number).not.toBe('');
  await saveScreenshot(page, testInfo, 'admin-certificates');

  // A wrong date is corrected in place: the form checks with the server's schema, then saves.
  await entry.getByRole('button', { name: `Actions for certificate ${number}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: `Edit Certificate ${number}` });
  await expect(edit.getByRole('textbox', { name: 'Certificate number' })).toHaveValue(number);
  await fillDate(edit.getByRole('textbox', { name: 'Issue date' }), '2030-01-01');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Expiry date must be after the issue date')).toBeVisible();
  await fillDate(edit.getByRole('textbox', { name: 'Issue date' }), '2026-11-01');
  await fillDate(edit.getByRole('textbox', { name: 'Expiry date' }), '2029-11-30');
  await saveScreenshot(page, testInfo, 'admin-certificates-edit');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Certificate Updated')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(entry).toContainText('30/11/2029');
  const audit = await page.request.get('/api/admin/audit?entity=certificate&action=updated&pageSize=100');
  const changes = ((await audit.json()) as { items: { title: string; description: string }[] }).items;
  expect(changes.find((row) => row.title === number)?.description).toBe(
    `Certificate ${number} corrected: expiry date`,
  );

  // The client sees it under My Certificates, finds it by number and opens the PDF.
  await signInAs(page, client.email, client.password);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeVisible(firstRender);
  await expect(page.getByText('Certificates earned').locator('..')).toContainText('1');
  await page.getByRole('tab', { name: 'My Certificates' }).click();
  const search = page.getByRole('textbox', { name: 'Search certificates' });
  await search.fill('CERT-1999');
  await expect(page.getByText('No certificates found matching your search')).toBeVisible();
  await search.fill(number.slice(-6).toLowerCase());
  const mine = page.getByRole(isMobile ? 'listitem' : 'row').filter({ hasText: number });
  await expect(mine).toContainText(course.name);
  await expect(mine).toContainText('Valid');
  await saveScreenshot(page, testInfo, 'client-certificates');
  const popup = page.waitForEvent('popup');
  await mine.getByRole('link', { name: `Download certificate ${number}` }).click();
  const pdfPage = await popup;
  const response = await pdfPage.request.get(pdfPage.url());
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await pdfPage.close();

  // A visitor cannot open it.
  const visitor = await playwright.request.newContext({ baseURL });
  expect((await visitor.get(new URL(pdfPage.url()).pathname)).status()).toBe(401);
  await visitor.dispose();
});

test('a client without certificates is told when they will appear', async ({ page, playwright, baseURL }) => {
  const address = await useOwnClientAddress(page);
  const ownSession = () =>
    playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': address } });
  await signInAs(page, mainAdmin.email, mainAdmin.password);
  const client = await createAccount(page, ownSession, 'client', { companyName: 'New Client Co' });
  await signInAs(page, client.email, client.password);
  await page.goto('/');
  await page.getByRole('tab', { name: 'My Certificates' }).click();
  await expect(page.getByText('No certificates found', { exact: true })).toBeVisible(firstRender);
  await expect(
    page.getByText(
      'Certificates will appear here once your training is completed and processed by our team.',
    ),
  ).toBeVisible();
});
