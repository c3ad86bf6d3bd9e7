import type { DB } from '@tc/db';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import { CENTRE_TIME_ZONE, centreDate } from '../centre-date.js';
import { contactSummary } from '../contact/contact.service.js';
import { invoiceBalanceSql, invoiceStatusSql } from '../invoices/invoice-status-sql.js';
import { validCertificateSql } from '../public-certificates/public-certificates.service.js';
import { type AdminAnalytics, ANALYTICS_MONTHS, featuredCourseTypes } from './analytics.schema.js';

/** A certificate valid today that expires within this many days is "expiring soon". */
const EXPIRING_SOON_DAYS = 30;

/** count(*), or count(*) filter (where ...), as an integer (pg answers bigint counts as strings). */
function counter<T extends keyof DB>(eb: ExpressionBuilder<DB, T>, where?: Expression<SqlBool>) {
  const all = eb.fn.countAll<number>();
  return eb.cast<number>(where ? all.filterWhere(where) : all, 'integer');
}

/** A status column equal to one of these values, as SQL. */
const statusIn = (column: string, values: readonly string[]) =>
  sql<boolean>`${sql.ref(column)} in (${sql.join(values)})`;

/**
 * Every count of the tab in one statement: one aggregate row per table, cross-joined. Revenue is
 * summed as NUMERIC and answered as text, so no amount passes through a float.
 */
function countsQuery(db: Kysely<DB>, now: Date) {
  const today = centreDate(now);
  const valid = validCertificateSql('certificates.expiryDate', now);
  const publicValid = validCertificateSql('publicCertificates.expiryDate', now);
  const acceptedIn = (pattern: string, period: string) =>
    sql<boolean>`quotations.status = 'accepted'
      and to_char(${sql.ref('quotations.acceptedAt')} at time zone ${CENTRE_TIME_ZONE}, ${pattern}) = ${period}`;
  const revenue = (pattern: string, period: string) =>
    sql<string>`(coalesce(sum(quotations.amount) filter (where ${acceptedIn(pattern, period)}), 0)::numeric(15, 2))::text`;

  const users = db
    .selectFrom('users')
    .select((eb) => [
      counter(eb).as('usersTotal'),
      counter(eb, statusIn('users.role', ['admin'])).as('usersAdmins'),
      counter(eb, statusIn('users.role', ['client'])).as('usersClients'),
      counter(eb, statusIn('users.role', ['instructor'])).as('usersInstructors'),
    ]);
  const certificates = db
    .selectFrom('certificates')
    .select((eb) => [
      counter(eb).as('certificatesTotal'),
      counter(eb, valid).as('certificatesValid'),
      counter(
        eb,
        sql<boolean>`${valid} and ${sql.ref('certificates.expiryDate')} <= cast(${today} as date) + ${EXPIRING_SOON_DAYS}::int`,
      ).as('certificatesExpiringSoon'),
    ]);
  // The rows the public search answers as valid or expired: visible ones, revoked ones aside.
  const publicCertificates = db
    .selectFrom('publicCertificates')
    .where('isVisible', '=', true)
    .where('revokedAt', 'is', null)
    .select((eb) => [counter(eb).as('publicTotal'), counter(eb, publicValid).as('publicValid')]);
  const classes = db
    .selectFrom('schedules')
    .select((eb) => [
      counter(eb).as('classesTotal'),
      counter(eb, statusIn('schedules.status', ['pending'])).as('classesPending'),
      counter(eb, statusIn('schedules.status', ['confirmed'])).as('classesConfirmed'),
      counter(eb, statusIn('schedules.status', ['completed'])).as('classesCompleted'),
      counter(eb, statusIn('schedules.status', ['cancelled'])).as('classesCancelled'),
    ]);
  const quotations = db
    .selectFrom('quotations')
    .select((eb) => [
      counter(eb).as('quotationsTotal'),
      counter(eb, statusIn('quotations.status', ['draft'])).as('quotationsDraft'),
      counter(eb, statusIn('quotations.status', ['sent', 'viewed'])).as('quotationsPending'),
      counter(eb, statusIn('quotations.status', ['accepted'])).as('quotationsAccepted'),
      counter(eb, statusIn('quotations.status', ['rejected'])).as('quotationsRejected'),
      counter(eb, statusIn('quotations.status', ['expired'])).as('quotationsExpired'),
      revenue('YYYY-MM', today.slice(0, 7)).as('revenueThisMonth'),
      revenue('YYYY', today.slice(0, 4)).as('revenueThisYear'),
    ]);
  // As the invoice lists say it today: the balances, and those of the invoices overdue.
  const overdue = sql<boolean>`${invoiceStatusSql(today)} = 'overdue'`;
  const balances = (where?: Expression<SqlBool>) =>
    sql<string>`(coalesce(sum(${invoiceBalanceSql})${where ? sql` filter (where ${where})` : sql``}, 0)::numeric(15, 2))::text`;
  const invoices = db
    .selectFrom('invoices')
    .select((eb) => [
      balances().as('receivablesOutstanding'),
      balances(overdue).as('receivablesOverdue'),
      counter(eb, overdue).as('receivablesOverdueCount'),
    ]);
  const courses = db
    .selectFrom('courses')
    .select((eb) => [
      counter(eb).as('coursesTotal'),
      counter(eb, sql<boolean>`${sql.ref('courses.isActive')}`).as('coursesActive'),
    ]);

  return db
    .selectFrom([
      users.as('u'),
      certificates.as('c'),
      publicCertificates.as('p'),
      classes.as('s'),
      quotations.as('q'),
      courses.as('k'),
      invoices.as('i'),
    ])
    .selectAll()
    .executeTakeFirstOrThrow();
}

/**
 * Classes per course type (the course's type; a class whose course is gone keeps its own, else
 * 'other'): the featured four first, even when none, then the others by count, most first.
 */
async function courseTypeCounts(db: Kysely<DB>): Promise<AdminAnalytics['courseTypes']> {
  const courseType = sql<string>`coalesce(${sql.ref('courses.courseType')}, ${sql.ref('schedules.courseType')}, 'other')`;
  const rows = await db
    .selectFrom('schedules')
    .leftJoin('courses', 'courses.id', 'schedules.courseId')
    .select((eb) => [courseType.as('courseType'), counter(eb).as('count')])
    .groupBy(courseType)
    .orderBy('count', 'desc')
    .orderBy('courseType')
    .execute();
  const featured: readonly string[] = featuredCourseTypes;
  const counted = new Map(rows.map((row) => [row.courseType, row.count]));
  return [
    ...featuredCourseTypes.map((type) => ({ courseType: type, count: counted.get(type) ?? 0 })),
    ...rows.filter((row) => !featured.includes(row.courseType)),
  ];
}

/** The last 12 Bahrain months, this one the last: the classes dated in each (not cancelled) and their candidates. */
async function monthlyClasses(db: Kysely<DB>, now: Date): Promise<AdminAnalytics['monthly']> {
  const thisMonth = sql`date_trunc('month', cast(${centreDate(now)} as date))`;
  const { rows } = await sql<AdminAnalytics['monthly'][number]>`
    select to_char(months.start, 'YYYY-MM') as month,
           count(schedules.id)::int as classes,
           coalesce(sum(schedules.number_of_candidates), 0)::int as candidates
    from generate_series(${thisMonth} - make_interval(months => ${ANALYTICS_MONTHS - 1}), ${thisMonth}, interval '1 month') as months(start)
    left join schedules
      on schedules.preferred_date >= months.start::date
     and schedules.preferred_date < (months.start + interval '1 month')::date
     and schedules.status <> 'cancelled'
    group by months.start
    order by months.start`.execute(db);
  return rows;
}

/** The Analytics tab's figures, as of `now`: four statements sent together (one round trip), every count taken by the database. */
export async function adminAnalytics(db: Kysely<DB>, now: Date): Promise<AdminAnalytics> {
  const [counts, courseTypes, monthly, contactMessages] = await Promise.all([
    countsQuery(db, now),
    courseTypeCounts(db),
    monthlyClasses(db, now),
    contactSummary(db),
  ]);
  return {
    users: {
      total: counts.usersTotal,
      admins: counts.usersAdmins,
      clients: counts.usersClients,
      instructors: counts.usersInstructors,
    },
    certificates: {
      total: counts.certificatesTotal,
      valid: counts.certificatesValid,
      expired: counts.certificatesTotal - counts.certificatesValid,
      expiringSoon: counts.certificatesExpiringSoon,
    },
    publicCertificates: {
      total: counts.publicTotal,
      valid: counts.publicValid,
      expired: counts.publicTotal - counts.publicValid,
    },
    classes: {
      total: counts.classesTotal,
      pending: counts.classesPending,
      confirmed: counts.classesConfirmed,
      completed: counts.classesCompleted,
      cancelled: counts.classesCancelled,
    },
    quotations: {
      total: counts.quotationsTotal,
      draft: counts.quotationsDraft,
      pending: counts.quotationsPending,
      accepted: counts.quotationsAccepted,
      rejected: counts.quotationsRejected,
      expired: counts.quotationsExpired,
    },
    courses: {
      total: counts.coursesTotal,
      active: counts.coursesActive,
      inactive: counts.coursesTotal - counts.coursesActive,
    },
    courseTypes,
    contactMessages,
    revenue: { thisMonth: counts.revenueThisMonth, thisYear: counts.revenueThisYear, currency: 'BHD' },
    receivables: {
      outstanding: counts.receivablesOutstanding,
      overdue: counts.receivablesOverdue,
      overdueCount: counts.receivablesOverdueCount,
    },
    monthly,
  };
}
