import { reportHtml } from '@tc/pdf';
import type { Context } from '../context.js';
import { centreDetails } from '../documents/document-settings.service.js';
import { renderPdf } from '../documents/render-pdf.js';
import { monthlyReport, yearlyReport } from './reports.service.js';

/**
 * The month's report ('report-2026-11.pdf') when a month is given, else the year's
 * ('report-2026.pdf'), on the centre's letterhead, with the figures the console shows, in the
 * language of the admin who asks for it.
 */
export async function reportPdf(
  ctx: Pick<Context, 'db' | 'pdf' | 'now' | 'language'>,
  { year, month }: { year: number; month?: number | undefined },
): Promise<{ fileName: string; pdf: Buffer }> {
  const now = ctx.now();
  const [document, centre] = await Promise.all([
    month === undefined
      ? yearlyReport(ctx.db, now, year).then((report) => ({ kind: 'yearly' as const, report }))
      : monthlyReport(ctx.db, now, { year, month }).then((report) => ({ kind: 'monthly' as const, report })),
    centreDetails(ctx.db),
  ]);
  const period = month === undefined ? `${year}` : `${year}-${String(month).padStart(2, '0')}`;
  const html = reportHtml({ ...document, centre, generatedAt: now.toISOString(), language: ctx.language });
  return { fileName: `report-${period}.pdf`, pdf: await renderPdf(ctx, html, centre, ctx.language) };
}
