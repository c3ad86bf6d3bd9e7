import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, FakeClock, insertUser, outcome, type TestUser } from '../test-support.js';
import {
  type WebsiteContent,
  websiteContentArabicFields,
  websiteContentFields,
} from './website-content.schema.js';

const initial = {
  ...Object.fromEntries(
    websiteContentFields.map((field) => [
      field,
      field === 'companyEmail' ? 'info@centre.test' : `Initial ${field}`,
    ]),
  ),
  // No Arabic given yet: the Arabic page shows the English.
  ...Object.fromEntries(websiteContentArabicFields.map((field) => [field, null])),
} as WebsiteContent;

describe.each(testDatabases())('the website text on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;

  beforeAll(async () => {
    database = await create();
    await database.db.insertInto('websiteContent').values(initial).execute();
    admin = await insertUser(database.db, { role: 'admin' });
  });
  afterAll(() => database.close());

  const as = (user: TestUser | null, clock = new FakeClock()) =>
    callerFor(database.db, { user, now: clock.now }).caller;

  it('is public to read', async () => {
    expect(await as(null).websiteContent.get()).toEqual(initial);
  });

  it('saves one trimmed text, records who and when, and answers the whole content', async () => {
    const clock = new FakeClock(new Date('2026-11-22T09:30:00Z'));
    const saved = await as(admin, clock).websiteContent.update({ heroTitle: '  Lift safely  ' });
    expect(saved).toEqual({ ...initial, heroTitle: 'Lift safely' });
    expect(await as(null).websiteContent.get()).toEqual(saved);
    const row = await database.db
      .selectFrom('websiteContent')
      .select(['updatedBy', 'updatedAt'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ updatedBy: admin.id, updatedAt: new Date('2026-11-22T09:30:00Z') });

    const email = await as(admin).websiteContent.update({ companyEmail: ' Training@Centre.test ' });
    expect(email.companyEmail).toBe('Training@Centre.test');
    expect(email.heroTitle).toBe('Lift safely');
  });

  it('keeps an Arabic text beside the English one, and an emptied one is none again', async () => {
    const later = new FakeClock(new Date('2030-01-01T00:00:00Z'));
    const saved = await as(admin, later).websiteContent.update({ heroTitleAr: '  ارفع بأمان ' });
    expect(saved).toMatchObject({ heroTitleAr: 'ارفع بأمان', heroTitle: 'Lift safely' });
    const audit = await database.db
      .selectFrom('auditLog')
      .select(['changeDescription', 'newData'])
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({
      changeDescription: 'Website text changed: hero title (Arabic)',
      newData: { heroTitleAr: 'ارفع بأمان' },
    });
    expect((await as(admin).websiteContent.update({ heroTitleAr: '  ' })).heroTitleAr).toBeNull();
    expect((await as(null).websiteContent.get()).heroTitleAr).toBeNull();
  });

  it('is for admins only: 401 for visitors, 403 for clients and instructors', async () => {
    const client = await insertUser(database.db, { role: 'client' });
    const instructor = await insertUser(database.db, { role: 'instructor' });
    expect(await outcome(as(null).websiteContent.update({ heroTitle: 'x' }))).toEqual({
      status: 401,
      message: 'Please sign in to continue.',
    });
    for (const user of [client, instructor]) {
      expect(await outcome(as(user).websiteContent.update({ heroTitle: 'x' }))).toEqual({
        status: 403,
        message: 'You do not have permission to do this.',
      });
    }
    expect((await as(null).websiteContent.get()).heroTitle).not.toBe('x');
  });

  it.each([
    ['no field', {}, 'Send exactly one field to change'],
    ['two fields', { heroTitle: 'A', heroSubtitle: 'B' }, 'Send exactly one field to change'],
    ['an unknown field', { slogan: 'A' }, 'Send exactly one field to change'],
    ['a known and an unknown field', { heroTitle: 'A', slogan: 'B' }, 'Send exactly one field to change'],
    ['an empty text', { aboutTitle: '' }, 'This text cannot be empty'],
    ['a blank text', { aboutTitle: '   ' }, 'This text cannot be empty'],
    ['a text that is not text', { aboutTitle: 5 }, 'This text cannot be empty'],
    [
      'a text over 2000 characters',
      { aboutIntroduction: 'x'.repeat(2001) },
      'This text must be at most 2000 characters',
    ],
    [
      'an Arabic text over 2000 characters',
      { heroTitleAr: 'ع'.repeat(2001) },
      'This text (Arabic) must be at most 2000 characters',
    ],
    [
      'an English and an Arabic text',
      { heroTitle: 'A', heroTitleAr: 'ب' },
      'Send exactly one field to change',
    ],
    ['an Arabic phone number (none is kept)', { companyPhoneAr: '١٢٣' }, 'Send exactly one field to change'],
    ['a company e-mail that is no address', { companyEmail: 'info at centre' }, 'Invalid email address'],
    ['a body that is not an object', null, 'The request body must be a JSON object'],
  ])('answers 400 for %s', async (_case, input, message) => {
    const before = await as(null).websiteContent.get();
    // biome-ignore lint/suspicious/noExplicitAny: deliberately malformed input, as a REST caller may send
    expect(await outcome(as(admin).websiteContent.update(input as any))).toEqual({ status: 400, message });
    expect(await as(null).websiteContent.get()).toEqual(before);
  });

  it('accepts a text of exactly 2000 characters', async () => {
    const text = 'y'.repeat(2000);
    expect((await as(admin).websiteContent.update({ aboutImportance: text })).aboutImportance).toBe(text);
  });
});
