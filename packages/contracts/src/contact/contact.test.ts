import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, FakeClock, insertUser, outcome, type TestUser, uniqueAddress } from '../test-support.js';
import { type ContactMessageInput, GENERAL_INQUIRY } from './contact.schema.js';

const UNKNOWN_ID = '3f2b8a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b';
const NOT_FOUND = { status: 404, message: 'Message not found' };
const THROTTLED = { status: 429, message: 'Too many messages. Please try again later.' };
const TEN_MINUTES = 10 * 60 * 1000;

let anonymousRuns = 0;
const valid: ContactMessageInput = {
  name: 'Ahmed Al-Khalifa',
  email: 'ahmed@example.bh',
  courseInterest: 'Mobile Crane Operations',
  message: 'Do you run the course in Arabic?',
};

describe.each(testDatabases())('contact messages on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;

  beforeAll(async () => {
    database = await create();
    admin = await insertUser(database.db, { role: 'admin' });
  });
  afterAll(() => database.close());

  const visitor = (clock = new FakeClock(), ipAddress: string | null = uniqueAddress()) =>
    callerFor(database.db, { now: clock.now, client: { ipAddress, userAgent: 'vitest' } }).caller;
  const as = (user: TestUser | null) => callerFor(database.db, { user }).caller;
  const countMessages = async () =>
    (await database.db.selectFrom('contactMessages').select('id').execute()).length;

  describe('send', () => {
    it('stores a trimmed message, unread, and answers it', async () => {
      const clock = new FakeClock(new Date('2026-11-22T10:15:00Z'));
      const sent = await visitor(clock).contact.send({
        name: '  Ahmed Al-Khalifa ',
        email: ' Ahmed@Example.BH ',
        courseInterest: ' Mobile Crane Operations ',
        message: '  Do you run the course in Arabic?\n',
      });
      expect(sent).toEqual({
        id: expect.any(String),
        name: 'Ahmed Al-Khalifa',
        email: 'ahmed@example.bh',
        courseInterest: 'Mobile Crane Operations',
        message: 'Do you run the course in Arabic?',
        isRead: false,
        createdAt: '2026-11-22T10:15:00.000Z',
      });
      expect((await as(admin).contact.list()).find((message) => message.id === sent.id)).toEqual(sent);
    });

    it.each([
      ['left out', undefined],
      ['empty', ''],
      ['blank', '  '],
      ['null', null],
    ])('files a course interest %s as General Inquiry', async (_case, courseInterest) => {
      const sent = await visitor().contact.send({ ...valid, courseInterest });
      expect(sent.courseInterest).toBe(GENERAL_INQUIRY);
    });

    it.each([
      ['no name', { name: undefined }, 'Name is required'],
      ['a blank name', { name: '   ' }, 'Name is required'],
      ['a name over 200 characters', { name: 'n'.repeat(201) }, 'Name must be at most 200 characters'],
      ['no e-mail', { email: undefined }, 'Email is required'],
      ['an empty e-mail', { email: ' ' }, 'Email is required'],
      ['a bad e-mail', { email: 'ahmed@' }, 'Invalid email address'],
      ['no message', { message: undefined }, 'Message is required'],
      ['a blank message', { message: ' \n ' }, 'Message is required'],
      [
        'a message over 5000 characters',
        { message: 'm'.repeat(5001) },
        'Message must be at most 5000 characters',
      ],
      [
        'a course interest over 200 characters',
        { courseInterest: 'c'.repeat(201) },
        'Course interest must be at most 200 characters',
      ],
    ])('answers 400 for %s and stores nothing', async (_case, change, message) => {
      const before = await countMessages();
      const input = { ...valid, ...change } as ContactMessageInput;
      expect(await outcome(visitor().contact.send(input))).toEqual({ status: 400, message });
      expect(await countMessages()).toBe(before);
    });

    it('accepts a message of exactly 5000 characters', async () => {
      const sent = await visitor().contact.send({ ...valid, message: 'm'.repeat(5000) });
      expect(sent.message).toHaveLength(5000);
    });

    it('takes 5 messages per address in 10 minutes from the first, then 429 until those 10 minutes end', async () => {
      const clock = new FakeClock();
      const address = uniqueAddress();
      for (let i = 0; i < 5; i += 1) {
        expect((await outcome(visitor(clock, address).contact.send(valid))).status).toBe(200);
        clock.advance(60 * 1000);
      }
      const before = await countMessages();
      expect(await outcome(visitor(clock, address).contact.send(valid))).toEqual(THROTTLED);
      expect(await countMessages()).toBe(before);
      // Another address is not held back.
      expect((await outcome(visitor(clock, uniqueAddress()).contact.send(valid))).status).toBe(200);
      // The window opened with the first message, 5 minutes ago: 4 min 59.999 s later it is still open.
      clock.advance(TEN_MINUTES - 5 * 60 * 1000 - 1);
      expect(await outcome(visitor(clock, address).contact.send(valid))).toEqual(THROTTLED);
      clock.advance(1);
      for (let i = 0; i < 5; i += 1) {
        expect((await outcome(visitor(clock, address).contact.send(valid))).status).toBe(200);
      }
      expect(await outcome(visitor(clock, address).contact.send(valid))).toEqual(THROTTLED);
    });

    it('stores 5 of 20 parallel messages from one address', async () => {
      const address = uniqueAddress();
      const before = await countMessages();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => outcome(visitor(new FakeClock(), address).contact.send(valid))),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(15);
      expect(await countMessages()).toBe(before + 5);
    });

    it('throttles callers without a known address together', async () => {
      // Each database's run is a day apart, and in the past, so no run or later caller shares its window.
      anonymousRuns += 1;
      const clock = new FakeClock(new Date(Date.UTC(2020, 0, anonymousRuns)));
      for (let i = 0; i < 5; i += 1) await visitor(clock, null).contact.send(valid);
      expect(await outcome(visitor(clock, null).contact.send(valid))).toEqual(THROTTLED);
    });
  });

  describe('the admin tab', () => {
    it('is for admins only: 401 for visitors, 403 for clients and instructors', async () => {
      const client = await insertUser(database.db, { role: 'client' });
      const instructor = await insertUser(database.db, { role: 'instructor' });
      const sent = await visitor().contact.send(valid);
      const calls = (user: TestUser | null) => [
        as(user).contact.list(),
        as(user).contact.summary(),
        as(user).contact.markRead({ id: sent.id }),
        as(user).contact.delete({ id: sent.id }),
      ];
      for (const call of calls(null)) {
        expect(await outcome(call)).toEqual({ status: 401, message: 'Please sign in to continue.' });
      }
      for (const user of [client, instructor]) {
        for (const call of calls(user)) {
          expect(await outcome(call)).toEqual({
            status: 403,
            message: 'You do not have permission to do this.',
          });
        }
      }
      const row = await database.db
        .selectFrom('contactMessages')
        .select('isRead')
        .where('id', '=', sent.id)
        .executeTakeFirst();
      expect(row).toEqual({ isRead: false });
    });

    it('lists newest first and counts total, unread and read', async () => {
      await database.db.deleteFrom('contactMessages').execute();
      const clock = new FakeClock(new Date('2026-11-20T08:00:00Z'));
      const names = ['First', 'Second', 'Third'];
      for (const name of names) {
        await visitor(clock).contact.send({ ...valid, name });
        clock.advance(60 * 60 * 1000);
      }
      const list = await as(admin).contact.list();
      expect(list.map((message) => message.name)).toEqual(['Third', 'Second', 'First']);
      expect(await as(admin).contact.summary()).toEqual({ total: 3, unread: 3, read: 0 });

      const read = await as(admin).contact.markRead({ id: list[1]?.id ?? '' });
      expect(read).toEqual({ ...list[1], isRead: true });
      expect(await as(admin).contact.markRead({ id: read.id })).toEqual(read);
      expect(await as(admin).contact.summary()).toEqual({ total: 3, unread: 2, read: 1 });
      expect((await as(admin).contact.list()).map((message) => message.isRead)).toEqual([false, true, false]);
    });

    it('deletes a message', async () => {
      const sent = await visitor().contact.send(valid);
      expect(await as(admin).contact.delete({ id: sent.id })).toEqual({ ok: true });
      expect((await as(admin).contact.list()).some((message) => message.id === sent.id)).toBe(false);
      expect(await outcome(as(admin).contact.delete({ id: sent.id }))).toEqual(NOT_FOUND);
      expect(await outcome(as(admin).contact.markRead({ id: sent.id }))).toEqual(NOT_FOUND);
    });

    it.each([
      ['an unknown id', UNKNOWN_ID],
      ['a malformed id', 'not-a-uuid'],
    ])('answers 404 "Message not found" for %s', async (_case, id) => {
      expect(await outcome(as(admin).contact.markRead({ id }))).toEqual(NOT_FOUND);
      expect(await outcome(as(admin).contact.delete({ id }))).toEqual(NOT_FOUND);
    });
  });
});
