import type { TestInfo } from '@playwright/test';
import { startE2EWebhookReceiver } from '../webhooks/webhook-receiver.js';
import { signInAsMainAdmin } from './accounts.js';
import { expectArabicPage, firstRender } from './arabic-pages.js';
import { ar, text } from './catalogues.js';
import { listEntry, openConsoleTab } from './console.js';
import { fitProblems } from './fits.js';
import { expect, saveScreenshot, test } from './fixtures.js';

// The Integrations tab's webhooks: the admin adds an endpoint of an outside system (an address on a
// private network is refused under the URL field), copies its signing secret from the one screen
// that shows it, sends a test; the outside system receives a signed ping and the endpoint's
// deliveries show it delivered. Then the same in Arabic, right to left, and the endpoint is deleted.

const PATH = '/hooks/erp';

test('the admin adds a webhook, copies its secret once, and a test ping arrives signed', async ({
  page,
  context,
  baseURL,
}, testInfo: TestInfo) => {
  test.setTimeout(90_000);
  const receiver = await startE2EWebhookReceiver();
  try {
    const url = `${receiver.origin}${PATH}`;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAsMainAdmin(page);
    await page.goto('/');
    await openConsoleTab(page, 'Integrations');
    await expect(page.getByRole('heading', { level: 3, name: 'Webhooks', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'New Webhook', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'New Webhook' });
    // Nothing given: the server's own schema's messages, and nothing is made.
    await form.getByRole('button', { name: 'Add Webhook' }).click();
    await expect(form.getByText('URL is required')).toBeVisible();
    await expect(form.getByText('Choose at least one event')).toBeVisible();
    await form.getByRole('checkbox', { name: /A public certificate is published/ }).check();
    await form.getByRole('checkbox', { name: /A class is confirmed/ }).check();
    await form.getByRole('textbox', { name: 'Description' }).fill('ERP');

    // An address on a private network: the server refuses it, under the URL field.
    const urlField = form.getByRole('textbox', { name: 'URL' });
    await urlField.fill('https://10.0.0.1/hook');
    await form.getByRole('button', { name: 'Add Webhook' }).click();
    await expect(urlField).toHaveAccessibleDescription(
      /URL must not point to a private, loopback or link-local address/,
    );
    await expect(urlField).toHaveAttribute('aria-invalid', 'true');
    // Toasted too, as every refusal is (the toasts' code arrives with the first: let it settle).
    await expect(page.getByRole('alert').filter({ hasText: 'must not point to a private' })).toBeVisible();
    await expect(urlField).toBeFocused();
    // In sight, not under the dialog's sticky title.
    const inSight = (input: HTMLElement) => {
      const box = input.getBoundingClientRect();
      return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === input;
    };
    await expect.poll(() => urlField.evaluate(inSight)).toBe(true);
    await saveScreenshot(page, testInfo, 'webhooks-private-address', true);

    await urlField.fill(url);
    await saveScreenshot(page, testInfo, 'webhooks-new', true);
    await form.getByRole('button', { name: 'Add Webhook' }).click();

    // The secret, this once: copied, and trusted by the outside system.
    const shown = page.getByRole('dialog', { name: 'Copy the Signing Secret' });
    await expect(shown).toContainText('This is the only time the secret is shown');
    const secretCode = shown.getByLabel('Signing secret');
    const secret = (await secretCode.textContent()) ?? '';
    // All of it in sight, on a phone too (broken over lines, not running out of the dialog).
    expect(await secretCode.evaluate((code) => code.scrollWidth <= code.clientWidth)).toBe(true);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
    await shown.getByRole('button', { name: 'Copy secret' }).click();
    await expect(shown.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    expect(await fitProblems(page, '[role=dialog]')).toEqual([]);
    await saveScreenshot(page, testInfo, 'webhooks-secret-shown', true);
    receiver.trust(PATH, secret);
    await shown.getByRole('button', { name: 'I have copied it' }).click();

    const endpoints = page.getByRole('list', { name: 'Webhook endpoints' });
    const card = endpoints.getByRole('listitem').filter({ hasText: url });
    await expect(card).toContainText('Active');
    await expect(card).toContainText('certificate.published');
    await expect(page.getByRole('main')).not.toContainText(secret);

    // Switched off and on again from its card.
    const sending = card.getByRole('switch', { name: `Send events to ${url}` });
    await sending.click();
    await expect(card.getByText('Off', { exact: true })).toBeVisible();
    await expect(sending).not.toBeChecked();
    await sending.click();
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expect(sending).toBeChecked();

    // A test: the outside system receives a signed ping, and the card's deliveries show it delivered.
    await card.getByRole('button', { name: 'Send test' }).click();
    await expect(page.getByText('Test sent')).toBeVisible();
    await receiver.waitFor(PATH, 1);
    const ping = () =>
      receiver.received.find((request) => request.path === PATH && request.event.type === 'ping');
    await expect.poll(() => ping()?.verified, { timeout: 20_000 }).toBe(true);
    await expect(card.getByRole('button', { name: 'Hide deliveries' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const delivery = listEntry(page, 'Test ping', `Deliveries to ${url}`);
    await expect(delivery).toContainText('Delivered');
    await expect(delivery).toContainText('200');
    expect(await fitProblems(page)).toEqual([]);
    await saveScreenshot(page, testInfo, 'webhooks');

    // In Arabic (the browser's choice, not the main admin's account, which the other journeys read
    // in English): right to left, every text in Arabic, and it fits.
    await context.addCookies([{ name: 'lang', value: 'ar', url: baseURL ?? '' }]);
    await page.goto('/?tab=integrations');
    await expect(
      page.getByRole('heading', { level: 3, name: text(ar, 'integrations.webhooks.title'), exact: true }),
    ).toBeVisible(firstRender);
    const arabicCard = page
      .getByRole('list', { name: text(ar, 'integrations.webhooks.listLabel') })
      .getByRole('listitem')
      .filter({ hasText: url });
    // A value inside an Arabic sentence is isolated (U+2068 ... U+2069), keeping its own direction.
    const arabicActions = text(ar, 'integrations.webhooks.actionsFor').replace(
      '{{url}}',
      `\u2068${url}\u2069`,
    );
    await arabicCard.getByRole('button', { name: text(ar, 'integrations.webhooks.showDeliveries') }).click();
    await expect(arabicCard).toContainText(text(ar, 'integrations.webhookDeliveries.states.delivered'));
    await expectArabicPage(page);
    expect(await fitProblems(page)).toEqual([]);
    await saveScreenshot(page, testInfo, 'webhooks-arabic');

    await arabicCard.getByRole('button', { name: arabicActions }).click();
    await page.getByRole('menuitem', { name: text(ar, 'integrations.webhooks.edit') }).click();
    const edit = page.getByRole('dialog', { name: text(ar, 'integrations.webhookForm.editTitle') });
    await expect(edit.getByRole('textbox', { name: text(ar, 'integrations.webhookForm.url') })).toHaveValue(
      url,
    );
    await expect(edit).toHaveCSS('direction', 'rtl');
    await expectArabicPage(page);
    expect(await fitProblems(page, '[role=dialog]')).toEqual([]);
    await saveScreenshot(page, testInfo, 'webhooks-arabic-edit', true);
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();

    // Deleted, after a confirmation: nothing more is sent there.
    await arabicCard.getByRole('button', { name: arabicActions }).click();
    await page.getByRole('menuitem', { name: text(ar, 'integrations.webhooks.delete') }).click();
    const confirm = page.getByRole('dialog', { name: text(ar, 'integrations.webhooks.deleteTitle') });
    await confirm.getByRole('button', { name: text(ar, 'integrations.webhooks.delete') }).click();
    await expect(page.getByText(text(ar, 'integrations.webhooks.deleted'))).toBeVisible();
    await expect(arabicCard).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});
