import type { Page } from '@playwright/test';
import { useOwnClientAddress } from './client-address.js';
import { fitProblems, seriousViolations } from './fits.js';
import { expect, saveScreenshot, test } from './fixtures.js';
import { fillDate } from './form-helpers.js';
import {
  adminSession,
  createForm,
  deactivateForm,
  fieldName,
  type SeededForm,
  storedSubmissions,
} from './form-seed.js';

// A page is a chunk of its own: its first render may wait for the download on a busy machine.
const firstRender = { timeout: 15_000 };

const successMessage = 'We will call you within two working days to book your assessment.';

/** The visitor's browser (the test's own page, never signed in) opens the form. */
async function openForm(page: Page, form: SeededForm) {
  await useOwnClientAddress(page);
  await page.goto(`/forms/${form.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: form.title })).toBeVisible(firstRender);
}

const toast = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });

// An American browser, whose own date inputs would ask for mm/dd/yyyy.
test.use({ locale: 'en-US' });

test('a visitor opens a form from the list, is told what is missing, then sends every kind of answer', async ({
  page,
  baseURL,
}, testInfo) => {
  const admin = await adminSession(baseURL);
  const form = await createForm(admin, testInfo, { submitButtonText: 'Send Application', successMessage });

  await useOwnClientAddress(page);
  await page.goto('/forms');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: form.title }) });
  await expect(card).toBeVisible(firstRender);
  await expect(card).toContainText('We answer within two working days.');
  const open = card.getByRole('link', { name: `Open Form: ${form.title}` });
  await expect(open).toHaveText('Open Form');
  expect(await fitProblems(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'forms-list');
  await open.click();
  await expect(page).toHaveURL(new RegExp(`/forms/${form.slug}$`));

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: form.title })).toBeVisible(firstRender);
  await expect(main.getByRole('img', { name: /./ }).first()).toBeVisible();
  await expect(main).toContainText('Tell us about yourself and the course you need.');
  await expect(page).toHaveTitle(new RegExp(`^${form.title} \\|`));

  // Each type is its own kind of control, labelled, in the form's order.
  const fullName = main.getByRole('textbox', { name: 'Full Name' });
  await expect(fullName).toHaveAttribute('placeholder', 'As on your ID card');
  await expect(fullName).toHaveAttribute('required', '');
  await expect(main.getByRole('textbox', { name: 'Email Address' })).toHaveAttribute('type', 'email');
  const phone = main.getByRole('textbox', { name: 'Phone Number' });
  await expect(phone).toHaveAttribute('type', 'tel');
  await expect(phone).toHaveAttribute('autocomplete', 'tel');
  await expect(main.getByRole('textbox', { name: 'Lifting Experience' })).toHaveAttribute('rows', '4');
  await expect(main.getByRole('textbox', { name: 'Years Operating' })).toHaveAttribute(
    'inputmode',
    'decimal',
  );
  const craneType = main.getByRole('combobox', { name: 'Crane Type' });
  await expect(craneType.getByRole('option')).toHaveText(['Select an option', 'Mobile', 'Tower', 'Overhead']);
  await expect(main.getByRole('radiogroup', { name: 'Preferred Session' }).getByRole('radio')).toHaveCount(2);
  await expect(main.getByRole('group', { name: 'Certificates Held' }).getByRole('checkbox')).toHaveCount(3);
  // Dates are typed the centre's way, dd/mm/yyyy, though this browser is American (see test.use).
  const startDate = main.getByLabel('Preferred Start Date');
  await expect(startDate).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  expect(await fitProblems(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'public-form');

  // Nothing filled in: the first required field is named, and nothing is sent.
  const submit = main.getByRole('button', { name: 'Send Application' });
  await submit.click();
  await expect(toast(page, 'Validation Error')).toContainText('Full Name is required');
  await expect(fullName).toBeFocused();
  await expect(fullName).toHaveAttribute('aria-invalid', 'true');
  await saveScreenshot(page, testInfo, 'public-form-validation');
  expect(await storedSubmissions(admin, form)).toEqual([]);

  await fullName.fill('  Aisha Al-Khalifa ');
  await expect(fullName).not.toHaveAttribute('aria-invalid', 'true');
  await main.getByRole('textbox', { name: 'Email Address' }).fill('aisha@example.com');
  await submit.click();
  await expect(toast(page, 'Validation Error')).toContainText('Crane Type is required');
  await expect(craneType).toBeFocused();

  await phone.fill('+973 3600 1234');
  await main.getByRole('textbox', { name: 'Lifting Experience' }).fill('Two years on a 50 t mobile crane.');
  await main.getByRole('textbox', { name: 'Years Operating' }).fill('7.5');
  await craneType.selectOption('Tower');
  await main.getByRole('radio', { name: 'Evening' }).check();
  await main.getByRole('checkbox', { name: 'Rigging' }).check();
  await main.getByRole('checkbox', { name: 'First Aid' }).check();
  await fillDate(startDate, '2026-12-15');
  await expect(startDate).toHaveValue('15/12/2026');
  // Its calendar opens on the chosen day, and Escape closes it.
  await startDate.click();
  const chosenDay = page.getByRole('button', { name: /15 December 2026/ });
  await expect(chosenDay).toHaveAttribute('data-selected', 'true');
  await chosenDay.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'public-form-date-picker', true);
  await page.keyboard.press('Escape');

  // While the answers travel the button says so and takes no second click.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.includes('forms.submit'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await submit.click();
  const sending = main.getByRole('button', { name: 'Submitting...' });
  await expect(sending).toBeDisabled();
  release();

  // Screen readers land on the thank-you heading: the form they were in is gone.
  await expect(main.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeFocused();
  await expect(main).toContainText(successMessage);
  await expect(toast(page, 'Validation Error')).toHaveCount(0);
  expect(await fitProblems(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'public-form-thank-you');

  const stored = await storedSubmissions(admin, form);
  expect(stored).toHaveLength(1);
  expect(stored[0]?.submittedData).toEqual({
    [fieldName(form, 'Full Name')]: 'Aisha Al-Khalifa',
    [fieldName(form, 'Email Address')]: 'aisha@example.com',
    [fieldName(form, 'Phone Number')]: '+973 3600 1234',
    [fieldName(form, 'Lifting Experience')]: 'Two years on a 50 t mobile crane.',
    [fieldName(form, 'Years Operating')]: 7.5,
    [fieldName(form, 'Crane Type')]: 'Tower',
    [fieldName(form, 'Preferred Session')]: 'Evening',
    [fieldName(form, 'Certificates Held')]: ['Rigging', 'First Aid'],
    [fieldName(form, 'Preferred Start Date')]: '2026-12-15',
  });
  await admin.dispose();
});

test('a form without its own texts says Submit, and thanks with the default words', async ({
  page,
  baseURL,
}) => {
  const admin = await adminSession(baseURL);
  const form = await createForm(admin, test.info(), {
    fields: [{ fieldType: 'text', label: 'Company', isRequired: true }],
  });
  await openForm(page, form);
  await page.getByRole('textbox', { name: 'Company' }).fill('Gulf Lifting W.L.L.');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('submitted successfully');
  expect(await storedSubmissions(admin, form)).toHaveLength(1);
  await admin.dispose();
});

test("the server's refusal is toasted with its message", async ({ page, baseURL }) => {
  const admin = await adminSession(baseURL);
  const form = await createForm(admin, test.info(), {
    fields: [{ fieldType: 'text', label: 'Company', isRequired: true }],
  });
  await openForm(page, form);
  // The admin takes the form down while the visitor is filling it in.
  await deactivateForm(admin, form);
  await page.getByRole('textbox', { name: 'Company' }).fill('Gulf Lifting W.L.L.');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(toast(page, 'Error')).toContainText('Form not found');
  await expect(page.getByRole('textbox', { name: 'Company' })).toHaveValue('Gulf Lifting W.L.L.');
  expect(await storedSubmissions(admin, form)).toEqual([]);
  await admin.dispose();
});

test('a bot that fills the hidden field is thanked, and nothing is stored', async ({ page, baseURL }) => {
  const admin = await adminSession(baseURL);
  const form = await createForm(admin, test.info(), {
    fields: [{ fieldType: 'text', label: 'Company', isRequired: true }],
  });
  await openForm(page, form);
  const honeypot = page.locator('input[name="your-website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await page.getByRole('textbox', { name: 'Company' }).fill('Spam Inc');
  await honeypot.fill('https://spam.example', { force: true });
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  expect(await storedSubmissions(admin, form)).toEqual([]);
  await admin.dispose();
});

test('an unknown or deactivated form shows Form Not Found', async ({ page, baseURL }, testInfo) => {
  await useOwnClientAddress(page);
  await page.goto('/forms/no-such-form-here');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Form Not Found' })).toBeVisible(firstRender);
  await expect(main).toContainText("The form you're looking for doesn't exist or has been deactivated.");
  await saveScreenshot(page, testInfo, 'public-form-not-found');

  const admin = await adminSession(baseURL);
  const form = await createForm(admin, testInfo);
  await deactivateForm(admin, form);
  await page.goto(`/forms/${form.slug}`);
  await expect(main.getByRole('heading', { level: 1, name: 'Form Not Found' })).toBeVisible(firstRender);
  await main.getByRole('link', { name: 'Back to Forms' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Available Forms' })).toBeVisible();
  await expect(page.getByRole('heading', { name: form.title })).toHaveCount(0);
  await admin.dispose();
});

test('the forms list and a form page have no serious accessibility violation', async ({ page, baseURL }) => {
  const admin = await adminSession(baseURL);
  const form = await createForm(admin, test.info());
  await useOwnClientAddress(page);
  await page.goto('/forms');
  await expect(page.getByRole('heading', { name: form.title })).toBeVisible(firstRender);
  expect(await seriousViolations(page)).toEqual([]);

  await openForm(page, form);
  expect(await seriousViolations(page)).toEqual([]);
  // With every problem shown under its field too.
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(toast(page, 'Validation Error')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await admin.dispose();
});
