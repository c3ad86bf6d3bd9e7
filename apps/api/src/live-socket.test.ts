import { SESSION_COOKIE } from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { CROSS_SITE_MESSAGE } from './cross-site-requests.js';
import { useTestServer } from './test-server.js';
import { insertUser, signIn, type TestUser, waitFor } from './test-support.js';

// /ws with a real WebSocket client (the ws package) against the server listening on a port.

const APP_URL = 'http://localhost:3000';

interface Socket {
  socket: WebSocket;
  /** Every JSON frame received, in order. */
  frames: { type: string; data: unknown }[];
  closed: Promise<{ code: number; reason: string }>;
}

/** How a socket closed, if it did within 5 s (well inside the 30 s heartbeat, which also closes it). */
const closedSoon = (socket: Socket) =>
  Promise.race([
    socket.closed,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the socket stayed open')), 5_000)),
  ]);

type Opened = { socket: Socket } | { refused: { status: number; body: unknown } };

function open(url: string, headers: Record<string, string>, options: { autoPong?: boolean } = {}) {
  return new Promise<Opened>((resolve, reject) => {
    const socket = new WebSocket(url, { headers, autoPong: options.autoPong ?? true });
    const frames: Socket['frames'] = [];
    const closed = new Promise<{ code: number; reason: string }>((done) =>
      socket.once('close', (code, reason) => done({ code, reason: reason.toString() })),
    );
    socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
    socket.once('open', () => resolve({ socket: { socket, frames, closed } }));
    socket.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ refused: { status: res.statusCode ?? 0, body: JSON.parse(body) } }));
    });
    socket.once('error', reject);
  });
}

describe.each(testDatabases())('/ws on $name', ({ create }) => {
  const server = useTestServer(create, { appUrl: APP_URL });
  let url: string;
  let admin: TestUser;
  let instructor: TestUser;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/ws`;
    admin = await insertUser(server.database.db, { role: 'admin', isMainAdmin: true });
    instructor = await insertUser(server.database.db, { role: 'instructor' });
  });
  afterAll(() => {
    for (const socket of sockets) socket.terminate();
  });

  const cookie = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}` });
  async function connect(token: string, headers: Record<string, string> = {}): Promise<Socket> {
    const opened = await open(url, { ...cookie(token), ...headers });
    if (!('socket' in opened)) throw new Error(`refused: ${JSON.stringify(opened.refused)}`);
    sockets.push(opened.socket.socket);
    return opened.socket;
  }
  const inject = (token: string, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    server.app.inject({ method, url: path, payload, cookies: { [SESSION_COOKIE]: token } });
  const sendMessage = async (token: string, message: string) => {
    const res = await inject(token, 'POST', '/api/admin/chat/messages', { message });
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  /** The frames of a socket, once a message sent after everything else has reached it. */
  const settled = async (socket: Socket, senderToken: string) => {
    const marker = await sendMessage(senderToken, `marker ${Math.random()}`);
    await waitFor(() =>
      socket.frames.some((frame) => (frame.data as { id?: string }).id === marker.id) ? true : undefined,
    );
    return socket.frames.filter((frame) => (frame.data as { id?: string }).id !== marker.id);
  };

  it('refuses visitors (401) and clients (403) before the upgrade', async () => {
    expect(await open(url, {})).toEqual({
      refused: { status: 401, body: { message: 'Please sign in to continue.' } },
    });
    expect(await open(url, cookie('not-a-session'))).toMatchObject({ refused: { status: 401 } });
    const client = await insertUser(server.database.db, { role: 'client' });
    expect(await open(url, cookie(await signIn(server.app, client)))).toEqual({
      refused: { status: 403, body: { message: 'You do not have permission to do this.' } },
    });
    const temporary = await insertUser(server.database.db, { role: 'instructor', mustChangePassword: true });
    expect(await open(url, cookie(await signIn(server.app, temporary)))).toMatchObject({
      refused: { status: 403 },
    });
  });

  it('refuses another site’s page (403) and admits the app’s own', async () => {
    const token = await signIn(server.app, admin);
    const elsewhere: Record<string, string>[] = [
      { origin: 'https://attacker.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of elsewhere) {
      expect(await open(url, { ...cookie(token), ...headers })).toEqual({
        refused: { status: 403, body: { message: CROSS_SITE_MESSAGE } },
      });
    }
    const own = await connect(token, { origin: APP_URL });
    expect(own.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('sends every new message to every admin and instructor, the sender included', async () => {
    const adminToken = await signIn(server.app, admin);
    const instructorToken = await signIn(server.app, instructor);
    const sockets = [await connect(adminToken), await connect(instructorToken)];
    const fromInstructor = await sendMessage(instructorToken, 'Crane 3 needs a check');
    const fromAdmin = await sendMessage(adminToken, 'On it');
    for (const socket of sockets) {
      await waitFor(() => (socket.frames.length >= 2 ? true : undefined));
      expect(socket.frames).toEqual([
        { type: 'new_message', data: fromInstructor },
        { type: 'new_message', data: fromAdmin },
      ]);
    }
  });

  it('tells the reader’s sockets, and only theirs, that the chat was read', async () => {
    const phone = await connect(await signIn(server.app, instructor));
    const laptopToken = await signIn(server.app, instructor);
    const laptop = await connect(laptopToken);
    const adminToken = await signIn(server.app, admin);
    const other = await connect(adminToken);
    const read = await inject(laptopToken, 'POST', '/api/admin/chat/read');
    expect(read.json()).toEqual({ count: 0 });
    for (const socket of [phone, laptop]) {
      await waitFor(() => (socket.frames.length >= 1 ? true : undefined));
      expect(socket.frames).toEqual([{ type: 'chat_read', data: { count: 0 } }]);
    }
    expect(await settled(other, adminToken)).toEqual([]);
  });

  it('closes the socket of a session that signs out (4001), and no other', async () => {
    const token = await signIn(server.app, instructor);
    const otherToken = await signIn(server.app, instructor);
    const [socket, other] = [await connect(token), await connect(otherToken)];
    expect((await inject(token, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    expect(await closedSoon(socket)).toEqual({ code: 4001, reason: 'Session ended' });
    await settled(other, otherToken);
    expect(other.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('closes the other sessions’ sockets when the password changes, keeping the changer’s', async () => {
    const user = await insertUser(server.database.db, { role: 'admin' });
    const [elsewhereToken, hereToken] = [await signIn(server.app, user), await signIn(server.app, user)];
    const [elsewhere, here] = [await connect(elsewhereToken), await connect(hereToken)];
    const changed = await inject(hereToken, 'POST', '/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: `${user.password}-changed`,
    });
    expect(changed.statusCode).toBe(200);
    expect(await closedSoon(elsewhere)).toEqual({ code: 4001, reason: 'Session ended' });
    await settled(here, hereToken);
    expect(here.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('closes the sockets of an account the admin deactivates or makes a client', async () => {
    const adminToken = await signIn(server.app, admin);
    const [deactivated, demoted] = [
      await insertUser(server.database.db, { role: 'instructor' }),
      await insertUser(server.database.db, { role: 'instructor' }),
    ];
    const sockets = [
      await connect(await signIn(server.app, deactivated)),
      await connect(await signIn(server.app, demoted)),
    ];
    const edit = await inject(adminToken, 'PUT', `/api/admin/users/${deactivated.id}/edit`, {
      currentPassword: admin.password,
      isActive: false,
    });
    expect(edit.statusCode).toBe(200);
    const role = await inject(adminToken, 'PUT', `/api/admin/users/${demoted.id}/role`, {
      role: 'client',
    });
    expect(role.statusCode).toBe(200);
    for (const socket of sockets) expect((await closedSoon(socket)).code).toBe(4001);
  });
});

describe.each(testDatabases())('/ws keeping connections honest on $name', ({ name, create }) => {
  const server = useTestServer(create, { appUrl: APP_URL, liveHeartbeatMs: 100 });
  let url: string;
  let token: string;

  beforeAll(async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/ws`;
    token = await signIn(server.app, await insertUser(server.database.db, { role: 'admin' }));
  });

  it('pings every socket, keeps those that answer, and drops one that does not', async () => {
    const [answering, silent] = await Promise.all([
      open(url, { cookie: `${SESSION_COOKIE}=${token}` }),
      open(url, { cookie: `${SESSION_COOKIE}=${token}` }, { autoPong: false }),
    ]);
    if (!('socket' in answering) || !('socket' in silent)) throw new Error('refused');
    let pings = 0;
    answering.socket.socket.on('ping', () => {
      pings += 1;
    });
    // Dropped without a close frame: the server cut the connection.
    expect((await silent.socket.closed).code).toBe(1006);
    await waitFor(() => (pings >= 3 ? true : undefined));
    expect(answering.socket.socket.readyState).toBe(WebSocket.OPEN);
    answering.socket.socket.terminate();
  });

  it('closes, at the next ping, a socket whose session ended without a word (expired, deleted)', async () => {
    const user = await insertUser(server.database.db, { role: 'instructor' });
    const opened = await open(url, { cookie: `${SESSION_COOKIE}=${await signIn(server.app, user)}` });
    if (!('socket' in opened)) throw new Error('refused');
    await server.database.db.deleteFrom('sessions').where('userId', '=', user.id).execute();
    expect(await opened.socket.closed).toEqual({ code: 4001, reason: 'Session ended' });
  });

  it.runIf(name === 'postgres')(
    'asks its sockets to reconnect (1012) when its listening connection was lost and is back',
    async () => {
      const opened = await open(url, { cookie: `${SESSION_COOKIE}=${token}` });
      if (!('socket' in opened)) throw new Error('refused');
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
                where datname = current_database() and query like 'LISTEN%'`.execute(server.database.db);
      expect(await opened.socket.closed).toEqual({ code: 1012, reason: 'Reconnect to catch up' });
      // Listening again: a new socket hears a new message.
      const again = await open(url, { cookie: `${SESSION_COOKIE}=${token}` });
      if (!('socket' in again)) throw new Error('refused');
      const sent = await server.app.inject({
        method: 'POST',
        url: '/api/admin/chat/messages',
        payload: { message: 'after the reconnect' },
        cookies: { [SESSION_COOKIE]: token },
      });
      await waitFor(() => (again.socket.frames.length > 0 ? true : undefined));
      expect(again.socket.frames).toEqual([{ type: 'new_message', data: sent.json() }]);
      again.socket.socket.terminate();
    },
  );

  it('closes its sockets as going away (1001) when the server shuts down', async () => {
    const opened = await open(url, { cookie: `${SESSION_COOKIE}=${token}` });
    if (!('socket' in opened)) throw new Error('refused');
    await server.app.close();
    expect(await opened.socket.closed).toEqual({ code: 1001, reason: 'Server shutting down' });
  });
});
