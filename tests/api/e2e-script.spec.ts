import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// The README's way to run one journey: `pnpm --filter @tc/tests e2e -- <spec>`. pnpm passes the
// `--` on; the script must still hand the spec to Playwright as a filter (it once ran them all).

const testsFolder = join(dirname(fileURLToPath(import.meta.url)), '..');

test('pnpm e2e -- <spec> runs only that journey', () => {
  const run = spawnSync('pnpm', ['run', 'e2e', '--', '--list', 'e2e/contact.spec.ts', '--project=desktop'], {
    cwd: testsFolder,
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toMatch(/Total: \d+ tests? in 1 file/);
  expect(run.stdout).toContain('[desktop] › e2e/contact.spec.ts');
  expect(run.stdout).not.toContain('[mobile]');
});
