/**
 * `pnpm bench:console`: the admin console's paged lists in Chromium at 1280 and 390 px on the
 * benchmark seed (10,000 public certificates, 2,000 quotations, 3,000 classes, ...). A benchmark,
 * not a test: it prints, per list and width, how long the admin waits, and exits 0 once measured.
 *   - a fresh database on TEST_DATABASE_URL's server: the demo seed, then bench-load-seed.ts
 *   - the built server (apps/api/dist/main.js), one process, nothing else asking
 *   - per list: open (the tab's link clicked until its pager shows 'of N'), next page (Page 2
 *     clicked until '51–100'), search (typed until the searched page is on screen, the console's
 *     300 ms pause after typing included); the median of CONSOLE_ROUNDS (3) rounds
 *   - a screenshot of each list at each width in CONSOLE_SCREENSHOTS (tests/test-results/console-lists)
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { openConsoleTab } from '../e2e/console.ts';
import { loadSeed, seedLoadData } from './bench-load-seed.ts';
import {
  benchServerEnv,
  benchServerUrl,
  createBenchDatabase,
  type NodeServer,
  root,
  runDemoSeed,
  startNodeServer,
} from './bench-processes.ts';
import { chromeFlags, chromePath } from './chromium.ts';

const admin = { email: 'admin@console-bench.test', password: 'Console-bench-password-1' };
const rounds = Number(process.env.CONSOLE_ROUNDS ?? 3);
const screenshots = process.env.CONSOLE_SCREENSHOTS ?? join(root, 'tests/test-results/console-lists');
const LISTS = [
  { tab: 'Public Certificates', search: 'Student 12' },
  { tab: 'Quotations', search: 'Company 12' },
  { tab: 'Certificates', search: 'Company 12' },
  { tab: 'Schedules', search: 'Company 12' },
  { tab: 'Users', search: 'Company 12' },
  { tab: 'Contact Messages', search: 'Visitor 12' },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Milliseconds from `act` until `done` resolves. */
async function timed(act: () => Promise<unknown>, done: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await act();
  await done();
  return performance.now() - started;
}

async function measureList(page: Page, list: (typeof LISTS)[number]) {
  const main = page.getByRole('main');
  const pager = main.getByRole('navigation', { name: /^Pages of / }).first();
  const open = await timed(
    () => openConsoleTab(page, list.tab),
    () => pager.getByText(/^1–50 of [\d,]+$/).waitFor(),
  );
  const next = await timed(
    () => pager.getByRole('button', { name: 'Page 2', exact: true }).click(),
    () => pager.getByText(/^51–100 of [\d,]+$/).waitFor(),
  );
  // The list's search comes first in its filters. On page 2 before; a search goes back to page 1,
  // so '1–' is the searched page on screen.
  const search = await timed(
    () => main.getByRole('textbox').first().fill(list.search),
    () => pager.getByText(/^1–\d+ of [\d,]+$/).waitFor(),
  );
  return { open, next, search };
}

const database = await createBenchDatabase(benchServerUrl(), 'tc_console_bench');
const dataDir = mkdtempSync(join(tmpdir(), 'tc-console-bench-'));
const env = benchServerEnv(database.url, dataDir, admin);
const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
let server: NodeServer | undefined;
try {
  runDemoSeed(env);
  console.log('Seeding the benchmark data...');
  await seedLoadData(database.client, (line) => console.log(line));
  server = await startNodeServer(join(root, 'apps/api/dist/main.js'), env);
  mkdirSync(screenshots, { recursive: true });
  console.log(
    `\n${loadSeed.publicCertificates.toLocaleString('en')} public certificates, ${loadSeed.quotations.toLocaleString('en')} quotations; median of ${rounds} rounds, ms\n`,
  );
  console.log('| list | width | open | next page | search |');
  console.log('|---|---|---|---|---|');
  for (const width of [1280, 390]) {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width, height: width > 500 ? 800 : 844 },
      isMobile: width < 500,
      hasTouch: width < 500,
    });
    const signedIn = await context.request.post('/api/auth/login', { data: admin });
    if (!signedIn.ok()) throw new Error(`the admin could not sign in: ${signedIn.status()}`);
    const page = await context.newPage();
    const figures = new Map<string, { open: number[]; next: number[]; search: number[] }>();
    for (let round = 0; round < rounds; round += 1) {
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      for (const list of LISTS) {
        const measured = await measureList(page, list);
        const entry = figures.get(list.tab) ?? { open: [], next: [], search: [] };
        entry.open.push(measured.open);
        entry.next.push(measured.next);
        entry.search.push(measured.search);
        figures.set(list.tab, entry);
        if (round === rounds - 1) {
          const name = list.tab.toLowerCase().replace(/\W+/g, '-');
          await page.screenshot({ path: join(screenshots, `${name}-${width}.png`), fullPage: false });
        }
      }
    }
    for (const [tab, entry] of figures) {
      console.log(
        `| ${tab} | ${width} | ${median(entry.open).toFixed(0)} | ${median(entry.next).toFixed(0)} | ${median(entry.search).toFixed(0)} |`,
      );
    }
    await context.close();
  }
  console.log(`\nscreenshots: ${screenshots}`);
} finally {
  await browser.close();
  await server?.stop();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
