// `pnpm --filter @tc/tests e2e` runs every journey; `pnpm --filter @tc/tests e2e -- e2e/x.spec.ts
// --project=desktop` runs some. pnpm passes the `--` on, and Playwright takes nothing after a `--`
// as a filter, so this drops it (pnpm puts the package's bin folder on PATH).
//
// The whole suite runs as E2E_SHARDS (2 unless set) Playwright runners side by side, each with its
// own built server, embedded database and push service (playwright.config.ts makes them per
// runner), its own results folder and report. Their reports are then summed into the one
// test-report.json the test command reads. Each output line is prefixed with its shard.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const shards = Number(process.env.E2E_SHARDS || 2);

if (args.length > 0 || shards <= 1) {
  const run = spawnSync('playwright', ['test', ...args], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

interface Stats {
  expected: number;
  unexpected: number;
  flaky: number;
  skipped: number;
  duration: number;
}

// Each runner picks its own port and data folder (playwright.config.ts).
const { E2E_PORT, E2E_DATA_DIR, ...runnerEnv } = process.env;
const reportOf = (shard: number) => `test-report-shard-${shard}.json`;

/** Runs shard `shard` of `shards`; answers its exit status. */
function runShard(shard: number): Promise<number> {
  rmSync(reportOf(shard), { force: true });
  const child = spawn('playwright', ['test', `--shard=${shard}/${shards}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...runnerEnv, E2E_OUTPUT_DIR: `test-results/shard-${shard}`, E2E_REPORT: reportOf(shard) },
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${shard}/${shards}] ${line}`));
  }
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

const statuses = await Promise.all(Array.from({ length: shards }, (_, index) => runShard(index + 1)));

const total: Stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0, duration: 0 };
for (let shard = 1; shard <= shards; shard++) {
  // A shard that left no report failed before its end: the sum counts it as a failure.
  if (!existsSync(reportOf(shard))) {
    console.log(`shard ${shard}/${shards} left no report`);
    total.unexpected += 1;
    continue;
  }
  const { stats } = JSON.parse(readFileSync(reportOf(shard), 'utf8')) as { stats: Stats };
  total.expected += stats.expected;
  total.unexpected += stats.unexpected;
  total.flaky += stats.flaky;
  total.skipped += stats.skipped;
  total.duration = Math.max(total.duration, stats.duration);
}
writeFileSync('test-report.json', JSON.stringify({ stats: total, shards }, null, 2));
console.log(
  `journeys: ${total.expected} passed, ${total.unexpected} failed, ${total.skipped} skipped, ` +
    `${(total.duration / 60_000).toFixed(1)} min in ${shards} shards`,
);
process.exit(statuses.every((status) => status === 0) ? 0 : 1);
