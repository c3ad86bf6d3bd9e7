// `pnpm --filter @tc/tests e2e -- e2e/quotations.spec.ts --project=desktop`: pnpm passes the `--`
// on, and Playwright takes nothing after a `--` as a filter, so the whole suite ran. This passes
// the arguments to `playwright test` without it (pnpm puts the package's bin folder on PATH).
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const run = spawnSync('playwright', ['test', ...args], { stdio: 'inherit' });
process.exit(run.status ?? 1);
