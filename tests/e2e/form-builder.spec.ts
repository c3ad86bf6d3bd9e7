import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { createUserThroughApi, signInAs, signInAsMainAdmin, uniqueEmail } from './accounts.js';
import { useOwnClientAddress } from './client-address.js';
import { listEntry } from './console.js';
import { seriousViolations } from './fits.js';
import { expect, liveOnArrival, saveScreenshot, test } from './fixtures.js';
import { choose, fillDate } from './form-helpers.js';

// The Form Builder's whole way: the admin builds a form with every field type in the dialog (live
// preview beside it), a visitor sends it at /forms/<slug>, the admin reads the answers and exports
// them as CSV, deactivates the form (the visitor's page says so) and deletes it after confirming.

const firstRender = { timeout: 15_000 };

/** The journey's fields, one per type, in order; options for the choice fields. */
const fields = [
  { type: 'Text', label: 'Full Name', required: true, placeholder: 'As on your ID' },
  { type: 'Email', label: 'Email Address', required: true },
  { type: 'Phone', label: 'Phone Number' },
  { type: 'Long text', label: 'Experience' },
  { type: 'Number', label: 'Years of Experience' },
  // One option a row, so an option may hold a comma.
  { type: 'Dropdown', label: 'Course', options: ['Mobile Crane', 'Forklift', 'Rigger, Slinger'] },
  { type: 'Radio buttons', label: 'Preferred Shift', options: ['Morning', 'Evening'] },
  { type: 'Checkboxes', label: 'Equipment', options: ['Crane', 'Forklift', 'Excavator'] },
  { type: 'Date', label: 'Preferred Start Date' },
] as const;

/** A text field named exactly so: its Arabic beside it is named with the same words. */
const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/** A choice field's options, one a row: the first row is there, each next one is added. */
async function fillOptions(group: Locator, options: readonly string[]) {
  for (const [at, option] of options.entries()) {
    if (at > 0 && (await group.getByRole('textbox', { name: `Option ${at + 1}` }).count()) === 0)
      await group.getByRole('button', { name: 'Add option' }).click();
    await group.getByRole('textbox', { name: `Option ${at + 1}`, exact: true }).fill(option);
  }
}

async function addFields(page: Page, dialog: Locator) {
  for (const [index, field] of fields.entries()) {
    await dialog.getByRole('button', { name: 'Add Field' }).click();
    const group = dialog.getByRole('group', { name: `Field ${index + 1}`, exact: true });
    if (field.type !== 'Text') await choose(group, page, 'Field type', field.type);
    await textbox(group, 'Label').fill(field.label);
    if ('placeholder' in field) await textbox(group, 'Placeholder').fill(field.placeholder);
    if ('options' in field) await fillOptions(group, field.options);
    if ('required' in field) await group.getByRole('switch', { name: 'Required' }).check();
  }
}

/** A browser of the visitor's own, at the project's width, from an address of its own. */
async function visitorPage(browser: Browser, page: Page) {
  const mobile = (page.viewportSize()?.width ?? 1280) < 500;
  const context = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: page.viewportSize(),
    isMobile: mobile,
    hasTouch: mobile,
  });
  const visitor = liveOnArrival(await context.newPage());
  await useOwnClientAddress(visitor);
  return { context, visitor };
}

async function fillAsVisitor(visitor: Page, email: string) {
  await visitor.getByRole('textbox', { name: 'Full Name' }).fill('Sara Ali');
  await visitor.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await visitor.getByRole('textbox', { name: 'Phone Number' }).fill('+973 3312 3456');
  await visitor.getByRole('textbox', { name: 'Experience', exact: true }).fill('Two years, tower cranes');
  await visitor.getByRole('textbox', { name: 'Years of Experience' }).fill('2');
  await visitor.getByRole('combobox', { name: 'Course' }).selectOption('Forklift');
  await visitor.getByRole('radio', { name: 'Evening' }).check();
  await visitor.getByRole('checkbox', { name: 'Crane', exact: true }).check();
  await visitor.getByRole('checkbox', { name: 'Excavator' }).check();
  await fillDate(visitor.getByLabel('Preferred Start Date'), '2026-12-01');
}

async function openRowMenu(page: Page, title: string, item: string) {
  await listEntry(page, title)
    .getByRole('button', { name: `Actions for ${title}` })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function downloadCsv(page: Page, dialog: Locator) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

async function expectNoSeriousViolation(page: Page) {
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
}

test('the admin builds a form with every field type; a visitor sends it; the admin reads, exports, deactivates and deletes it', async ({
  page,
  browser,
  isMobile,
}, testInfo: TestInfo) => {
  // Two browsers, nine fields, a download and axe twice: well past the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 6);
  const title = `Course Enrolment ${testInfo.project.name} ${tag}`;
  const slug = `enrolment-${testInfo.project.name}-${tag}`;
  await signInAsMainAdmin(page);

  // The tab has an address of its own, kept on reload.
  await page.goto('/admin/form-builder');
  await expect(page.getByRole('heading', { level: 2, name: 'Form Builder' })).toBeVisible(firstRender);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Form Builder' })).toBeVisible(firstRender);
  if (!isMobile) {
    const link = page.getByRole('navigation', { name: 'Admin console sections' }).getByRole('link', {
      name: 'Form Builder',
    });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(link).toHaveAttribute('href', '/admin/form-builder');
  }
  await expectNoSeriousViolation(page);

  await page.getByRole('button', { name: 'Create Form' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Form' });
  // Nothing typed: the server's schema's messages, and nothing is sent.
  await dialog.getByRole('button', { name: 'Create Form' }).click();
  await expect(dialog.getByText('Form title is required')).toBeVisible();
  await expect(dialog.getByText('URL slug is required')).toBeVisible();

  // The address follows the title until the admin types one.
  await textbox(dialog, 'Form title').fill(title);
  const slugInput = dialog.getByRole('textbox', { name: 'URL slug' });
  await expect(slugInput).toHaveValue(`course-enrolment-${testInfo.project.name}-${tag}`);
  await slugInput.fill(slug);
  await textbox(dialog, 'Description').fill('Tell us which course you want to join.');
  await textbox(dialog, 'Submit button text').fill('Send Enrolment');
  await textbox(dialog, 'Success message').fill('Thanks, Sara will call you back.');
  await addFields(page, dialog);

  // A choice field without options is refused by the same schema as the server's.
  const shift = dialog.getByRole('group', { name: 'Field 7', exact: true });
  await shift.getByRole('button', { name: 'Remove option 2' }).click();
  await shift.getByRole('textbox', { name: 'Option 1', exact: true }).fill(' ');
  await dialog.getByRole('button', { name: 'Create Form' }).click();
  await expect(shift.getByText('Preferred Shift needs at least one option')).toBeVisible();
  await shift.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'form-builder-options', true);
  await fillOptions(shift, fields[6].options);

  // The name the server will make is shown; a field moves up and back down.
  const first = dialog.getByRole('group', { name: 'Field 1', exact: true });
  await expect(first.getByRole('textbox', { name: 'Field name' })).toHaveAttribute(
    'placeholder',
    'full_name',
  );
  await dialog.getByRole('button', { name: 'Move Email Address up' }).click();
  await expect(textbox(first, 'Label')).toHaveValue('Email Address');
  await dialog.getByRole('button', { name: 'Move Email Address down' }).click();
  await expect(textbox(first, 'Label')).toHaveValue('Full Name');

  // The live preview: the form as visitors will see it, every control in place.
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByRole('textbox', { name: 'Full Name' })).toHaveAttribute(
    'placeholder',
    'As on your ID',
  );
  await expect(preview.getByRole('combobox', { name: 'Course' }).locator('option')).toHaveText([
    'Select an option',
    'Mobile Crane',
    'Forklift',
    'Rigger, Slinger',
  ]);
  await expect(preview.getByRole('radio')).toHaveCount(2);
  await expect(preview.getByRole('checkbox')).toHaveCount(3);
  await expect(preview.getByLabel('Preferred Start Date')).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  await preview.getByRole('button', { name: 'Send Enrolment' }).click();
  await expect(preview).toContainText('Thanks, Sara will call you back.');
  await preview.getByRole('button', { name: 'Show the form again' }).click();
  await saveScreenshot(page, testInfo, 'form-builder-editor');

  await dialog.getByRole('button', { name: 'Create Form' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Form Created')).toBeVisible();

  const row = listEntry(page, title);
  await expect(row).toContainText(`/forms/${slug}`);
  await expect(row).toContainText('9 fields');
  await expect(row.getByRole('link', { name: `Open ${title} in a new tab` })).toHaveAttribute(
    'href',
    `/forms/${slug}`,
  );
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await row.getByRole('button', { name: `Copy the address of ${title}` }).click();
  await expect(page.getByText('Address copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${new URL(page.url()).origin}/forms/${slug}`,
  );
  await saveScreenshot(page, testInfo, 'form-builder-list');

  // The same address again: the server's refusal is the tab's toast; the dialog stays open.
  await page.getByRole('button', { name: 'Create Form' }).click();
  const again = page.getByRole('dialog', { name: 'Create Form' });
  await textbox(again, 'Form title').fill('Another form');
  await again.getByRole('textbox', { name: 'URL slug' }).fill(slug);
  await again.getByRole('button', { name: 'Create Form' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `/forms/${slug}` })).toBeVisible();
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(again).toBeHidden();

  // A visitor fills it in and sends it.
  const visitorEmail = uniqueEmail('sara', testInfo);
  const { context, visitor } = await visitorPage(browser, page);
  await visitor.goto(`/forms/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible(firstRender);
  await fillAsVisitor(visitor, visitorEmail);
  await visitor.getByRole('button', { name: 'Send Enrolment' }).click();
  await expect(visitor.getByText('Thanks, Sara will call you back.')).toBeVisible();

  // The admin reads it: the list, then every answer under its label.
  await page.reload();
  await expect(row.getByRole('button', { name: `1 submission of ${title}` })).toHaveText('1', firstRender);
  await row.getByRole('button', { name: `1 submission of ${title}` }).click();
  const submissions = page.getByRole('dialog', { name: `Submissions: ${title}` });
  await expect(submissions).toContainText(visitorEmail);
  await expect(submissions).toContainText('Full Name: Sara Ali');
  await saveScreenshot(page, testInfo, 'form-builder-submissions');
  await submissions.getByRole('button', { name: /^View the submission of / }).click();
  await expect(submissions.getByRole('term')).toHaveText(fields.map((field) => field.label));
  const answers = submissions.getByRole('definition');
  await expect(answers.nth(5)).toHaveText('Forklift');
  await expect(answers.nth(8)).toHaveText('01/12/2026');
  await expect(answers.nth(7).getByRole('listitem')).toHaveText(['Crane', 'Excavator']);
  await saveScreenshot(page, testInfo, 'form-builder-submission');
  await submissions.getByRole('button', { name: 'Back to submissions' }).click();

  // The CSV: a UTF-8 BOM, the labels as headers, the answers (checkboxes joined) as a row.
  const csv = await downloadCsv(page, submissions);
  expect(csv.name).toBe(`${slug}-submissions.csv`);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header = '', answerRow = ''] = csv.bytes.toString('utf8').slice(1).split('\r\n');
  expect(header.split(',').slice(2)).toEqual(fields.map((field) => field.label));
  expect(answerRow).toContain(`,${visitorEmail},Sara Ali,${visitorEmail},'+973 3312 3456,`);
  expect(answerRow).toContain('"Two years, tower cranes",2,Forklift,Evening,Crane; Excavator,2026-12-01');
  await page.keyboard.press('Escape');
  await expect(submissions).toBeHidden();

  // The edit dialog holds what was saved, and passes axe.
  await openRowMenu(page, title, 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit Form' });
  await expect(edit.getByRole('textbox', { name: 'URL slug' })).toHaveValue(slug);
  const lastField = edit.getByRole('group', { name: 'Field 9', exact: true });
  await expect(textbox(lastField, 'Label')).toHaveValue('Preferred Start Date');
  await expectNoSeriousViolation(page);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  // Deactivated, the visitor's page says the form is not there.
  // By keyboard: the switch's own box lies under its drawn track.
  const active = row.getByRole('switch', { name: `${title} is active` });
  await active.focus();
  await page.keyboard.press('Space');
  await expect(active).not.toBeChecked();
  await expect(row).toContainText('Inactive');
  await visitor.goto(`/forms/${slug}`);
  await expect(visitor.getByRole('heading', { name: 'Form Not Found' })).toBeVisible(firstRender);
  await context.close();

  // Deleting asks first.
  await openRowMenu(page, title, 'Delete');
  const confirm = page.getByRole('dialog', { name: 'Delete Form' });
  await expect(confirm).toContainText(`Delete "${title}" and its one submission?`);
  await confirm.getByRole('button', { name: 'Delete Form' }).click();
  await expect(page.getByText('Form Deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('a client, an instructor and a visitor at /admin/form-builder see Access Denied', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/admin/form-builder');
  await expect(page.getByText('Access Denied. Admin only.')).toBeVisible(firstRender);

  for (const role of ['client', 'instructor'] as const) {
    const email = uniqueEmail(role, testInfo);
    const password = await createUserThroughApi(request, { email, firstName: 'Sara', lastName: 'Ali', role });
    await signInAs(page, email, password);
    await page.goto('/admin/form-builder');
    await expect(page.getByText('Access Denied. Admin only.')).toBeVisible(firstRender);
    await expect(page.getByRole('heading', { level: 2, name: 'Form Builder' })).toHaveCount(0);
  }
});
