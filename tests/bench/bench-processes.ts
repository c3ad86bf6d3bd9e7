import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { findFreePort } from '../free-port.ts';

export const root = join(import.meta.dirname, '..', '..');

export interface NodeServer {
  url: string;
  /** The server's own process id (node itself, no shell between): its CPU is read from /proc. */
  pid: number;
  stop: () => Promise<void>;
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * A Node script (the built server, a baseline) on a free port of 127.0.0.1, once `readyPath`
 * answers 200; its stderr is kept for the error when it does not. stop() ends it.
 */
export async function startNodeServer(
  script: string,
  env: Record<string, string | undefined>,
  { readyPath = '/readyz', nodeOptions = [] as string[] } = {},
): Promise<NodeServer> {
  const port = await findFreePort();
  const child = spawn(process.execPath, [...nodeOptions, script], {
    // Its own address is the site's (canonical links, mail links), unless one is given.
    env: {
      ...process.env,
      APP_URL: `http://127.0.0.1:${port}`,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => stopProcess(child);
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${url}${readyPath}`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`${script} did not start (exit ${child.exitCode}):\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, pid: child.pid ?? 0, stop };
}

/** Server CPU time (user + system) of a process so far, in milliseconds, from /proc/<pid>/stat. */
export function cpuMillis(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces, inside parentheses): utime is the 14th
  // field of the line, stime the 15th, in clock ticks of 10 ms.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** `pnpm db:seed` (migrations and the demo catalogue) on the database of this environment. */
export function runDemoSeed(env: Record<string, string | undefined>, checkout = root): void {
  const seed = spawnSync(process.execPath, [join(checkout, 'packages/db/dist/cli/seed.js')], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (seed.status !== 0) throw new Error(`the demo seed failed:\n${seed.stderr}`);
}

export interface BenchDatabase {
  url: string;
  client: pg.Client;
  drop: () => Promise<void>;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh database on the PostgreSQL server of TEST_DATABASE_URL, with a client on it; drop() removes it. */
export async function createBenchDatabase(serverUrl: string, prefix: string): Promise<BenchDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    url: url.toString(),
    client,
    drop: async () => {
      await client.end().catch(() => undefined);
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** TEST_DATABASE_URL, the PostgreSQL server a benchmark makes its database on; exits when unset. */
export function benchServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return url;
  console.error('Set TEST_DATABASE_URL to a PostgreSQL server the benchmark may create a database on.');
  process.exit(1);
}

let addressCount = 0;
/** A new client address per call (10.0.0.1, 10.0.0.2, ...), sent as X-Forwarded-For from loopback. */
export function nextAddress(): string {
  addressCount += 1;
  return `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`;
}

/** The environment of a benchmark's server: its database and data folder, a main admin, quiet logs. */
export function benchServerEnv(
  databaseUrl: string,
  dataDir: string,
  admin: { email: string; password: string },
): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'warn',
  };
}
