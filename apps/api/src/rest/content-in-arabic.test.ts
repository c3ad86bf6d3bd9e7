import { SESSION_COOKIE } from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import { insertUser, signIn, uniqueAddress } from '../test-support.js';

// REST answers keep the spec's English fields as they are and carry the Arabic beside them
// (`nameAr`, `titleAr`, `heroTitleAr`...), null where none was given; writes take them.

describe.each(testDatabases())('the Arabic beside the English over REST on $name', ({ create }) => {
  const server = useTestServer(create);
  let admin: string;

  beforeAll(async () => {
    admin = await signIn(server.app, await insertUser(server.database.db, { role: 'admin' }));
  });

  const call = (signedIn: boolean, options: InjectOptions) =>
    server.app.inject({
      ...options,
      headers: { 'x-forwarded-for': uniqueAddress(), ...options.headers },
      cookies: signedIn ? { [SESSION_COOKIE]: admin } : {},
    });

  it('courses: POST and PUT take nameAr..., GET /api/courses answers them', async () => {
    const created = await call(true, {
      method: 'POST',
      url: '/api/admin/courses',
      payload: { name: 'Tower Crane', nameAr: 'الرافعة البرجية', durationAr: '٥ أيام' },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const edited = await call(true, {
      method: 'PUT',
      url: `/api/admin/courses/${id}`,
      payload: { whatYouLearnAr: 'السلامة أولًا' },
    });
    expect(edited.json()).toMatchObject({ nameAr: 'الرافعة البرجية', whatYouLearnAr: 'السلامة أولًا' });
    const listed = (await call(false, { method: 'GET', url: '/api/courses' })).json();
    expect(listed).toEqual([
      expect.objectContaining({
        name: 'Tower Crane',
        nameAr: 'الرافعة البرجية',
        description: null,
        descriptionAr: null,
        whatYouLearnAr: 'السلامة أولًا',
        durationAr: '٥ أيام',
      }),
    ]);
    const tooLong = await call(true, {
      method: 'PUT',
      url: `/api/admin/courses/${id}`,
      payload: { nameAr: 'ع'.repeat(201) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ message: 'Course name (Arabic) must be at most 200 characters' });
  });

  it('gallery photos: PUT takes titleAr, GET /api/gallery-photos answers it', async () => {
    const { id } = await server.database.db
      .insertInto('galleryPhotos')
      .values({ imagePath: '/uploads/gallery/yard.jpg', title: 'Yard' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const edited = await call(true, {
      method: 'PUT',
      url: `/api/admin/gallery-photos/${id}`,
      payload: { titleAr: 'الساحة' },
    });
    expect(edited.json()).toMatchObject({ title: 'Yard', titleAr: 'الساحة', descriptionAr: null });
    expect((await call(false, { method: 'GET', url: '/api/gallery-photos' })).json()).toEqual([
      expect.objectContaining({ title: 'Yard', titleAr: 'الساحة', descriptionAr: null }),
    ]);
  });

  it('forms: POST takes titleAr, labelAr and optionsAr; GET /api/public/forms/{slug} answers them', async () => {
    const created = await call(true, {
      method: 'POST',
      url: '/api/admin/forms',
      payload: {
        title: 'Enquiry',
        titleAr: 'استفسار',
        slug: 'enquiry-ar',
        fields: [
          {
            fieldType: 'radio',
            label: 'Shift',
            labelAr: 'الفترة',
            options: 'Morning, Evening',
            optionsAr: 'صباحًا',
          },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const shown = (await call(false, { method: 'GET', url: '/api/public/forms/enquiry-ar' })).json();
    expect(shown).toMatchObject({
      title: 'Enquiry',
      titleAr: 'استفسار',
      descriptionAr: null,
      fields: [
        {
          label: 'Shift',
          labelAr: 'الفترة',
          placeholderAr: null,
          options: ['Morning', 'Evening'],
          optionsAr: ['صباحًا', null],
        },
      ],
    });
  });

  it('website content: PUT takes one Arabic text, GET answers it beside the English', async () => {
    const texts = ['heroTitle', 'heroSubtitle', 'aboutTitle', 'aboutSubtitle', 'aboutIntroduction'];
    const more = ['aboutImportance', 'featuresTitle', 'featuresSubtitle', 'coursesTitle', 'coursesSubtitle'];
    const rest = ['contactTitle', 'footerDescription', 'companyAddress', 'companyPhone', 'companyEmail'];
    await server.database.db
      .insertInto('websiteContent')
      .values(Object.fromEntries([...texts, ...more, ...rest].map((field) => [field, field])) as never)
      .execute();
    const saved = await call(true, {
      method: 'PUT',
      url: '/api/admin/website-content',
      payload: { footerDescriptionAr: 'مركز تدريب في البحرين' },
    });
    expect(saved.statusCode).toBe(200);
    const content = (await call(false, { method: 'GET', url: '/api/website-content' })).json();
    expect(content).toMatchObject({
      footerDescription: 'footerDescription',
      footerDescriptionAr: 'مركز تدريب في البحرين',
      heroTitleAr: null,
    });
    expect(content).not.toHaveProperty('companyPhoneAr');
  });
});
