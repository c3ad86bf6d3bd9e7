/**
 * `pnpm bench:chat`: how fast a team-chat message reaches every open socket when two server
 * processes share one PostgreSQL (LISTEN/NOTIFY between them). A benchmark, not a test: it prints
 * the figures against the goal (p99 <= 50 ms on this 2-core machine) and exits 0 once measured.
 *   - 2 built servers (apps/api/dist/main.js) on a fresh database of TEST_DATABASE_URL's server
 *   - 10 staff accounts (the admin and 9 instructors), 20 sockets each, half on each process: 200
 *   - 1,000 messages over REST, one every CHAT_BENCH_INTERVAL_MS (20), alternating processes and
 *     senders; each one's delivery time is from just before its POST to its frame on a socket
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { WebSocket } from 'ws';
import { findFreePort } from '../free-port.ts';

const goal = { p99Ms: 50 };
const MESSAGES = 1000;
const USERS = 10;
const SOCKETS_PER_USER = 20;
const intervalMs = Number(process.env.CHAT_BENCH_INTERVAL_MS ?? 20);
const admin = { email: 'admin@chat-bench.test', password: 'Chat-bench-password-1' };
const root = join(import.meta.dirname, '..', '..');

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.error('Set TEST_DATABASE_URL to a PostgreSQL server the benchmark may create a database on.');
  process.exit(1);
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function startServer(env: Record<string, string>): Promise<{ url: string; process: ChildProcess }> {
  const port = await findFreePort();
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${url}/readyz`).then(
      (res) => res.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('a server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, process: child };
}

async function post(url: string, cookie: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
}

async function signIn(url: string, email: string, password: string): Promise<string> {
  const login = await post(`${url}/api/auth/login`, '', { email, password });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  return (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** The admin, and instructors the admin creates, each signed in with their own password. */
async function staffSessions(url: string): Promise<string[]> {
  const adminCookie = await signIn(url, admin.email, admin.password);
  const cookies = [adminCookie];
  for (let index = 1; index < USERS; index += 1) {
    const email = `instructor-${index}@chat-bench.test`;
    const created = await post(`${url}/api/admin/users`, adminCookie, {
      email,
      role: 'instructor',
      firstName: 'Bench',
      lastName: 'Instructor',
    });
    const { temporaryPassword } = (await created.json()) as { temporaryPassword: string };
    const cookie = await signIn(url, email, temporaryPassword);
    const changed = await post(`${url}/api/auth/change-password`, cookie, {
      currentPassword: temporaryPassword,
      newPassword: `Instructor-password-${index}`,
    });
    if (!changed.ok) throw new Error(`password change failed: ${changed.status}`);
    cookies.push(cookie);
  }
  return cookies;
}

function openSocket(
  url: string,
  cookie: string,
  onFrame: (text: string, at: number) => void,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace('http', 'ws')}/ws`, { headers: { cookie } });
    socket.on('message', (data) => onFrame(data.toString(), performance.now()));
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;

const name = `tc_chat_bench_${randomBytes(5).toString('hex')}`;
const dataDir = mkdtempSync(join(tmpdir(), 'tc-chat-bench-'));
const servers: { url: string; process: ChildProcess }[] = [];
const sockets: WebSocket[] = [];
await onServer(`create database ${name}`);
try {
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const env = {
    DATABASE_URL: databaseUrl.toString(),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  };
  servers.push(await startServer(env));
  servers.push(await startServer(env));
  const cookies = await staffSessions(servers[0]?.url ?? '');

  const sentAt = new Map<string, number>();
  const delays: number[] = [];
  let received = 0;
  let unexpected = 0;
  const onFrame = (text: string, at: number) => {
    const frame = JSON.parse(text) as { type: string; data: { message?: string } };
    const started = frame.type === 'new_message' ? sentAt.get(frame.data.message ?? '') : undefined;
    if (started === undefined) {
      unexpected += 1;
      return;
    }
    received += 1;
    delays.push(at - started);
  };
  for (const cookie of cookies) {
    for (let index = 0; index < SOCKETS_PER_USER; index += 1) {
      sockets.push(await openSocket(servers[index % 2]?.url ?? '', cookie, onFrame));
    }
  }
  console.log(
    `\n${sockets.length} sockets open (${sockets.length / 2} on each of 2 processes), ${USERS} staff accounts`,
  );

  // Paced on a fixed schedule, so a slow answer never bunches the next sends into a queue.
  const started = performance.now();
  const failures: number[] = [];
  const sends: Promise<void>[] = [];
  for (let index = 0; index < MESSAGES; index += 1) {
    const due = started + index * intervalMs;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    const text = `bench message ${index}`;
    sentAt.set(text, performance.now());
    const server = servers[index % 2]?.url ?? '';
    const cookie = cookies[index % cookies.length] ?? '';
    sends.push(
      post(`${server}/api/admin/chat/messages`, cookie, { message: text }).then((res) => {
        if (res.status !== 201) failures.push(res.status);
      }),
    );
  }
  await Promise.all(sends);
  const sendSeconds = (performance.now() - started) / 1000;
  const expected = MESSAGES * sockets.length;
  const deadline = Date.now() + 10_000;
  while (received < expected && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));

  delays.sort((a, b) => a - b);
  const p99 = percentile(delays, 0.99);
  console.log(
    `${MESSAGES} messages in ${sendSeconds.toFixed(1)} s (one every ${intervalMs} ms), ${failures.length} sends failed`,
  );
  console.log(
    `frames: ${received} of ${expected} delivered (${expected - received} missing, ${unexpected} unexpected)`,
  );
  console.log(
    `delivery, send to receipt on every socket: p50 ${percentile(delays, 0.5).toFixed(1)} ms, ` +
      `p90 ${percentile(delays, 0.9).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms ${p99 <= goal.p99Ms ? 'ok' : 'MISSED'} ` +
      `(goal <= ${goal.p99Ms}), max ${(delays.at(-1) ?? 0).toFixed(1)} ms`,
  );
} finally {
  for (const socket of sockets) socket.terminate();
  await Promise.all(
    servers.map(
      (server) =>
        new Promise((resolve) => {
          server.process.once('exit', resolve);
          server.process.kill('SIGTERM');
        }),
    ),
  );
  await onServer(`drop database if exists ${name} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
}
