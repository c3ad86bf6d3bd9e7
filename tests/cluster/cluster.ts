import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type RunningServer, seedEntry, startServer } from '../api/running-server.ts';
import { findFreePort } from '../free-port.ts';
import { type RunningNginx, startNginx } from './nginx.ts';

/*
 * The product as several machines run it, on one: nginx in front of two built server processes on
 * one PostgreSQL. `pnpm cluster` starts it by hand; tests/api/cluster.spec.ts restarts and kills
 * its processes under load. Each process keeps its port across restarts (nginx's upstream).
 */

export interface ClusterOptions {
  /** The database both processes use; created when missing. */
  databaseUrl: string;
  /** nginx's port (a free one when unset). */
  port?: number;
  /** More environment for the processes (ADMIN_EMAIL, SMTP_URL, ...). */
  env?: Record<string, string>;
}

export interface Cluster {
  /** nginx's address: what users and the load go to. */
  url: string;
  /** The processes' own addresses, in order. */
  processes: () => RunningServer[];
  /**
   * A rolling restart's step: take process `index` out of nginx's upstream, SIGTERM it and wait
   * for its exit, start it again on its port, wait for /readyz, put it back.
   */
  restart: (index: number) => Promise<void>;
  /**
   * kill -9 of process `index`, then start it again on its port and wait for /readyz. Answers
   * when the signal was sent and when the process was gone: a request that reached it in between
   * was in flight on it.
   */
  kill: (index: number) => Promise<{ signalledAt: number; exitedAt: number }>;
  /** nginx's error log so far. */
  proxyErrors: () => string;
  stop: () => Promise<void>;
}

/** Creates the database named in `databaseUrl` on its server when it does not exist. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  await ensureDatabase(options.databaseUrl);
  // Migrates and adds the demo catalogue once, before either process starts (so they never race
  // to migrate), as `pnpm db:seed` does for an operator.
  const seeded = spawnSync(process.execPath, [seedEntry], {
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: options.databaseUrl },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seeding failed:\n${seeded.stderr}`);

  // Each process has a data folder of its own, as on two machines: the files live in the database
  // (FILE_STORAGE's default with DATABASE_URL), so either serves what the other stored.
  const ports = [await findFreePort(), await findFreePort()];
  const dataDirs = ports.map(() => mkdtempSync(join(tmpdir(), 'tc-cluster-')));
  const removeDataDirs = () => {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  };
  const nginxPort = options.port ?? (await findFreePort());
  const url = `http://127.0.0.1:${nginxPort}`;
  const env = (index: number) => ({
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: dataDirs[index] ?? '',
    APP_URL: url,
    PORT: String(ports[index]),
    // nginx on loopback is the proxy whose X-Forwarded-For is believed.
    TRUST_PROXY: 'loopback',
    ...options.env,
  });
  const processes: RunningServer[] = [];
  let nginx: RunningNginx | undefined;
  try {
    for (const index of ports.keys()) processes.push(await startServer(env(index)));
    nginx = await startNginx(nginxPort, ports);
  } catch (error) {
    await Promise.all(processes.map((server) => server.stop()));
    removeDataDirs();
    throw error;
  }
  const proxy = nginx;

  const startAgain = async (index: number) => {
    if (ports[index] === undefined) throw new Error(`no process ${index}`);
    processes[index] = await startServer(env(index));
  };
  const running = (server: RunningServer) =>
    server.process.exitCode === null && server.process.signalCode === null;

  return {
    url,
    processes: () => [...processes],
    proxyErrors: () => proxy.errors(),
    restart: async (index) => {
      const server = processes[index];
      if (!server) throw new Error(`no process ${index}`);
      await proxy.setDown(ports[index]);
      await server.stop();
      await startAgain(index);
      await proxy.setDown(undefined);
    },
    kill: async (index) => {
      const server = processes[index];
      if (!server) throw new Error(`no process ${index}`);
      const exited = new Promise<number>((resolve) => server.process.once('exit', () => resolve(Date.now())));
      const signalledAt = Date.now();
      server.process.kill('SIGKILL');
      const exitedAt = await exited;
      await startAgain(index);
      return { signalledAt, exitedAt };
    },
    stop: async () => {
      await proxy.stop();
      await Promise.all(processes.filter(running).map((server) => server.stop()));
      removeDataDirs();
    },
  };
}
