import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromeFlags, chromePath } from './chromium.ts';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

export interface LighthouseFigures {
  /** Median score of the runs, 0 to 100, per category. */
  scores: Record<Category, number>;
  /** Audits under full marks in a category whose median is under 100: id, title, in how many runs. */
  failing: Record<Category, { id: string; title: string; runs: number }[]>;
  /** The performance metrics of the median run (display values). */
  metrics: Record<string, string>;
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const metricIds = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/** One Lighthouse run with its default mobile emulation and throttling, in a fresh Chromium. */
async function runOnce(url: string): Promise<Report> {
  const chrome = await launch({
    chromePath,
    chromeFlags: [...chromeFlags, '--headless=new'],
    logLevel: 'error',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    if (!result) throw new Error(`Lighthouse returned no report for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

function score(report: Report, category: Category): number {
  return Math.round((report.categories[category]?.score ?? 0) * 100);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Audits of a category that scored under 1 in a report (informative and manual ones aside). */
function failingAudits(report: Report, category: Category): { id: string; title: string }[] {
  const refs = report.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => report.audits[ref.id])
    .filter((audit) => audit !== undefined)
    .filter((audit) => audit.score !== null && audit.score < 1)
    .filter((audit) => ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode))
    .map((audit) => ({ id: audit.id, title: audit.title }));
}

export async function lighthouseFigures(url: string, runs: number): Promise<LighthouseFigures> {
  const reports: Report[] = [];
  // Lighthouse sometimes fails to record a load's trace (NO_NAVSTART) and asks to be run again.
  const again = (error: unknown) =>
    error instanceof Error && /run Lighthouse again/i.test(error.message)
      ? runOnce(url)
      : Promise.reject(error);
  for (let run = 0; run < runs; run++) reports.push(await runOnce(url).catch(again));

  const scores = Object.fromEntries(
    categories.map((category) => [category, median(reports.map((report) => score(report, category)))]),
  ) as Record<Category, number>;

  const failing = Object.fromEntries(
    categories.map((category) => {
      if (scores[category] === 100) return [category, []];
      const counts = new Map<string, { id: string; title: string; runs: number }>();
      for (const report of reports) {
        for (const audit of failingAudits(report, category)) {
          const seen = counts.get(audit.id) ?? { ...audit, runs: 0 };
          counts.set(audit.id, { ...seen, runs: seen.runs + 1 });
        }
      }
      return [category, [...counts.values()]];
    }),
  ) as LighthouseFigures['failing'];

  const byPerformance = [...reports].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const medianRun = byPerformance[Math.floor(byPerformance.length / 2)];
  const metrics = Object.fromEntries(metricIds.map((id) => [id, medianRun?.audits[id]?.displayValue ?? '?']));
  return { scores, failing, metrics };
}
