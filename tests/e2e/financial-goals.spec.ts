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

test('the admin reverses a mistaken transaction once, and deletes a goal made by mistake but not one with transactions', async ({
  page,
}, testInfo: TestInfo) => {
  test.setTimeout(90_000);
  const tag = `${testInfo.project.name} ${randomUUID().slice(0, 6)}`;
  const title = `Crane fund ${tag}`;
  const mistake = `Typo goal ${tag}`;
  await signInAsMainAdmin(page);
  const newGoal = async (name: string) => {
    const made = await page.request.post('/api/admin/financial-goals', {
      data: { title: name, targetAmount: 1000, startDate: '2026-01-01' },
    });
    expect(made.status()).toBe(201);
    return ((await made.json()) as { id: string }).id;
  };
  const id = await newGoal(title);
  await newGoal(mistake);
  const credit = await page.request.post(`/api/admin/financial-goals/${id}/transactions`, {
    data: { amount: 250, description: 'Typed for the wrong goal' },
  });
  expect(credit.status()).toBe(201);

  await page.goto('/');
  await openConsoleTab(page, 'Financial Goals');
  const card = goalCard(page, title);
  await expect(card).toContainText('BD 250.00', firstRender);
  // A goal with transactions offers no Delete.
  await card.getByRole('button', { name: `Actions for ${title}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Close Goal' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Delete Goal' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await card.getByRole('button', { name: `History of ${title}, 1 transaction` }).click();
  const history = page.getByRole('dialog', { name: `Transaction History: ${title}` });
  await history.getByRole('button', { name: 'Actions for the credit of BD 250.00' }).click();
  await page.getByRole('menuitem', { name: 'Reverse' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reverse Transaction' });
  await expect(confirm).toContainText('A debit of the same amount is recorded that names it');
  await saveScreenshot(page, testInfo, 'financial-goals-reverse');
  await confirm.getByRole('button', { name: 'Reverse' }).click();
  await expect(page.getByText('Transaction Reversed')).toBeVisible();
  await expect(confirm).toBeHidden();

  // Both stay: the reversal names the credit it reverses, which is marked Reversed; neither offers Reverse again.
  const entries = history.getByRole(testInfo.project.name === 'mobile' ? 'listitem' : 'row');
  const reversal = entries.filter({ hasText: 'Reversal of the credit of BD 250.00' });
  await expect(reversal).toContainText('− BD 250.00');
  await expect(reversal).toContainText('Reverses the credit of');
  await expect(entries.filter({ hasText: 'Typed for the wrong goal' }).first()).toBeVisible();
  await expect(history.getByText('Reversed', { exact: true })).toBeVisible();
  await expect(history.getByRole('button', { name: /^Actions for the/ })).toHaveCount(0);
  await expectNoSeriousViolation(page);
  await saveScreenshot(page, testInfo, 'financial-goals-reversed');
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();
  await expect(card).toContainText('BD 0.00');

  // The goal made by mistake has no transactions: it can be deleted, after a confirmation.
  const typo = goalCard(page, mistake);
  await typo.getByRole('button', { name: `Actions for ${mistake}` }).click();
  await page.getByRole('menuitem', { name: 'Delete Goal' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Goal' })
    .getByRole('button', { name: 'Delete Goal' })
    .click();
  await expect(page.getByText('Goal Deleted')).toBeVisible();
  await expect(typo).toHaveCount(0);

  const audit = await page.request.get('/api/admin/audit?entity=financial_goal&pageSize=100');
  const rows = ((await audit.json()) as { items: { title: string; description: string }[] }).items;
  expect(rows.filter((row) => row.title === title).map((row) => row.description)[0]).toBe(
    'Credit of BD 250.00 reversed: Typed for the wrong goal',
  );
  expect(rows.filter((row) => row.title === mistake).map((row) => row.description)).toEqual([
    'Financial goal deleted',
    'Financial goal created with a target of BD 1,000.00',
  ]);
});
