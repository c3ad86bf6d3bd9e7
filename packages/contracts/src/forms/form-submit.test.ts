import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restError } from '../errors.js';
import {
  callerFor,
  EVERY_FIELD_ANSWERS,
  FakeClock,
  insertForm,
  insertUser,
  outcome,
  type TestUser,
  uniqueAddress,
} from '../test-support.js';
import { HONEYPOT_FIELD } from './form-answers.js';

// A visitor's submission, checked on the server against the stored form.

describe.each(testDatabases())('submitting a public form on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  let form: { id: string; slug: string };

  beforeAll(async () => {
    database = await create();
    admin = await insertUser(database.db, { role: 'admin' });
    form = await insertForm(database.db);
  });
  afterAll(() => database.close());

  const visitor = (ipAddress = uniqueAddress(), now?: () => Date) =>
    callerFor(database.db, { client: { ipAddress, userAgent: 'vitest' }, now }).caller;
  const submit = (data: Record<string, unknown>, ipAddress?: string) =>
    visitor(ipAddress).forms.submit({ slug: form.slug, data });
  /** The REST answer of a failing call: status and body ({ message, errors }). */
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => ({ status: 200, body: {} }),
      (error: unknown) => restError(error),
    );
  const stored = () =>
    database.db.selectFrom('formSubmissions').selectAll().where('formId', '=', form.id).execute();

  it('shows an active form with its fields in order, without the admin-only parts', async () => {
    const shown = await visitor().forms.getPublic({ slug: form.slug });
    expect(Object.keys(shown).sort()).toEqual([
      'description',
      'descriptionAr',
      'fields',
      'id',
      'slug',
      'submitButtonText',
      'submitButtonTextAr',
      'successMessage',
      'successMessageAr',
      'title',
      'titleAr',
    ]);
    expect(shown.fields.map((field) => field.fieldName)).toEqual(Object.keys(EVERY_FIELD_ANSWERS));
    expect(shown.fields[7]).toEqual({
      id: expect.any(String),
      fieldName: 'needs',
      label: 'Needs',
      fieldType: 'checkbox',
      placeholder: null,
      isRequired: false,
      options: ['Transport', 'Lunch', 'Arabic materials'],
      labelAr: null,
      placeholderAr: null,
      optionsAr: [null, null, null],
    });
  });

  it('stores checked answers with the address, the first e-mail answer and the fields answered', async () => {
    const address = uniqueAddress();
    const answers = {
      ...EVERY_FIELD_ANSWERS,
      full_name: '  Layla Nasser ',
      candidates: '3',
      extra: 'dropped',
    };
    expect(await submit(answers, address)).toEqual({
      successMessage: 'Thank you! Your form has been submitted successfully.',
    });
    const row = (await stored()).find((submission) => submission.submitterIp === address);
    expect(row).toMatchObject({
      submitterEmail: 'layla@gulfports.test',
      submittedData: { ...EVERY_FIELD_ANSWERS, full_name: 'Layla Nasser', candidates: 3 },
    });
    expect(row?.answeredFields).toEqual(
      Object.keys(EVERY_FIELD_ANSWERS).map((fieldName) => expect.objectContaining({ fieldName })),
    );
    expect(row?.answeredFields).toContainEqual({ fieldName: 'needs', label: 'Needs', fieldType: 'checkbox' });
  });

  it('leaves blank optional answers out', async () => {
    const address = uniqueAddress();
    await submit({ full_name: 'Ali', email: 'ali@example.test', phone: ' ', needs: [] }, address);
    const row = (await stored()).find((submission) => submission.submitterIp === address);
    expect(row?.submittedData).toEqual({ full_name: 'Ali', email: 'ali@example.test' });
  });

  it.each([
    ['phone', '12ab', 'Phone may hold only digits, spaces, + and -'],
    ['phone', '+973 (17) 000-000', 'Phone may hold only digits, spaces, + and -'],
    ['phone', '+973', 'Phone must be a valid phone number'],
    ['phone', 97317000000, 'Phone must be text'],
    ['email', 'layla@', 'E-mail must be a valid e-mail address'],
    ['email', `${'a'.repeat(250)}@example.test`, 'E-mail must be a valid e-mail address'],
    ['full_name', 42, 'Full name must be text'],
    ['full_name', ['Layla'], 'Full name must be text'],
    ['full_name', 'x'.repeat(1001), 'Full name must be at most 1000 characters'],
    ['message', 'x'.repeat(10_001), 'Message must be at most 10000 characters'],
    ['candidates', 'abc', 'Candidates must be a number'],
    ['candidates', '0x10', 'Candidates must be a number'],
    ['candidates', true, 'Candidates must be a number'],
    ['course', 'Tower crane', 'Course must be one of the offered options'],
    ['shift', 'Night', 'Shift must be one of the offered options'],
    ['needs', ['Lunch', 'Hotel'], 'Needs must be a list of the offered options'],
    ['needs', { Lunch: true }, 'Needs must be a list of the offered options'],
    ['preferred_date', '2026-02-30', 'Preferred date must be a valid date'],
    ['preferred_date', '15/12/2026', 'Preferred date must be a valid date'],
  ])('refuses %s = %j with 400 and stores nothing', async (fieldName, value, message) => {
    const before = (await stored()).length;
    expect(await failure(submit({ ...EVERY_FIELD_ANSWERS, [fieldName]: value }))).toEqual({
      status: 400,
      body: { message, errors: [{ fieldName, message }] },
    });
    expect(await stored()).toHaveLength(before);
  });

  it.each([
    ['phone', '+973 17-000-000', '+973 17-000-000'],
    ['phone', '+٩٧٣ ١٧٠٠٠٠٠٠', '+973 17000000'],
    ['candidates', 12.5, 12.5],
    ['candidates', ' -4 ', -4],
    ['needs', 'Lunch', ['Lunch']],
    ['needs', ['Arabic materials', 'Transport', 'Lunch'], ['Transport', 'Lunch', 'Arabic materials']],
    ['preferred_date', '2028-02-29', '2028-02-29'],
    ['message', 'Line one\nLine two', 'Line one\nLine two'],
  ])('takes %s = %j, storing %j', async (fieldName, value, kept) => {
    const address = uniqueAddress();
    await submit({ ...EVERY_FIELD_ANSWERS, [fieldName]: value }, address);
    const row = (await stored()).find((submission) => submission.submitterIp === address);
    expect((row?.submittedData as Record<string, unknown> | undefined)?.[fieldName]).toEqual(kept);
  });

  it('answers every problem at once, the first one as the message', async () => {
    expect(await failure(submit({ email: 'nope', course: 'Tower crane' }))).toEqual({
      status: 400,
      body: {
        message: 'Full name is required',
        errors: [
          { fieldName: 'full_name', message: 'Full name is required' },
          { fieldName: 'email', message: 'E-mail must be a valid e-mail address' },
          { fieldName: 'course', message: 'Course must be one of the offered options' },
        ],
      },
    });
  });

  it('answers a filled honeypot as if stored, and stores nothing', async () => {
    const before = (await stored()).length;
    expect(await submit({ ...EVERY_FIELD_ANSWERS, [HONEYPOT_FIELD]: 'https://spam.example' })).toEqual({
      successMessage: 'Thank you! Your form has been submitted successfully.',
    });
    expect(await stored()).toHaveLength(before);
    // An empty honeypot (what people send) is no reason to drop a submission.
    await submit({ ...EVERY_FIELD_ANSWERS, [HONEYPOT_FIELD]: '' });
    expect(await stored()).toHaveLength(before + 1);
  });

  it('takes 10 submissions per address in 10 minutes: the 11th is 429, another address passes', async () => {
    const address = uniqueAddress();
    const clock = new FakeClock();
    const from = (ipAddress: string) => visitor(ipAddress, clock.now).forms;
    for (let n = 1; n <= 10; n += 1) {
      await from(address).submit({ slug: form.slug, data: EVERY_FIELD_ANSWERS });
    }
    const throttled = { status: 429, message: 'Too many submissions. Please try again in 10 minutes.' };
    expect(await outcome(from(address).submit({ slug: form.slug, data: EVERY_FIELD_ANSWERS }))).toEqual(
      throttled,
    );
    // Bad answers count too, and the other forms share the count.
    const other = await insertForm(database.db);
    expect(await outcome(from(address).submit({ slug: other.slug, data: {} }))).toMatchObject({
      status: 429,
    });
    expect(await from(uniqueAddress()).submit({ slug: form.slug, data: EVERY_FIELD_ANSWERS })).toBeTruthy();
    clock.advance(9 * 60 * 1000 + 1);
    expect(await outcome(from(address).submit({ slug: form.slug, data: EVERY_FIELD_ANSWERS }))).toEqual({
      status: 429,
      message: 'Too many submissions. Please try again in 1 minute.',
    });
    clock.advance(60 * 1000);
    expect(await from(address).submit({ slug: form.slug, data: EVERY_FIELD_ANSWERS })).toBeTruthy();
  });

  it('answers 404 for an unknown or deactivated form, without counting the throttle', async () => {
    const hidden = await insertForm(database.db, { isActive: false });
    const address = uniqueAddress();
    const notFound = { status: 404, message: 'Form not found' };
    for (const slug of [hidden.slug, 'no-such-form', 'x'.repeat(200)]) {
      expect(await outcome(visitor(address).forms.getPublic({ slug }))).toEqual(notFound);
      for (let n = 0; n < 11; n += 1) {
        expect(await outcome(visitor(address).forms.submit({ slug, data: EVERY_FIELD_ANSWERS }))).toEqual(
          notFound,
        );
      }
    }
    const counters = await database.db.selectFrom('throttleCounters').select('key').execute();
    expect(counters.filter((counter) => counter.key.endsWith(address))).toEqual([]);
    // Deactivating through the Form Builder closes it at once; the admin still sees it.
    await callerFor(database.db, { user: admin }).caller.forms.update({ id: form.id, isActive: false });
    expect(await outcome(submit(EVERY_FIELD_ANSWERS))).toEqual(notFound);
    expect((await visitor().forms.listPublic()).map((listed) => listed.id)).not.toContain(form.id);
    await callerFor(database.db, { user: admin }).caller.forms.update({ id: form.id, isActive: true });
  });

  it('refuses answers that are not an object', async () => {
    for (const data of [[], ['x'], 'text', 12, null]) {
      expect(
        await outcome(
          visitor().forms.submit({ slug: form.slug, data: data as unknown as Record<string, unknown> }),
        ),
      ).toEqual({ status: 400, message: 'The answers must be a JSON object' });
    }
  });
});
