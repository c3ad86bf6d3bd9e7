import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restError } from '../errors.js';
import { callerFor, EVERY_FIELD_TYPE, insertUser, outcome, type TestUser } from '../test-support.js';
import type { CreateFormInput } from './forms.schema.js';

// The Form Builder's forms: settings, slugs, the field list saved with the form, and who may.

describe.each(testDatabases())('the Form Builder on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;

  beforeAll(async () => {
    database = await create();
    admin = await insertUser(database.db, { role: 'admin' });
  });
  afterAll(() => database.close());

  const as = (user: TestUser | null) => callerFor(database.db, { user }).caller;
  let counter = 0;
  const slug = (label: string) => {
    counter += 1;
    return `${label}-${counter}`;
  };
  const formCount = async () => (await database.db.selectFrom('customForms').select('id').execute()).length;

  it('creates a form with its fields in order, with the defaults, and reads it back', async () => {
    const form = await as(admin).forms.create({
      title: '  Course Registration ',
      slug: slug('course-registration'),
      description: '',
      fields: EVERY_FIELD_TYPE,
    });
    expect(form).toMatchObject({
      title: 'Course Registration',
      description: null,
      isActive: true,
      submitButtonText: 'Submit',
      successMessage: 'Thank you! Your form has been submitted successfully.',
      submissionCount: 0,
    });
    expect(form.fields.map((field) => [field.fieldName, field.fieldType, field.displayOrder])).toEqual(
      EVERY_FIELD_TYPE.map((field, index) => [field.fieldName, field.fieldType, index]),
    );
    expect(form.fields.find((field) => field.fieldName === 'course')?.options).toEqual([
      'Forklift',
      'Mobile crane',
    ]);
    expect(form.fields.find((field) => field.fieldName === 'full_name')).toMatchObject({
      isRequired: true,
      options: [],
    });
    expect(await as(admin).forms.get({ id: form.id })).toEqual(form);
    expect((await as(admin).forms.list()).map((listed) => listed.id)).toContain(form.id);
  });

  it.each([
    [{ title: ' ', slug: 'x' }, 'Form title is required'],
    [{ title: 'Survey' }, 'URL slug is required'],
    [{ title: 'Survey', slug: '' }, 'URL slug is required'],
    [{ title: 'Survey', slug: 'Summer Survey' }, 'Slug must be lowercase letters, numbers, and hyphens only'],
    [{ title: 'Survey', slug: 'survey_2026' }, 'Slug must be lowercase letters, numbers, and hyphens only'],
    [
      { title: 'Survey', slug: 'survey', fields: [{ fieldType: 'text', label: '' }] },
      'Field label is required',
    ],
    [
      { title: 'Survey', slug: 'survey', fields: [{ fieldType: 'slider', label: 'Score' }] },
      'Field type must be one of: text, email, phone, textarea, number, select, radio, checkbox, date',
    ],
    [
      {
        title: 'Survey',
        slug: 'survey',
        fields: [{ fieldType: 'text', label: 'Name', fieldName: 'Full Name' }],
      },
      'Field name must be lowercase letters, numbers and underscores only',
    ],
  ])('refuses %j', async (input, message) => {
    expect(await outcome(as(admin).forms.create(input as CreateFormInput))).toEqual({ status: 400, message });
  });

  it('answers 409 for a slug another form uses, on create and on update, and saves nothing', async () => {
    const taken = slug('feedback');
    const first = await as(admin).forms.create({ title: 'Feedback', slug: taken });
    const conflict = { status: 409, message: `A form already uses the address /forms/${taken}` };
    const before = await formCount();
    expect(await outcome(as(admin).forms.create({ title: 'Again', slug: taken }))).toEqual(conflict);
    expect(await formCount()).toBe(before);

    const other = await as(admin).forms.create({
      title: 'Other',
      slug: slug('other'),
      fields: [{ fieldType: 'text', label: 'Name' }],
    });
    // The move to a taken slug fails as a whole: the new field list is not kept either.
    const update = as(admin).forms.update({
      id: other.id,
      slug: taken,
      fields: [{ fieldType: 'date', label: 'Day' }],
    });
    expect(await outcome(update)).toEqual(conflict);
    expect(await as(admin).forms.get({ id: other.id })).toEqual(other);
    // Its own slug again is not a conflict.
    expect((await as(admin).forms.update({ id: first.id, slug: taken })).slug).toBe(taken);
  });

  it('lets one of two creates racing for a slug win and answers the other 409', async () => {
    const raced = slug('race');
    const results = await Promise.all(
      [1, 2, 3].map((n) => outcome(as(admin).forms.create({ title: `Race ${n}`, slug: raced }))),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.filter((result) => result.status === 409)).toEqual([
      { status: 409, message: `A form already uses the address /forms/${raced}` },
      { status: 409, message: `A form already uses the address /forms/${raced}` },
    ]);
  });

  it('makes missing field names from labels, unique within the form', async () => {
    const form = await as(admin).forms.create({
      title: 'Names',
      slug: slug('names'),
      fields: [
        { fieldType: 'text', label: 'Full name' },
        { fieldType: 'text', label: 'Full name' },
        { fieldType: 'text', label: 'Nationalité' },
        { fieldType: 'text', label: 'الاسم الكامل' },
        {
          fieldType: 'textarea',
          label: 'Describe the lifting equipment you have operated in the last five years',
        },
        {
          fieldType: 'textarea',
          label: 'Describe the lifting equipment you have operated in the last five years',
        },
        { fieldType: 'text', label: 'Given', fieldName: 'full_name_3' },
        { fieldType: 'text', label: 'Full name', fieldName: '' },
      ],
    });
    const names = form.fields.map((field) => field.fieldName);
    expect(names).toEqual([
      'full_name',
      'full_name_2',
      'nationalite',
      'field_4',
      'describe_the_lifting_equipment_you_have_operated_i',
      'describe_the_lifting_equipment_you_have_operated_2',
      'full_name_3',
      'full_name_4',
    ]);
    expect(names.slice(4, 6).map((name) => name.length)).toEqual([50, 50]);
  });

  it('answers 400 when two fields are given the same name, naming it', async () => {
    const fields = [
      { fieldType: 'text' as const, label: 'Name', fieldName: 'name' },
      { fieldType: 'email' as const, label: 'E-mail', fieldName: 'name' },
    ];
    const before = await formCount();
    expect(await outcome(as(admin).forms.create({ title: 'Twice', slug: slug('twice'), fields }))).toEqual({
      status: 400,
      message: 'Two fields are named name: each field of a form needs its own field name',
    });
    expect(await formCount()).toBe(before);
  });

  it.each([
    ['select', undefined, 'Course needs at least one option'],
    ['radio', ' , ,', 'Course needs at least one option'],
    ['checkbox', [], 'Course needs at least one option'],
    ['select', `${'x'.repeat(201)}, B`, 'An option must be at most 200 characters'],
    ['select', 42, 'Options must be a list or comma-separated text'],
  ])('a %s field with options %j answers 400', async (fieldType, options, message) => {
    const fields = [{ fieldType, label: 'Course', options }] as CreateFormInput['fields'];
    expect(
      await outcome(as(admin).forms.create({ title: 'Options', slug: slug('options'), fields })),
    ).toEqual({
      status: 400,
      message,
    });
  });

  it('keeps options of choice fields (trimmed, without repeats) and drops those of others', async () => {
    const form = await as(admin).forms.create({
      title: 'Options',
      slug: slug('options'),
      fields: [
        { fieldType: 'checkbox', label: 'Days', options: ' Sun, Mon ,,Sun, Tue ' },
        { fieldType: 'radio', label: 'Shift', options: [' Early ', 'Late', 'Late'] },
        { fieldType: 'text', label: 'Name', options: 'ignored, too' },
      ],
    });
    expect(form.fields.map((field) => field.options)).toEqual([['Sun', 'Mon', 'Tue'], ['Early', 'Late'], []]);
  });

  it('keeps an option that holds a comma, sent as a list, and answers it back as one', async () => {
    const form = await as(admin).forms.create({
      title: 'Commas',
      slug: slug('commas'),
      fields: [{ fieldType: 'select', label: 'Course', options: ['Rigger, Slinger', 'Forklift'] }],
    });
    expect(form.fields[0]?.options).toEqual(['Rigger, Slinger', 'Forklift']);
    const stored = await database.db
      .selectFrom('formFields')
      .select('options')
      .where('formId', '=', form.id)
      .executeTakeFirstOrThrow();
    expect(stored.options).toEqual(['Rigger, Slinger', 'Forklift']);
    // Options stored as comma text before they were a list are still read as options.
    await database.db
      .updateTable('formFields')
      .set({ options: JSON.stringify('Day, Night') })
      .where('formId', '=', form.id)
      .execute();
    expect((await as(admin).forms.get({ id: form.id })).fields[0]?.options).toEqual(['Day', 'Night']);
  });

  it('updates the settings given; fields replace the whole list in the new order', async () => {
    const form = await as(admin).forms.create({
      title: 'Feedback',
      slug: slug('feedback'),
      submitButtonText: 'Send',
      fields: [
        { fieldType: 'text', label: 'Name' },
        { fieldType: 'email', label: 'E-mail' },
        { fieldType: 'textarea', label: 'Comments' },
      ],
    });
    const reordered = await as(admin).forms.update({
      id: form.id,
      description: 'How was the course?',
      successMessage: 'Thanks, we read every answer.',
      fields: [
        { fieldType: 'textarea', label: 'Comments', fieldName: 'comments' },
        { fieldType: 'text', label: 'Name', fieldName: 'name', isRequired: true },
      ],
    });
    expect(reordered).toMatchObject({
      title: 'Feedback',
      description: 'How was the course?',
      submitButtonText: 'Send',
      successMessage: 'Thanks, we read every answer.',
    });
    expect(reordered.fields.map((field) => [field.fieldName, field.displayOrder, field.isRequired])).toEqual([
      ['comments', 0, false],
      ['name', 1, true],
    ]);
    // Blank texts go back to the defaults; settings alone leave the fields as they are.
    const blanked = await as(admin).forms.update({ id: form.id, submitButtonText: '', successMessage: ' ' });
    expect(blanked).toMatchObject({
      submitButtonText: 'Submit',
      successMessage: 'Thank you! Your form has been submitted successfully.',
    });
    expect(blanked.fields).toEqual(reordered.fields);
    const deactivated = await as(admin).forms.update({ id: form.id, isActive: false });
    expect(deactivated).toEqual({ ...blanked, isActive: false, updatedAt: deactivated.updatedAt });
  });

  it('answers one 404 for a malformed or unknown id, and deletes a form', async () => {
    const form = await as(admin).forms.create({ title: 'Short-lived', slug: slug('short-lived') });
    expect(await as(admin).forms.delete({ id: form.id })).toEqual({ ok: true });
    const notFound = { status: 404, message: 'Form not found' };
    for (const id of [form.id, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      expect(await outcome(as(admin).forms.get({ id }))).toEqual(notFound);
      expect(await outcome(as(admin).forms.update({ id, title: 'New' }))).toEqual(notFound);
      expect(await outcome(as(admin).forms.delete({ id }))).toEqual(notFound);
      expect(await outcome(as(admin).forms.submissions({ id }))).toEqual(notFound);
      expect(await outcome(as(admin).forms.submissionsCsv({ id }))).toEqual(notFound);
    }
  });

  it('is for admins only: 401 for visitors, 403 for clients and instructors', async () => {
    const client = await insertUser(database.db, { role: 'client' });
    const instructor = await insertUser(database.db, { role: 'instructor' });
    const input = { title: 'Nope', slug: slug('nope') };
    for (const [user, status] of [
      [null, 401],
      [client, 403],
      [instructor, 403],
    ] as const) {
      for (const call of [
        as(user).forms.list(),
        as(user).forms.create(input),
        as(user).forms.update({ id: 'x', isActive: false }),
        as(user).forms.delete({ id: 'x' }),
        as(user).forms.submissions({ id: 'x' }),
        as(user).forms.submissionsCsv({ id: 'x' }),
      ]) {
        await expect(call.catch(restError)).resolves.toMatchObject({ status });
      }
    }
  });
});
