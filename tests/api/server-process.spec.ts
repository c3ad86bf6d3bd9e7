import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// The production server as an operator runs it: `node apps/api/dist/main.js` with env variables.
const root = join(import.meta.dirname, '../..');
const serverEntry = join(root, 'apps/api/dist/main.js');
const seedEntry = join(root, 'packages/db/dist/cli/seed.js');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface RunningServer {
  url: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<number | null>;
}

async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const healthy = await fetch(`${url}/healthz`).then(
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

test.describe('the server process', () => {
  test('a bad environment value stops it with a clear message', () => {
    const result = spawnSync(process.execPath, [serverEntry], {
      env: { PATH: process.env.PATH ?? '', PORT: 'abc', DATA_DIR: mkdtempSync(join(tmpdir(), 'tc-env-')) },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT: PORT must be a whole number between 1 and 65535 (got "abc")');
    expect(result.stderr).toContain('The server did not start.');
  });

  test('keeps its data across a stop and a start, and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tc-data-'));
    try {
      const seed = spawnSync(process.execPath, [seedEntry], {
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(seed.status, seed.stderr).toBe(0);

      const first = await startServer({ DATA_DIR: dataDir });
      const courses = (await (await fetch(`${first.url}/api/courses`)).json()) as unknown[];
      expect(courses.length).toBeGreaterThanOrEqual(12);
      // No ADMIN_PASSWORD: a random one is printed once, and never again.
      expect(first.output()).toMatch(/Temporary password: \S{12,}/);
      expect(await first.stop()).toBe(0);

      const second = await startServer({ DATA_DIR: dataDir });
      const again = await (await fetch(`${second.url}/api/courses`)).json();
      expect(again).toEqual(courses);
      expect(second.output()).not.toContain('Temporary password');
      expect(await second.stop()).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
