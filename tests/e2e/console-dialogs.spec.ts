import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { signInAsMainAdmin } from './accounts.js';
import { failProcedure } from './fail-procedure.js';
import { toastTexts } from './fits.js';
import { expect, saveScreenshot, test } from './fixtures.js';

// The console's dialogs: a toast never covers the dialog's buttons and says a thing once; focus
// goes back to what opened a dialog (a tab's button, a row's '...' menu, a card's menu on phones).

const firstRender = { timeout: 15_000 };

async function openTab(page: Page, address: string, heading: string) {
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible(firstRender);
}

/** Whether two boxes share any area. */
function overlap(a: { x: number; y: number; width: number; height: number } | null, b: typeof a) {
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('an error toast never covers the dialog: its button takes a real click, and a message shows once', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await signInAsMainAdmin(page);
  await openTab(page, '/?tab=courses', 'Courses');
  const opener = page.getByRole('button', { name: 'Add Course' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Add Course' });
  await dialog
    .getByRole('textbox', { name: 'Course name', exact: true })
    .fill(`Toast Check ${randomUUID().slice(0, 6)}`);

  const letThrough = await failProcedure(page, 'courses.create');
  const save = dialog.getByRole('button', { name: 'Add Course' });
  await save.click();
  const toast = page.locator('.mantine-Notification-root');
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText('down');

  // While the toast shows, the dialog's main button is clicked for real (no force): a toast over it
  // would take the click and fail this step. The same failure again is still one toast.
  await expect(toast).toBeVisible();
  expect(overlap(await toast.boundingBox(), await save.boundingBox())).toBe(false);
  expect(
    overlap(await toast.boundingBox(), await dialog.getByRole('button', { name: 'Cancel' }).boundingBox()),
  ).toBe(false);
  // Nor the header's buttons (the navigation's, Logout): the toasts start under the header.
  expect(overlap(await toast.boundingBox(), await page.locator('header').first().boundingBox())).toBe(false);
  const secondFailure = page.waitForResponse((response) => response.url().includes('courses.create'));
  await save.click();
  await secondFailure;
  await expect(toast).toBeVisible();
  await expect.poll(() => toastTexts(page)).toEqual([expect.stringContaining('down')]);
  await saveScreenshot(page, testInfo, 'console-dialog-error-toast', true);

  // It goes through: the success replaces the failure, and focus is back on the tab's button.
  await letThrough();
  await save.click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => toastTexts(page)).toEqual([expect.stringContaining('Course Created')]);
  await expect(opener).toBeFocused();
});

/** A dialog opened by a click on `opener`, closed by Escape or its Cancel: focus is back on `opener`. */
async function expectFocusReturns(
  page: Page,
  opener: Locator,
  close: 'Escape' | 'Cancel',
  menuItem?: string,
) {
  await opener.click();
  if (menuItem) await page.getByRole('menuitem', { name: menuItem }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The dialog takes the focus first.
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  if (close === 'Escape') await page.keyboard.press('Escape');
  else await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

const tabButtons: { address: string; heading: string; buttons: string[] }[] = [
  { address: '/?tab=users', heading: 'Users', buttons: ['Add User'] },
  { address: '/?tab=schedules', heading: 'Schedules', buttons: ['Filter', 'Bulk Schedule', 'Add Schedule'] },
  { address: '/?tab=certificates', heading: 'Certificates', buttons: ['Upload Certificate'] },
  {
    address: '/?tab=public-certificates',
    heading: 'Public Certificates',
    buttons: ['Import CSV', 'Publish Certificate'],
  },
  {
    address: '/?tab=quotations',
    heading: 'Quotations',
    buttons: ['Document Settings', 'Test Email', 'New Quotation'],
  },
  { address: '/?tab=courses', heading: 'Courses', buttons: ['Add Course'] },
  { address: '/?tab=gallery', heading: 'Photo Gallery Management', buttons: ['Add Photo'] },
  { address: '/admin/form-builder', heading: 'Form Builder', buttons: ['Create Form'] },
  { address: '/?tab=financial-goals', heading: 'Financial Goals', buttons: ['Create Goal'] },
];

test('focus goes back to what opened each dialog of the console: Escape, Cancel, a row’s menu', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsMainAdmin(page);
  for (const { address, heading, buttons } of tabButtons) {
    await openTab(page, address, heading);
    for (const [index, name] of buttons.entries()) {
      const opener = page.getByRole('main').getByRole('button', { name, exact: true });
      await test.step(`${heading}: ${name}`, async () => {
        await expectFocusReturns(page, opener, index % 2 === 0 ? 'Escape' : 'Cancel');
      });
    }
  }

  // A row's '...' menu (a card's on phones): the menu's button, not the item that is gone, gets focus.
  await openTab(page, '/?tab=courses', 'Courses');
  const menu = page.getByRole('button', { name: /^Actions for / }).first();
  await test.step('Courses: a row menu’s Edit, closed by Cancel', () =>
    expectFocusReturns(page, menu, 'Cancel', 'Edit'));
  await test.step('Courses: a row menu’s Delete, closed by Escape', () =>
    expectFocusReturns(page, menu, 'Escape', 'Delete'));

  // A row deleted from its own menu takes its '...' button with it: the tab's heading gets focus.
  const doomed = `Focus Check ${randomUUID().slice(0, 6)}`;
  expect((await page.request.post('/api/admin/courses', { data: { name: doomed } })).status()).toBe(201);
  await openTab(page, '/?tab=courses', 'Courses');
  await page.getByRole('button', { name: `Actions for ${doomed}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Course', exact: true }).click();
  await expect(page.getByRole('button', { name: `Actions for ${doomed}` })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Courses' })).toBeFocused();

  // A row opened by its first cell (an audit entry): that cell's button gets focus back.
  await openTab(page, '/?tab=audit', 'Audit Trail');
  const entry = page.getByRole('button', { name: /^Open the entry of / }).first();
  await test.step('Audit Trail: an entry, closed by Escape', () => expectFocusReturns(page, entry, 'Escape'));
});

test('empty lists look alike: icon, heading and sentence; a phone goes straight to the tab', async ({
  page,
  isMobile,
}, testInfo) => {
  test.setTimeout(60_000);
  await signInAsMainAdmin(page);

  // A search that finds nothing, and a list with nothing in it yet: the same shared empty state.
  await openTab(page, '/?tab=users', 'Users');
  await page.getByRole('main').getByRole('textbox', { name: 'Search' }).fill(`nobody-${randomUUID()}`);
  await expect(page.getByRole('heading', { level: 3, name: 'No Matches' })).toBeVisible();
  await expect(page.getByText('No users match the search or role.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'console-empty-no-match', true);

  // A goal just made has no transactions: its history is a list with nothing in it yet. (The
  // journeys share one database, so a whole tab is empty only on a fresh one.)
  const title = `Empty history ${testInfo.project.name} ${randomUUID().slice(0, 6)}`;
  const made = await page.request.post('/api/admin/financial-goals', {
    data: { title, targetAmount: 500, startDate: '2026-01-01' },
  });
  expect(made.status()).toBe(201);
  await openTab(page, '/?tab=financial-goals', 'Financial Goals');
  await page.getByRole('button', { name: `History of ${title}, 0 transactions` }).click();
  const history = page.getByRole('dialog', { name: `Transaction History: ${title}` });
  await expect(history.getByRole('heading', { level: 3, name: 'No Transactions Yet' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'console-empty-history', true);
  await page.keyboard.press('Escape');

  // The first view welcomes; a tab's page on a phone starts with the tab, not the portal's title.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible(firstRender);
  await openTab(page, '/?tab=courses', 'Courses');
  const tabHeading = await page.getByRole('heading', { level: 2, name: 'Courses' }).boundingBox();
  if (isMobile) {
    // The portal's title stays for screen readers only (clipped away).
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeAttached();
    // Under the 64 px header and the page's padding, not under the title and welcome line too.
    expect(tabHeading?.y).toBeLessThan(120);
  } else {
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible();
  }
  await saveScreenshot(page, testInfo, 'console-tab-page', true);

  // The yearly report's twelve months stay one short table on a phone (reports.spec.ts checks it).
  await openTab(page, '/?tab=reports', 'Reports');
  const months = page.getByRole('table', { name: 'The year month by month' });
  await months.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'console-yearly-report', true);
});
