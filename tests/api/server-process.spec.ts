import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  backupEntry,
  migrateEntry,
  restoreEntry,
  seedEntry,
  serverEntry,
  startServer,
} from './running-server.js';

/** The machine's own Node.js, when it is older than the product's (20.20.2 here): it crashed in native code. */
const SYSTEM_NODE = '/usr/bin/node';
const systemNodeVersion = existsSync(SYSTEM_NODE)
  ? execFileSync(SYSTEM_NODE, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim()
  : null;

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

  test('a malformed TRUST_PROXY stops it naming the accepted forms', () => {
    const result = spawnSync(process.execPath, [serverEntry], {
      env: {
        PATH: process.env.PATH ?? '',
        TRUST_PROXY: '10.0.0.0/33',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'tc-env-')),
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `TRUST_PROXY: TRUST_PROXY must be a comma-separated list of addresses or CIDRs (10.0.0.5, 10.0.0.0/8, ::1) or 'loopback' (got "10.0.0.0/33")`,
    );
  });

  test('an older Node.js is told which one is needed, by the server and the db: commands', () => {
    test.skip(!systemNodeVersion || Number.parseInt(systemNodeVersion, 10) >= 24, 'no older Node.js here');
    for (const entry of [serverEntry, seedEntry, migrateEntry, backupEntry, restoreEntry]) {
      const result = spawnSync(SYSTEM_NODE, [entry], {
        env: { PATH: process.env.PATH ?? '', DATA_DIR: mkdtempSync(join(tmpdir(), 'tc-node-')) },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect([result.status, result.stderr], entry).toEqual([
        1,
        `Node.js 24 is needed (found ${systemNodeVersion}): run through pnpm or scripts/run.sh\n`,
      ]);
    }
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
