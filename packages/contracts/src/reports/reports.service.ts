import type { DB } from '@tc/db';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { CENTRE_TIME_ZONE, centreDate } from '../centre-date.js';
import { AppError } from '../errors.js';
import { amountText, instantWithin, monthlyMoneyCtes, periodMoney } from './report-money.js';
import { centreMonth, monthName } from './report-period.js';
import { type MonthlyReport, REPORT_YEAR_MESSAGE, type YearlyReport } from './reports.schema.js';

/** A year after this Bahrain year is refused; a month of this year still to come reports zeros. */
function assertReportYear(year: number, now: Date): void {
  if (year > centreMonth(now).year) throw new AppError('BAD_REQUEST', REPORT_YEAR_MESSAGE);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A quotation's month is the Bahrain month of its creation: its instant read on Bahrain's wall
 * clock (a quotation created at 21:30Z on 31 October is a November one). The period's bounds are
 * Bahrain midnights, so the comparison uses the index on created_at.
 */
const createdInBahrain = sql`(quotations.created_at at time zone ${CENTRE_TIME_ZONE})`;
const createdWithin = (from: RawBuilder<unknown>, until: RawBuilder<unknown>) =>
  instantWithin('quotations.created_at', from, until);

/**
 * One month in one statement: an aggregate row per table over the month's days, cross-joined, and
 * its money in another sent beside it. Class and issue dates are calendar dates (no time zone can
 * move them); a quotation's creation is compared as Bahrain wall-clock time.
 */
export async function monthlyReport(
  db: Kysely<DB>,
  now: Date,
  input: { year: number; month: number },
): Promise<MonthlyReport> {
  assertReportYear(input.year, now);
  const first = `${input.year}-${pad(input.month)}-01`;
  const from = sql`cast(${first} as date)`;
  const until = sql`cast(cast(${first} as date) + interval '1 month' as date)`;
  const [{ rows }, money] = await Promise.all([
    sql<Record<string, number>>`
    select s.*, c.*, q.*
    from (
      select count(*)::int as classes,
             (count(*) filter (where status = 'pending'))::int as pending,
             (count(*) filter (where status = 'confirmed'))::int as confirmed,
             (count(*) filter (where status = 'completed'))::int as completed,
             (count(*) filter (where status = 'cancelled'))::int as cancelled,
             coalesce(sum(number_of_candidates) filter (where status <> 'cancelled'), 0)::int as candidates
      from schedules
      where preferred_date >= ${from} and preferred_date < ${until}
    ) s, (
      select count(*)::int as certificates
      from certificates
      where issue_date >= ${from} and issue_date < ${until}
    ) c, (
      select count(*)::int as quotations,
             (count(*) filter (where status = 'accepted'))::int as accepted,
             (count(*) filter (where status in ('sent', 'viewed')))::int as offered
      from quotations
      where ${createdWithin(from, until)}
    ) q`.execute(db),
    periodMoney(db, { from, until }, centreDate(now)),
  ]);
  const row = rows[0] ?? {};
  const figure = (name: string) => row[name] ?? 0;
  return {
    year: input.year,
    month: input.month,
    monthName: monthName(input.month),
    schedules: {
      total: figure('classes'),
      pending: figure('pending'),
      confirmed: figure('confirmed'),
      completed: figure('completed'),
      cancelled: figure('cancelled'),
    },
    certificates: { total: figure('certificates') },
    quotations: { total: figure('quotations'), accepted: figure('accepted'), pending: figure('offered') },
    totalCandidates: figure('candidates'),
    money,
  };
}

interface YearRow {
  /** null on the totals row (the grouping set of the whole year). */
  month: number | null;
  schedules: number;
  certificates: number;
  quotations: number;
  candidates: number;
  invoiced: string;
  paid: string;
}

/**
 * A year in one statement: each table counted (and the invoices, credit notes and payments summed)
 * per month of the year, joined onto the 12 months (a month with nothing is zeros), and the year's
 * totals as one more grouping set; the year's money in another statement sent beside it.
 */
export async function yearlyReport(db: Kysely<DB>, now: Date, year: number): Promise<YearlyReport> {
  assertReportYear(year, now);
  const from = sql`make_date(${year}::int, 1, 1)`;
  const until = sql`make_date(${year}::int + 1, 1, 1)`;
  const [{ rows }, money] = await Promise.all([
    sql<YearRow>`
    with classes as (
      select extract(month from preferred_date)::int as month,
             count(*)::int as schedules,
             coalesce(sum(number_of_candidates) filter (where status <> 'cancelled'), 0)::int as candidates
      from schedules
      where preferred_date >= ${from} and preferred_date < ${until}
      group by 1
    ), issued as (
      select extract(month from issue_date)::int as month, count(*)::int as certificates
      from certificates
      where issue_date >= ${from} and issue_date < ${until}
      group by 1
    ), created as (
      select extract(month from ${createdInBahrain})::int as month, count(*)::int as quotations
      from quotations
      where ${createdWithin(from, until)}
      group by 1
    ), ${monthlyMoneyCtes(from, until)}
    select months.month,
           coalesce(sum(classes.schedules), 0)::int as schedules,
           coalesce(sum(issued.certificates), 0)::int as certificates,
           coalesce(sum(created.quotations), 0)::int as quotations,
           coalesce(sum(classes.candidates), 0)::int as candidates,
           ${amountText(sql`coalesce(sum(billed.amount), 0) - coalesce(sum(credited.amount), 0)`)} as invoiced,
           ${amountText(sql`sum(received.amount)`)} as paid
    from generate_series(1, 12) as months(month)
    left join classes on classes.month = months.month
    left join issued on issued.month = months.month
    left join created on created.month = months.month
    left join billed on billed.month = months.month
    left join credited on credited.month = months.month
    left join received on received.month = months.month
    group by grouping sets ((months.month), ())
    order by months.month nulls last`.execute(db),
    periodMoney(db, { from, until }, centreDate(now)),
  ]);
  const totals = rows.find((row) => row.month === null);
  const monthly = rows.filter((row): row is YearRow & { month: number } => row.month !== null);
  return {
    year,
    totals: {
      schedules: totals?.schedules ?? 0,
      certificates: totals?.certificates ?? 0,
      quotations: totals?.quotations ?? 0,
      candidates: totals?.candidates ?? 0,
    },
    monthlyData: monthly.map(
      ({ month, schedules, certificates, quotations, candidates, invoiced, paid }) => ({
        month,
        monthName: monthName(month),
        schedules,
        certificates,
        quotations,
        candidates,
        invoiced,
        paid,
      }),
    ),
    money,
  };
}
