import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { type RunningServer, startServer } from './running-server.js';

// Two server processes on one PostgreSQL behave as one: a throttle counts the attempts sent to
// either. Needs a PostgreSQL server to create a database on (TEST_DATABASE_URL, as CI sets).
const serverUrl = process.env.TEST_DATABASE_URL;

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
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
