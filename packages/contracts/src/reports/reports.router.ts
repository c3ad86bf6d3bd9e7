import { pdfFileSchema } from '../quotations/quotations.router.js';
import { adminProcedure, router } from '../trpc.js';
import { reportPdf } from './report-pdf.js';
import {
  downloadReportInputSchema,
  monthlyReportInputSchema,
  monthlyReportSchema,
  yearlyReportInputSchema,
  yearlyReportSchema,
} from './reports.schema.js';
import { monthlyReport, yearlyReport } from './reports.service.js';

/** The console's Reports tab: a month's and a year's figures, and either as a PDF. */
export const reportsRouter = router({
  monthly: adminProcedure
    .input(monthlyReportInputSchema)
    .output(monthlyReportSchema)
    .query(({ ctx, input }) => monthlyReport(ctx.db, ctx.now(), input)),

  yearly: adminProcedure
    .input(yearlyReportInputSchema)
    .output(yearlyReportSchema)
    .query(({ ctx, input }) => yearlyReport(ctx.db, ctx.now(), input.year)),

  /** The PDF, for the download route. A POST in the spec, so a mutation here. */
  download: adminProcedure
    .meta({ file: true })
    .input(downloadReportInputSchema)
    .output(pdfFileSchema)
    .mutation(({ ctx, input }) => reportPdf(ctx, input)),
});
