import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { signInAsMainAdmin } from './accounts.js';
import { listEntry, openConsoleTab } from './console.js';
import { fitProblems, seriousViolations } from './fits.js';
import { expect, saveScreenshot, test } from './fixtures.js';
import { choose } from './form-helpers.js';

// What a client's documents print: the admin gives a client account its address, VAT and CR
// numbers; a quotation for that client picks them up and its PDF prints them; the Document
// Settings dialog saves the payment terms and the terms and conditions.

const firstRender = { timeout: 15_000 };
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf })
    .toString()
    .replace(/[ \t]+/g, ' ');

test('a client account’s address, VAT and CR numbers reach its quotation and the PDF', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAsMainAdmin(page);
  const tag = randomUUID().slice(0, 6);
  const company = `Seef Rigging ${tag}`;
  const email = `rigging-${tag}@seef.test`;
  const created = await page.request.post('/api/admin/users', {
    data: { email, companyName: company, firstName: 'Layla', lastName: `Nasser ${tag}` },
  });
  expect(created.status()).toBe(201);
  const course = await page.request.post('/api/admin/courses', {
    data: {
      name: `Details Crawler Crane ${tag}`,
      courseType: 'other',
      trainingPrice: 200,
      assessmentPrice: 80,
    },
  });
  expect(course.status()).toBe(201);
  const courseName = ((await course.json()) as { name: string }).name;

  // The Users tab: Add User asks for them for a client only (staff have no documents).
  await page.goto('/?tab=users');
  await expect(page.getByRole('heading', { level: 2, name: 'Users' })).toBeVisible(firstRender);
  await page.getByRole('button', { name: 'Add User' }).click();
  const add = page.getByRole('dialog', { name: 'Add User' });
  await expect(add.getByRole('textbox', { name: 'VAT number' })).toBeVisible();
  // The table's own role selects hold options too: pick in the dialog's list.
  await add.getByRole('combobox', { name: 'Role', exact: true }).click();
  await page.getByRole('listbox', { name: 'Role' }).getByRole('option', { name: 'Instructor' }).click();
  await expect(add.getByRole('textbox', { name: 'VAT number' })).toHaveCount(0);
  await expect(add.getByRole('textbox', { name: 'Address' })).toHaveCount(0);
  await add.getByRole('button', { name: 'Cancel' }).click();

  // The client's Edit dialog has the three fields, with the schema's message.
  await page.getByRole('main').getByRole('textbox', { name: 'Search' }).fill(email);
  const row = listEntry(page, email);
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Actions for Layla Nasser ${tag}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await edit
    .getByRole('textbox', { name: 'Address' })
    .fill('Flat 21, Building 310, Road 2803\nSeef District');
  await edit.getByRole('textbox', { name: 'VAT number' }).fill('22000098760');
  await edit.getByRole('textbox', { name: 'CR number' }).fill('45678-1');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toContainText('VAT number must be 15 digits');
  await edit.getByRole('textbox', { name: 'VAT number' }).fill('220 000 987 600 003');
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'client-details-edit-user', true);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText(`The account of Layla Nasser ${tag} was saved.`)).toBeVisible();
  const saved = await (await page.request.get(`/api/admin/users?search=${email}`)).json();
  expect(saved).toEqual([
    expect.objectContaining({
      address: 'Flat 21, Building 310, Road 2803\nSeef District',
      vatNumber: '220000987600003',
      crNumber: '45678-1',
    }),
  ]);

  // A new quotation for that client: choosing it fills the details, still editable.
  await openConsoleTab(page, 'Quotations');
  await expect(page.getByRole('heading', { level: 2, name: 'Quotations' })).toBeVisible(firstRender);
  await page.getByRole('button', { name: 'New Quotation' }).click();
  const builder = page.getByRole('dialog', { name: 'New Quotation' });
  await choose(builder, page, 'Existing client', company);
  await expect(builder.getByLabel('Company name')).toHaveValue(company);
  await expect(builder.getByRole('textbox', { name: 'Address' })).toHaveValue(
    'Flat 21, Building 310, Road 2803\nSeef District',
  );
  await expect(builder.getByRole('textbox', { name: 'VAT number' })).toHaveValue('220000987600003');
  await expect(builder.getByRole('textbox', { name: 'CR number' })).toHaveValue('45678-1');
  await builder.getByRole('textbox', { name: 'CR number' }).fill('45678-2');
  await choose(builder, page, 'Course to add', courseName);
  await builder.getByRole('button', { name: 'Add Course' }).click();
  await builder.getByRole('textbox', { name: 'Address' }).scrollIntoViewIfNeeded();
  expect(await fitProblems(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'client-details-builder', true);
  await builder.getByRole('button', { name: 'Create Quotation' }).click();
  await expect(page.getByText('Quotation Created')).toBeVisible();
  const [quotation] = (await (
    await page.request.get(`/api/admin/quotations?search=${tag}`)
  ).json()) as Array<{
    id: string;
    address: string;
    vatNumber: string;
    crNumber: string;
  }>;
  expect(quotation).toMatchObject({
    address: 'Flat 21, Building 310, Road 2803\nSeef District',
    vatNumber: '220000987600003',
    crNumber: '45678-2',
  });
  const download = await page.request.get(`/api/admin/quotations/${quotation?.id}/download`);
  const text = pdfText(await download.body());
  expect(text).toContain('Flat 21, Building 310, Road 2803');
  expect(text).toMatch(/VAT no\. 220000987600003/);
  expect(text).toMatch(/CR no\. 45678-2/);
});

test('the Document Settings dialog saves the payment terms and the terms and conditions', async ({
  page,
}, testInfo) => {
  await signInAsMainAdmin(page);
  // Journeys share one database: what this one changes is put back for the others.
  const before = await (await page.request.get('/api/admin/document-settings')).json();
  try {
    await page.goto('/?tab=quotations');
    await expect(page.getByRole('heading', { level: 2, name: 'Quotations' })).toBeVisible(firstRender);
    await page.getByRole('button', { name: 'Document Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Document Settings' });
    const days = dialog.getByRole('textbox', { name: 'Payment terms (days)' });
    await expect(days).toHaveValue(String(before.paymentTermsDays));
    await expect(dialog).toContainText('New invoices are due this many days after their issue date');
    const terms = `Payment is due within 21 days.\nA missed class may be joined later (${randomUUID().slice(0, 6)}).`;
    await dialog.getByRole('textbox', { name: 'Terms and conditions' }).fill(terms);
    await days.fill('21');
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, testInfo, 'client-details-document-settings', true);
    await dialog.getByRole('button', { name: 'Save Settings' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Settings Saved')).toBeVisible();
    const after = await (await page.request.get('/api/admin/document-settings')).json();
    expect(after).toMatchObject({ paymentTermsDays: 21, termsAndConditions: terms });

    // Opened again, it shows what was saved.
    await page.getByRole('button', { name: 'Document Settings' }).click();
    await expect(days).toHaveValue('21');
    await expect(dialog.getByRole('textbox', { name: 'Terms and conditions' })).toHaveValue(terms);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  } finally {
    const restored = await page.request.put('/api/admin/document-settings', {
      data: { paymentTermsDays: before.paymentTermsDays, termsAndConditions: before.termsAndConditions },
    });
    expect(restored.status()).toBe(200);
  }
});
