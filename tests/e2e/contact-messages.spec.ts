import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { mainAdmin } from './accounts.js';
import { useOwnClientAddress } from './client-address.js';
import { consoleLinkName, listEntry, openConsoleTab } from './console.js';
import { expect, saveScreenshot, test } from './fixtures.js';

// A section is a chunk of its own: its first render may wait for the download on a busy machine.
const firstRender = { timeout: 15_000 };

interface Summary {
  total: number;
  unread: number;
  read: number;
}

/**
 * The summary's three figures (Total, Unread, Read) as the tab shows them (the first list of terms:
 * the messages' cards on a phone have their own), and the unread count on the tab's link.
 */
async function expectSummary(page: Page, summary: Summary) {
  const figures = page.getByRole('main').locator('dl').first();
  await expect(figures.getByRole('term')).toHaveText(['Total', 'Unread', 'Read']);
  await expect(figures.getByRole('definition')).toHaveText([
    String(summary.total),
    String(summary.unread),
    String(summary.read),
  ]);
  if ((page.viewportSize()?.width ?? 0) >= 1200) {
    const link = page.getByRole('navigation', { name: 'Admin console sections' }).getByRole('link', {
      name: consoleLinkName('Contact Messages'),
    });
    await expect(link).toHaveAccessibleName(
      summary.unread > 0 ? `Contact Messages ${summary.unread} unread` : 'Contact Messages',
    );
  }
}

test('a visitor writes; the admin sees it as New, marks it read and deletes it', async ({
  page,
}, testInfo) => {
  const address = await useOwnClientAddress(page);
  const headers = { 'X-Forwarded-For': address };
  const name = `Fatima ${randomUUID().slice(0, 8)}`;

  // The visitor sends a message through the contact section.
  await page.goto('/?section=contact');
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible(firstRender);
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill('fatima@example.com');
  await page
    .getByRole('combobox', { name: 'Course Interest' })
    .selectOption({ label: 'Rigger (Slinger / Signaller)' });
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('Twelve riggers need training next month.\nCan you quote?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you! Your message has been sent successfully.')).toBeVisible();

  // The admin signs in (through the API: the login dialog has journeys of its own).
  const login = await page.request.post('/api/auth/login', { data: mainAdmin, headers });
  expect(login.status()).toBe(200);
  const summaryAnswer = await page.request.get('/api/admin/contact-messages/summary', { headers });
  const before = (await summaryAnswer.json()) as Summary;
  expect(before.unread).toBeGreaterThanOrEqual(1);

  await page.goto('/');
  await openConsoleTab(page, 'Contact Messages');
  await expect(page.getByRole('heading', { level: 2, name: 'Contact Messages' })).toBeVisible(firstRender);
  await expectSummary(page, before);

  const message = listEntry(page, name);
  await expect(message.getByText('New', { exact: true })).toBeVisible();
  await expect(message.getByRole('link', { name: 'fatima@example.com' })).toHaveAttribute(
    'href',
    'mailto:fatima@example.com',
  );
  await expect(message).toContainText('Rigger (Slinger / Signaller)');
  await expect(message).toContainText('Twelve riggers need training next month.');
  // Received just now, in Bahrain time, with the date and the time.
  await expect(message.locator('time')).toHaveText(/\d{4}.*\d{1,2}:\d{2}/);
  await message.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'contact-messages');

  const actions = message.getByRole('button', { name: `Actions for the message from ${name}` });
  await actions.click();
  await page.getByRole('menuitem', { name: 'Mark Read' }).click();
  await expect(message.getByText('New', { exact: true })).toHaveCount(0);
  await expect(message.getByText('Read', { exact: true })).toBeVisible();
  await expectSummary(page, { total: before.total, unread: before.unread - 1, read: before.read + 1 });

  // Read, it offers only Delete.
  await actions.click();
  await expect(page.getByRole('menuitem')).toHaveText(['Delete']);
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Message' });
  await expect(confirm).toContainText(`Delete the message from ${name}?`);
  await saveScreenshot(page, testInfo, 'contact-messages-delete');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(message).toHaveCount(0);
  await expectSummary(page, { total: before.total - 1, unread: before.unread - 1, read: before.read });
});

test('a failed Mark Read says so in a toast', async ({ page }) => {
  const address = await useOwnClientAddress(page);
  const headers = { 'X-Forwarded-For': address };
  const name = `Ahmed ${randomUUID().slice(0, 8)}`;
  const sent = await page.request.post('/api/contact', {
    data: { name, email: 'ahmed@example.com', message: 'Forklift course dates?' },
    headers,
  });
  expect(sent.status()).toBe(201);
  expect(await sent.json()).toMatchObject({ name, courseInterest: 'general_inquiry', isRead: false });
  expect((await page.request.post('/api/auth/login', { data: mainAdmin, headers })).status()).toBe(200);

  await page.goto('/');
  await openConsoleTab(page, 'Contact Messages');
  const message = listEntry(page, name);
  await expect(message).toContainText('General Inquiry', firstRender);
  const actions = message.getByRole('button', { name: `Actions for the message from ${name}` });

  const markRead = (url: URL) => url.pathname.includes('contact.markRead');
  await page.route(markRead, (route) => route.abort('connectionfailed'));
  await actions.click();
  await page.getByRole('menuitem', { name: 'Mark Read' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to mark message as read' })).toContainText(
    'Error',
  );
  await expect(message.getByText('New', { exact: true })).toBeVisible();
  await page.unroute(markRead);

  // Clean up through the UI: the message goes after confirmation.
  await actions.click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete Message' }).getByRole('button', { name: 'Delete' }).click();
  await expect(message).toHaveCount(0);
});
