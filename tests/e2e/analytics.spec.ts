import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { signInAsMainAdmin } from './accounts.js';
import { createCourseThroughApi } from './catalogue.js';
import { fitProblems, seriousViolations } from './fits.js';
import { expect, saveScreenshot, test } from './fixtures.js';

/** What GET /api/admin/analytics answers (the parts this journey reads). */
interface Analytics {
  users: { total: number; admins: number; clients: number; instructors: number };
  classes: { total: number; pending: number; confirmed: number; completed: number; cancelled: number };
  courses: { total: number; active: number; inactive: number };
  courseTypes: { courseType: string; count: number }[];
  contactMessages: { total: number; unread: number; read: number };
  revenue: { thisMonth: string; thisYear: string };
  monthly: { month: string; classes: number; candidates: number }[];
}

const readAnalytics = async (page: Page): Promise<Analytics> => {
  const answer = await page.request.get('/api/admin/analytics');
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Analytics;
};

/** Today in Bahrain, the centre's date, as the server counts it. */
const bahrainToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bahrain' }).format(new Date());

const refresherCount = (analytics: Analytics) =>
  analytics.courseTypes.find((row) => row.courseType === 'refresher_training')?.count ?? 0;

/**
 * What the journey adds through the API: a client and an instructor, a Refresher Training course
 * and a deactivated one, a pending class of 7 candidates today and a contact message. The journeys
 * run one at a time, so the figures move by exactly that much.
 */
async function seed(page: Page) {
  const tag = randomUUID().slice(0, 6);
  const person = async (role: 'client' | 'instructor') => {
    const created = await page.request.post('/api/admin/users', {
      data: {
        email: `analytics-${role}-${tag}@e2e.test`,
        role,
        companyName: `Analytics ${role} ${tag}`,
        firstName: 'Analytics',
        lastName: role,
      },
    });
    expect(created.status()).toBe(201);
    return ((await created.json()) as { user: { id: string } }).user.id;
  };
  const course = await createCourseThroughApi(page, 'Analytics Refresher', 'refresher_training');
  const retired = await createCourseThroughApi(page, 'Analytics Retired', 'other');
  expect(
    (await page.request.put(`/api/admin/courses/${retired.id}`, { data: { isActive: false } })).status(),
  ).toBe(200);
  const booked = await page.request.post('/api/admin/schedules', {
    data: {
      userId: await person('client'),
      instructorId: await person('instructor'),
      courseId: course.id,
      preferredDate: bahrainToday(),
      preferredTime: '08:00',
      numberOfCandidates: 7,
      status: 'pending',
      allowInstructorConflict: true,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const message = await page.request.post('/api/contact', {
    data: {
      name: `Analytics ${tag}`,
      email: `analytics-${tag}@example.bh`,
      message: 'A question on courses',
    },
  });
  expect(message.status()).toBe(201);
}

/** A count card of the tab, found by its label. */
const card = (page: Page, label: string) =>
  page.locator('.mantine-Card-root').filter({ has: page.getByText(label, { exact: true }) });

/** A row of an overview, found by its label. */
const overviewRow = (page: Page, overview: string, label: string) =>
  page
    .locator('.mantine-Card-root')
    .filter({ has: page.getByRole('heading', { level: 3, name: overview }) })
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) });

test('the admin lands on Analytics and sees what was just added, with the chart', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await signInAsMainAdmin(page);
  const before = await readAnalytics(page);
  await seed(page);
  const after = await readAnalytics(page);

  // The API moved by exactly what was added.
  expect(after.users.total).toBe(before.users.total + 2);
  expect(after.users.clients).toBe(before.users.clients + 1);
  expect(after.users.instructors).toBe(before.users.instructors + 1);
  expect(after.courses).toEqual({
    total: before.courses.total + 2,
    active: before.courses.active + 1,
    inactive: before.courses.inactive + 1,
  });
  expect(after.classes.pending).toBe(before.classes.pending + 1);
  expect(refresherCount(after)).toBe(refresherCount(before) + 1);
  expect(after.contactMessages.unread).toBe(before.contactMessages.unread + 1);
  const thisMonth = bahrainToday().slice(0, 7);
  expect(after.monthly.at(-1)?.month).toBe(thisMonth);
  expect(after.monthly.at(-1)?.classes).toBe((before.monthly.at(-1)?.classes ?? 0) + 1);
  expect(after.monthly.at(-1)?.candidates).toBe((before.monthly.at(-1)?.candidates ?? 0) + 7);

  // Signed in, the admin's console opens on Analytics.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Analytics' })).toBeVisible();
  await expect(page).toHaveTitle(/^Analytics · Admin Portal/);

  const users = card(page, 'Total Users');
  await expect(users.getByText(String(after.users.total), { exact: true })).toBeVisible();
  await expect(users).toContainText(
    `Admins ${after.users.admins} · Clients ${after.users.clients} · Instructors ${after.users.instructors}`,
  );
  await expect(
    card(page, 'Total Courses').getByText(String(after.courses.total), { exact: true }),
  ).toBeVisible();
  await expect(
    card(page, 'Inactive Courses').getByText(String(after.courses.inactive), { exact: true }),
  ).toBeVisible();
  await expect(card(page, 'Total Classes')).toContainText(
    `Confirmed ${after.classes.confirmed} · Pending ${after.classes.pending}`,
  );
  await expect(card(page, 'Revenue This Month')).toContainText(/BD \d[\d,]*\.\d{2}/);

  await expect(
    overviewRow(page, 'Class Status Overview', 'Pending').getByText(String(after.classes.pending), {
      exact: true,
    }),
  ).toBeVisible();
  const refresher = refresherCount(after);
  await expect(overviewRow(page, 'Course Type Breakdown', 'Refresher Training')).toContainText(
    refresher === 1 ? '1 class' : `${refresher} classes`,
  );
  await expect(
    overviewRow(page, 'Contact Messages', 'Unread').getByText(String(after.contactMessages.unread), {
      exact: true,
    }),
  ).toBeVisible();

  // The chart is drawn; the same figures are there as a table for screen readers.
  const chart = page.getByRole('region', { name: 'Classes and Candidates, Last 12 Months' });
  await expect(chart.locator('svg.recharts-surface')).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeAttached();
  const table = chart.getByRole('table', { name: 'Classes and candidates per month' });
  await expect(table.getByRole('row')).toHaveCount(13);
  const last = after.monthly.at(-1);
  await expect(table.getByRole('row').last()).toHaveText(
    new RegExp(`${last?.classes}\\s*${last?.candidates}$`),
  );

  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  expect(await fitProblems(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'analytics');
  await chart.screenshot({
    path: join(testInfo.project.outputDir, 'screenshots', `analytics-chart-${testInfo.project.name}.png`),
  });
});
