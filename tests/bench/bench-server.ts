import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from '../free-port.ts';

const root = join(import.meta.dirname, '..', '..');

export interface BenchServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

async function waitForHealth(baseUrl: string, server: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${stderr()}`);
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer /healthz within 60 s:\n${stderr()}`);
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
 * The built production server (apps/api/dist/main.js) on a free port and a fresh data folder,
 * seeded with the demo catalogue first, as the Playwright journeys run it. stop() ends the server
 * and removes the folder; call it whatever happens.
 */
export async function startBenchServer(): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tc-bench-'));
  const port = await findFreePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@bench.test',
    ADMIN_PASSWORD: 'Bench-admin-password-1',
    LOG_LEVEL: 'warn',
  };
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });

  const seed = spawnSync(process.execPath, [join(root, 'packages/db/dist/cli/seed.js')], {
    env,
    encoding: 'utf8',
  });
  if (seed.status !== 0) {
    removeDataDir();
    throw new Error(`the demo seed failed:\n${seed.stderr}`);
  }

  const server = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  const stop = async () => {
    await stopProcess(server);
    removeDataDir();
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, server, () => stderr);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
