import { SESSION_COOKIE } from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import { insertUser, signIn, type TestUser } from '../test-support.js';

const UNKNOWN_ID = '3f2b8a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b';
const MESSAGES = '/api/admin/chat/messages';

describe.each(testDatabases())('the team chat REST paths on $name', ({ create }) => {
  const server = useTestServer(create);
  let admin: TestUser & { token: string };
  let instructor: TestUser & { token: string };

  beforeAll(async () => {
    const adminUser = await insertUser(server.database.db, {
      role: 'admin',
      firstName: 'Huda',
      lastName: 'Kamal',
      companyName: 'Centre HQ',
    });
    const instructorUser = await insertUser(server.database.db, {
      role: 'instructor',
      firstName: 'Omar',
      lastName: 'Haddad',
    });
    admin = { ...adminUser, token: await signIn(server.app, adminUser) };
    instructor = { ...instructorUser, token: await signIn(server.app, instructorUser) };
  });

  const call = (as: { token: string } | null, options: InjectOptions) =>
    server.app.inject({ ...options, cookies: as ? { [SESSION_COOKIE]: as.token } : {} });
  const send = (as: { token: string }, payload: unknown) =>
    call(as, { method: 'POST', url: MESSAGES, payload: payload as InjectOptions['payload'] });

  it('answers 401 to visitors and 403 to clients on every path', async () => {
    const client = await insertUser(server.database.db, { role: 'client' });
    const clientSession = { token: await signIn(server.app, client) };
    const requests: InjectOptions[] = [
      { method: 'GET', url: MESSAGES },
      { method: 'POST', url: MESSAGES, payload: { message: 'hello' } },
      { method: 'GET', url: '/api/admin/chat/unread' },
      { method: 'POST', url: '/api/admin/chat/read' },
    ];
    for (const request of requests) {
      const anonymous = await call(null, request);
      expect(anonymous.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Please sign in to continue.' });
      const forbidden = await call(clientSession, request);
      expect(forbidden.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(forbidden.json()).toEqual({ message: 'You do not have permission to do this.' });
    }
    expect(await server.database.db.selectFrom('adminChatMessages').select('id').execute()).toEqual([]);
  });

  it('POST answers 201 with the message and its sender; the list then holds it', async () => {
    const res = await send(instructor, { message: '  Forklift class moved to 10:00  ' });
    expect(res.statusCode).toBe(201);
    const sent = res.json();
    expect(sent).toEqual({
      id: expect.any(String),
      senderId: instructor.id,
      sender: {
        id: instructor.id,
        firstName: 'Omar',
        lastName: 'Haddad',
        companyName: null,
        email: instructor.email,
      },
      message: 'Forklift class moved to 10:00',
      messageType: 'text',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const list = await call(admin, { method: 'GET', url: MESSAGES });
    expect(list.statusCode).toBe(200);
    expect(list.json().at(-1)).toEqual(sent);

    const fromAdmin = (await send(admin, { message: 'Noted', messageType: 'text' })).json();
    expect(fromAdmin.sender).toEqual({
      id: admin.id,
      firstName: 'Huda',
      lastName: 'Kamal',
      companyName: 'Centre HQ',
      email: admin.email,
    });
  });

  it.each([
    ['an empty message', { message: '' }, 'Message cannot be empty'],
    ['a blank message', { message: '   \n ' }, 'Message cannot be empty'],
    ['no message', {}, 'Message cannot be empty'],
    ['a number', { message: 7 }, 'Message cannot be empty'],
    ['1001 characters', { message: 'm'.repeat(1001) }, 'Message too long'],
    ['an unknown type', { message: 'hi', messageType: 'html' }, 'Message type must be text or system'],
  ])('POST refuses %s with 400 and its message', async (_case, payload, message) => {
    const res = await send(admin, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('POST refuses a body that is not an object with 400', async () => {
    for (const payload of ['null', '[]', '"text"', 'not json']) {
      const res = await call(admin, {
        method: 'POST',
        url: MESSAGES,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, payload).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('GET pages back with ?before=<id>, and answers 404 for an unknown cursor', async () => {
    const sent = [];
    for (let index = 0; index < 3; index += 1)
      sent.push((await send(admin, { message: `page ${index}` })).json());
    const before = await call(admin, { method: 'GET', url: `${MESSAGES}?before=${sent[2].id}` });
    expect(before.statusCode).toBe(200);
    const ids = before.json().map((message: { id: string }) => message.id);
    expect(ids.slice(-2)).toEqual([sent[0].id, sent[1].id]);
    expect(ids).not.toContain(sent[2].id);

    for (const cursor of [UNKNOWN_ID, 'not-an-id']) {
      const missing = await call(admin, { method: 'GET', url: `${MESSAGES}?before=${cursor}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Message not found' });
    }
    const twice = await call(admin, {
      method: 'GET',
      url: `${MESSAGES}?before=${UNKNOWN_ID}&before=${UNKNOWN_ID}`,
    });
    expect(twice.statusCode).toBe(400);
  });

  it('GET unread counts what others sent since the last read; POST read clears it for every device', async () => {
    const reader = await insertUser(server.database.db, { role: 'instructor' });
    const devices = [
      { token: await signIn(server.app, reader) },
      { token: await signIn(server.app, reader) },
    ];
    const unread = async (device: { token: string }) =>
      (await call(device, { method: 'GET', url: '/api/admin/chat/unread' })).json();

    await send(admin, { message: 'one' });
    await send(instructor, { message: 'two' });
    await send(devices[0] as { token: string }, { message: 'mine' });
    expect(await unread(devices[0] as { token: string })).toEqual({ count: 2 });

    const read = await call(devices[0] as { token: string }, { method: 'POST', url: '/api/admin/chat/read' });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ count: 0 });
    expect(await unread(devices[1] as { token: string })).toEqual({ count: 0 });

    await send(admin, { message: 'three' });
    expect(await unread(devices[1] as { token: string })).toEqual({ count: 1 });
  });
});
