import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  createAccount,
  mainAdmin,
  openLoginDialog,
  signInAs,
  signInAsMainAdmin,
  submitLogin,
} from './accounts.js';
import { useOwnClientAddress } from './client-address.js';
import { openConsoleTab } from './console.js';
import { fitProblems, seriousViolations, toastTexts } from './fits.js';
import { expect, saveScreenshot, test } from './fixtures.js';

// Every console tab and both portals, at the project's width (1280 or 390 px), with long names in
// their lists: nothing scrolls sideways, no control leaves the screen or its card, axe finds no
// serious problem. The tabs are read from the console's own navigation, so a new tab is covered.

const firstRender = { timeout: 15_000 };
const long = 'Al-Mahmood Heavy Lifting, Rigging & Marine Crane Services W.L.L.';

/** Accounts, classes and a message whose long texts would push a careless layout sideways. */
async function seedLongEntries(page: Page, ownSession: Parameters<typeof createAccount>[1]) {
  const tag = randomUUID().slice(0, 6);
  const client = await createAccount(page, ownSession, 'client', {
    companyName: `${long} ${tag}`,
    firstName: 'Abdulrahman',
    lastName: 'Al-Khalifa',
    phone: '+973 3300 1122',
  });
  const instructor = await createAccount(page, ownSession, 'instructor', {
    firstName: 'Mohammed',
    lastName: `Al-Sayed ${tag}`,
  });
  const courses = (await (await page.request.get('/api/courses')).json()) as { id: string }[];
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bahrain' }).format(new Date());
  for (const [preferredDate, status] of [
    [today, 'confirmed'],
    ['2028-03-06', 'pending'],
  ] as const) {
    const booked = await page.request.post('/api/admin/schedules', {
      data: {
        userId: client.id,
        instructorId: instructor.id,
        courseId: courses[0]?.id,
        preferredDate,
        preferredTime: '08:00',
        status,
        notes: 'Bring safety boots, gloves, hard hats and the site induction cards for every candidate.',
        allowInstructorConflict: true,
      },
    });
    expect(booked.status()).toBe(201);
    const { id } = (await booked.json()) as { id: string };
    if (status === 'pending') {
      await page.request.put(`/api/admin/schedules/${id}`, {
        data: { preferredTime: '10:30', allowInstructorConflict: true },
      });
    }
  }
  const message = await page.request.post('/api/contact', {
    data: {
      name: `${long} ${tag}`,
      email: `procurement.department.${tag}@example-long-domain.com.bh`,
      message: 'x'.repeat(600),
    },
  });
  expect(message.status()).toBe(201);
  return { client, instructor };
}

async function expectFitsAndAccessible(page: Page) {
  await page.waitForLoadState('networkidle');
  expect(await fitProblems(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
}

test('every console tab and both portals fit the screen, and axe finds no serious problem', async ({
  page,
  playwright,
  baseURL,
  isMobile,
}, testInfo) => {
  test.setTimeout(180_000);
  const address = await useOwnClientAddress(page);
  const ownSession = () =>
    playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': address } });
  await signInAsMainAdmin(page);
  const { client, instructor } = await seedLongEntries(page, ownSession);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible(firstRender);
  if (isMobile) await page.getByRole('button', { name: 'Open navigation' }).click();
  const navigation = page.getByRole('navigation', { name: 'Admin console sections' });
  // A link's first line is its label; a count may follow.
  const labels = (await navigation.getByRole('link').allInnerTexts()).map(
    (text) => text.split('\n')[0]?.trim() ?? '',
  );
  expect(labels.length).toBeGreaterThanOrEqual(7);
  if (isMobile) {
    await expectFitsAndAccessible(page);
    await page.keyboard.press('Escape');
  }
  for (const label of labels) {
    await openConsoleTab(page, label);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible(firstRender);
    // Nothing is still loading (goal cards carry real progress bars, so look for the loaders).
    await expect(page.getByLabel('Loading...', { exact: true })).toHaveCount(0);
    await expectFitsAndAccessible(page);
    await saveScreenshot(page, testInfo, `layout-${label.toLowerCase().replace(/\W+/g, '-')}`);
  }

  await signInAs(page, client.email, client.password);
  for (const tab of ['My Classes', 'My Certificates', 'Operators', 'Quotations and invoices']) {
    await page.goto('/');
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeVisible(firstRender);
    await expectFitsAndAccessible(page);
  }
  await saveScreenshot(page, testInfo, 'layout-client-portal');

  await signInAs(page, instructor.email, instructor.password);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Instructor Portal' })).toBeVisible(firstRender);
  await expect(page.getByRole('button', { name: /^Mark Complete: the class of / })).toBeVisible();
  await expectFitsAndAccessible(page);
  await saveScreenshot(page, testInfo, 'layout-instructor-portal');
  for (const tab of ['Team Chat', 'Push Notifications']) {
    await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    await expect(page.getByRole('heading', { level: 2, name: tab })).toBeVisible(firstRender);
    await expectFitsAndAccessible(page);
    await saveScreenshot(page, testInfo, `layout-instructor-${tab.toLowerCase().replace(/\W+/g, '-')}`);
  }
});

test('toasts: repeated failures show once, a success replaces the failure, and on a phone none covers the dialog', async ({
  page,
  isMobile,
}, testInfo) => {
  await useOwnClientAddress(page);
  await page.goto('/');
  const dialog = await openLoginDialog(page);
  await dialog.getByRole('button', { name: 'Admin Login' }).click();
  const form = page.getByRole('dialog', { name: 'Admin Login' });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await submitLogin(form, mainAdmin.email, 'not-the-password');
    await expect(page.getByText('Login Failed')).toBeVisible();
  }
  await expect.poll(() => toastTexts(page)).toHaveLength(1);
  if (isMobile) {
    // The toast sits above the dialog, not over it.
    const toast = await page.locator('.mantine-Notification-root').boundingBox();
    const box = await page.locator('.mantine-Modal-content').boundingBox();
    expect(toast && box && toast.y + toast.height <= box.y + 1).toBe(true);
  }
  await saveScreenshot(page, testInfo, 'toast-login-failed');
  await submitLogin(form, mainAdmin.email, mainAdmin.password);
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(page.getByText('Login Failed')).toHaveCount(0);
  expect(await toastTexts(page)).toEqual([expect.stringContaining('Login Successful')]);
});
