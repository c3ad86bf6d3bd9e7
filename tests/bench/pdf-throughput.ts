/**
 * `pnpm bench:pdf`: how fast the built server makes a quotation's PDF over HTTP
 * (GET /api/admin/quotations/{id}/download), one process, its one Chromium. A benchmark, not a
 * test: it prints the figures against the goals (p50 <= 250 ms, >= 5 PDFs/s on this 2-core
 * machine) and exits 0 once measured.
 *   - latency: 40 downloads one after another (after 3 to warm the browser), p50 / p90 / max
 *   - throughput: 60 downloads, 4 at a time, PDFs per second
 *   - the same for a 40-line quotation (several pages)
 */
import { startBenchServer } from './bench-server.ts';

const goal = { p50Ms: 250, perSecond: 5 };
const admin = { email: 'admin@bench.test', password: 'Bench-admin-password-1' };

async function signIn(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  return (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function createQuotation(baseUrl: string, cookie: string, lineCount: number): Promise<string> {
  const courses = (await (await fetch(`${baseUrl}/api/courses`)).json()) as { id: string }[];
  const lines = Array.from({ length: lineCount }, (_, index) => ({
    courseId: courses[index % courses.length]?.id ?? '',
    trainingType: index % 2 ? 'assessment' : 'full_course',
    candidates: 1 + (index % 12),
  }));
  const answer = await fetch(`${baseUrl}/api/admin/quotations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      companyName: 'Al Manara Construction & Contracting W.L.L.',
      clientName: 'Fatima Al Khalifa',
      contactEmail: 'fatima@almanara.test',
      lines,
    }),
  });
  if (answer.status !== 201)
    throw new Error(`creating the quotation failed: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { id: string }).id;
}

async function download(url: string, cookie: string): Promise<number> {
  const started = performance.now();
  const answer = await fetch(url, { headers: { cookie } });
  const bytes = await answer.arrayBuffer();
  if (!answer.ok || bytes.byteLength < 1000) throw new Error(`a download failed: ${answer.status}`);
  return performance.now() - started;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;

async function measure(label: string, url: string, cookie: string) {
  for (let warm = 0; warm < 3; warm += 1) await download(url, cookie);
  const times: number[] = [];
  for (let run = 0; run < 40; run += 1) times.push(await download(url, cookie));
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 0.5);

  const total = 60;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < total) {
        next += 1;
        await download(url, cookie);
      }
    }),
  );
  const perSecond = total / ((performance.now() - started) / 1000);
  const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  console.log(`\n${label}`);
  console.log(
    `  latency, one at a time: p50 ${p50.toFixed(0)} ms ${mark(p50 <= goal.p50Ms)} (goal <= ${goal.p50Ms}), ` +
      `p90 ${percentile(times, 0.9).toFixed(0)} ms, max ${(times.at(-1) ?? 0).toFixed(0)} ms`,
  );
  console.log(
    `  throughput, 4 at a time: ${perSecond.toFixed(1)} PDFs/s ${mark(perSecond >= goal.perSecond)} (goal >= ${goal.perSecond})`,
  );
}

const server = await startBenchServer();
try {
  const cookie = await signIn(server.baseUrl);
  for (const [label, lines] of [
    ['quotation, 3 lines (1 page)', 3],
    ['quotation, 40 lines (4 pages)', 40],
  ] as const) {
    const id = await createQuotation(server.baseUrl, cookie, lines);
    await measure(label, `${server.baseUrl}/api/admin/quotations/${id}/download`, cookie);
  }
} finally {
  await server.stop();
}
