import { describe, expect, it } from 'vitest';
import { createCourseInputSchema, updateCourseInputSchema } from './courses/courses.schema.js';
import { createFormInputSchema, formFieldInputSchema } from './forms/forms.schema.js';
import { createGalleryPhotoInputSchema } from './gallery/gallery.schema.js';
import { localized, localizedOption } from './localized.js';

// The Arabic beside the English texts an admin writes: which one a page shows, and the limits.

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the text a reader sees', () => {
  const course = {
    name: 'Forklift',
    nameAr: 'الرافعة الشوكية',
    description: 'Lift loads',
    descriptionAr: null,
  };

  it('is the Arabic on an Arabic page, the English on an English one', () => {
    expect(localized(course, 'name', 'ar')).toEqual({ text: 'الرافعة الشوكية', language: 'ar' });
    expect(localized(course, 'name', 'en')).toEqual({ text: 'Forklift', language: 'en' });
  });

  it('is the English, marked English, where no Arabic was given', () => {
    expect(localized(course, 'description', 'ar')).toEqual({ text: 'Lift loads', language: 'en' });
    expect(localized({ title: 'Yard', titleAr: '' }, 'title', 'ar')).toEqual({
      text: 'Yard',
      language: 'en',
    });
  });

  it("is an option's Arabic by its position, else the option", () => {
    const field = { options: ['Morning', 'Evening'], optionsAr: ['صباحًا', null] };
    expect(localizedOption(field, 0, 'ar')).toEqual({ text: 'صباحًا', language: 'ar' });
    expect(localizedOption(field, 1, 'ar')).toEqual({ text: 'Evening', language: 'en' });
    expect(localizedOption(field, 0, 'en')).toEqual({ text: 'Morning', language: 'en' });
  });
});

describe('the Arabic fields of the console', () => {
  it('are optional: left out or empty, they are null', () => {
    const course = createCourseInputSchema.parse({ name: 'Forklift', descriptionAr: '  ' });
    expect(course).toMatchObject({
      nameAr: null,
      descriptionAr: null,
      whatYouLearnAr: null,
      durationAr: null,
    });
    expect(updateCourseInputSchema.parse({ id: 'x', nameAr: ' رافعة ' }).nameAr).toBe('رافعة');
    expect(updateCourseInputSchema.parse({ id: 'x' })).not.toHaveProperty('nameAr');
  });

  it.each([
    [
      'a course name',
      createCourseInputSchema,
      { name: 'A', nameAr: 'ع'.repeat(201) },
      'Course name (Arabic) must be at most 200 characters',
    ],
    [
      'a duration',
      createCourseInputSchema,
      { name: 'A', durationAr: 'ع'.repeat(101) },
      'Duration (Arabic) must be at most 100 characters',
    ],
    [
      'a photo title',
      createGalleryPhotoInputSchema,
      { imagePath: '/x.png', titleAr: 'ع'.repeat(201) },
      'Title (Arabic) must be at most 200 characters',
    ],
    [
      'a form title',
      createFormInputSchema,
      { title: 'A', slug: 'a', titleAr: 'ع'.repeat(201) },
      'Form title (Arabic) must be at most 200 characters',
    ],
  ])('may be as long as the English, no longer: %s', (_case, schema, input, message) => {
    expect(firstMessage(schema.safeParse(input))).toBe(message);
  });

  it("keep each option's Arabic beside it, dropped with a blank or repeated option", () => {
    const field = formFieldInputSchema.parse({
      fieldType: 'radio',
      label: 'Shift',
      labelAr: 'الفترة',
      options: ['Morning', '', 'Evening', 'Morning', 'Night'],
      optionsAr: ['صباحًا', 'x', '', 'y'],
    });
    expect(field).toMatchObject({
      labelAr: 'الفترة',
      options: ['Morning', 'Evening', 'Night'],
      optionsAr: ['صباحًا', null, null],
    });
    expect(
      formFieldInputSchema.parse({ fieldType: 'text', label: 'Name', optionsAr: ['x'] }).optionsAr,
    ).toEqual([]);
    expect(
      firstMessage(
        formFieldInputSchema.safeParse({
          fieldType: 'select',
          label: 'A',
          options: ['B'],
          optionsAr: ['ع'.repeat(201)],
        }),
      ),
    ).toBe('An option (Arabic) must be at most 200 characters');
  });
});
