import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fieldLabelOf,
  findControlCharacter,
  hasControlCharacter,
  INPUT_TOO_DEEP_MESSAGE,
  nestsDeeperThan,
} from './fields.js';
import { callerFor, insertUser, outcome } from './test-support.js';

describe('the control-character rule', () => {
  it('refuses C0 characters and DEL, allows tab and line breaks', () => {
    for (const code of [0x00, 0x01, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f, 0x7f]) {
      expect(hasControlCharacter(`a${String.fromCharCode(code)}b`)).toBe(true);
    }
    expect(hasControlCharacter('line one\r\nline two\tand a tab, ünïcödé, عربي')).toBe(false);
  });

  it('names the field that holds one, keys and nested values included', () => {
    expect(findControlCharacter({ name: 'ok', message: 'bad\u0000' })).toBe('message');
    expect(findControlCharacter({ fields: [{ label: 'ok' }, { label: '\u0007' }] })).toBe('fields.1.label');
    expect(findControlCharacter({ data: { 'key\u0000': 'value' } })).toBe('data.key\u0000');
    expect(findControlCharacter('\u0000')).toBe('');
    expect(
      findControlCharacter({ file: new Uint8Array([0, 1, 2]), count: 3, on: true, none: null }),
    ).toBeNull();
  });

  it('names a field its schema does not label by its key, as words', () => {
    expect(fieldLabelOf('name')).toBe('Name');
    expect(fieldLabelOf('fields.1.courseInterest')).toBe('Course interest');
    expect(fieldLabelOf('data.national_id')).toBe('National id');
    expect(fieldLabelOf('')).toBe('The input');
    expect(fieldLabelOf('data.key\u0000')).toBe('Key');
  });
});

describe('the nesting rule', () => {
  const nested = (levels: number): unknown => {
    let value: unknown = 'leaf';
    for (let level = 0; level < levels; level++) value = level % 2 ? [value] : { value };
    return value;
  };

  it('counts objects and arrays, not texts, numbers or files', () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan({ file: new Uint8Array(8), text: 'x', count: 1, none: null }, 1)).toBe(false);
    expect(nestsDeeperThan(nested(200_000), 32)).toBe(true);
  });
});

describe.each(testDatabases())('procedures refuse control characters on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(() => database.close());

  it('answers the field’s 400 on public calls, before anything reaches the database', async () => {
    const { caller } = callerFor(database.db);
    expect(
      await outcome(
        caller.contact.send({
          name: 'A\u0000B',
          email: 'a@example.bh',
          courseInterest: 'general_inquiry',
          message: 'x',
        }),
      ),
    ).toEqual({ status: 400, message: 'Name must not contain control characters' });
    expect(await outcome(caller.publicCertificates.search({ query: 'CERT\u0000' }))).toEqual({
      status: 400,
      message: 'Certificate number or national ID must not contain control characters',
    });
    expect(await outcome(caller.auth.login({ email: 'a\u0000@example.bh', password: 'x' }))).toEqual({
      status: 400,
      message: 'Email must not contain control characters',
    });
    let deep: unknown = 'x';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(await outcome(caller.auth.login({ email: deep, password: 'x' } as never))).toEqual({
      status: 400,
      message: INPUT_TOO_DEEP_MESSAGE,
    });
  });

  it('answers the same for signed-in calls, and keeps tabs and line breaks', async () => {
    const admin = await insertUser(database.db, { role: 'admin' });
    const { caller } = callerFor(database.db, { user: admin });
    expect(await outcome(caller.courses.create({ name: 'Crane\u001b[31m' } as never))).toEqual({
      status: 400,
      message: 'Course name must not contain control characters',
    });
    const sent = await callerFor(database.db).caller.contact.send({
      name: 'Tab\tName',
      email: 'a@example.bh',
      courseInterest: 'general_inquiry',
      message: 'Line one\r\nLine two',
    });
    expect(sent.message).toBe('Line one\r\nLine two');
  });
});
