import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalLiveBus, type LiveNotice } from '../live/live-bus.js';
import { callerFor, FakeClock, insertUser, outcome, type TestUser } from '../test-support.js';
import { CHAT_PAGE_SIZE } from './chat.schema.js';

const UNKNOWN_ID = '3f2b8a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b';
const MINUTE = 60_000;

describe.each(testDatabases())('team chat on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  let instructor: TestUser;
  const live = createLocalLiveBus();
  const heard: LiveNotice[] = [];
  live.subscribe((notice) => heard.push(notice));

  beforeAll(async () => {
    database = await create();
    admin = await insertUser(database.db, {
      role: 'admin',
      firstName: 'Fatima',
      lastName: 'Al-Sayed',
      companyName: 'Training Centre W.L.L.',
    });
    instructor = await insertUser(database.db, {
      role: 'instructor',
      firstName: 'Omar',
      lastName: 'Haddad',
      companyName: null,
    });
  });
  afterAll(() => database.close());

  const as = (user: TestUser | null, clock?: FakeClock) =>
    callerFor(database.db, { user, live, now: clock?.now }).caller;

  describe('who may use it', () => {
    it('refuses visitors (401), clients and temporary passwords (403), on every procedure', async () => {
      const client = await insertUser(database.db, { role: 'client' });
      const temporary = await insertUser(database.db, { role: 'instructor', mustChangePassword: true });
      const calls = (user: TestUser | null) => {
        const caller = as(user);
        return [
          caller.chat.list(),
          caller.chat.send({ message: 'hi' }),
          caller.chat.unread(),
          caller.chat.markRead(),
        ];
      };
      for (const call of calls(null)) {
        expect(await outcome(call)).toEqual({ status: 401, message: 'Please sign in to continue.' });
      }
      for (const call of calls(client)) {
        expect(await outcome(call)).toEqual({
          status: 403,
          message: 'You do not have permission to do this.',
        });
      }
      for (const call of calls(temporary)) expect((await outcome(call)).status).toBe(403);
    });
  });

  describe('send', () => {
    it('stores the trimmed message and answers it with its sender, as the bus carries it', async () => {
      const clock = new FakeClock(new Date('2026-11-20T09:30:00Z'));
      heard.length = 0;
      const sent = await as(admin, clock).chat.send({ message: '  Crane 2 is booked tomorrow.\n' });
      expect(sent).toEqual({
        id: expect.any(String),
        senderId: admin.id,
        sender: {
          id: admin.id,
          firstName: 'Fatima',
          lastName: 'Al-Sayed',
          companyName: 'Training Centre W.L.L.',
          email: admin.email,
        },
        message: 'Crane 2 is booked tomorrow.',
        messageType: 'text',
        createdAt: '2026-11-20T09:30:00.000Z',
      });
      expect(heard).toEqual([{ type: 'new_message', message: sent }]);
      expect((await as(instructor).chat.list()).at(-1)).toEqual(sent);
    });

    it('keeps inner line breaks and takes a system message', async () => {
      const sent = await as(instructor).chat.send({ message: 'Line one\nLine two', messageType: 'system' });
      expect(sent).toMatchObject({ message: 'Line one\nLine two', messageType: 'system' });
      expect(sent.sender).toEqual({
        id: instructor.id,
        firstName: 'Omar',
        lastName: 'Haddad',
        companyName: null,
        email: instructor.email,
      });
    });

    it('takes 1000 characters after trimming', async () => {
      const sent = await as(admin).chat.send({ message: ` ${'x'.repeat(1000)} ` });
      expect(sent.message).toHaveLength(1000);
    });

    it.each([
      ['an empty message', { message: '' }, 'Message cannot be empty'],
      ['a blank message', { message: ' \n\t ' }, 'Message cannot be empty'],
      ['no message', {}, 'Message cannot be empty'],
      ['a message that is not text', { message: 42 }, 'Message cannot be empty'],
      ['1001 characters', { message: 'x'.repeat(1001) }, 'Message too long'],
      ['an unknown type', { message: 'hi', messageType: 'alert' }, 'Message type must be text or system'],
      ['a control character', { message: 'a\u0007b' }, 'Message must not contain control characters'],
    ])('refuses %s with 400 and stores nothing', async (_case, input, message) => {
      const before = await database.db.selectFrom('adminChatMessages').select('id').execute();
      heard.length = 0;
      expect(await outcome(as(admin).chat.send(input as never))).toEqual({ status: 400, message });
      expect(await database.db.selectFrom('adminChatMessages').select('id').execute()).toHaveLength(
        before.length,
      );
      expect(heard).toEqual([]);
    });
  });

  describe('unread and markRead', () => {
    it('counts messages from others after the last-read point, on every device, until read', async () => {
      const clock = new FakeClock(new Date(Date.now() + 10 * MINUTE));
      const reader = await insertUser(database.db, { role: 'instructor' });
      expect(await as(reader).chat.unread()).toEqual({ count: 0 });

      await as(admin, clock).chat.send({ message: 'one' });
      clock.advance(MINUTE);
      await as(instructor, clock).chat.send({ message: 'two' });
      clock.advance(MINUTE);
      await as(reader, clock).chat.send({ message: 'my own' });
      expect(await as(reader).chat.unread()).toEqual({ count: 2 });

      heard.length = 0;
      expect(await as(reader, clock).chat.markRead()).toEqual({ count: 0 });
      expect(heard).toEqual([{ type: 'chat_read', userId: reader.id }]);
      // A second device of the same user (another caller) reads the same count.
      expect(await as(reader).chat.unread()).toEqual({ count: 0 });
      expect((await as(admin).chat.unread()).count).toBeGreaterThan(0);

      clock.advance(MINUTE);
      await as(admin, clock).chat.send({ message: 'three' });
      expect(await as(reader).chat.unread()).toEqual({ count: 1 });
    });

    it('never moves the last-read point back', async () => {
      const clock = new FakeClock(new Date(Date.now() + 60 * MINUTE));
      const reader = await insertUser(database.db, { role: 'admin' });
      await as(reader, clock).chat.markRead();
      await as(reader, new FakeClock(new Date('2020-01-01T00:00:00Z'))).chat.markRead();
      const row = await database.db
        .selectFrom('chatReads')
        .select('lastReadAt')
        .where('userId', '=', reader.id)
        .executeTakeFirstOrThrow();
      expect(row.lastReadAt).toEqual(clock.now());
    });
  });

  it('keeps the messages of a deleted account, with no sender', async () => {
    const leaving = await insertUser(database.db, { role: 'instructor', companyName: 'Gone Co.' });
    const sent = await as(leaving).chat.send({ message: 'Goodbye' });
    await database.db.deleteFrom('users').where('id', '=', leaving.id).execute();
    const listed = (await as(admin).chat.list()).find((message) => message.id === sent.id);
    expect(listed).toEqual({
      ...sent,
      senderId: null,
      sender: { id: null, firstName: null, lastName: null, companyName: null, email: null },
    });
  });
});

describe.each(testDatabases())('the chat list on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  beforeAll(async () => {
    database = await create();
    admin = await insertUser(database.db, { role: 'admin' });
  });
  afterAll(() => database.close());

  it('is empty at first', async () => {
    expect(await callerFor(database.db, { user: admin }).caller.chat.list()).toEqual([]);
  });

  it('answers the latest 100, oldest first, and the ones before a message on request', async () => {
    const instant = new Date('2026-11-24T10:00:00Z');
    // 205 messages, the last 120 sent in one instant: pages must neither skip nor repeat them.
    await database.db
      .insertInto('adminChatMessages')
      .values(
        Array.from({ length: 205 }, (_, index) => ({
          senderId: admin.id,
          message: `message ${index}`,
          createdAt: index < 85 ? new Date(instant.getTime() - (85 - index) * MINUTE) : instant,
        })),
      )
      .execute();
    const caller = callerFor(database.db, { user: admin }).caller;
    const pages = [await caller.chat.list()];
    for (;;) {
      const first = pages[0]?.[0];
      if (!first) break;
      const older = await caller.chat.list({ before: first.id });
      if (older.length === 0) break;
      pages.unshift(older);
    }
    expect(pages.map((page) => page.length)).toEqual([5, CHAT_PAGE_SIZE, CHAT_PAGE_SIZE]);
    const all = pages.flat();
    expect(new Set(all.map((message) => message.id)).size).toBe(205);
    const times = all.map((message) => message.createdAt);
    expect(times).toEqual([...times].sort());
    expect(all.slice(0, 85).map((message) => message.message)).toEqual(
      Array.from({ length: 85 }, (_, index) => `message ${index}`),
    );
  });

  it('answers 404 for a cursor that names no message', async () => {
    const caller = callerFor(database.db, { user: admin }).caller;
    for (const before of [UNKNOWN_ID, 'not-an-id', '']) {
      expect(await outcome(caller.chat.list({ before }))).toEqual({
        status: 404,
        message: 'Message not found',
      });
    }
  });
});
