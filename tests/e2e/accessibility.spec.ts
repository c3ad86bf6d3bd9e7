import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { openLoginDialog, signInAsMainAdmin } from './accounts.js';
import { openConsoleTab } from './console.js';
import { seriousViolations } from './fits.js';
import { expect, test } from './fixtures.js';

/**
 * The public pages and the login dialog under axe (WCAG 2.1 A and AA rules and axe's best
 * practices), at the desktop and the mobile width of the projects; a serious or critical violation
 * fails. Then what a keyboard alone must be able to do: the carousel, the dialog and the drawer.
 */
async function firstCourseId(page: Page): Promise<string> {
  await page.goto('/courses');
  const href = await page
    .getByRole('main')
    .getByRole('listitem')
    .first()
    .getByRole('link')
    .getAttribute('href');
  const id = href?.split('/').pop();
  if (!id) throw new Error('the course list has no course link');
  return id;
}

const publicPages = [
  '/',
  '/?section=about',
  '/?section=courses',
  '/?section=gallery',
  '/?section=contact',
  '/?section=certificates',
  '/courses',
  '/gallery',
  '/forms',
  '/reset-password',
  '/verify/00000000000000000000000000000000',
  '/nowhere',
];

for (const path of publicPages) {
  test(`${path} has no serious accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('a course detail page has no serious accessibility violation', async ({ page }) => {
  await page.goto(`/course/${await firstCourseId(page)}`);
  await expect(page.getByRole('heading', { level: 2, name: "What You'll Learn" })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the login dialog has no serious accessibility violation at any step', async ({ page }) => {
  await page.goto('/');
  const dialog = await openLoginDialog(page);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: /Client Login/ }).click();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Email' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the login dialog opens, traps focus and closes with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Login Portal' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Login Portal' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  for (let step = 0; step < 6; step++) {
    await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the carousel moves with its buttons and the arrow keys', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Training highlights' });
  const current = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
  await expect(current).toHaveAttribute('aria-label', '1 of 4');

  await carousel.getByRole('button', { name: 'Next slide' }).focus();
  await page.keyboard.press('Enter');
  await expect(current).toHaveAttribute('aria-label', '2 of 4');
  await page.keyboard.press('ArrowRight');
  await expect(current).toHaveAttribute('aria-label', '3 of 4');
  await page.keyboard.press('ArrowLeft');
  await expect(current).toHaveAttribute('aria-label', '2 of 4');
  await carousel.getByRole('button', { name: 'Previous slide' }).focus();
  await page.keyboard.press('Space');
  await expect(current).toHaveAttribute('aria-label', '1 of 4');
});

test('the mobile drawer opens and closes with the keyboard alone', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the drawer is the navigation of narrow screens');
  await page.goto('/');
  const burger = page.getByRole('button', { name: 'Open menu' });
  await burger.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(burger).toBeFocused();
});

/** A moved pending class, so the Schedules tab shows a row with its notes. */
async function bookClassThroughApi(page: Page) {
  const tag = randomUUID().slice(0, 6);
  const person = async (role: 'client' | 'instructor') => {
    const created = await page.request.post('/api/admin/users', {
      data: {
        email: `${role}-${tag}@e2e.test`,
        role,
        companyName: `Axe ${role} ${tag}`,
        firstName: 'Axe',
        lastName: role,
      },
    });
    return ((await created.json()) as { user: { id: string } }).user.id;
  };
  const courses = (await (await page.request.get('/api/courses')).json()) as { id: string }[];
  const booked = await page.request.post('/api/admin/schedules', {
    data: {
      userId: await person('client'),
      instructorId: await person('instructor'),
      courseId: courses[0]?.id,
      preferredDate: '2028-01-10',
      preferredTime: '08:00',
      allowInstructorConflict: true,
    },
  });
  expect(booked.status()).toBe(201);
  const { id } = (await booked.json()) as { id: string };
  await page.request.put(`/api/admin/schedules/${id}`, {
    data: { preferredTime: '09:00', allowInstructorConflict: true },
  });
}

for (const [tab, heading, adds] of [
  ['Users', 'Users', ['Add User']],
  ['Schedules', 'Class Schedules', ['Add Schedule', 'Bulk Schedule']],
  ['Certificates', 'Certificates', ['Upload Certificate']],
  ['Public Certificates', 'Public Certificates', ['Publish Certificate', 'Import CSV']],
  ['Quotations', 'Quotations', ['New Quotation', 'Document Settings']],
  ['Courses', 'Courses', ['Add Course']],
  ['Gallery', 'Photo Gallery Management', ['Add Photo']],
  ['Integrations', 'Integrations', ['New API Key', 'New Webhook']],
] as const) {
  // The tab itself is checked by layout.spec.ts (every tab fits the screen and passes axe).
  test(`the console's ${tab} tab's dialogs have no serious accessibility violation`, async ({ page }) => {
    await signInAsMainAdmin(page);
    if (tab === 'Schedules') await bookClassThroughApi(page);
    await page.goto('/');
    await openConsoleTab(page, tab);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible({ timeout: 15_000 });
    for (const add of adds) {
      await page.getByRole('button', { name: add }).click();
      await expect(
        page.getByRole('dialog', { name: add === 'Import CSV' ? 'Import Certificates from CSV' : add }),
      ).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
  });
}
