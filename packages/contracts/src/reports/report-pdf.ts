import { reportHtml } from '@tc/pdf';
import type { Context } from '../context.js';
import { centreDetails } from '../documents/document-settings.service.js';
import { renderPdf } from '../documents/render-pdf.js';
import { monthlyReport, yearlyReport } from './reports.service.js';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The month's report ('report-2026-11.pdf') when a month is given, else the year's
 * ('report-2026.pdf'), on the centre's letterhead, with the figures the console shows.
 */
export async function reportPdf(
  ctx: Pick<Context, 'db' | 'pdf' | 'now'>,
  input: { year: number; month?: number | undefined },
): Promise<{ fileName: string; pdf: Buffer }> {
  const now = ctx.now();
  const generatedAt = now.toISOString();
  if (input.month !== undefined) {
    const report = await monthlyReport(ctx.db, now, { year: input.year, month: input.month });
    const centre = await centreDetails(ctx.db);
    return {
      fileName: `report-${input.year}-${pad(input.month)}.pdf`,
      pdf: await renderPdf(ctx, reportHtml({ kind: 'monthly', centre, generatedAt, report }), centre),
    };
  }
  const report = await yearlyReport(ctx.db, now, input.year);
  const centre = await centreDetails(ctx.db);
  return {
    fileName: `report-${input.year}.pdf`,
    pdf: await renderPdf(ctx, reportHtml({ kind: 'yearly', centre, generatedAt, report }), centre),
  };
}
