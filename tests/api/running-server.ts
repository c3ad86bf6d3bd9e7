import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { findFreePort } from '../free-port.ts';

// The production server as an operator runs it: `node apps/api/dist/main.js` with env variables.
const root = join(import.meta.dirname, '../..');
export const serverEntry = join(root, 'apps/api/dist/main.js');
export const seedEntry = join(root, 'packages/db/dist/cli/seed.js');
export const migrateEntry = join(root, 'packages/db/dist/cli/migrate.js');
export const backupEntry = join(root, 'apps/api/dist/cli/backup.js');
export const restoreEntry = join(root, 'apps/api/dist/cli/restore.js');

/** The PostgreSQL server the multi-process tests make their databases on (CI sets it). */
export const testServerUrl = process.env.TEST_DATABASE_URL;

/** One statement on that server (create or drop a test's database), on a connection of its own. */
export async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: testServerUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Signs in on a running server and answers its session cookie (`name=value`). */
export async function sessionCookie(url: string, email: string, password: string): Promise<string> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`sign-in failed with ${login.status}`);
  return (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<number | null>;
}

/** Starts a server process (on `port`, else env.PORT, else a free port) and waits until /readyz answers 200. */
export async function startServer(env: Record<string, string>, port?: number): Promise<RunningServer> {
  const chosen = String(port ?? env.PORT ?? (await findFreePort()));
  const child = spawn(process.execPath, [serverEntry], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: chosen, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${chosen}`;
  // A first start on a fresh folder also creates the job queue's schema: allow a loaded machine time.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const healthy = await fetch(`${url}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    process: child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}
