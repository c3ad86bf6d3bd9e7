import { z } from 'zod';
import { FIRST_REPORT_YEAR } from './report-period.js';

export const REPORT_YEAR_MESSAGE = `Year must be between ${FIRST_REPORT_YEAR} and the current year`;
export const REPORT_MONTH_MESSAGE = 'Month must be a whole number from 1 to 12';

/**
 * A whole number, given as one (tRPC, a JSON body) or as the text of a query string ('11'): the
 * REST paths hand their query strings over as they came. Anything else ('abc', '', 7.5, true, a
 * missing field) is the field's own message.
 */
const wholeNumber = (message: string) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)], { error: message })
    .pipe(z.number().int(message));

/** The upper bound (this Bahrain year) depends on the clock, so the service checks it. */
const yearField = wholeNumber(REPORT_YEAR_MESSAGE).pipe(
  z.number().min(FIRST_REPORT_YEAR, REPORT_YEAR_MESSAGE),
);
const monthField = wholeNumber(REPORT_MONTH_MESSAGE).pipe(
  z.number().min(1, REPORT_MONTH_MESSAGE).max(12, REPORT_MONTH_MESSAGE),
);

export const monthlyReportInputSchema = z.object({ year: yearField, month: monthField });
export type MonthlyReportInput = z.input<typeof monthlyReportInputSchema>;

export const yearlyReportInputSchema = z.object({ year: yearField });
export type YearlyReportInput = z.input<typeof yearlyReportInputSchema>;

/** With a month: that month's report; without: the year's. */
export const downloadReportInputSchema = z.object({ year: yearField, month: monthField.optional() });
export type DownloadReportInput = z.input<typeof downloadReportInputSchema>;

const count = z.number().int().nonnegative();
/** Dinars as the database summed them, two decimals ("1936.00"); a credit note can take a period below 0. */
const amount = z.string().regex(/^-?\d+\.\d{2}$/);

/**
 * A period's money, summed in SQL on NUMERIC (no float touches it), in Bahrain dates:
 * - quoted: the totals (VAT included) of the quotations created in the period and sent (not drafts);
 * - accepted: the totals of the quotations accepted in the period (acceptedAt, Bahrain date), as
 *   Analytics' revenue counts them;
 * - invoiced: the totals of the tax invoices issued in the period, less the credit notes issued in
 *   it (a credit note of an earlier invoice can take a month below 0);
 * - vat: the VAT of those invoices less the VAT of those credit notes;
 * - paid: the payments received in the period (their paid date);
 * - outstanding: what was owed at the period's end (its last day, or today while it runs): for each
 *   invoice issued by then and not credited by then, its total less the payments dated by then,
 *   never below 0.
 */
export const reportMoneySchema = z.object({
  quoted: amount,
  accepted: amount,
  invoiced: amount,
  vat: amount,
  paid: amount,
  outstanding: amount,
});
export type ReportMoney = z.infer<typeof reportMoneySchema>;

/**
 * A month in figures. A class counts in the month of its date, a certificate in the month it was
 * issued, a quotation in the Bahrain month it was created. totalCandidates are those of the
 * month's classes that are not cancelled; quotations.pending are the sent and viewed ones.
 */
export const monthlyReportSchema = z.object({
  year: count,
  month: count,
  /** 'November' */
  monthName: z.string(),
  schedules: z.object({ total: count, pending: count, confirmed: count, completed: count, cancelled: count }),
  certificates: z.object({ total: count }),
  quotations: z.object({ total: count, accepted: count, pending: count }),
  totalCandidates: count,
  money: reportMoneySchema,
});
export type MonthlyReport = z.infer<typeof monthlyReportSchema>;

const yearFigures = { schedules: count, certificates: count, quotations: count, candidates: count };

/**
 * A year month by month (always 12 rows, January first), counted as the monthly report counts;
 * each month's invoiced and paid as the monthly report's money has them, the year's money beside.
 */
export const yearlyReportSchema = z.object({
  year: count,
  totals: z.object(yearFigures),
  monthlyData: z.array(
    z.object({ month: count, monthName: z.string(), ...yearFigures, invoiced: amount, paid: amount }),
  ),
  money: reportMoneySchema,
});
export type YearlyReport = z.infer<typeof yearlyReportSchema>;
