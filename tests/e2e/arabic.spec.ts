import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createAccount, signInAs, signInAsMainAdmin } from './accounts.js';
import { ar, arabicMessages, en, text, textsOf } from './catalogues.js';
import { useOwnClientAddress } from './client-address.js';
import { listEntry, openConsoleTab } from './console.js';
import { fitProblems, seriousViolations } from './fits.js';
import { expect, saveScreenshot, test } from './fixtures.js';

// Issue 27: English / العربية in every header. The page arrives in the chosen language with its
// direction (the server writes <html lang dir>), mirrors, keeps the choice, and no text of the
// English catalogue is left on a screen in Arabic.

const firstRender = { timeout: 15_000 };

/**
 * The English texts a screen in Arabic must not show: each as a pattern of the whole text (its
 * {{placeholders}} stand for anything), leaving out those Arabic writes the same (PDF, CSV) and
 * those with no word of three letters (a lone 'BD'). The server's messages too ('{}' for a value).
 */
const englishTexts = (() => {
  const arabic = new Set(textsOf(ar));
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const catalogue = [...new Set(textsOf(en))]
    .filter((text) => !arabic.has(text) && /[A-Za-z]{3}/.test(text.replace(/\{\{\s*\w+\s*\}\}/g, '')))
    .map((text) => new RegExp(`^${escaped(text).replace(/\\\{\\\{\s*\w+\s*\\\}\\\}/g, '.+')}$`));
  const messages = Object.keys(arabicMessages)
    .filter((message) => message.includes(' '))
    .map((message) => new RegExp(`^${escaped(message).replaceAll('\\{\\}', '.+')}$`));
  return [...catalogue, ...messages];
})();

/**
 * Data on the screens that is also a text of the catalogue: the seeded main admin's name and the
 * centre's own name (a company name in the users' list). Names stay as they were written.
 */
const NAMES = new Set(['Main Admin', 'Gulf Lifting & Heavy Equipment Training Centre']);

/** The texts on the page (text nodes, placeholders, accessible labels) that are English catalogue texts. */
async function englishLeft(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // A text marked English on purpose (a record kept as it was written, the bilingual
      // verification block) is not a text left untranslated.
      if (parent && parent.closest('script, style, [hidden], [lang^="en"]:not(html)') === null) {
        texts.push(node.textContent ?? '');
      }
    }
    for (const element of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
      // An English field's own words (its placeholder, beside its Arabic twin) are English on purpose.
      if (element.closest('[lang^="en"]:not(html)')) continue;
      for (const name of ['placeholder', 'aria-label', 'title']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts.map((text) => text.trim()).filter(Boolean);
  });
  return [
    ...new Set(
      shown.filter(
        (shownText) => !NAMES.has(shownText) && englishTexts.some((pattern) => pattern.test(shownText)),
      ),
    ),
  ];
}

async function expectArabicPage(page: Page, { texts = true } = {}) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.waitForLoadState('networkidle');
  if (texts) expect(await englishLeft(page)).toEqual([]);
}

test('a visitor switches to Arabic in the header: the page mirrors, keeps the choice, and switches back', async ({
  page,
}, testInfo) => {
  await useOwnClientAddress(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/[?&]lang=ar/);
  await expect(page.getByRole('link', { name: 'English' })).toBeVisible(firstRender);
  await expectArabicPage(page);
  // Mirrored: the brand starts the header on the right.
  const brand = await page.locator('header a[href="/"]').first().boundingBox();
  const viewport = page.viewportSize();
  expect(brand && viewport && brand.x + brand.width > viewport.width / 2).toBe(true);
  expect(await fitProblems(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'arabic-landing');

  // The cookie keeps it: a page opened later, without ?lang, is Arabic.
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1, name: text(ar, 'courses.title') })).toBeVisible(
    firstRender,
  );
  await expectArabicPage(page);
  expect(await fitProblems(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'arabic-courses');

  // The other public pages, and the login dialog.
  const [course] = (await (await page.request.get('/api/courses')).json()) as { id: string }[];
  for (const path of [
    '/gallery',
    '/forms',
    `/course/${course?.id}`,
    '/verify/NO-SUCH-CODE',
    '/reset-password',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(firstRender);
    await expectArabicPage(page);
    expect(await fitProblems(page)).toEqual([]);
  }
  await page.goto('/courses');
  await page.getByRole('button', { name: text(ar, 'nav.loginPortal') }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(en, 'courses.title') })).toBeVisible(
    firstRender,
  );
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('a form’s own check and the server’s refusal are told in Arabic', async ({ page }, testInfo) => {
  await useOwnClientAddress(page);
  await page.goto('/courses?lang=ar');
  await page.getByRole('button', { name: text(ar, 'login.title') }).click();
  await page.getByRole('button', { name: text(ar, 'login.clientLogin') }).click();
  const dialog = page.getByRole('dialog', { name: text(ar, 'login.clientLogin') });
  await dialog.getByRole('textbox', { name: text(ar, 'common.email') }).fill('nobody@example.test');
  await dialog.getByRole('button', { name: text(ar, 'login.submit'), exact: true }).click();
  // The schema the server runs, its message from the server's own Arabic table.
  await expect(
    dialog.getByText(arabicMessages['{} is required']?.replace('{0}', 'كلمة المرور') ?? ''),
  ).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'arabic-login-check');

  await dialog.getByLabel(text(ar, 'login.password')).fill('wrong-password');
  await dialog.getByRole('button', { name: text(ar, 'login.submit'), exact: true }).click();
  const toast = page.getByRole('alert').filter({ hasText: text(ar, 'login.failedTitle') });
  await expect(toast).toContainText(arabicMessages['Invalid email or password'] ?? '');
  expect(await englishLeft(page)).toEqual([]);
});

test('the client and instructor portals in Arabic', async ({ page, playwright, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const address = await useOwnClientAddress(page);
  await signInAsMainAdmin(page);
  const ownSession = () =>
    playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': address } });
  const client = await createAccount(page, ownSession, 'client', { companyName: 'Sitra Cranes W.L.L.' });
  const instructor = await createAccount(page, ownSession, 'instructor', {
    firstName: 'Hassan',
    lastName: 'Ali',
  });

  for (const [account, title] of [
    [client, 'portal.clientTitle'],
    [instructor, 'portal.instructorTitle'],
  ] as const) {
    await signInAs(page, account.email, account.password);
    await page.goto('/?lang=ar');
    await expect(page.getByRole('heading', { level: 1, name: text(ar, title) })).toBeVisible(firstRender);
    await expectArabicPage(page);
    // The portal's sections: tabs, or on a wide screen the instructor's side navigation.
    const tabs = page.getByRole('tab');
    for (let index = 0; index < (await tabs.count()); index += 1) {
      await tabs.nth(index).click();
      await expectArabicPage(page);
      expect(await fitProblems(page)).toEqual([]);
      await saveScreenshot(page, testInfo, `arabic-${title.split('.')[1]}-${index}`);
    }
  }
});

test('every console tab in Arabic: right to left, no English text of the catalogue left, and it fits', async ({
  page,
  playwright,
  baseURL,
  isMobile,
}, testInfo) => {
  test.setTimeout(180_000);
  const address = await useOwnClientAddress(page);
  await signInAsMainAdmin(page);
  const admin = await createAccount(
    page,
    () => playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': address } }),
    'admin',
    { firstName: 'Fatima', lastName: 'Al-Arabi' },
  );
  await signInAs(page, admin.email, admin.password);
  // The admin's choice, kept on their account: a new browser opens their console in Arabic.
  await page.goto('/?lang=ar');
  await expect(page.getByRole('heading', { level: 1, name: text(ar, 'portal.adminTitle') })).toBeVisible(
    firstRender,
  );
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
  const address = await useOwnClientAddress(page);
  await signInAsMainAdmin(page);
  const admin = await createAccount(
    page,
    () => playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': address } }),
    'admin',
    { firstName: 'Maryam', lastName: 'Al-Arabi' },
  );
  await signInAs(page, admin.email, admin.password);
  await page.goto('/?lang=ar');
  for (const [tab, button] of consoleDialogs) {
    await test.step(button, async () => {
      await page.goto(tab);
      const opener = page.getByRole('main').getByRole('button', { name: text(ar, button), exact: true });
      await opener.click(firstRender);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectArabicPage(page);
      expect(await fitProblems(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, testInfo, `arabic-dialog-${button}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  }
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

test('a verification page shows the state and the holder’s block in both languages, one under the other', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await signInAsMainAdmin(page);
  const [course] = (await (await page.request.get('/api/courses')).json()) as { id: string }[];
  const number = `AR-${Date.now()}`;
  const created = await page.request.post('/api/admin/public-certificates', {
    data: {
      certificateNumber: number,
      studentName: 'Yusuf Al-Doseri',
      nationalId: '880412345',
      courseId: course?.id,
      dateOfBirth: '1988-04-12',
      publishDate: '2026-01-10',
      expiryDate: '2029-01-10',
    },
  });
  expect(created.status()).toBe(201);
  const { verificationUrl } = (await created.json()) as { verificationUrl: string };
  const path = new URL(verificationUrl).pathname;

  const visitorContext = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  const visitor = await visitorContext.newPage();
  await useOwnClientAddress(visitor);
  for (const [language, second] of [
    [en, ar],
    [ar, en],
  ] as const) {
    await visitor.goto(`${path}?lang=${language === ar ? 'ar' : 'en'}`);
    await expect(visitor.getByText(text(language, 'certificateSearch.valid'), { exact: true })).toBeVisible(
      firstRender,
    );
    await expect(visitor.getByText(text(second, 'certificateSearch.valid'), { exact: true })).toBeVisible();
    await expect(visitor.getByText(text(second, 'certificateSearch.validText'))).toBeVisible();
    await expect(visitor.getByText(text(second, 'certificateSearch.studentName'))).toBeVisible();
    await expect(visitor.getByText('Yusuf Al-Doseri')).toBeVisible();
    expect(await fitProblems(visitor)).toEqual([]);
    expect(await seriousViolations(visitor)).toEqual([]);
    await saveScreenshot(visitor, testInfo, `arabic-verify-${language === ar ? 'ar' : 'en'}`);
  }
  await visitorContext.close();
});
