import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createAccount, mainAdmin, signInAs } from './accounts.js';
import { useOwnClientAddress } from './client-address.js';
import { openConsoleTab } from './console.js';
import { expect, saveScreenshot, test } from './fixtures.js';

const firstRender = { timeout: 15_000 };

/**
 * The instructor portal's four tabs are all in sight at every width: one line on a desktop, two
 * even rows of two on a phone (never a ragged wrap, never a tab past the screen's edge), and the
 * arrow keys move through them.
 */
async function expectTabsInSight(page: Page, isMobile: boolean) {
  const list = page.getByRole('tablist', { name: 'Instructor portal sections' });
  const tabs = list.getByRole('tab');
  await expect(tabs).toHaveCount(4);
  const boxes = await tabs.evaluateAll((all) =>
    all.map((tab) => {
      const box = tab.getBoundingClientRect();
      return { top: Math.round(box.top), left: box.left, right: box.right, width: Math.round(box.width) };
    }),
  );
  const rows = new Set(boxes.map((box) => box.top)).size;
  expect(rows, `tab tops ${boxes.map((box) => box.top).join(', ')}`).toBe(isMobile ? 2 : 1);
  const screenWidth = page.viewportSize()?.width ?? 0;
  expect(boxes.every((box) => box.left >= 0 && box.right <= screenWidth)).toBe(true);
  if (isMobile) {
    expect(new Set(boxes.map((box) => box.width)).size).toBe(1);
    // Every row of the grid sits on its own line, the first as much as the last.
    const lines = await tabs.evaluateAll((all) => all.map((tab) => getComputedStyle(tab).borderBottomWidth));
    expect(lines.every((width) => Number.parseFloat(width) > 0)).toBe(true);
    const colours = await tabs.evaluateAll((all) =>
      all.map((tab) => [tab.getAttribute('aria-selected'), getComputedStyle(tab).borderBottomColor]),
    );
    const idle = colours.filter(([selected]) => selected !== 'true').map(([, colour]) => colour);
    expect(idle.every((colour) => colour !== 'rgba(0, 0, 0, 0)')).toBe(true);
  }
  await tabs.first().focus();
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
  const last = list.getByRole('tab', { name: 'Push Notifications' });
  await expect(last).toBeFocused();
  await expect(last).toHaveAttribute('aria-selected', 'true');
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowLeft');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
}

test('a moved class: the client approves the new time, the admin confirms, the instructor completes it', async ({
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
  const client = await createAccount(page, ownSession, 'client', {
    companyName: `Gulf Lifting ${tag}`,
    firstName: 'Layla',
    lastName: 'Nasser',
    phone: '+973 3300 1122',
  });
  const instructor = await createAccount(page, ownSession, 'instructor', {
    firstName: 'Ali',
    lastName: `Hassan ${tag}`,
  });
  const other = await createAccount(page, ownSession, 'instructor', {
    firstName: 'Sara',
    lastName: `Khan ${tag}`,
  });
  const courses = (await (await page.request.get('/api/courses')).json()) as { id: string; name: string }[];
  const course = courses[0];
  if (!course) throw new Error('no course in the demo catalogue');
  const book = async (fields: Record<string, unknown>) => {
    const answer = await page.request.post('/api/admin/schedules', {
      data: {
        userId: client.id,
        courseId: course.id,
        preferredTime: '08:00',
        instructorId: instructor.id,
        ...fields,
      },
    });
    expect(answer.status()).toBe(201);
    return ((await answer.json()) as { id: string }).id;
  };
  const moved = await book({
    preferredDate: '2027-11-01',
    numberOfCandidates: 6,
    notes: 'Bring safety boots and ID cards',
  });
  await book({ preferredDate: '2027-11-15', status: 'confirmed', numberOfCandidates: 3 });
  await book({ preferredDate: '2027-11-20', status: 'confirmed', instructorId: other.id });
  const update = await page.request.put(`/api/admin/schedules/${moved}`, {
    data: { preferredDate: '2027-11-03', endDate: '2027-11-04', preferredTime: '10:30' },
  });
  expect(update.status()).toBe(200);

  // The client sees the old and new time, approves it, and cancels the other class.
  await signInAs(page, client.email, client.password);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeVisible(firstRender);
  await expect(page.getByText('Welcome Layla Nasser')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My Classes' })).toBeVisible();
  const totals = page.getByText('Total Classes').locator('..');
  await expect(totals).toContainText('3');
  const entries = () => page.getByRole(isMobile ? 'listitem' : 'row');
  const movedEntry = entries().filter({ hasText: 'New time proposed' });
  await expect(movedEntry).toContainText('1 Nov 2027, 08:00');
  // The new days in full: a moved class over several days shows its whole range.
  await expect(movedEntry).toContainText('3 Nov 2027 until 4 Nov 2027, 10:30');
  await expect(movedEntry).toContainText(`6 candidates · Instructor: Ali Hassan ${tag}`);
  const confirmedEntry = entries().filter({ hasText: '15 Nov 2027' });
  await expect(confirmedEntry).toContainText('Contact admin to modify this class.');
  await saveScreenshot(page, testInfo, 'client-portal-moved');
  await movedEntry.getByRole('button', { name: 'Approve New Time' }).click();
  await expect(page.getByText('New Time Approved', { exact: true })).toBeVisible();
  await expect(
    entries().filter({ hasText: 'New time approved; waiting for the centre to confirm.' }),
  ).toHaveCount(1);

  await confirmedEntry.getByRole('button', { name: 'Cancel the class on 15 Nov 2027' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Class' });
  await dialog.getByRole('button', { name: 'Cancel Class' }).click();
  await expect(page.getByText('Your training schedule has been cancelled.')).toBeVisible();
  await expect(confirmedEntry).toContainText('Cancelled');
  await expect(confirmedEntry.getByRole('button', { name: /Cancel the class/ })).toHaveCount(0);

  // A private calendar address of the client's classes, for their calendar app.
  await page.getByRole('button', { name: 'Calendar feed' }).click();
  const feedDialog = page.getByRole('dialog', { name: 'Your classes in your calendar' });
  await expect(feedDialog.getByText('You have no calendar address yet.')).toBeVisible();
  await feedDialog.getByRole('button', { name: 'Create address' }).click();
  const feedUrl = await feedDialog
    .getByRole('textbox', { name: 'Your private calendar address' })
    .inputValue();
  expect(feedUrl).toMatch(/\/api\/calendar\/[\w-]{43}\.ics$/);
  await saveScreenshot(page, testInfo, 'client-calendar-feed');
  const feed = await page.request.get(new URL(feedUrl).pathname);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const feedText = await feed.text();
  expect(feedText.match(/BEGIN:VEVENT/g)).toHaveLength(3);
  expect(feedText).toContain('STATUS:CANCELLED');
  await feedDialog.getByRole('button', { name: 'Close the dialog' }).click();

  // The admin confirms it in the console.
  await signInAs(page, mainAdmin.email, mainAdmin.password);
  await page.goto('/');
  await openConsoleTab(page, 'Schedules');
  const adminEntry = entries()
    .filter({ hasText: `Gulf Lifting ${tag}` })
    .filter({ hasText: 'Client approved the new time' });
  await adminEntry.getByRole('button', { name: /Actions for the class of/ }).click();
  await page.getByRole('menuitem', { name: 'Confirm' }).click();
  await expect(page.getByText('Status Updated')).toBeVisible();

  // The instructor sees their classes only, marks the confirmed one complete, and it moves to History.
  await signInAs(page, instructor.email, instructor.password);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Instructor Portal' })).toBeVisible(firstRender);
  await expect(page.getByText('Total Assigned').locator('..')).toContainText('2');
  await expect(page.getByText('Upcoming Classes').locator('..')).toContainText('1');
  await expect(page.getByText('Total Candidates').locator('..')).toContainText('9');
  await expect(page.getByRole('tab', { name: 'Current Classes (1)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Class History (1)' })).toBeVisible();
  await expectTabsInSight(page, isMobile);
  await expect(page.getByText('Bring safety boots and ID cards')).toBeVisible();
  await expect(page.getByText('+973 3300 1122')).toBeVisible();
  // The client is the company, with its contact person under it.
  const clientCell = entries().filter({ hasText: '3 Nov 2027' });
  await expect(clientCell).toContainText(`Gulf Lifting ${tag}`);
  await expect(clientCell).toContainText('Layla Nasser');
  await expect(page.getByText('20 Nov 2027')).toHaveCount(0);
  // Its day has not come: it cannot be marked complete yet, and the row says from when.
  await expect(page.getByRole('button', { name: /^Mark Complete: the class of / })).toHaveCount(0);
  await expect(entries().filter({ hasText: '3 Nov 2027' })).toContainText(
    'Can be marked complete from 3 Nov 2027',
  );
  await saveScreenshot(page, testInfo, 'instructor-portal-current');

  // The class is moved to today (setup, through the API): now the instructor can complete it.
  const admin = await ownSession();
  expect((await admin.post('/api/auth/login', { data: mainAdmin })).status()).toBe(200);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bahrain' }).format(new Date());
  const toToday = await admin.put(`/api/admin/schedules/${moved}`, {
    data: { preferredDate: today, allowInstructorConflict: true },
  });
  expect(toToday.status()).toBe(200);
  await admin.dispose();
  await page.reload();
  await page.getByRole('button', { name: /^Mark Complete: the class of / }).click();
  await page
    .getByRole('dialog', { name: 'Mark Class Complete' })
    .getByRole('button', { name: 'Mark Complete' })
    .click();
  await expect(page.getByText('Class marked as completed successfully')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Current Classes (0)' })).toBeVisible();
  await expect(page.getByText('No current classes assigned.')).toBeVisible();
  await page.getByRole('tab', { name: 'Class History (2)' }).click();
  await expect(entries().filter({ hasText: 'Completed' })).toHaveCount(1);
  await expect(entries().filter({ hasText: '15 Nov 2027' })).toContainText('Cancelled');
  await saveScreenshot(page, testInfo, 'instructor-portal-history');

  // The client's completed class has nothing left to ask the admin; the column says Date.
  await signInAs(page, client.email, client.password);
  await page.goto('/');
  const done = entries().filter({ hasText: 'Completed' });
  await expect(done).toHaveCount(1, firstRender);
  await expect(done).not.toContainText('Contact admin');
  if (!isMobile) await expect(page.getByRole('columnheader', { name: 'Date', exact: true })).toBeVisible();
});
