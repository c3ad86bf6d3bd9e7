/**
 * `pnpm bench:load`: one server process under 200 concurrent clients sending the mix a busy day
 * brings: visitors' pages and public API, certificate lookups, and an admin's console (its lists,
 * analytics). A benchmark, not a test: it prints requests/s and p50/p90/p99 per kind against the
 * goal (p99 under 1 s) and exits 0 once measured.
 *   - a fresh database on TEST_DATABASE_URL's server: the demo seed, then bench-load-seed.ts
 *     (10,000 public certificates, 2,000 quotations with lines, accounts, classes, ...)
 *   - the built server (apps/api/dist/main.js), one process, LOG_LEVEL=warn
 *   - each kind of request has its share of the 200 connections (autocannon, keep-alive), all at
 *     once for LOAD_WARMUP_SECONDS (5) and then LOAD_SECONDS (30) on the same connections; only
 *     the answers of the LOAD_SECONDS count (LOAD_WARMUP_SECONDS=0: a process just started, its
 *     first requests included); browsers' requests ask for compression as browsers do
 *   - LOAD_SERVER_ROOT=<folder of another checkout, built> measures that build instead
 *   - LOAD_CPU_PROF=<dir> writes the server's CPU profile there (node --cpu-prof)
 *   - the admin lists are asked the way the console asks them: a page of 50, the first pages, with
 *     and without a search or another sort. A list asked whole (an older REST caller) is not in the
 *     mix: the whole 10,000 public certificates are 5.6 MB and hold the process ~0.4 s each, by
 *     design of that older contract. LOAD_SERVER_ROOT pointing at a build without paged lists
 *     gets them whole, and the kind says so.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchCertificateNumber, sampleVerificationCodes } from './bench-certificates.ts';
import { loadSeed, seedLoadData } from './bench-load-seed.ts';
import {
  benchServerEnv,
  benchServerUrl,
  createBenchDatabase,
  type NodeServer,
  nextAddress,
  root,
  runDemoSeed,
  startNodeServer,
} from './bench-processes.ts';

const goal = { p99Ms: 1000 };
/** Another checkout's build to measure (an earlier commit, for "before" figures); else this one. */
const serverRoot = process.env.LOAD_SERVER_ROOT ?? root;
const CONNECTIONS = 200;
const seconds = Number(process.env.LOAD_SECONDS ?? 30);
/** The same mix first, unmeasured: a process just started compiles its code and fills its caches. */
const warmUpSeconds = Number(process.env.LOAD_WARMUP_SECONDS ?? 5);
const admin = { email: 'admin@load-bench.test', password: 'Load-bench-password-1' };
const serverUrl = benchServerUrl();

const ADMIN_LISTS = [
  '/api/admin/quotations',
  '/api/admin/public-certificates',
  '/api/admin/users',
  '/api/admin/schedules',
  '/api/admin/certificates',
  '/api/admin/contact-messages',
];
/** What the console adds to a list's page: nothing, the next pages, a search, another sort. */
const CONSOLE_QUERIES = [
  '',
  '&page=2',
  '&page=3',
  '&search=company%201',
  '&search=student%2012',
  '&direction=asc',
];
const consolePages = ADMIN_LISTS.flatMap((path) =>
  CONSOLE_QUERIES.map((extra) => `${path}?pageSize=50${extra.includes('page=') ? extra : `&page=1${extra}`}`),
);
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

interface Kind {
  name: string;
  connections: number;
  paths: () => string;
  headers?: Record<string, string>;
  /** A client address of its own per request (the certificate lookups are throttled per address). */
  ownAddress?: boolean;
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)] as T;
const cycle = (items: string[]) => {
  let index = 0;
  return () => items[index++ % items.length] ?? '';
};

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!response.ok) throw new Error(`the admin could not sign in: ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** Whether the server answers a list's page in the paged shape. */
async function answersPages(url: string, cookie: string): Promise<boolean> {
  const response = await fetch(`${url}${ADMIN_LISTS[0]}?page=1&pageSize=50`, { headers: { cookie } });
  const body = (await response.json()) as Record<string, unknown>;
  return (
    Array.isArray(body.items) && ['total', 'page', 'pageSize'].every((key) => typeof body[key] === 'number')
  );
}

function kinds(cookie: string, codes: string[], paged: boolean): Kind[] {
  const adminHeaders = { ...BROWSER, cookie };
  return [
    {
      name: 'public pages',
      connections: 45,
      paths: cycle(['/', '/courses', '/gallery', '/contact']),
      headers: BROWSER,
    },
    {
      name: 'public API',
      connections: 45,
      paths: cycle([
        '/api/courses',
        '/api/gallery-photos',
        '/trpc/courses.list,websiteContent.get?batch=1&input=%7B%7D',
      ]),
      headers: BROWSER,
    },
    {
      name: 'certificate search',
      connections: 30,
      paths: () =>
        `/api/public-certificates/search?query=${benchCertificateNumber(1 + Math.floor(Math.random() * loadSeed.publicCertificates))}`,
      headers: BROWSER,
      ownAddress: true,
    },
    {
      name: 'verification by code',
      connections: 20,
      paths: () => `/api/public-certificates/verify/${pick(codes)}`,
      headers: BROWSER,
      ownAddress: true,
    },
    {
      name: paged ? 'admin lists, paged' : 'admin lists (not paged by that build: whole)',
      connections: 40,
      paths: cycle(paged ? consolePages : ADMIN_LISTS),
      headers: adminHeaders,
    },
    { name: 'analytics', connections: 20, paths: () => '/api/admin/analytics', headers: adminHeaders },
  ];
}

/** What one kind's connections measured after the warm-up: each answer's time, by status. */
interface Measured {
  times: number[];
  answered: number;
  refused: number;
  errors: number;
}

/**
 * One kind's connections for the warm-up and the measured seconds in one run, so they stay open
 * throughout: answers that arrive before `measureFrom` (a performance.now() instant) are not
 * counted; a second set of 200 connections opening at once would measure its own arrival.
 */
async function run(server: NodeServer, kind: Kind, measureFrom: number): Promise<Measured> {
  const measured: Measured = { times: [], answered: 0, refused: 0, errors: 0 };
  const options: autocannon.Options = {
    url: server.url,
    connections: kind.connections,
    duration: warmUpSeconds + seconds,
    timeout: 30,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: kind.paths(),
          headers: { ...kind.headers, ...(kind.ownAddress ? { 'x-forwarded-for': nextAddress() } : {}) },
        }),
      },
    ],
  };
  const measuring = () => performance.now() >= measureFrom;
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(options, (error) => (error ? reject(error) : resolve()));
    instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
      if (!measuring()) return;
      measured.times.push(responseTime);
      if (status >= 200 && status < 300) measured.answered += 1;
      else measured.refused += 1;
    });
    // Errors, timeouts included (autocannon reports a timeout as a request error).
    instance.on('reqError', () => {
      if (measuring()) measured.errors += 1;
    });
  });
  return measured;
}

/** The time under which `share` of the answers came (0.99: p99), in whole ms. */
function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0);
}

const database = await createBenchDatabase(serverUrl, 'tc_load_bench');
const dataDir = mkdtempSync(join(tmpdir(), 'tc-load-bench-'));
let server: NodeServer | undefined;
try {
  const env = benchServerEnv(database.url, dataDir, admin);
  runDemoSeed(env, serverRoot);
  console.log('Seeding the benchmark data...');
  await seedLoadData(database.client, (line) => console.log(line));
  const codes = await sampleVerificationCodes(database.client, 1000);
  const profileDir = process.env.LOAD_CPU_PROF;
  server = await startNodeServer(join(serverRoot, 'apps/api/dist/main.js'), env, {
    nodeOptions: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  });
  const cookie = await signIn(server.url);
  const paged = await answersPages(server.url, cookie);
  const mix = kinds(cookie, codes, paged);
  const total = mix.reduce((sum, kind) => sum + kind.connections, 0);
  if (total !== CONNECTIONS) throw new Error(`the mix has ${total} connections, not ${CONNECTIONS}`);

  console.log(
    `\n${CONNECTIONS} concurrent connections for ${seconds} s on one server process, after ${warmUpSeconds} s ` +
      `of the same mix not measured; paged lists: ${paged}`,
  );
  const measureFrom = performance.now() + warmUpSeconds * 1000;
  const results = await Promise.all(mix.map((kind) => run(server as NodeServer, kind, measureFrom)));
  const elapsed = (performance.now() - measureFrom) / 1000;

  console.log('\n| kind | conns | req/s | p50 | p90 | p99 | non-2xx | errors |');
  console.log('|---|---|---|---|---|---|---|---|');
  let answered = 0;
  let worstP99 = 0;
  for (const [index, result] of results.entries()) {
    const kind = mix[index] as Kind;
    const times = result.times.sort((a, b) => a - b);
    const p99 = percentile(times, 0.99);
    answered += result.answered;
    worstP99 = Math.max(worstP99, p99);
    console.log(
      `| ${kind.name} | ${kind.connections} | ${(result.answered / elapsed).toFixed(1)} | ${percentile(times, 0.5)} ms | ` +
        `${percentile(times, 0.9)} ms | ${p99} ms | ${result.refused} | ${result.errors} |`,
    );
  }
  console.log(
    `\nall: ${(answered / elapsed).toFixed(1)} answered requests/s; worst p99 ${worstP99} ms ` +
      `${worstP99 < goal.p99Ms ? 'ok' : 'MISSED'} (goal: p99 under ${goal.p99Ms} ms for every kind)`,
  );
} finally {
  await server?.stop();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
