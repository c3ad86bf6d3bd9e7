// `pnpm --filter @tc/tests e2e` runs every journey; `pnpm --filter @tc/tests e2e -- e2e/x.spec.ts
// --project=desktop` runs some. pnpm passes the `--` on, and Playwright takes nothing after a `--`
// as a filter, so this drops it (pnpm puts the package's bin folder on PATH).
//
// The whole suite runs as E2E_SHARDS (2 unless set) Playwright runners side by side, each with its
// own built server, embedded database and push service (playwright.config.ts makes them per
// runner), its own results folder and report; then the cluster journey alone (its load must not
// share the machine with a browser). Their reports are summed into the one test-report.json the
// test command reads. Each output line is prefixed with its runner.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const shards = Number(process.env.E2E_SHARDS || 2);

if (args.length > 0 || shards <= 1) {
  const single = spawnSync('playwright', ['test', ...args], { stdio: 'inherit' });
  process.exit(single.status ?? 1);
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
const reportOf = (runner: string) => `test-report-${runner}.json`;

/** Runs Playwright as `runner` with `args`; answers its exit status. */
function run(runner: string, args: string[]): Promise<number> {
  rmSync(reportOf(runner), { force: true });
  const child = spawn('playwright', ['test', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...runnerEnv, E2E_OUTPUT_DIR: `test-results/${runner}`, E2E_REPORT: reportOf(runner) },
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${runner}] ${line}`));
  }
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

const projects = ['api', 'desktop', 'mobile'].map((name) => `--project=${name}`);
// Playwright cuts the list (the api journeys, then desktop, then mobile) into runs of as many tests
// each; a phone journey takes longer than an api or a desktop one, so the first of two shards
// takes more of them: cut evenly, the second ran five minutes longer; cut 55:45, two minutes
// (16.4 and 18.5 min). PWTEST_SHARD_WEIGHTS is Playwright's own switch for this (1.65), read by
// each runner.
if (shards === 2) runnerEnv.PWTEST_SHARD_WEIGHTS ??= '58:42';
const runners = Array.from({ length: shards }, (_, index) => `shard-${index + 1}`);
const statuses = await Promise.all(
  runners.map((runner, index) => run(runner, [...projects, `--shard=${index + 1}/${shards}`])),
);
runners.push('cluster');
statuses.push(await run('cluster', ['--project=cluster']));

const total: Stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0, duration: 0 };
const durations = new Map<string, number>();
for (const runner of runners) {
  // A runner that left no report failed before its end: the sum counts it as a failure.
  if (!existsSync(reportOf(runner))) {
    console.log(`${runner} left no report`);
    total.unexpected += 1;
    continue;
  }
  const { stats } = JSON.parse(readFileSync(reportOf(runner), 'utf8')) as { stats: Stats };
  total.expected += stats.expected;
  total.unexpected += stats.unexpected;
  total.flaky += stats.flaky;
  total.skipped += stats.skipped;
  durations.set(runner, stats.duration);
}
// The shards run side by side, then the cluster.
total.duration =
  Math.max(
    0,
    ...runners.filter((runner) => runner !== 'cluster').map((runner) => durations.get(runner) ?? 0),
  ) + (durations.get('cluster') ?? 0);
writeFileSync('test-report.json', JSON.stringify({ stats: total, shards }, null, 2));
console.log(
  `journeys: ${total.expected} passed, ${total.unexpected} failed, ${total.skipped} skipped, ` +
    `${(total.duration / 60_000).toFixed(1)} min (${shards} shards side by side, then the cluster)`,
);
process.exit(statuses.every((status) => status === 0) ? 0 : 1);
