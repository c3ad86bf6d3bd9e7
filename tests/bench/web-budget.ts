/**
 * `pnpm bench:web`: the public site's budgets (issue 4), measured on the built production server.
 * A benchmark, not a test: it prints each figure with ok or OVER and always exits 0 once measured.
 *   - gzipped JavaScript and CSS that Chromium loads for / and /courses (at 390 and 1280 px)
 *   - Lighthouse, mobile (its default emulation and throttling), median of 3 runs per page
 *   - the server's warm time to answer each rendered page (p50/p99), and a verification page's,
 *     which is rendered for every request
 */
import { startBenchServer } from './bench-server.ts';
import { measureFirstLoad, viewports } from './first-load-bytes.ts';
import { type Category, categories, lighthouseFigures } from './lighthouse-scores.ts';
import { renderTimes } from './render-time.ts';

const pages = ['/', '/courses', 'a course'];
const runs = 3;
const budget = { jsKb: 120, cssKb: 15 };
const minimumScore: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
};

const kb = (bytes: number) => bytes / 1024;
const mark = (ok: boolean) => (ok ? 'ok' : 'OVER');

async function benchPage(baseUrl: string, path: string) {
  console.log(`\n${path}`);
  for (const viewport of Object.keys(viewports) as (keyof typeof viewports)[]) {
    const load = await measureFirstLoad(baseUrl + path, viewport);
    const js = kb(load.js);
    const css = kb(load.css);
    console.log(
      `  ${viewport.padEnd(8)} JS ${js.toFixed(1).padStart(6)} KB gz ${mark(js <= budget.jsKb).padEnd(4)}  ` +
        `CSS ${css.toFixed(1).padStart(5)} KB gz ${mark(css <= budget.cssKb).padEnd(4)}  (${load.files} files)`,
    );
  }

  const lighthouse = await lighthouseFigures(baseUrl + path, runs);
  for (const category of categories) {
    const score = lighthouse.scores[category];
    const ok = score >= minimumScore[category];
    console.log(
      `  ${category.padEnd(15)} ${String(score).padStart(3)}  ${mark(ok)} (>= ${minimumScore[category]})`,
    );
    for (const audit of lighthouse.failing[category]) {
      console.log(`      ${audit.id}: ${audit.title} (${audit.runs}/${runs} runs)`);
    }
  }
  const metrics = Object.entries(lighthouse.metrics).map(([id, value]) => `${id} ${value}`);
  console.log(`  metrics (median run): ${metrics.join(', ')}`);
  await printRenderTime(baseUrl, path);
}

async function printRenderTime(baseUrl: string, path: string) {
  const { p50, p99 } = await renderTimes(baseUrl + path);
  console.log(`  server, warm: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`);
}

/** The catalogue's first course's page, and a verification page (an unknown code: rendered each time). */
async function addresses(baseUrl: string) {
  const courses = (await (await fetch(`${baseUrl}/api/courses`)).json()) as { id: string }[];
  return { course: `/course/${courses[0]?.id}`, verification: '/verify/00000000000000000000000000000000' };
}

async function main() {
  console.log(
    `Budgets: JS <= ${budget.jsKb} KB and CSS <= ${budget.cssKb} KB gzipped (level 9); Lighthouse mobile, median of ${runs}`,
  );
  const server = await startBenchServer();
  const stopOnSignal = () => void server.stop().finally(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    const { course, verification } = await addresses(server.baseUrl);
    for (const path of pages) await benchPage(server.baseUrl, path === 'a course' ? course : path);
    console.log(`\n${verification} (unknown code: a 404, rendered for every request)`);
    await printRenderTime(server.baseUrl, verification);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
