import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { signInAsMainAdmin } from './accounts.js';
import { openConsoleTab } from './console.js';
import { drawPng } from './draw-png.js';
import { fitProblems, seriousViolations } from './fits.js';
import { expect, saveScreenshot, test } from './fixtures.js';

// The money in the reports and in Analytics: a quotation is sent, accepted and invoiced through
// the API; this month's report, this year's, and Analytics' Outstanding show what the server
// summed, at both widths. The journeys run one at a time, so the figures move by exactly that.

type Money = Record<'quoted' | 'accepted' | 'invoiced' | 'vat' | 'paid' | 'outstanding', string>;
interface MonthlyReport {
  money: Money;
}
interface YearlyReport {
  money: Money;
  monthlyData: { month: number; invoiced: string; paid: string }[];
}
interface Analytics {
  receivables: { outstanding: string; overdue: string; overdueCount: number };
}

const read = async <T>(page: Page, url: string): Promise<T> => {
  const answer = await page.request.get(url);
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as T;
};

/** "1936.00" in fils, and back: the journey's sums stay whole numbers. */
const fils = (amount: string) => Math.round(Number(amount) * 100) * 10;
const dinars = (value: number) => (value / 1000).toFixed(2);
/** As the console writes an amount: 'BD 1,936.00'. */
const bd = (amount: string) => {
  const [whole = '0', decimals = '00'] = amount.split('.');
  return `BD ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${decimals}`;
};

/** This month and year in Bahrain, as the server counts them. */
function bahrainMonth() {
  const [year = '', month = ''] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bahrain' })
    .format(new Date())
    .split('-');
  const name = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(year), Number(month) - 1, 1)),
  );
  return { year: Number(year), month: Number(month), name };
}

/** A quotation of 3 candidates on a course of the journey's own, sent, accepted online and invoiced. */
async function invoicedQuotation(page: Page): Promise<{ amount: string; vatAmount: string }> {
  const tag = randomUUID().slice(0, 6);
  const course = await page.request.post('/api/admin/courses', {
    data: { name: `Money Rigging ${tag}`, courseType: 'other', trainingPrice: 245, assessmentPrice: 90 },
  });
  expect(course.status(), await course.text()).toBe(201);
  const { id: courseId } = (await course.json()) as { id: string };
  const created = await page.request.post('/api/admin/quotations', {
    data: {
      companyName: `Money Lifting ${tag} W.L.L.`,
      clientName: 'Maryam Al Sayed',
      contactEmail: `money-${tag}@e2e.test`,
      lines: [{ courseId, trainingType: 'full_course', candidates: 3 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const quotation = (await created.json()) as { id: string; publicUrl: string };
  const sent = await page.request.post(`/api/admin/quotations/${quotation.id}/send`);
  expect(sent.status(), await sent.text()).toBe(200);
  const token = quotation.publicUrl.split('/').pop() ?? '';
  const signature = await drawPng(page, '#ffffff', 'M. Al Sayed', { width: 300, height: 100 });
  const accepted = await page.request.post(`/api/public/quotations/${token}/accept`, {
    data: { name: 'Maryam Al Sayed', signature: `data:image/png;base64,${signature.toString('base64')}` },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const invoice = await page.request.post(`/api/admin/quotations/${quotation.id}/invoice`);
  expect(invoice.status(), await invoice.text()).toBe(201);
  return (await invoice.json()) as { amount: string; vatAmount: string };
}

/** A sum of a money card (its label, then its amount). */
const sum = (money: Locator, label: string) =>
  money.locator('div').filter({
    has: money
      .page()
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) }),
  });

test('a report shows the money of the month and of the year, and Analytics what is owed', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInAsMainAdmin(page);
  const { year, month, name } = bahrainMonth();
  const monthlyUrl = `/api/admin/reports/monthly?year=${year}&month=${month}`;
  const yearlyUrl = `/api/admin/reports/yearly?year=${year}`;
  const before = await read<MonthlyReport>(page, monthlyUrl);
  const owedBefore = (await read<Analytics>(page, '/api/admin/analytics')).receivables;

  const invoice = await invoicedQuotation(page);
  expect(invoice.amount).toBe('808.50'); // 3 x 245.00, and 10% VAT
  const after = await read<MonthlyReport>(page, monthlyUrl);
  const yearly = await read<YearlyReport>(page, yearlyUrl);
  const owed = (await read<Analytics>(page, '/api/admin/analytics')).receivables;
  const moved = (key: keyof Money) => fils(after.money[key]) - fils(before.money[key]);
  expect([moved('quoted'), moved('accepted'), moved('invoiced'), moved('outstanding')]).toEqual(
    Array(4).fill(fils(invoice.amount)),
  );
  expect(dinars(moved('vat'))).toBe(invoice.vatAmount);
  expect(moved('paid')).toBe(0);
  // Due in 30 days: owed, not overdue.
  expect(fils(owed.outstanding) - fils(owedBefore.outstanding)).toBe(fils(invoice.amount));
  expect(owed.overdue).toBe(owedBefore.overdue);

  // The Reports tab opens on this month: its money as the server summed it.
  await page.goto('/');
  await openConsoleTab(page, 'Reports');
  const monthly = page.getByRole('region', { name: `Monthly Report · ${name} ${year}` });
  const monthMoney = monthly.getByRole('region', { name: "The month's money" });
  for (const [label, key] of [
    ['Quoted', 'quoted'],
    ['Accepted', 'accepted'],
    ['Invoiced', 'invoiced'],
    ['VAT', 'vat'],
    ['Paid', 'paid'],
    ['Outstanding', 'outstanding'],
  ] as const) {
    await expect(sum(monthMoney, label)).toHaveText(`${label}${bd(after.money[key])}`);
  }
  const yearSection = page.getByRole('region', { name: `Yearly Report · ${year}` });
  await expect(sum(yearSection.getByRole('region', { name: "The year's money" }), 'Invoiced')).toHaveText(
    `Invoiced${bd(yearly.money.invoiced)}`,
  );
  // The month's row: its invoiced and paid, in the year's table on a wide screen, and in a table
  // of their own on a phone, so that neither is squeezed.
  const phone = testInfo.project.name === 'mobile';
  const moneyTable = yearSection.getByRole('table', {
    name: phone ? "The year's invoiced and paid month by month" : 'The year month by month',
  });
  const row = yearly.monthlyData[month - 1];
  const cells = moneyTable.getByRole('row', { name: new RegExp(name) }).getByRole('cell');
  await expect(cells.nth(phone ? 0 : 4)).toHaveText(bd(row?.invoiced ?? ''));
  await expect(cells.nth(phone ? 1 : 5)).toHaveText(bd(row?.paid ?? ''));
  await expect(moneyTable.getByRole('columnheader', { name: 'Invoiced' })).toBeVisible();
  await monthMoney.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  expect(await fitProblems(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'reports-money');

  // Analytics: what is owed today beside the revenue.
  await openConsoleTab(page, 'Analytics');
  const outstanding = page.locator('.mantine-Card-root').filter({ hasText: /^Outstanding/ });
  await expect(outstanding).toContainText(bd(owed.outstanding));
  const overdue = page.locator('.mantine-Card-root').filter({ hasText: /^Overdue/ });
  await expect(overdue).toContainText(bd(owed.overdue));
  await outstanding.scrollIntoViewIfNeeded();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await fitProblems(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'analytics-receivables', true);
});
