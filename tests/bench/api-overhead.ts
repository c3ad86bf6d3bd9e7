/**
 * `pnpm bench:api`: what the product's public reads cost against a plain Fastify + pg server
 * running the same SQL and answering the same bytes (plain-server.ts), both on one fresh database
 * of TEST_DATABASE_URL's PostgreSQL server. A benchmark, not a test: it prints figures and exits 0
 * once measured (1 when the two servers' answers differ, since the comparison would mean nothing).
 *   - the demo seed, then BENCH_CERTIFICATES (1,000,000) public certificates in bulk
 *   - routes: REST GET /api/courses, tRPC courses.list, certificate search, verification by code
 *   - BENCH_WARMUP_SECONDS (5) of every route on both servers first, unmeasured: the figures are of
 *     warm processes, not of V8 compiling the product's larger code in its first seconds
 *   - BENCH_ROUNDS (5) rounds; in each, every route at 10 and 50 connections on both servers, one
 *     after the other, BENCH_SECONDS (3) each, the order swapped every round: the machine's other
 *     load falls on both alike, and the ranges show how much it moved the figures
 *   - requests/s, and server CPU per request from /proc/<pid>/stat over each run
 * Each request comes from its own address (X-Forwarded-For, trusted from loopback), so the
 * throttle of the certificate lookups counts it as both servers' SQL does, and never refuses it.
 * No Accept-Encoding: both answer the same uncompressed bytes. BENCH_CPU_PROF=<dir> writes the
 * product's CPU profile there (node --cpu-prof), for finding where the time goes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  benchCertificateNumber,
  sampleVerificationCodes,
  seedPublicCertificates,
} from './bench-certificates.ts';
import {
  benchServerUrl,
  cpuMillis,
  createBenchDatabase,
  type NodeServer,
  nextAddress,
  root,
  runDemoSeed,
  startNodeServer,
} from './bench-processes.ts';

const goal = { cpuRatio: 1.5 };
const certificates = Number(process.env.BENCH_CERTIFICATES ?? 1_000_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const connectionCounts = [10, 50];
const serverUrl = benchServerUrl();

const randomIndex = () => 1 + Math.floor(Math.random() * certificates);

interface Route {
  name: string;
  path: () => string;
}

interface Sample {
  rps: number;
  cpuUs: number;
}

async function measure(server: NodeServer, route: Route, connections: number, duration: number) {
  const cpuBefore = cpuMillis(server.pid);
  const started = performance.now();
  const result = await autocannon({
    url: server.url,
    connections,
    duration,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: route.path(),
          headers: { 'x-forwarded-for': nextAddress() },
        }),
      },
    ],
  });
  const elapsed = (performance.now() - started) / 1000;
  const cpu = cpuMillis(server.pid) - cpuBefore;
  const answered = result['2xx'];
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    console.warn(
      `  ${route.name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return { rps: answered / elapsed, cpuUs: (cpu * 1000) / Math.max(1, answered) };
}

/** Both servers answer a route with the same status and bytes, or the comparison is void. */
async function assertSameAnswers(product: NodeServer, plain: NodeServer, path: string): Promise<number> {
  const answer = async (server: NodeServer) => {
    const response = await fetch(`${server.url}${path}`, { headers: { 'x-forwarded-for': nextAddress() } });
    return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
  };
  const [mine, theirs] = [await answer(product), await answer(plain)];
  if (mine.status !== 200 || theirs.status !== 200 || !mine.body.equals(theirs.body)) {
    throw new Error(
      `the answers to ${path} differ:\nproduct ${mine.status} ${mine.body.toString().slice(0, 300)}\n` +
        `plain   ${theirs.status} ${theirs.body.toString().slice(0, 300)}`,
    );
  }
  return mine.body.length;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const range = (values: number[]) =>
  `${median(values).toFixed(2)}x [${Math.min(...values).toFixed(2)}-${Math.max(...values).toFixed(2)}]`;

const database = await createBenchDatabase(serverUrl, 'tc_api_bench');
const dataDir = mkdtempSync(join(tmpdir(), 'tc-api-bench-'));
const servers: NodeServer[] = [];
try {
  const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  runDemoSeed(env);
  console.log(`Seeding ${certificates.toLocaleString('en')} public certificates...`);
  await seedPublicCertificates(database.client, certificates, (line) => console.log(line));
  const codes = await sampleVerificationCodes(database.client, 1000);
  const profileDir = process.env.BENCH_CPU_PROF;
  const product = await startNodeServer(join(root, 'apps/api/dist/main.js'), env, {
    nodeOptions: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  });
  servers.push(product);
  const plain = await startNodeServer(join(root, 'tests/bench/plain-server.ts'), env, {
    readyPath: '/api/courses',
  });
  servers.push(plain);

  const routes: Route[] = [
    { name: 'REST GET /api/courses', path: () => '/api/courses' },
    { name: 'tRPC courses.list', path: () => '/trpc/courses.list' },
    {
      name: 'certificate search',
      path: () => `/api/public-certificates/search?query=${benchCertificateNumber(randomIndex())}`,
    },
    {
      name: 'verification by code',
      path: () => `/api/public-certificates/verify/${codes[Math.floor(Math.random() * codes.length)]}`,
    },
  ];
  for (const route of routes) {
    const bytes = await assertSameAnswers(product, plain, route.path());
    console.log(`${route.name}: the same ${bytes} bytes from both`);
  }

  console.log('Warming up...');
  for (const route of routes) for (const server of servers) await measure(server, route, 10, warmupSeconds);

  const samples = new Map<string, { product: Sample[]; plain: Sample[] }>();
  for (let round = 0; round < rounds; round += 1) {
    console.log(`Round ${round + 1} of ${rounds}`);
    for (const route of routes) {
      for (const connections of connectionCounts) {
        const key = `${route.name}|${connections}`;
        const entry = samples.get(key) ?? { product: [], plain: [] };
        samples.set(key, entry);
        const order = round % 2 === 0 ? (['product', 'plain'] as const) : (['plain', 'product'] as const);
        for (const side of order) {
          entry[side].push(await measure(side === 'product' ? product : plain, route, connections, seconds));
        }
      }
    }
  }

  console.log(
    `\n${rounds} interleaved rounds of ${seconds} s; ${certificates.toLocaleString('en')} public certificates; ratios are product / plain, median [min-max] of the rounds\n`,
  );
  console.log(
    '| route | conns | product req/s | plain req/s | req/s ratio | product CPU/req | plain CPU/req | CPU ratio |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [key, entry] of samples) {
    const [name, connections] = key.split('|');
    const rpsRatios = entry.product.map((sample, index) => sample.rps / (entry.plain[index]?.rps ?? 1));
    const cpuRatios = entry.product.map((sample, index) => sample.cpuUs / (entry.plain[index]?.cpuUs ?? 1));
    const verdict = median(cpuRatios) <= goal.cpuRatio ? 'ok' : 'MISSED';
    console.log(
      `| ${name} | ${connections} | ${median(entry.product.map((s) => s.rps)).toFixed(0)} | ` +
        `${median(entry.plain.map((s) => s.rps)).toFixed(0)} | ${range(rpsRatios)} | ` +
        `${median(entry.product.map((s) => s.cpuUs)).toFixed(0)} us | ${median(entry.plain.map((s) => s.cpuUs)).toFixed(0)} us | ` +
        `${range(cpuRatios)} ${verdict} |`,
    );
  }
  console.log(`\ngoal: server CPU per request at most ${goal.cpuRatio}x the plain route's`);
} finally {
  for (const server of servers) await server.stop();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
