import { randomUUID } from 'node:crypto';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { signInAsMainAdmin } from './accounts.js';
import { openConsoleTab } from './console.js';
import { seriousViolations } from './fits.js';
import { expect, saveScreenshot, test } from './fixtures.js';
import { fillDate } from './form-helpers.js';

// The Financial Goals tab: the admin creates a goal, records a credit and a debit through the
// dialogs, sees the card's progress and the history follow, closes the goal, and finds each step
// in the audit trail.

const firstRender = { timeout: 15_000 };

async function expectNoSeriousViolation(page: Page) {
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
}

/** The goal's card: the list item holding its title. */
const goalCard = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Financial goals' }).getByRole('listitem').filter({ hasText: title });

async function record(
  page: Page,
  card: Locator,
  type: 'Credit' | 'Debit',
  amount: string,
  description: string,
) {
  await card.getByRole('button', { name: 'Record Transaction' }).click();
  const dialog = page.getByRole('dialog', { name: /^Record Transaction/ });
  await dialog.getByText(type, { exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await dialog.getByRole('button', { name: 'Record Transaction' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Transaction Recorded')).toBeVisible();
}

test('the admin creates a goal, records a credit and a debit, reads the history, closes the goal and finds it all in the audit trail', async ({
  page,
}, testInfo: TestInfo) => {
  test.setTimeout(90_000);
  const tag = randomUUID().slice(0, 6);
  const title = `Forklift bay ${testInfo.project.name} ${tag}`;
  await signInAsMainAdmin(page);

  await page.goto('/');
  await openConsoleTab(page, 'Financial Goals');
  await expect(page.getByRole('heading', { level: 2, name: 'Financial Goals' })).toBeVisible(firstRender);
  await expect(page).toHaveURL(/tab=financial-goals$/);

  await page.getByRole('button', { name: 'Create Goal' }).click();
  const create = page.getByRole('dialog', { name: 'Create Financial Goal' });
  // Nothing typed: the spec's messages, from the server's own schema, and nothing is sent.
  await create.getByRole('button', { name: 'Create Goal' }).click();
  await expect(create.getByText('Goal title is required')).toBeVisible();
  await expect(create.getByText('Target amount is required')).toBeVisible();
  await expect(create.getByText('Start date is required')).toBeVisible();

  await create.getByRole('textbox', { name: 'Goal title' }).fill(title);
  await create
    .getByRole('textbox', { name: 'Description' })
    .fill('A second forklift for practical assessments');
  const target = create.getByRole('textbox', { name: 'Target amount' });
  await target.fill('1.234');
  await fillDate(create.getByLabel('Start date'), '2026-01-01');
  await fillDate(create.getByLabel('End date'), '2099-12-31');
  await create.getByRole('button', { name: 'Create Goal' }).click();
  await expect(create.getByText('Target amount must have at most 2 decimals')).toBeVisible();
  await target.fill('5000');
  await expectNoSeriousViolation(page);
  await saveScreenshot(page, testInfo, 'financial-goals-create');
  await create.getByRole('button', { name: 'Create Goal' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByText('Goal Created')).toBeVisible();

  const card = goalCard(page, title);
  await expect(card).toContainText('BD 0.00');
  await expect(card).toContainText('of BD 5,000.00');
  await expect(card).toContainText('days left');
  const bar = card.getByRole('progressbar', { name: `Progress towards ${title}: 0% of the target` });
  await expect(bar).toHaveAttribute('aria-valuenow', '0');

  await record(page, card, 'Credit', '1250.50', 'Course fees, November');
  await expect(card).toContainText('BD 1,250.50');
  await record(page, card, 'Debit', '250.25', 'Deposit returned');
  await expect(card).toContainText('BD 1,000.25');
  await expect(
    card.getByRole('progressbar', { name: `Progress towards ${title}: 20% of the target` }),
  ).toBeVisible();
  await expect(card).toContainText('20%');
  await expectNoSeriousViolation(page);
  await saveScreenshot(page, testInfo, 'financial-goals-cards');

  // A debit past what the goal holds: the server's message, the dialog stays open.
  await card.getByRole('button', { name: 'Record Transaction' }).click();
  const tooMuch = page.getByRole('dialog', { name: /^Record Transaction/ });
  await tooMuch.getByText('Debit', { exact: true }).click();
  await tooMuch.getByRole('textbox', { name: 'Amount' }).fill('2000');
  await tooMuch.getByRole('button', { name: 'Record Transaction' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'A debit of BD 2,000.00 would take this goal below zero' }),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'financial-goals-record');
  await tooMuch.getByRole('button', { name: 'Cancel' }).click();

  // The history, newest first.
  await card.getByRole('button', { name: `History of ${title}, 2 transactions` }).click();
  const history = page.getByRole('dialog', { name: `Transaction History: ${title}` });
  const entries = history.getByRole(testInfo.project.name === 'mobile' ? 'listitem' : 'row');
  await expect(entries.filter({ hasText: 'Deposit returned' })).toContainText('− BD 250.25');
  await expect(entries.filter({ hasText: 'Course fees, November' })).toContainText('+ BD 1,250.50');
  await expect(entries.filter({ hasText: /Deposit returned|Course fees/ })).toHaveText([
    /Deposit returned/,
    /Course fees, November/,
  ]);
  await expectNoSeriousViolation(page);
  await saveScreenshot(page, testInfo, 'financial-goals-history');
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  // Edited: a lower target, and the card's percent follows.
  await card.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit Goal' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Financial Goal' });
  await expect(edit.getByRole('textbox', { name: 'Target amount' })).toHaveValue('5000.00');
  await edit.getByRole('textbox', { name: 'Target amount' }).fill('4000');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(card).toContainText('of BD 4,000.00');
  await expect(card).toContainText('25%');

  // Closed: no more transactions; it is listed after the active goals.
  await card.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Close Goal' }).click();
  await page.getByRole('dialog', { name: 'Close Goal' }).getByRole('button', { name: 'Close Goal' }).click();
  await expect(page.getByText('Goal Closed')).toBeVisible();
  await expect(card.getByText('Closed', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Record Transaction' })).toHaveCount(0);

  // Every step is in the audit trail, with the amounts before and after.
  const audit = await page.request.get('/api/admin/audit?entity=financial_goal&pageSize=100');
  expect(audit.status()).toBe(200);
  const rows = ((await audit.json()) as { items: { title: string; description: string }[] }).items
    .filter((row) => row.title === title)
    .map((row) => row.description);
  expect(rows).toEqual([
    'Goal closed',
    'Goal updated: target amount',
    'Debit of BD 250.25 recorded: Deposit returned',
    'Credit of BD 1,250.50 recorded: Course fees, November',
    'Financial goal created with a target of BD 5,000.00',
  ]);
  await openConsoleTab(page, 'Audit Trail');
  await expect(page.getByText('Credit of BD 1,250.50 recorded: Course fees, November').first()).toBeVisible(
    firstRender,
  );
});
