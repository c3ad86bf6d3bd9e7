import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { signInAsMainAdmin } from './accounts.js';
import { expectArabicPage, firstRender } from './arabic-pages.js';
import { ar, text } from './catalogues.js';
import { useOwnClientAddress } from './client-address.js';
import { listEntry } from './console.js';
import { drawPng } from './draw-png.js';
import { fitProblems } from './fits.js';
import { expect, saveScreenshot, test } from './fixtures.js';
import { createForm } from './form-seed.js';

// Issue 27: the console's own lists and the catalogue follow the page's language. A course and a
// photo given Arabic names show the Arabic on an Arabic page and the English on an English one, in
// the order of the names shown; the course's Arabic duration is written in the console's editor
// and read on the Arabic course page.

/** Where each text stands among the texts of the entries (rows, cards or headings), in order. */
async function positions(entries: Locator, texts: string[]): Promise<number[]> {
  const shown = await entries.allInnerTexts();
  return texts.map((each) => shown.findIndex((entry) => entry.includes(each)));
}

const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The entries of a console list: a table's rows, or on phones its cards. */
const consoleEntries = (page: Page) =>
  page.getByRole('main').getByRole((page.viewportSize()?.width ?? 1280) <= 992 ? 'listitem' : 'row');

/** This browser's choice of language (the cookie), never the main admin's account (?lang=). */
async function chooseLanguage(page: Page, language: 'en' | 'ar', baseURL: string) {
  await page.context().addCookies([{ name: 'lang', value: language, url: baseURL }]);
}

test('the console lists and the catalogue show the Arabic names on an Arabic page, in their order; the Arabic duration is edited and shown', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const tag = randomUUID().slice(0, 6);
  const course = { name: `Hoist Rigging ${tag}`, nameAr: `رفع الأحمال ${tag}` };
  const englishOnly = `Beam Clamp Safety ${tag}`;
  const photo = { title: `Crane yard ${tag}`, titleAr: `ساحة الرافعات ${tag}` };
  const duration = { en: '3 days', ar: `ثلاثة أيام ${tag}` };
  await useOwnClientAddress(page);
  await signInAsMainAdmin(page);

  const made: { courses: string[]; photo?: string; form?: string } = { courses: [] };
  try {
    for (const data of [course, { name: englishOnly }]) {
      const created = await page.request.post('/api/admin/courses', { data });
      expect(created.status()).toBe(201);
      made.courses.push(((await created.json()) as { id: string }).id);
    }
    const upload = await page.request.post('/api/admin/upload-image', {
      multipart: {
        image: { name: 'yard.png', mimeType: 'image/png', buffer: await drawPng(page, '#1d4f91', 'Yard') },
      },
    });
    const { imageUrl } = (await upload.json()) as { imageUrl: string };
    const added = await page.request.post('/api/admin/gallery-photos', {
      data: { imagePath: imageUrl, ...photo, displayOrder: -900000 },
    });
    expect(added.status()).toBeLessThan(300);
    made.photo = ((await added.json()) as { id: string }).id;
    const form = await createForm(page.request, testInfo, { titleAr: `طلب مشغل ${tag}` });
    made.form = form.id;

    // English: the English names, in the English order (Beam before Hoist).
    await chooseLanguage(page, 'en', origin);
    await page.goto('/?tab=courses');
    await expect(listEntry(page, course.name)).toBeVisible(firstRender);
    await expect(page.getByRole('main').getByText(course.nameAr)).toHaveCount(0);
    const [beam, hoist] = await positions(consoleEntries(page), [englishOnly, course.name]);
    expect(beam).toBeGreaterThanOrEqual(0);
    expect(hoist).toBeGreaterThan(beam ?? 0);
    await saveScreenshot(page, testInfo, 'english-lists-courses');
    await page.goto('/?tab=gallery');
    await expect(page.getByRole('main').getByText(photo.title, { exact: true })).toBeVisible(firstRender);
    await expect(page.getByRole('main').getByText(photo.titleAr)).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'english-lists-gallery');
    await page.goto('/admin/form-builder');
    await expect(listEntry(page, form.title)).toBeVisible(firstRender);

    // Arabic: the Arabic name, marked to run its own way; the Arabic name sorts before the English one.
    await chooseLanguage(page, 'ar', origin);
    await page.goto('/?tab=courses');
    const entry = listEntry(page, course.nameAr);
    await expect(entry.getByText(course.nameAr, { exact: true })).toHaveAttribute('dir', 'auto', firstRender);
    await expect(page.getByRole('main').getByText(course.name)).toHaveCount(0);
    await expect(listEntry(page, englishOnly).getByText(englishOnly, { exact: true })).toHaveAttribute(
      'lang',
      'en',
    );
    const [arabicFirst, englishAfter] = await positions(consoleEntries(page), [course.nameAr, englishOnly]);
    expect(arabicFirst).toBeGreaterThanOrEqual(0);
    expect(englishAfter).toBeGreaterThan(arabicFirst ?? 0);
    await expectArabicPage(page, { texts: false });
    expect(await fitProblems(page)).toEqual([]);
    await saveScreenshot(page, testInfo, 'arabic-lists-courses');

    // The Arabic duration, beside the English one in the course's editor.
    await entry.getByRole('button', { name: new RegExp(escaped(course.nameAr)) }).click();
    await page.getByRole('menuitem', { name: text(ar, 'adminCourses.edit') }).click();
    const editor = page.getByRole('dialog', { name: text(ar, 'adminCourses.editTitle') });
    await editor
      .getByRole('textbox', { name: text(ar, 'adminCourses.fields.duration'), exact: true })
      .fill(duration.en);
    const arabicDuration = editor.getByRole('textbox', { name: text(ar, 'adminCourses.fields.durationAr') });
    await expect(arabicDuration).toHaveAttribute('lang', 'ar');
    await expect(arabicDuration).toHaveCSS('direction', 'rtl');
    await arabicDuration.fill(duration.ar);
    await saveScreenshot(page, testInfo, 'arabic-lists-duration');
    await editor.getByRole('button', { name: text(ar, 'adminCourses.saveChanges') }).click();
    await expect(editor).toBeHidden();

    await page.goto('/?tab=gallery');
    await expect(page.getByRole('main').getByText(photo.titleAr, { exact: true })).toBeVisible(firstRender);
    await expect(page.getByRole('main').getByText(photo.title)).toHaveCount(0);
    await expectArabicPage(page, { texts: false });
    expect(await fitProblems(page)).toEqual([]);
    await saveScreenshot(page, testInfo, 'arabic-lists-gallery');

    // The Form Builder's list and a form's submissions: the Arabic title.
    await page.goto('/admin/form-builder');
    const formEntry = listEntry(page, `طلب مشغل ${tag}`);
    await expect(formEntry).toBeVisible(firstRender);
    await expect(page.getByRole('main').getByText(form.title)).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'arabic-lists-forms');
    await formEntry.getByRole('button', { name: new RegExp(`^0 .*طلب مشغل ${tag}`) }).click();
    const submissions = page.getByRole('dialog', { name: new RegExp(`طلب مشغل ${tag}`) });
    await expect(submissions).toBeVisible();
    await expectArabicPage(page, { texts: false });
    await saveScreenshot(page, testInfo, 'arabic-lists-submissions');
    await page.keyboard.press('Escape');

    // The catalogue in Arabic: the Arabic name first; its page shows the Arabic duration.
    await page.goto('/courses');
    const headings = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(headings.filter({ hasText: course.nameAr })).toBeVisible(firstRender);
    const [cardFirst, cardAfter] = await positions(headings, [course.nameAr, englishOnly]);
    expect(cardAfter).toBeGreaterThan(cardFirst ?? 0);
    await page.getByRole('main').getByRole('link', { name: course.nameAr }).click();
    await expect(page.getByRole('heading', { level: 1, name: course.nameAr })).toBeVisible(firstRender);
    await expect(page.getByText(duration.ar, { exact: true })).toBeVisible();
    await expectArabicPage(page, { texts: false });
    await saveScreenshot(page, testInfo, 'arabic-lists-course-page');

    // And in English: the English duration, the English order.
    await chooseLanguage(page, 'en', origin);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible(firstRender);
    await expect(page.getByText(duration.en, { exact: true })).toBeVisible();
    await page.goto('/courses');
    await expect(headings.filter({ hasText: course.name })).toBeVisible(firstRender);
    const [englishFirst, hoistAfter] = await positions(headings, [englishOnly, course.name]);
    expect(hoistAfter).toBeGreaterThan(englishFirst ?? 0);
  } finally {
    // What later journeys assume: no Arabic cookie, an empty gallery, the catalogue as it was.
    await page.context().clearCookies({ name: 'lang' });
    if (made.photo) await page.request.delete(`/api/admin/gallery-photos/${made.photo}`);
    if (made.form) await page.request.delete(`/api/admin/forms/${made.form}`);
    for (const id of made.courses) await page.request.delete(`/api/admin/courses/${id}`);
  }
});
