import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, signInAs, signInAsMainAdmin } from './accounts.js';
import { expectArabicPage, firstRender } from './arabic-pages.js';
import { ar, en, text } from './catalogues.js';
import { useOwnClientAddress } from './client-address.js';
import { listEntry, openConsoleTab } from './console.js';
import { fitProblems, seriousViolations } from './fits.js';
import { expect, saveScreenshot, test } from './fixtures.js';

// Issue 27: the admin console in Arabic: every tab and every tab's dialogs right to left, in Arabic,
// fitting the screen, with no serious axe finding; names in its lists keep their own order.

/**
 * A new admin of their own (never the main admin, whom the other journeys read in English), signed
 * in, who chose Arabic on their account through a ?lang=ar link.
 */
async function signInAsArabicAdmin(
  page: Page,
  newContext: (headers: Record<string, string>) => Promise<APIRequestContext>,
  firstName: string,
) {
  const address = await useOwnClientAddress(page);
  await signInAsMainAdmin(page);
  const admin = await createAccount(page, () => newContext({ 'X-Forwarded-For': address }), 'admin', {
    firstName,
    lastName: 'Al-Arabi',
  });
  await signInAs(page, admin.email, admin.password);
  await page.goto('/?lang=ar');
  await expect(page.getByRole('heading', { level: 1, name: text(ar, 'portal.adminTitle') })).toBeVisible(
    firstRender,
  );
}

test('every console tab in Arabic: right to left, no English text of the catalogue left, and it fits', async ({
  page,
  playwright,
  baseURL,
  isMobile,
}, testInfo) => {
  test.setTimeout(180_000);
  await signInAsArabicAdmin(
    page,
    (headers) => playwright.request.newContext({ baseURL, extraHTTPHeaders: headers }),
    'Fatima',
  );
  // The admin's choice, kept on their account: a new browser opens their console in Arabic.
  await page.context().clearCookies({ name: 'lang' });
  await page.goto('/');
  await expectArabicPage(page);
  const words = {
    openNavigation: text(ar, 'console.openNavigation'),
    tabsLabel: text(ar, 'console.tabsLabel'),
    unread: text(ar, 'console.unread'),
  };
  if (isMobile) await page.getByRole('button', { name: words.openNavigation }).click();
  const navigation = page.getByRole('navigation', { name: words.tabsLabel });
  // On a phone the drawer's code comes on first use: its links are read once they are there.
  await expect(navigation.getByRole('link').first()).toBeVisible(firstRender);
  const labels = (await navigation.getByRole('link').allInnerTexts()).map(
    (text) => text.split('\n')[0]?.trim() ?? '',
  );
  expect(labels.length).toBeGreaterThanOrEqual(7);
  if (isMobile) await page.keyboard.press('Escape');
  for (const label of labels) {
    await openConsoleTab(page, label, words);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible(firstRender);
    await expect(page.getByLabel(text(ar, 'common.loading'), { exact: true })).toHaveCount(0);
    // The texts are looked for at 1280 px, which runs before the other journeys fill the lists:
    // what they record (mail subjects, chat messages, names) is data, written in English. At
    // 390 px: the direction, the fit and axe.
    await expectArabicPage(page, { texts: !isMobile });
    expect(await fitProblems(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, testInfo, `arabic-console-${labels.indexOf(label)}`);
  }

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(en, 'portal.adminTitle') })).toBeVisible(
    firstRender,
  );
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

/** Each console tab's own dialogs: the button that opens one, by its text's key. */
const consoleDialogs: [address: string, button: string][] = [
  ['/?tab=users', 'users.addUser'],
  ['/?tab=schedules', 'adminSchedules.filter'],
  ['/?tab=schedules', 'adminSchedules.bulk'],
  ['/?tab=schedules', 'adminSchedules.add'],
  ['/?tab=certificates', 'adminCertificates.upload'],
  ['/?tab=public-certificates', 'publicCertificates.import'],
  ['/?tab=public-certificates', 'publicCertificates.publish'],
  ['/?tab=quotations', 'adminQuotations.documentSettings'],
  ['/?tab=quotations', 'adminQuotations.testEmailButton'],
  ['/?tab=quotations', 'adminQuotations.new'],
  ['/?tab=courses', 'adminCourses.add'],
  ['/?tab=gallery', 'adminGallery.add'],
  ['/admin/form-builder', 'formBuilder.create'],
  ['/?tab=financial-goals', 'financialGoals.create'],
];

test('every console dialog in Arabic: right to left, in Arabic, and it fits', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await signInAsArabicAdmin(
    page,
    (headers) => playwright.request.newContext({ baseURL, extraHTTPHeaders: headers }),
    'Maryam',
  );
  let numberFields = 0;
  for (const [tab, button] of consoleDialogs) {
    await test.step(button, async () => {
      await page.goto(tab);
      const opener = page.getByRole('main').getByRole('button', { name: text(ar, button), exact: true });
      await opener.click(firstRender);
      const dialog = page.getByRole('dialog');
      // A dialog's code comes the first time it opens.
      await expect(dialog).toBeVisible(firstRender);
      await expectArabicPage(page);
      expect(await fitProblems(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      // A number field lays out what is typed by its own text: '-5' reads '-5', never '5-'.
      const layouts = await dialog
        .locator('input[inputmode="decimal"], input[inputmode="numeric"]')
        .evaluateAll((inputs) => inputs.map((input) => getComputedStyle(input).unicodeBidi));
      expect(layouts.filter((layout) => layout !== 'plaintext')).toEqual([]);
      numberFields += layouts.length;
      await saveScreenshot(page, testInfo, `arabic-dialog-${button}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  }
  expect(numberFields).toBeGreaterThan(5);
});

test('a company’s name in a list keeps its own order on an Arabic screen', async ({
  page,
  playwright,
  baseURL,
}) => {
  const address = await useOwnClientAddress(page);
  await signInAsMainAdmin(page);
  const company = `Sitra Cranes ${randomUUID().slice(0, 4)} W.L.L.`;
  const client = await createAccount(
    page,
    () => playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': address } }),
    'client',
    { firstName: 'Ali', lastName: 'Hasan', companyName: company },
  );
  // The browser's choice (the cookie), not a ?lang= link: that would set the main admin's account,
  // which the other journeys read in English.
  await page.context().addCookies([{ name: 'lang', value: 'ar', url: baseURL ?? '' }]);
  await page.goto('/?tab=users');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page
    .getByRole('main')
    .getByRole('textbox', { name: text(ar, 'users.search') })
    .fill(client.email);
  const entry = listEntry(page, client.email);
  await expect(entry).toHaveCount(1, firstRender);
  // Left to right inside the right-to-left list: its first letter left of its full stop, which
  // ends it instead of leading it ('.Sitra Cranes W.L.L' is the fault this guards against).
  const [first, last] = await entry.getByText(company, { exact: true }).evaluate((element, name) => {
    const node = document.createTreeWalker(element, NodeFilter.SHOW_TEXT).nextNode();
    const at = (index: number) => {
      const range = document.createRange();
      range.setStart(node as Text, index);
      range.setEnd(node as Text, index + 1);
      return range.getBoundingClientRect().x;
    };
    return [at(0), at(name.length - 1)];
  }, company);
  expect(last).toBeGreaterThan(first ?? Number.POSITIVE_INFINITY);
});
