import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { seedEntry, serverEntry, startServer } from './running-server.js';

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
