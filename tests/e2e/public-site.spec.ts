import { randomUUID } from 'node:crypto';
import { expect, saveScreenshot, test } from './fixtures.js';

test('the home page shows the hero and leads to the courses', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('@');
  await page.getByRole('link', { name: 'View Courses' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Professional Training Programs' })).toBeVisible();
});

test('/courses lists the seeded courses as cards', async ({ page }, testInfo) => {
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Professional Training Programs' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(12);
  await expect(cards.first().getByRole('link')).toContainText('Learn More');
  await expect(page.getByRole('link', { name: 'Courses', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await saveScreenshot(page, testInfo, 'courses');
});

test('a course card leads to the course detail', async ({ page }, testInfo) => {
  await page.goto('/courses');
  const firstCard = page.getByRole('main').getByRole('listitem').first();
  const courseName = (await firstCard.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
  await firstCard.getByRole('link').click();

  await expect(page).toHaveURL(/\/course\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: courseName })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: "What You'll Learn" })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('img', { name: `${courseName} training` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Certificate$/ })).toBeVisible();
  await saveScreenshot(page, testInfo, 'course-detail');

  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown course shows Course Not Found', async ({ page }) => {
  await page.goto(`/course/${randomUUID()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Course Not Found' })).toBeVisible();
});

test('an unknown path shows the 404 page with a way home', async ({ page }, testInfo) => {
  await page.goto('/nowhere');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'not-found');
  await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
