import { randomUUID } from 'node:crypto';
import { createAccount, mainAdmin, outboxSubjects, signInAs } from './accounts.js';
import { useOwnClientAddress } from './client-address.js';
import { openConsoleTab } from './console.js';
import { expect, saveScreenshot, test } from './fixtures.js';
import { choose, fillDate } from './form-helpers.js';

const firstRender = { timeout: 15_000 };

/** The Bahrain date N days from today ('YYYY-MM-DD'), and as the list writes it ('6 Dec 2026'). */
function bahrainDay(days: number) {
  const at = new Date(Date.now() + days * 86_400_000);
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bahrain' }).format(at);
  const shown = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
  return { iso, shown };
}

test('a past date is recorded only once confirmed, mailing nobody; a class without instructor reads Not assigned and cannot be confirmed', async ({
  page,
  isMobile,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const address = await useOwnClientAddress(page);
  const ownSession = () =>
    playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': address } });
  await page.goto('/');
  await signInAs(page, mainAdmin.email, mainAdmin.password);
  const tag = randomUUID().slice(0, 6);
  const company = `Past Records ${tag}`;
  const client = await createAccount(page, ownSession, 'client', { companyName: company });
  const instructor = await createAccount(page, ownSession, 'instructor', {
    firstName: 'Huda',
    lastName: `Saleh ${tag}`,
  });
  const yesterday = bahrainDay(-1);

  await page.goto('/');
  await openConsoleTab(page, 'Schedules');
  await expect(page.getByRole('heading', { level: 2, name: 'Class Schedules' })).toBeVisible(firstRender);

  // A class dated yesterday: the form asks before recording it, and the time is 24-hour.
  await page.getByRole('button', { name: 'Add Schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Schedule' });
  await choose(dialog, page, 'Client', company);
  await choose(dialog, page, 'Course', 'Mobile Crane Operations');
  await fillDate(dialog.getByRole('textbox', { name: 'Date', exact: true }), yesterday.iso);
  const time = dialog.getByRole('textbox', { name: 'Time', exact: true });
  await time.fill('1430');
  await time.blur();
  await expect(time).toHaveValue('14:30');
  await choose(dialog, page, 'Instructor', `Huda Saleh ${tag}`);
  await expect(dialog.getByText('This date has passed: record it without mailing anyone?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Schedule' }).click();
  await expect(dialog.getByText('Confirm that you are recording a past class')).toBeVisible();
  await saveScreenshot(page, testInfo, 'schedules-past-date-confirm', true);
  await dialog.getByRole('checkbox', { name: 'Record it without mailing anyone' }).check();
  await dialog.getByRole('button', { name: 'Add Schedule' }).click();
  await expect(dialog).toBeHidden();

  const entries = () => page.getByRole(isMobile ? 'listitem' : 'row').filter({ hasText: company });
  await expect(entries()).toContainText(yesterday.shown);
  await expect(entries()).toContainText('14:30');

  // Its instructor's account removed: the class reads Not assigned and its menu offers no Confirm.
  const courses = (await (await page.request.get('/api/courses')).json()) as { id: string }[];
  const leaving = await createAccount(page, ownSession, 'instructor', { firstName: 'Omar', lastName: tag });
  const booked = await page.request.post('/api/admin/schedules', {
    data: {
      userId: client.id,
      courseId: courses[0]?.id,
      preferredDate: bahrainDay(30).iso,
      preferredTime: '08:00',
      instructorId: leaving.id,
      status: 'pending',
      allowInstructorConflict: true,
    },
  });
  expect(booked.status()).toBe(201);
  const { id } = (await booked.json()) as { id: string };
  expect((await page.request.delete(`/api/admin/users/${leaving.id}`)).status()).toBe(200);
  await page.reload();
  await openConsoleTab(page, 'Schedules');
  const orphan = entries().filter({ hasText: bahrainDay(30).shown });
  await expect(orphan).toContainText('Not assigned', firstRender);
  await orphan.getByRole('button', { name: /Actions for the class of/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Confirm' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  const refused = await page.request.put(`/api/admin/schedules/${id}/status`, {
    data: { status: 'confirmed' },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({ message: 'Assign an instructor first' });
  // Today and the classes to come first: the class in 30 days is listed above yesterday's.
  await expect(entries().first()).toContainText(bahrainDay(30).shown);
  await saveScreenshot(page, testInfo, 'schedules-not-assigned');

  // A bulk run starting yesterday asks the same question before it books anything.
  await page.getByRole('button', { name: 'Bulk Schedule' }).click();
  const bulk = page.getByRole('dialog', { name: 'Bulk Schedule' });
  await fillDate(bulk.getByRole('textbox', { name: 'Start date' }), yesterday.iso);
  await expect(bulk.getByText('This date has passed: record it without mailing anyone?')).toBeVisible();
  await bulk.getByRole('button', { name: 'Cancel' }).click();
  await expect(bulk).toBeHidden();

  // The filter refuses a From after its To.
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const filter = page.getByRole('dialog', { name: 'Filter Schedules' });
  await fillDate(filter.getByRole('textbox', { name: 'From date' }), bahrainDay(10).iso);
  await fillDate(filter.getByRole('textbox', { name: 'To date' }), bahrainDay(0).iso);
  await filter.getByRole('button', { name: 'Apply Filter' }).click();
  await expect(filter.getByText('From cannot be after To')).toBeVisible();
  await filter.getByRole('button', { name: 'Cancel' }).click();

  // The recorded class mailed nobody; the one to come did mail its client.
  await expect
    .poll(async () => (await outboxSubjects(client.email)).filter((s) => s.startsWith('Class scheduled')))
    .toHaveLength(1);
  expect((await outboxSubjects(client.email)).filter((s) => s.includes('at 14:30'))).toEqual([]);
  expect(await outboxSubjects(instructor.email)).toEqual([]);
});
