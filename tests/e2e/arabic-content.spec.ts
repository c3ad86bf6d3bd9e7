import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { createAccount, signInAs, signInAsMainAdmin } from './accounts.js';
import { ar, text } from './catalogues.js';
import { useOwnClientAddress } from './client-address.js';
import { listEntry, openConsoleTab } from './console.js';
import { drawPng } from './draw-png.js';
import { fitProblems } from './fits.js';
import { expect, liveOnArrival, saveScreenshot, test } from './fixtures.js';
import { adminSession, createForm, fieldName, storedSubmissions } from './form-seed.js';

// Issue 27, content in two languages: the admin gives a course, a gallery photo and a form field
// their Arabic in the console, beside the English; a visitor in Arabic reads the Arabic where it
// was given and the English (marked English) where not, and the answer stored stays English.

const firstRender = { timeout: 15_000 };

/** The Arabic input beside an English one: right to left (on an English page too), in Arabic. */
async function fillArabic(input: Locator, text: string) {
  await expect(input).toHaveCSS('direction', 'rtl');
  await expect(input).toHaveAttribute('lang', 'ar');
  await input.fill(text);
}

async function openTab(page: Page, tab: string, heading: string) {
  await page.goto('/');
  await openConsoleTab(page, tab);
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible(firstRender);
}

/** An Arabic page: mirrored, and it fits its width. */
async function expectArabicPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.waitForLoadState('networkidle');
  expect(await fitProblems(page)).toEqual([]);
}

/** A photo as the admin's list gives it. */
interface GalleryPhoto {
  id: string;
  title: string;
}

test('the admin writes Arabic beside the English in the console; a visitor in Arabic reads it, else the English', async ({
  page,
  browser,
  baseURL,
  isMobile,
}, testInfo) => {
  // Three console dialogs and five public pages: a long journey on the shared machine.
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 6);
  const course = { name: `Hoist Rigging ${tag}`, nameAr: `رفع الأحمال ${tag}` };
  const englishOnly = `Beam Clamp Safety ${tag}`;
  const photo = { title: `Crane yard ${tag}`, titleAr: `ساحة الرافعات ${tag}` };
  await useOwnClientAddress(page);
  await signInAsMainAdmin(page);

  // A course: its Arabic name beside the English one in the Add Course dialog.
  await openTab(page, 'Courses', 'Courses');
  await page.getByRole('button', { name: 'Add Course' }).click();
  const addCourse = page.getByRole('dialog', { name: 'Add Course' });
  await addCourse.getByRole('textbox', { name: 'Course name', exact: true }).fill(course.name);
  await fillArabic(addCourse.getByRole('textbox', { name: 'Course name (Arabic)' }), course.nameAr);
  await addCourse
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Sling, hitch and land a load.');
  await fillArabic(
    addCourse.getByRole('textbox', { name: 'Description (Arabic)' }),
    'ربط الحمولة ورفعها وإنزالها.',
  );
  await saveScreenshot(page, testInfo, 'arabic-content-course-dialog');
  await addCourse.getByRole('button', { name: 'Add Course' }).click();
  await expect(addCourse).toBeHidden();
  await expect(listEntry(page, course.name)).toBeVisible();
  // Another course without Arabic: the Arabic pages show its English name.
  expect((await page.request.post('/api/admin/courses', { data: { name: englishOnly } })).status()).toBe(201);

  // A photo: its Arabic title in the Add Photo dialog.
  await openTab(page, 'Gallery', 'Photo Gallery Management');
  await page.getByRole('button', { name: 'Add Photo' }).click();
  const addPhoto = page.getByRole('dialog', { name: 'Add Photo' });
  const chooser = page.waitForEvent('filechooser');
  await addPhoto.getByRole('button', { name: 'Choose image' }).click();
  await (await chooser).setFiles({
    name: 'yard.png',
    mimeType: 'image/png',
    buffer: await drawPng(page, '#1d4f91', 'Crane yard'),
  });
  await expect(addPhoto.getByRole('img', { name: 'Preview of the uploaded image' })).toBeVisible();
  await addPhoto.getByRole('textbox', { name: 'Title', exact: true }).fill(photo.title);
  await fillArabic(addPhoto.getByRole('textbox', { name: 'Title (Arabic)' }), photo.titleAr);
  // First in the gallery, before the other journeys' photos.
  await addPhoto.getByRole('textbox', { name: 'Display order' }).fill('-900000');
  await addPhoto.getByRole('button', { name: 'Add Photo' }).click();
  await expect(addPhoto).toBeHidden();

  // A form: the Arabic of a field's label and of one of its options, in the Form Builder.
  const admin = await adminSession(baseURL);
  const form = await createForm(admin, testInfo, {
    fields: [
      { fieldType: 'text', label: 'Full Name', isRequired: true },
      { fieldType: 'radio', label: 'Preferred Session', options: ['Morning', 'Evening'], isRequired: true },
    ],
  });
  await page.goto('/admin/form-builder');
  await expect(page.getByRole('heading', { level: 2, name: 'Form Builder' })).toBeVisible(firstRender);
  await listEntry(page, form.title)
    .getByRole('button', { name: `Actions for ${form.title}` })
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Form' });
  const session = edit.getByRole('group', { name: 'Field 2', exact: true });
  await fillArabic(session.getByRole('textbox', { name: 'Label (Arabic)' }), 'الفترة المفضلة');
  await fillArabic(session.getByRole('textbox', { name: 'Option 1 (Arabic)' }), 'صباحًا');
  await saveScreenshot(page, testInfo, 'arabic-content-form-dialog');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();

  // A visitor in Arabic.
  const visitorContext = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  const visitor = liveOnArrival(await visitorContext.newPage());
  await useOwnClientAddress(visitor);
  await visitor.goto('/courses?lang=ar');
  await expect(visitor.getByRole('main').getByRole('link', { name: course.nameAr })).toBeVisible(firstRender);
  const fallback = visitor.getByRole('main').getByText(englishOnly, { exact: true });
  await expect(fallback).toHaveAttribute('lang', 'en');
  await expect(fallback).toHaveAttribute('dir', 'auto');
  await expect(visitor.getByRole('main').getByText(course.name, { exact: true })).toHaveCount(0);
  await expectArabicPage(visitor);
  await saveScreenshot(visitor, testInfo, 'arabic-content-catalogue');

  if (!isMobile) {
    // The header's Courses menu names it in Arabic too.
    const header = visitor.getByRole('banner');
    await header.getByRole('button', { name: 'الدورات' }).hover();
    const menu = header.getByRole('list', { name: 'الدورات' });
    await expect(menu.getByRole('link', { name: course.nameAr })).toBeVisible();
    await expect(menu.getByText(englishOnly, { exact: true })).toHaveAttribute('lang', 'en');
    await visitor.mouse.move(640, 700);
  }
  await visitor.getByRole('main').getByRole('link', { name: course.nameAr }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: course.nameAr })).toBeVisible(firstRender);
  await expect(visitor.getByText('ربط الحمولة ورفعها وإنزالها.')).toBeVisible();
  await expectArabicPage(visitor);
  await saveScreenshot(visitor, testInfo, 'arabic-content-course');

  await visitor.goto('/gallery');
  await expect(visitor.getByRole('heading', { level: 2, name: photo.titleAr })).toBeVisible(firstRender);
  await expect(visitor.getByRole('img', { name: photo.titleAr })).toBeVisible();
  await expectArabicPage(visitor);
  await saveScreenshot(visitor, testInfo, 'arabic-content-gallery');

  // The form: the Arabic label and option where given, the English (marked English) where not.
  await visitor.goto(`/forms/${form.slug}`);
  const radios = visitor.getByRole('radiogroup', { name: 'الفترة المفضلة' });
  await expect(radios).toBeVisible(firstRender);
  await expect(visitor.getByText('Full Name', { exact: true })).toHaveAttribute('lang', 'en');
  await expect(radios.getByText('Evening', { exact: true })).toHaveAttribute('lang', 'en');
  await expectArabicPage(visitor);
  await saveScreenshot(visitor, testInfo, 'arabic-content-form');
  await visitor.getByRole('textbox', { name: 'Full Name' }).fill('Layla Nasser');
  await radios.getByRole('radio', { name: 'صباحًا' }).check();
  // The button and the thanks the admin left as the product's defaults are the page's own words.
  await visitor.getByRole('button', { name: text(ar, 'forms.submit'), exact: true }).click();
  await expect(visitor.getByText(text(ar, 'forms.thankYouText'))).toBeVisible();
  await expect.poll(async () => (await storedSubmissions(admin, form)).length).toBe(1);
  // The answer stored is the option itself, so exports and reports count one answer.
  const [stored] = await storedSubmissions(admin, form);
  expect(stored?.submittedData).toEqual({
    [fieldName(form, 'Full Name')]: 'Layla Nasser',
    [fieldName(form, 'Preferred Session')]: 'Morning',
  });

  // The photo goes again: the gallery journeys after this one start from an empty gallery.
  const photos = (await (await page.request.get('/api/admin/gallery-photos')).json()) as GalleryPhoto[];
  const added = photos.find((each) => each.title === photo.title);
  expect((await page.request.delete(`/api/admin/gallery-photos/${added?.id}`)).status()).toBe(200);

  await visitorContext.close();
  await admin.dispose();
});

test('an admin on the Arabic page edits the Arabic of a website text; emptied, the English shows again', async ({
  page,
  browser,
  baseURL,
  playwright,
  isMobile,
}, testInfo) => {
  test.skip(isMobile, 'the inline editing itself is the back office: at 1280 px only');
  const address = await useOwnClientAddress(page);
  await signInAsMainAdmin(page);
  // An admin of the journey's own: opening the Arabic page keeps Arabic on their account.
  const admin = await createAccount(
    page,
    () => playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': address } }),
    'admin',
    { firstName: 'Mariam', lastName: 'Al-Sayed' },
  );
  await signInAs(page, admin.email, admin.password);
  const content = (await (await page.request.get('/api/website-content')).json()) as {
    coursesTitle: string;
    coursesTitleAr: string | null;
  };
  const english = content.coursesTitle;
  const arabic = `برامجنا التدريبية ${randomUUID().slice(0, 4)}`;

  // The Arabic console's course dialog: the English typed left to right, the Arabic right to left.
  await page.goto('/?tab=courses&lang=ar');
  await page.getByRole('button', { name: text(ar, 'adminCourses.add') }).click(firstRender);
  const dialog = page.getByRole('dialog', { name: text(ar, 'adminCourses.addTitle') });
  const name = dialog.getByRole('textbox', { name: text(ar, 'adminCourses.fields.name'), exact: true });
  await name.fill('Hoist Rigging');
  await expect(name).toHaveCSS('direction', 'ltr');
  await fillArabic(
    dialog.getByRole('textbox', { name: text(ar, 'adminCourses.fields.nameAr') }),
    'رفع الأحمال',
  );
  await saveScreenshot(page, testInfo, 'arabic-content-console-dialog');
  await dialog.getByRole('button', { name: text(ar, 'common.cancel') }).click();
  await expect(dialog).toBeHidden();

  try {
    // The centre's own Arabic (the new database's) set aside: a title with none yet.
    await page.request.put('/api/admin/website-content', { data: { coursesTitleAr: '' } });
    await page.goto('/?section=courses&lang=ar');
    // Before any Arabic: the English, marked English, and the Arabic to write under it.
    // The field's name is isolated inside the Arabic sentence (U+2068 ... U+2069).
    const editLabel = /^تعديل النص العربي لـ \u2068coursesTitle\u2069/;
    const edit = page.getByRole('button', { name: editLabel });
    await expect(edit.locator('[lang="en"]')).toHaveText(english, firstRender);
    await edit.click();
    const input = page.getByRole('textbox', { name: editLabel });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('dir', 'rtl');
    await expect(input).toHaveAttribute(
      'placeholder',
      new RegExp(english.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    await input.fill(arabic);
    await saveScreenshot(page, testInfo, 'arabic-content-inline-editing');
    await input.press('Enter');
    await expect(edit).toContainText(arabic);
    const saved = (await (await page.request.get('/api/website-content')).json()) as Record<string, string>;
    expect([saved.coursesTitle, saved.coursesTitleAr]).toEqual([english, arabic]);

    // A visitor reads the Arabic on the Arabic page, and the English on the English one.
    const visitorContext = await browser.newContext({ baseURL });
    const visitor = liveOnArrival(await visitorContext.newPage());
    await useOwnClientAddress(visitor);
    await visitor.goto('/?section=courses&lang=ar');
    await expect(visitor.getByRole('heading', { level: 1, name: arabic })).toBeVisible(firstRender);
    await visitor.goto('/?section=courses&lang=en');
    await expect(visitor.getByRole('heading', { level: 1, name: english, exact: true })).toBeVisible(
      firstRender,
    );
    await visitorContext.close();

    // Emptied, the Arabic is none again: the English shows.
    await edit.click();
    await input.fill('');
    await input.press('Enter');
    await expect(edit.locator('[lang="en"]')).toHaveText(english);
  } finally {
    await page.request.put('/api/admin/website-content', {
      data: { coursesTitleAr: content.coursesTitleAr ?? '' },
    });
  }
});
