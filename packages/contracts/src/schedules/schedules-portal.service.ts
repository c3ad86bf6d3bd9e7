import type { SessionUser } from '../auth/auth.schema.js';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { byId } from '../ids.js';
import { writeScheduleAudit } from './schedule-audit.js';
import { formatCentreDate } from './schedule-dates.js';
import { readSchedule, SCHEDULE_NOT_FOUND_MESSAGE, selectSchedules, toSchedule } from './schedule-read.js';
import type { Schedule } from './schedules.schema.js';

/** My Classes: the client's own classes, the nearest dates first. */
export async function listClientSchedules(ctx: Context, client: SessionUser): Promise<Schedule[]> {
  const rows = await selectSchedules(ctx.db)
    .where('schedules.userId', '=', client.id)
    .orderBy('schedules.preferredDate')
    .orderBy('schedules.preferredTime')
    .execute();
  return rows.map(toSchedule);
}

/** The instructor portal: the classes they teach, and no one else's. */
export async function listInstructorSchedules(ctx: Context, instructor: SessionUser): Promise<Schedule[]> {
  const rows = await selectSchedules(ctx.db)
    .where('schedules.instructorId', '=', instructor.id)
    .orderBy('schedules.preferredDate')
    .orderBy('schedules.preferredTime')
    .execute();
  return rows.map(toSchedule);
}

/** 'Approve New Time': the client accepts the date and time an admin moved their pending class to. */
export async function approveTimeChange(ctx: Context, client: SessionUser, id: string): Promise<Schedule> {
  return ctx.db.transaction().execute(async (trx) => {
    await byId(id, SCHEDULE_NOT_FOUND_MESSAGE, (id) =>
      trx
        .selectFrom('schedules')
        .select('id')
        .where('id', '=', id)
        .where('userId', '=', client.id)
        .forUpdate()
        .executeTakeFirst(),
    );
    const current = await readSchedule(trx, id);
    if (current.status !== 'pending' || !current.hasTimeChanged) {
      throw new AppError('CONFLICT', 'This class has no new time waiting for your approval.');
    }
    if (current.clientApprovedTimeChange) {
      throw new AppError('CONFLICT', 'You have already approved the new time of this class.');
    }
    await trx
      .updateTable('schedules')
      .set({ clientApprovedTimeChange: true, updatedAt: ctx.now() })
      .where('id', '=', id)
      .execute();
    const next = await readSchedule(trx, id);
    await writeScheduleAudit(trx, {
      action: 'updated',
      actor: client,
      previous: current,
      next,
      description: `Client approved the new time ${formatCentreDate(next.preferredDate)} at ${next.preferredTime}`,
      at: ctx.now(),
    });
    return next;
  });
}
