import { createAccount, signInAs, signInAsMainAdmin } from './accounts.js';
import { englishLeft, expectArabicPage, firstRender } from './arabic-pages.js';
import { createCourseThroughApi } from './catalogue.js';
import { ar, arabicMessages, en, text } from './catalogues.js';
import { useOwnClientAddress } from './client-address.js';
import { fitProblems, seriousViolations } from './fits.js';
import { expect, liveOnArrival, saveScreenshot, test } from './fixtures.js';

// Issue 27: English / العربية in every header. The page arrives in the chosen language with its
// direction (the server writes <html lang dir>), mirrors, keeps the choice, and no text of the
// English catalogue is left on a screen in Arabic.

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

test('the client and instructor portals in Arabic, a class named by its course’s Arabic name', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
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
  // A class of a course the catalogue also names in Arabic: each portal calls it by that name.
  const course = await createCourseThroughApi(page, 'Gantry Signalling Drill', 'rigger');
  const nameAr = `تمرين إشارات الرافعة الجسرية ${course.code.slice(-6)}`;
  expect((await page.request.put(`/api/admin/courses/${course.id}`, { data: { nameAr } })).status()).toBe(
    200,
  );
  const booked = await page.request.post('/api/admin/schedules', {
    data: {
      userId: client.id,
      instructorId: instructor.id,
      courseId: course.id,
      preferredDate: '2028-02-14',
      preferredTime: '08:00',
      allowInstructorConflict: true,
    },
  });
  expect(booked.status()).toBe(201);

  for (const [account, title] of [
    [client, 'portal.clientTitle'],
    [instructor, 'portal.instructorTitle'],
  ] as const) {
    await signInAs(page, account.email, account.password);
    await page.goto('/?lang=ar');
    await expect(page.getByRole('heading', { level: 1, name: text(ar, title) })).toBeVisible(firstRender);
    await expect(page.getByRole('main').getByText(nameAr).first()).toBeVisible();
    await expect(page.getByRole('main').getByText(course.name)).toHaveCount(0);
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
  const visitor = liveOnArrival(await visitorContext.newPage());
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
