import { expect, type Page, test } from '@playwright/test';
import { seededVerificationPath, signedInAdmin } from '../api/admin-session.ts';
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
