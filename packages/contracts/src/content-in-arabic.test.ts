import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callerFor,
  insertUser,
  outcome,
  PNG_BYTES,
  type TestUser,
  temporaryStorage,
  uniqueAddress,
} from './test-support.js';

// What an admin writes in Arabic beside the English (courses, gallery photos, forms) is kept and
// answered beside it, null where none was given; a visitor's answers stay the English options.

describe.each(testDatabases())('content in Arabic on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  const disk = temporaryStorage();

  beforeAll(async () => {
    database = await create();
    admin = await insertUser(database.db, { role: 'admin' });
  });
  afterAll(() => database.close());

  const as = (user: TestUser | null) =>
    callerFor(database.db, {
      user,
      storage: disk.storage,
      client: { ipAddress: uniqueAddress(), userAgent: 'vitest' },
    }).caller;

  it("answers a course's Arabic beside its English, to the console and to visitors", async () => {
    const course = await as(admin).courses.create({
      name: 'Overhead Crane',
      nameAr: 'الرافعة العلوية',
      descriptionAr: 'تدريب عملي',
    });
    expect(course).toMatchObject({
      name: 'Overhead Crane',
      nameAr: 'الرافعة العلوية',
      description: null,
      descriptionAr: 'تدريب عملي',
      whatYouLearnAr: null,
      durationAr: null,
    });
    expect(await as(null).courses.byId({ id: course.id })).toMatchObject({ nameAr: 'الرافعة العلوية' });
    const cleared = await as(admin).courses.update({ id: course.id, nameAr: '' });
    expect(cleared).toMatchObject({ name: 'Overhead Crane', nameAr: null, descriptionAr: 'تدريب عملي' });
    const listed = (await as(null).courses.list()).find((item) => item.id === course.id);
    expect(listed).toMatchObject({ nameAr: null, descriptionAr: 'تدريب عملي' });
  });

  it("answers a photo's Arabic title beside its English one", async () => {
    const { uploadURL } = await as(admin).uploads.createSlot();
    await as(admin).uploads.fillSlot({ token: uploadURL.split('/').pop() ?? '', file: PNG_BYTES });
    const photo = await as(admin).gallery.create({ imagePath: uploadURL, title: 'Yard', titleAr: 'الساحة' });
    expect(photo).toMatchObject({ title: 'Yard', titleAr: 'الساحة', descriptionAr: null });
    const edited = await as(admin).gallery.update({ id: photo.id, descriptionAr: 'تمرين الرفع' });
    expect(edited).toMatchObject({ titleAr: 'الساحة', descriptionAr: 'تمرين الرفع' });
    expect(await as(null).gallery.listPublic()).toEqual([
      expect.objectContaining({ title: 'Yard', titleAr: 'الساحة', descriptionAr: 'تمرين الرفع' }),
    ]);
  });

  it("answers a form's Arabic, and keeps a visitor's answer the English option", async () => {
    const form = await as(admin).forms.create({
      title: 'Booking',
      titleAr: 'الحجز',
      submitButtonTextAr: 'احجز',
      slug: 'arabic-booking',
      fields: [
        {
          fieldType: 'text',
          label: 'Full name',
          labelAr: 'الاسم الكامل',
          placeholderAr: 'كما في البطاقة',
          isRequired: true,
        },
        { fieldType: 'select', label: 'Shift', options: ['Morning', 'Evening'], optionsAr: ['صباحًا', ''] },
      ],
    });
    const shown = await as(null).forms.getPublic({ slug: 'arabic-booking' });
    expect(shown).toMatchObject({
      title: 'Booking',
      titleAr: 'الحجز',
      descriptionAr: null,
      submitButtonText: 'Submit',
      submitButtonTextAr: 'احجز',
      successMessageAr: null,
    });
    expect(shown.fields).toEqual([
      expect.objectContaining({
        label: 'Full name',
        labelAr: 'الاسم الكامل',
        placeholderAr: 'كما في البطاقة',
        optionsAr: [],
      }),
      expect.objectContaining({ labelAr: null, options: ['Morning', 'Evening'], optionsAr: ['صباحًا', null] }),
    ]);
    expect(await as(null).forms.listPublic()).toEqual([expect.objectContaining({ titleAr: 'الحجز' })]);

    // The Arabic words are what the visitor read; the answer is the option itself.
    expect(
      await outcome(as(null).forms.submit({ slug: form.slug, data: { full_name: 'Layla', shift: 'صباحًا' } })),
    ).toMatchObject({ status: 400 });
    await as(null).forms.submit({ slug: form.slug, data: { full_name: 'Layla', shift: 'Morning' } });
    const [submission] = (await as(admin).forms.submissions({ id: form.id })) as { submittedData: object }[];
    expect(submission?.submittedData).toEqual({ full_name: 'Layla', shift: 'Morning' });
  });
});
