import { sql } from 'kysely';
import { centreDate } from '../centre-date.js';
import { isUuid } from '../ids.js';
import { containsText, nullsLast, pagedList, readerColumn } from '../paging/paged-list.js';
import { selectSchedules, toSchedule } from './schedule-read.js';
import type { ScheduleListFilter } from './schedules.schema.js';

const clientName = sql`concat_ws(' ', client.first_name, client.last_name)`;

/**
 * The next classes first: today's, then the upcoming ones (soonest first), then the past ones
 * (latest first). Days from today, counted apart for the classes to come and the past ones, order
 * both in one ascending pass; within a day, by time.
 */
function nextFirst(today: string) {
  const past = sql<boolean>`schedules.preferred_date < ${today}::date`;
  return [
    past,
    sql<number>`abs(schedules.preferred_date - ${today}::date)`,
    'schedules.preferredTime',
    'schedules.createdAt',
  ];
}

/** The Schedules tab: every class, filtered, the next ones first. */
export const scheduleList = pagedList({
  rows: (ctx, filter: ScheduleListFilter) => {
    let query = selectSchedules(ctx.db);
    if (filter.status) query = query.where('schedules.status', '=', filter.status);
    for (const [field, column] of [
      ['userId', 'schedules.userId'],
      ['courseId', 'schedules.courseId'],
      ['instructorId', 'schedules.instructorId'],
    ] as const) {
      const id = filter[field];
      if (id === undefined) continue;
      // A filter, not a lookup: an id that cannot exist matches nothing rather than being a 404.
      query = isUuid(id) ? query.where(column, '=', id) : query.where(sql<boolean>`false`);
    }
    if (filter.from) query = query.where('schedules.preferredDate', '>=', filter.from);
    if (filter.to) query = query.where('schedules.preferredDate', '<=', filter.to);
    if (filter.search) {
      const columns = [
        'client.companyName',
        clientName,
        'client.email',
        'courses.name',
        'courses.nameAr',
        'schedules.instructorName',
      ];
      query = query.where(containsText(columns, filter.search));
    }
    return query;
  },
  sorts: {
    next: (ctx) => nextFirst(centreDate(ctx.now())),
    date: ['schedules.preferredDate', 'schedules.preferredTime', 'schedules.createdAt'],
    client: [nullsLast('client.companyName'), 'client.email'],
    course: (ctx) => nullsLast(readerColumn(ctx, 'courses.name')),
    instructor: nullsLast('schedules.instructorName'),
    candidates: 'schedules.numberOfCandidates',
    status: 'schedules.status',
    createdAt: 'schedules.createdAt',
  },
  id: 'schedules.id',
  items: (rows) => rows.map(toSchedule),
});
