import type { z } from 'zod';
import type { SessionUser } from '../auth/auth.schema.js';
import { centreDate } from '../centre-date.js';
import type { Context } from '../context.js';
import { writeScheduleAudit } from './schedule-audit.js';
import { formatCentreDate } from './schedule-dates.js';
import { notifySchedule } from './schedule-mail.js';
import { requireClient, requireCourse } from './schedule-parties.js';
import { pushBulkScheduled } from './schedule-push.js';
import { readSchedule } from './schedule-read.js';
import { assertDateAllowed } from './schedule-rules.js';
import { announceScheduleChange } from './schedule-webhooks.js';
import {
  type bulkScheduleInputSchema,
  bulkSessionDates,
  bulkSessionNote,
  type Schedule,
} from './schedules.schema.js';

type BulkScheduleData = z.output<typeof bulkScheduleInputSchema>;

/**
 * The bulk schedule dialog: one pending class per client per session, the sessions daysBetween
 * days apart, each noted with its session number. All of them or none (one transaction).
 * No instructor yet: the admin assigns one per class, with the double-booking check.
 */
export async function createBulkSchedules(
  ctx: Context,
  actor: SessionUser,
  input: BulkScheduleData,
): Promise<Schedule[]> {
  assertDateAllowed(input.startDate, input.allowPast, centreDate(ctx.now()));
  const userIds = [...new Set(input.userIds)];
  const dates = bulkSessionDates(input.startDate, input.sessions, input.daysBetween);
  const created = await ctx.db.transaction().execute(async (trx) => {
    await requireCourse(trx, input.courseId);
    for (const userId of userIds) await requireClient(trx, userId);
    const created: Schedule[] = [];
    for (const userId of userIds) {
      for (const [index, preferredDate] of dates.entries()) {
        const { id } = await trx
          .insertInto('schedules')
          .values({
            userId,
            courseId: input.courseId,
            preferredDate,
            preferredTime: input.preferredTime,
            numberOfCandidates: input.candidatesPerSession,
            notes: bulkSessionNote(index + 1, dates.length, input.notes),
            status: 'pending',
            createdAt: ctx.now(),
            updatedAt: ctx.now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const schedule = await readSchedule(trx, id);
        await writeScheduleAudit(trx, {
          action: 'created',
          actor,
          previous: null,
          next: schedule,
          description: `Bulk scheduled: session ${index + 1} of ${dates.length} on ${formatCentreDate(preferredDate)} at ${input.preferredTime}`,
          at: ctx.now(),
        });
        created.push(schedule);
      }
    }
    for (const schedule of created) await notifySchedule(ctx, trx, schedule, 'scheduled');
    await pushBulkScheduled(ctx, trx, created, actor);
    for (const schedule of created) await announceScheduleChange(ctx, trx, null, schedule);
    return created;
  });
  return created;
}
