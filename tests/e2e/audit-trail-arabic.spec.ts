import { signInAsMainAdmin } from './accounts.js';
import { expectArabicPage, firstRender } from './arabic-pages.js';
import { createCourseThroughApi } from './catalogue.js';
import { ar, text } from './catalogues.js';
import { listEntry } from './console.js';
import { fitProblems, seriousViolations } from './fits.js';
import { expect, saveScreenshot, test } from './fixtures.js';

// An Audit Trail entry in Arabic, at 1280 and at 390 px (audit-trail.spec.ts reads the tab in
// English at 1280): the admin edits a course, then opens the edit with the browser set to Arabic;
// the Changes table names each field in Arabic, right to left, and the dialog fits the screen.

test('an entry’s changed fields in Arabic: each labelled in Arabic, right to left, and it fits', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  await signInAsMainAdmin(page);
  const course = await createCourseThroughApi(page, 'Audit Slinging', 'rigger');
  const edited = await page.request.put(`/api/admin/courses/${course.id}`, {
    data: { trainingPrice: 175, nameAr: 'التربيط والرفع' },
  });
  expect(edited.status()).toBe(200);

  // The browser's choice (the cookie), not a ?lang= link: that would set the main admin's account,
  // which the other journeys read in English.
  await page.context().addCookies([{ name: 'lang', value: 'ar', url: baseURL ?? '' }]);
  await page.goto('/?tab=audit');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: text(ar, 'auditTrail.title') })).toBeVisible(
    firstRender,
  );
  const edit = listEntry(page, course.name).filter({ hasText: text(ar, 'auditTrail.actions.updated') });
  await edit.getByRole('button', { name: /^فتح القيد/ }).click();
  // The one dialog open (its title's action and entity are each isolated in the Arabic sentence).
  const dialog = page.getByRole('dialog');
  const changes = dialog.getByRole('table');
  await expect(changes.getByRole('rowheader', { name: text(ar, 'auditFields.trainingPrice') })).toBeVisible();
  await expect(changes.getByRole('row', { name: new RegExp(text(ar, 'auditFields.nameAr')) })).toContainText(
    'التربيط والرفع',
  );
  await dialog.getByRole('button', { name: /^عرض .* لم يتغير/ }).click();
  await expect(
    changes.getByRole('rowheader', { name: text(ar, 'auditFields.assessmentPrice') }),
  ).toBeVisible();
  // A yes-or-no field says so in Arabic, not 'true'.
  await expect(
    changes.getByRole('row', { name: new RegExp(text(ar, 'auditFields.isActive')) }),
  ).toContainText(text(ar, 'auditTrail.detail.yes'));
  await expect(dialog).toHaveCSS('direction', 'rtl');
  await expectArabicPage(page);
  expect(await fitProblems(page, '[role=dialog]')).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'audit-trail-arabic-change', true);
});
