import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { WebSocket } from 'ws';
import { onServer, type RunningServer, startServer } from './running-server.js';

// The built server as an operator runs it, sent SIGTERM with a /ws socket open and a request in
// flight (a sign-in whose body is still arriving): /readyz answers 503 at once, the listener then
// stops taking connections, the request still completes 200, the socket is closed with 1001, and
// the process exits 0 within 10 s.

const adminEmail = 'admin@shutdown.test';
const adminPassword = 'Shutdown-admin-1';

/** Whether a new TCP connection to the port is refused (the listener is closed). */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

/** PostgreSQL too when TEST_DATABASE_URL is set (as CI sets): its pool and LISTEN connection close. */
const serverUrl = process.env.TEST_DATABASE_URL;

for (const database of ['embedded', 'postgres'] as const) {
  test(`SIGTERM on the ${database} database: not ready at once, drains the request in flight, closes /ws with 1001, exits 0 within 10 s`, async () => {
    test.skip(database === 'postgres' && !serverUrl, 'TEST_DATABASE_URL is not set');
    test.setTimeout(180_000);
    const dataDir = mkdtempSync(join(tmpdir(), 'tc-shutdown-'));
    const name = `tc_shutdown_${randomBytes(5).toString('hex')}`;
    let databaseUrl: string | undefined;
    if (database === 'postgres') {
      await onServer(`create database ${name}`);
      const url = new URL(serverUrl ?? '');
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    }
    let started: RunningServer | undefined;
    try {
      const server = await startServer({
        DATA_DIR: dataDir,
        ADMIN_EMAIL: adminEmail,
        ADMIN_PASSWORD: adminPassword,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      });
      started = server;
      const port = Number(new URL(server.url).port);
      const body = JSON.stringify({ email: adminEmail, password: adminPassword });
      const headers = { 'content-type': 'application/json', 'x-forwarded-for': '198.18.7.1' };

      const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers, body });
      expect(login.status).toBe(200);
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

      const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws`, { headers: { cookie } });
      const closed = new Promise<number>((resolve) => socket.once('close', resolve));
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });

      // The slow request: its headers and half its body now, the rest during the drain.
      const slow = httpRequest(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      });
      const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
        slow.once('response', (res: IncomingMessage) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.once('end', () => resolve({ status: res.statusCode ?? 0, text }));
        });
        slow.once('error', reject);
      });
      const half = Math.floor(body.length / 2);
      slow.write(body.slice(0, half));
      await new Promise((resolve) => setTimeout(resolve, 300));

      const exited = new Promise<number | null>((resolve) => server.process.once('exit', resolve));
      const signalled = Date.now();
      server.process.kill('SIGTERM');

      // At once: not ready, though still alive and serving.
      let ready: { status: number; body: unknown } | undefined;
      for (let tries = 0; tries < 20; tries++) {
        const res = await fetch(`${server.url}/readyz`);
        ready = { status: res.status, body: await res.json() };
        if (res.status === 503) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(ready).toEqual({ status: 503, body: { status: 'shutting down' } });
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

      // Then the socket is closed as 'going away' and the listener stops taking connections...
      expect(await closed).toBe(1001);
      await expect.poll(() => refused(port), { timeout: 5_000, intervals: [100] }).toBe(true);

      // ...while the request in flight still completes.
      expect(server.process.exitCode).toBeNull();
      slow.end(body.slice(half));
      const answer = await answered;
      expect(answer.status, answer.text).toBe(200);
      expect(JSON.parse(answer.text).user.email).toBe(adminEmail);

      expect(await exited).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(10_000);
      expect(server.output()).not.toMatch(/shutdown failed|took too long/);
    } finally {
      if (started?.process.exitCode === null) started.process.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl) await onServer(`drop database if exists ${name} with (force)`);
    }
  });
}
