import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { WebSocket } from 'ws';
import { onServer, type RunningServer, startServer } from './running-server.js';

// Two server processes on one PostgreSQL behave as one: a throttle counts the attempts sent to
// either, and a chat message or a sign-out on one reaches the sockets of the other (LISTEN/NOTIFY).
// Needs a PostgreSQL server to create a database on (TEST_DATABASE_URL, as CI sets).
const serverUrl = process.env.TEST_DATABASE_URL;

interface LiveSocket {
  frames: { type: string; data: { id?: string } }[];
  closed: Promise<number>;
  socket: WebSocket;
}

/** A /ws connection of the server at `url` with the session cookie, once open. */
function openSocket(url: string, cookie: string): Promise<LiveSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace('http', 'ws')}/ws`, { headers: { cookie } });
    const frames: LiveSocket['frames'] = [];
    const closed = new Promise<number>((done) => socket.once('close', done));
    socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
    socket.once('open', () => resolve({ frames, closed, socket }));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
    socket.once('error', reject);
  });
}

test.describe('two server processes on one PostgreSQL', () => {
  test.skip(!serverUrl, 'TEST_DATABASE_URL is not set');
  const name = `tc_two_${randomBytes(5).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'tc-two-'));
  const adminEmail = 'admin@two.test';
  const adminPassword = 'Two-processes-1';
  let servers: RunningServer[] = [];

  test.beforeAll(async () => {
    await onServer(`create database ${name}`);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    const env = {
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
    };
    // The first migrates the new database; the second starts on it.
    servers = [await startServer(env)];
    servers.push(await startServer(env));
  });
  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await onServer(`drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test.describe('team chat and API keys', () => {
    let cookies: string[] = [];
    const sockets: LiveSocket[] = [];

    // Signed in before the throttle checks below use up the admin's sign-in allowance.
    test.beforeAll(async () => {
      for (const [index, server] of servers.entries()) {
        const login = await fetch(`${server.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.0.${index + 1}` },
          body: JSON.stringify({ email: adminEmail, password: adminPassword }),
        });
        expect(login.status).toBe(200);
        cookies.push((login.headers.get('set-cookie') ?? '').split(';')[0] ?? '');
      }
    });
    test.afterAll(() => {
      for (const { socket } of sockets) socket.terminate();
      cookies = [];
    });

    const open = async (server: RunningServer | undefined, cookie: string | undefined) => {
      const socket = await openSocket(server?.url ?? '', cookie ?? '');
      sockets.push(socket);
      return socket;
    };

    test('deliver a message posted to either process to the sockets of both', async () => {
      const [onA, onB] = [await open(servers[0], cookies[0]), await open(servers[1], cookies[0])];
      for (const [index, text] of ['sent to A', 'sent to B'].entries()) {
        const answer = await fetch(`${servers[index]?.url}/api/admin/chat/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: cookies[0] ?? '' },
          body: JSON.stringify({ message: text }),
        });
        expect(answer.status).toBe(201);
        const sent = await answer.json();
        for (const socket of [onA, onB]) {
          await expect.poll(() => socket.frames.at(-1)).toEqual({ type: 'new_message', data: sent });
        }
      }
      expect(onA.frames).toEqual(onB.frames);
      expect(onA.frames).toHaveLength(2);
    });

    test('stop an API key revoked on A at once on B', async () => {
      const [onA, onB] = servers;
      const made = await fetch(`${onA?.url}/api/admin/api-keys`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookies[0] ?? '' },
        body: JSON.stringify({ name: 'Port gate', scopes: ['courses:read'] }),
      });
      expect(made.status).toBe(201);
      const { id, key } = (await made.json()) as { id: string; key: string };
      const read = () =>
        fetch(`${onB?.url}/api/admin/courses`, { headers: { authorization: `Bearer ${key}` } });
      expect((await read()).status).toBe(200);
      const revoked = await fetch(`${onA?.url}/api/admin/api-keys/${id}`, {
        method: 'DELETE',
        headers: { cookie: cookies[0] ?? '' },
      });
      expect(revoked.status).toBe(200);
      expect((await read()).status).toBe(401);
    });

    test('close the socket on B when its session signs out on A', async () => {
      const onB = await open(servers[1], cookies[1]);
      const logout = await fetch(`${servers[0]?.url}/api/auth/logout`, {
        method: 'POST',
        headers: { cookie: cookies[1] ?? '' },
      });
      expect(logout.status).toBe(200);
      // Well within the 30 s heartbeat, which would also close it.
      const closed = await Promise.race([
        onB.closed,
        new Promise((resolve) => setTimeout(resolve, 5_000, 'open')),
      ]);
      expect(closed).toBe(4001);
    });
  });

  test.describe('an account strangers lock', () => {
    const owner = { email: `owner-${randomBytes(4).toString('hex')}@two.test`, password: '' };
    let ownersDevice = '';

    /** A sign-in sent to process `index % 2` from `address`, with the device cookie if given. */
    const login = (index: number, address: string, password: string, device?: string) =>
      fetch(`${servers[index % 2]?.url}/api/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': address,
          ...(device ? { cookie: device } : {}),
        },
        body: JSON.stringify({ email: owner.email, password }),
      });
    const outboxMails = () => {
      const outbox = join(dataDir, 'outbox');
      if (!existsSync(outbox)) return [];
      return readdirSync(outbox)
        .filter((file) => file.endsWith('.eml'))
        .map((file) => readFileSync(join(outbox, file), 'utf8'))
        .filter((mail) => mail.includes(`To: ${owner.email}`));
    };

    // The owner's account, made by the admin; its browser signs in on process B.
    test.beforeAll(async () => {
      const admin = await fetch(`${servers[0]?.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.18.7.1' },
        body: JSON.stringify({ email: adminEmail, password: adminPassword }),
      });
      expect(admin.status).toBe(200);
      const created = await fetch(`${servers[0]?.url}/api/admin/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: admin.headers.getSetCookie()[0] ?? '' },
        body: JSON.stringify({ email: owner.email, firstName: 'Owner', lastName: 'Two', role: 'client' }),
      });
      expect(created.status).toBe(201);
      owner.password = ((await created.json()) as { temporaryPassword: string }).temporaryPassword;
      const signedIn = await login(1, '198.18.7.2', owner.password);
      expect(signedIn.status).toBe(200);
      ownersDevice =
        signedIn.headers
          .getSetCookie()
          .find((cookie) => cookie.startsWith('tc_device='))
          ?.split(';')[0] ?? '';
      expect(ownersDevice).not.toBe('');
    });

    test('lock it for strangers from six addresses over both; the owner’s browser still gets in', async () => {
      const guesses: number[] = [];
      for (let address = 1; address <= 6; address++) {
        for (let attempt = 0; attempt < 5; attempt++) {
          guesses.push((await login(attempt, `198.18.8.${address}`, 'wrong-guess')).status);
        }
      }
      expect(guesses).toEqual(Array(30).fill(401));
      for (const index of [0, 1]) {
        expect((await login(index, '198.18.8.7', owner.password)).status).toBe(429);
      }
      // Signed in on B before, now on A from yet another address: its device cookie lets it in.
      expect((await login(0, '198.18.8.8', owner.password, ownersDevice)).status).toBe(200);
    });

    test('mail the owner’s reset request after strangers asked for the address', async () => {
      const reset = (index: number, address: string, device?: string) =>
        fetch(`${servers[index % 2]?.url}/api/auth/reset-password-direct`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': address,
            ...(device ? { cookie: device } : {}),
          },
          body: JSON.stringify({ email: owner.email }),
        });
      for (let stranger = 1; stranger <= 3; stranger++) {
        expect((await reset(stranger, `198.18.9.${stranger}`)).status).toBe(200);
      }
      await expect.poll(() => outboxMails().length).toBe(1);
      expect((await reset(0, '198.18.9.4', ownersDevice)).status).toBe(200);
      await expect.poll(() => outboxMails().length).toBe(2);
    });
  });

  test('count 50 parallel wrong sign-ins, half to each, as one: 5 are checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        fetch(`${servers[i % 2]?.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: adminEmail, password: `wrong-${i}` }),
        }).then((res) => res.status),
      ),
    );
    expect(answers.filter((status) => status === 401)).toHaveLength(5);
    expect(answers.filter((status) => status === 429)).toHaveLength(45);
  });

  test('take 5 contact messages from one address across both, then 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        fetch(`${servers[i % 2]?.url}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
          body: JSON.stringify({
            name: 'Two',
            email: 'two@example.bh',
            courseInterest: 'general_inquiry',
            message: 'Hi',
          }),
        }).then((res) => res.status),
      ),
    );
    expect(answers.filter((status) => status === 201)).toHaveLength(5);
    expect(answers.filter((status) => status === 429)).toHaveLength(7);
  });
});
