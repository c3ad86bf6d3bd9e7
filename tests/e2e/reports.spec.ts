import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { signInAsMainAdmin } from './accounts.js';
import { createCourseThroughApi } from './catalogue.js';
import { openConsoleTab } from './console.js';
import { fitProblems, seriousViolations, toastTexts } from './fits.js';
import { expect, saveScreenshot, test } from './fixtures.js';
import { choose } from './form-helpers.js';

// The Reports tab: the admin picks a month and a year, reads the figures the server counted,
// downloads both reports as PDFs (and sees the failure toast when the server cannot make one),
// and watches the countdown to the next Bahrain month tick.

interface MonthlyReport {
  schedules: { total: number; pending: number; confirmed: number; completed: number; cancelled: number };
  certificates: { total: number };
  quotations: { total: number; accepted: number; pending: number };
  totalCandidates: number;
}
interface YearlyReport {
  totals: { schedules: number; certificates: number; quotations: number; candidates: number };
  monthlyData: {
    month: number;
    schedules: number;
    certificates: number;
    quotations: number;
    candidates: number;
  }[];
}

const read = async <T>(page: Page, url: string): Promise<T> => {
  const answer = await page.request.get(url);
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as T;
};

/** Three classes in March of the year (one cancelled) and one in July, through the API. */
async function seed(page: Page, year: number) {
  const tag = randomUUID().slice(0, 6);
  const person = async (role: 'client' | 'instructor') => {
    const created = await page.request.post('/api/admin/users', {
      data: {
        email: `reports-${role}-${tag}@e2e.test`,
        role,
        companyName: `Reports ${role} ${tag}`,
        firstName: 'Reports',
        lastName: role,
      },
    });
    expect(created.status()).toBe(201);
    return ((await created.json()) as { user: { id: string } }).user.id;
  };
  const userId = await person('client');
  const instructorId = await person('instructor');
  const course = await createCourseThroughApi(page, 'Reports Forklift', 'forklift');
  const book = async (preferredDate: string, numberOfCandidates: number, status: 'pending' | 'confirmed') => {
    const booked = await page.request.post('/api/admin/schedules', {
      data: {
        userId,
        instructorId,
        courseId: course.id,
        preferredDate,
        preferredTime: '08:00',
        numberOfCandidates,
        status,
        allowInstructorConflict: true,
        // Classes of a past year: recorded, nobody mailed.
        allowPast: true,
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    return ((await booked.json()) as { id: string }).id;
  };
  await book(`${year}-03-01`, 6, 'confirmed');
  await book(`${year}-03-31`, 3, 'pending');
  await book(`${year}-07-14`, 2, 'confirmed');
  const cancelled = await book(`${year}-03-15`, 5, 'pending');
  const cancel = await page.request.put(`/api/admin/schedules/${cancelled}/status`, {
    data: { status: 'cancelled' },
  });
  expect(cancel.status(), await cancel.text()).toBe(200);
}

/** A count card of a report section, by its label (not a phone's card of a month). */
const figure = (section: Locator, label: string) =>
  section.locator('div.mantine-Card-root').filter({ has: section.page().getByText(label, { exact: true }) });

async function downloadPdf(page: Page, button: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await download.path();
  const bytes = await readFile(path);
  return { name: download.suggestedFilename(), bytes };
}

test('the admin reads a month and a year, downloads both as PDFs and sees the countdown tick', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  // Each project its own year, so the two runs against one server never count each other's classes.
  const year = testInfo.project.name === 'mobile' ? 2025 : 2024;
  await signInAsMainAdmin(page);
  const monthlyUrl = `/api/admin/reports/monthly?year=${year}&month=3`;
  const before = await read<MonthlyReport>(page, monthlyUrl);
  await seed(page, year);
  const march = await read<MonthlyReport>(page, monthlyUrl);
  const yearly = await read<YearlyReport>(page, `/api/admin/reports/yearly?year=${year}`);
  expect(march.schedules.total).toBe(before.schedules.total + 3);
  expect(march.schedules.confirmed).toBe(before.schedules.confirmed + 1);
  expect(march.schedules.cancelled).toBe(before.schedules.cancelled + 1);
  // The cancelled class's 5 candidates are not counted.
  expect(march.totalCandidates).toBe(before.totalCandidates + 9);

  await page.goto('/');
  await openConsoleTab(page, 'Reports');
  await expect(page.getByRole('heading', { level: 2, name: 'Reports' })).toBeVisible();
  const main = page.getByRole('main');
  await choose(main, page, 'Month', 'March');
  await choose(main, page, 'Year', String(year));

  const monthly = page.getByRole('region', { name: `Monthly Report · March ${year}` });
  await expect(figure(monthly, 'Classes')).toContainText(String(march.schedules.total));
  await expect(figure(monthly, 'Candidates')).toContainText(String(march.totalCandidates));
  const classStatus = monthly.locator('.mantine-Card-root').filter({ hasText: 'Classes by status' });
  for (const [label, value] of [
    ['Pending', march.schedules.pending],
    ['Confirmed', march.schedules.confirmed],
    ['Cancelled', march.schedules.cancelled],
  ] as const) {
    await expect(
      classStatus.locator('div').filter({ hasText: new RegExp(`^${label}${value}$`) }),
    ).toBeVisible();
  }

  const yearSection = page.getByRole('region', { name: `Yearly Report · ${year}` });
  await expect(figure(yearSection, 'Classes')).toContainText(String(yearly.totals.schedules));
  const marchRow = yearly.monthlyData[2];
  const julyRow = yearly.monthlyData[6];
  // The 12 months are one table at both widths, a row a month read across; on a phone it stays
  // short (twelve cards were four screens long) and its short headers still read out in full.
  const months = yearSection.getByRole('table', { name: 'The year month by month' });
  await expect(months.getByRole('row')).toHaveCount(13);
  await expect(months.getByRole('columnheader', { name: 'Candidates' })).toBeVisible();
  await expect(months.getByRole('row', { name: /March/ }).getByRole('cell').nth(1)).toHaveText(
    String(marchRow?.candidates),
  );
  await expect(months.getByRole('row', { name: /July/ }).getByRole('cell').first()).toHaveText(
    String(julyRow?.schedules),
  );
  const tableBox = await months.boundingBox();
  expect(tableBox?.height).toBeLessThan(560);

  // Both PDFs, named after their period.
  const month = await downloadPdf(
    page,
    monthly.getByRole('button', { name: `Download PDF of March ${year}` }),
  );
  expect(month.name).toBe(`report-${year}-03.pdf`);
  expect(month.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const whole = await downloadPdf(page, yearSection.getByRole('button', { name: `Download PDF of ${year}` }));
  expect(whole.name).toBe(`report-${year}.pdf`);
  expect(whole.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await testInfo.attach(`report-${year}.pdf`, { body: whole.bytes, contentType: 'application/pdf' });

  // The countdown moves on by itself.
  const timer = page.getByRole('timer');
  const first = await timer.textContent();
  await expect.poll(() => timer.textContent(), { timeout: 5_000 }).not.toBe(first);

  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  expect(await fitProblems(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'reports');

  // When the server cannot make the PDF, the admin is told.
  await page.route('**/api/admin/reports/download', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"No browser"}' }),
  );
  await monthly.getByRole('button', { name: `Download PDF of March ${year}` }).click();
  await expect
    .poll(() => toastTexts(page))
    .toContainEqual(
      expect.stringMatching(/Download Failed[\s\S]*Failed to generate PDF report\. Please try again\./),
    );
});
