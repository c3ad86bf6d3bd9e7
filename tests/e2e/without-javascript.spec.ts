import { expect, type Page, test } from '@playwright/test';
import { freshAddress, seededVerificationPath, signedInAdmin } from '../api/admin-session.ts';
import { saveScreenshot } from './fixtures.js';

// A visitor whose browser runs no script (or a crawler, a link preview) gets each public page
// whole from the server: its texts, courses, prices, pictures and links, styled, at both widths.

test.use({ javaScriptEnabled: false });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first active course. */
async function catalogue(page: Page) {
  const courses = (await (await page.request.get('/api/courses')).json()) as { id: string; name: string }[];
  const course = courses[0];
  if (!course) throw new Error('the demo catalogue has no course');
  return course;
}

test('the landing page and a course read and lead on without JavaScript', async ({ page }, testInfo) => {
  const course = await catalogue(page);
  await page.goto('/');
  await expect(page.locator('#root[data-rendered]')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Loading...');
  // Styled: the stylesheets applied before any script would have run.
  const heading = page.getByRole('heading', { level: 1 });
  expect(await heading.evaluate((element) => getComputedStyle(element).fontWeight)).toBe('750');
  await saveScreenshot(page, testInfo, 'no-js-landing');

  // The navigation works: on a phone its menu opens without a script.
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    await page.locator('summary[aria-label="Open menu"]').click();
    await saveScreenshot(page, testInfo, 'no-js-menu', true);
  }
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Photo Gallery' })
    .click();
  await expect(page).toHaveURL(/\/gallery$/);

  // Links are plain links: the catalogue, then a course, by following them.
  await page.goto('/courses');
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(escaped(course.name)) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/course/${course.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
  await expect(page.getByText(/BD \d+ per candidate/)).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(escaped(course.name)) })).toBeVisible();
  await saveScreenshot(page, testInfo, 'no-js-course');
  // Request a Quotation cannot open its dialog: it leads to the contact form about the course.
  await page.getByRole('button', { name: 'Request a Quotation' }).click();
  await expect(page).toHaveURL(/[?&]section=contact/);
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
  await page.goBack();

  // In Arabic, right to left, from the server alone.
  await page.goto(`/course/${course.id}?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('السعر')).toBeVisible();
  await saveScreenshot(page, testInfo, 'no-js-course-arabic');
});

test('a verification page shows the certificate without JavaScript', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const admin = await signedInAdmin(() => playwright.request.newContext({ baseURL }));
  const path = await seededVerificationPath(admin);
  await admin.dispose();

  await page.goto(path);
  await expect(page.getByText('VALID', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('main').getByText('Mobile Crane Operations').first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'no-js-verify');
});

test('the contact form posts and answers as a plain form without JavaScript', async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshAddress() });
  await page.goto('/?section=contact');
  const name = `No Script ${testInfo.project.name}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill('no-script@example');
  await page.getByLabel('Message').fill('Sent from a browser running no script.');
  await page.getByRole('button', { name: 'Send Message' }).click();

  // Refused by the server's check: its message, under the field too, and nothing typed lost.
  await expect(page.getByRole('alert')).toContainText('Invalid email address');
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expect(page.getByLabel('Message')).toHaveValue('Sent from a browser running no script.');
  await expect(page).toHaveURL(/#contact-outcome$/);
  await saveScreenshot(page, testInfo, 'no-js-contact-refused', true);

  await page.getByLabel('Email').fill('no-script@example.com');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you! Your message has been sent successfully.');
  await expect(page.getByLabel('Name')).toHaveValue('');
  await saveScreenshot(page, testInfo, 'no-js-contact-sent', true);

  // In Arabic, right to left: the server's message in Arabic.
  await page.goto('/?section=contact&lang=ar');
  await page.getByLabel('البريد الإلكتروني').fill('no-script@example.com');
  await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('alert')).toContainText('مطلوب');
  await expect(page.getByLabel('البريد الإلكتروني')).toHaveValue('no-script@example.com');
  await saveScreenshot(page, testInfo, 'no-js-contact-arabic', true);
});

test('a public form posts and answers as a plain form without JavaScript', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const admin = await signedInAdmin(() => playwright.request.newContext({ baseURL }));
  const slug = `no-script-${testInfo.project.name}-${Date.now()}`;
  const created = await admin.post('/api/admin/forms', {
    data: {
      title: 'Operator Registration',
      slug,
      fields: [
        { fieldType: 'text', label: 'Full Name', isRequired: true },
        { fieldType: 'select', label: 'Crane Type', options: ['Mobile', 'Tower'], isRequired: true },
        { fieldType: 'radio', label: 'Session', options: ['Morning', 'Evening'], isRequired: true },
        { fieldType: 'checkbox', label: 'Certificates Held', options: ['Rigging', 'First Aid'] },
        { fieldType: 'date', label: 'Preferred Start Date' },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const form = (await created.json()) as { id: string };

  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshAddress() });
  await page.goto(`/forms/${slug}`);
  await page.getByLabel('Full Name').fill('Yusuf No Script');
  await page.getByLabel('Crane Type').selectOption('Tower');
  await page.getByLabel('First Aid').check();
  await page.getByLabel('Preferred Start Date').fill('10/12/2026');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByRole('alert')).toContainText('Session is required');
  await expect(page.getByLabel('Full Name')).toHaveValue('Yusuf No Script');
  await expect(page.getByLabel('Crane Type')).toHaveValue('Tower');
  await expect(page.getByLabel('First Aid')).toBeChecked();
  await expect(page.getByLabel('Preferred Start Date')).toHaveValue('10/12/2026');
  await saveScreenshot(page, testInfo, 'no-js-form-refused');

  await page.getByLabel('Evening').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'no-js-form-sent');

  const stored = (await (await admin.get(`/api/admin/forms/${form.id}/submissions`)).json()) as {
    submittedData: Record<string, unknown>;
  }[];
  expect(stored.map((row) => Object.values(row.submittedData).sort())).toEqual([
    [['First Aid'], '2026-12-10', 'Evening', 'Tower', 'Yusuf No Script'].sort(),
  ]);
  await admin.dispose();
});
