import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor } from '../test-support.js';

describe.each(testDatabases())('the public forms list on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;

  beforeAll(async () => {
    database = await create();
  });
  afterAll(() => database.close());

  const visitor = () => callerFor(database.db).caller;

  it('is empty before any form is made', async () => {
    expect(await visitor().forms.listPublic()).toEqual([]);
  });

  it('lists active forms by title, with only the public fields', async () => {
    const rows = await database.db
      .insertInto('customForms')
      .values([
        { title: 'Training Feedback', slug: 'training-feedback', description: 'Tell us how it went' },
        { title: 'Course Registration', slug: 'course-registration' },
        { title: 'Archived Survey', slug: 'archived-survey', isActive: false },
      ])
      .returning(['id', 'slug'])
      .execute();
    const idOf = (slug: string) => rows.find((row) => row.slug === slug)?.id;
    expect(await visitor().forms.listPublic()).toEqual([
      {
        id: idOf('course-registration'),
        slug: 'course-registration',
        title: 'Course Registration',
        description: null,
        titleAr: null,
        descriptionAr: null,
      },
      {
        id: idOf('training-feedback'),
        slug: 'training-feedback',
        title: 'Training Feedback',
        description: 'Tell us how it went',
        titleAr: null,
        descriptionAr: null,
      },
    ]);
  });
});
