import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { SessionUser } from '../auth/auth.schema.js';
import { centreDate } from '../centre-date.js';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { byId } from '../ids.js';
import { queueWebhookEvent } from '../webhooks/webhook-events.js';
import { changeLine, describeChanges, writeScheduleAudit } from './schedule-audit.js';
import { formatCentreDate } from './schedule-dates.js';
import { notifySchedule, type ScheduleMailKind } from './schedule-mail.js';
import {
  conflictError,
  instructorConflicts,
  requireClient,
  requireCourse,
  requireInstructor,
} from './schedule-parties.js';
import { pushScheduleChange, pushScheduleUpdate, statusPushKind } from './schedule-push.js';
import { readSchedule, SCHEDULE_NOT_FOUND_MESSAGE, scheduleNotFound } from './schedule-read.js';
import { assertDateAllowed, assertEditable, assertTransition, timeChange } from './schedule-rules.js';
import { announceScheduleChange } from './schedule-webhooks.js';
import type {
  createScheduleInputSchema,
  Schedule,
  ScheduleHistoryEntry,
  ScheduleStatus,
  updateScheduleInputSchema,
} from './schedules.schema.js';

type CreateScheduleData = z.output<typeof createScheduleInputSchema>;
type UpdateScheduleData = z.output<typeof updateScheduleInputSchema>;

/** Refuses a double booking of the instructor unless the admin confirmed it. */
async function checkInstructorFree(
  db: Kysely<DB>,
  booking: { instructorId: string; instructorName: string; preferredDate: string; endDate: string | null },
  allowConflict: boolean,
  excludeId?: string,
): Promise<void> {
  if (allowConflict) return;
  const conflicts = await instructorConflicts(db, { ...booking, excludeId });
  if (conflicts.length > 0) throw conflictError(booking.instructorName, conflicts);
}

/** A new class for a client, booked by an admin. */
export async function createSchedule(
  ctx: Context,
  actor: SessionUser,
  input: CreateScheduleData,
): Promise<Schedule> {
  const { allowInstructorConflict, allowPast, ...fields } = input;
  assertDateAllowed(fields.preferredDate, allowPast, centreDate(ctx.now()));
  const schedule = await ctx.db.transaction().execute(async (trx) => {
    await requireClient(trx, fields.userId);
    await requireCourse(trx, fields.courseId);
    const instructorName = await requireInstructor(trx, fields.instructorId);
    await checkInstructorFree(trx, { ...fields, instructorName }, allowInstructorConflict);
    const { id } = await trx
      .insertInto('schedules')
      .values({ ...fields, instructorName, createdAt: ctx.now(), updatedAt: ctx.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const schedule = await readSchedule(trx, id);
    await writeScheduleAudit(trx, {
      action: 'created',
      actor,
      previous: null,
      next: schedule,
      description: `Class scheduled for ${formatCentreDate(schedule.preferredDate)} at ${schedule.preferredTime} (${schedule.status})`,
      at: ctx.now(),
    });
    await notifySchedule(ctx, trx, schedule, 'scheduled');
    await pushScheduleChange(ctx, trx, schedule, 'scheduled', { actor });
    await announceScheduleChange(ctx, trx, null, schedule);
    return schedule;
  });
  return schedule;
}

/** The class, locked until the transaction ends. */
async function lockSchedule(trx: Kysely<DB>, id: string): Promise<Schedule> {
  await byId(id, SCHEDULE_NOT_FOUND_MESSAGE, (id) =>
    trx.selectFrom('schedules').select('id').where('id', '=', id).forUpdate().executeTakeFirst(),
  );
  return readSchedule(trx, id);
}

/**
 * The edit form: changes the given fields. Moving a pending class keeps its first date and time
 * and asks the client to approve the new one; a status follows the same rules as setStatus.
 */
export async function updateSchedule(
  ctx: Context,
  actor: SessionUser,
  input: UpdateScheduleData,
): Promise<Schedule> {
  const { id, allowInstructorConflict, allowPast, status, ...fields } = input;
  return ctx.db.transaction().execute(async (trx) => {
    const current = await lockSchedule(trx, id);
    assertEditable(current.status);
    const changes: Record<string, unknown> = { ...fields };
    if (fields.userId !== undefined) await requireClient(trx, fields.userId);
    if (fields.courseId !== undefined) await requireCourse(trx, fields.courseId);
    const instructorId = fields.instructorId ?? current.instructorId;
    const instructorName =
      fields.instructorId !== undefined
        ? await requireInstructor(trx, fields.instructorId)
        : current.instructorName;
    if (fields.instructorId !== undefined) changes.instructorName = instructorName;
    const preferredDate = fields.preferredDate ?? current.preferredDate;
    if (preferredDate !== current.preferredDate) {
      assertDateAllowed(preferredDate, allowPast, centreDate(ctx.now()));
    }
    const preferredTime = fields.preferredTime ?? current.preferredTime;
    const endDate = fields.endDate !== undefined ? fields.endDate : current.endDate;
    if (endDate && endDate < preferredDate) {
      throw new AppError('BAD_REQUEST', 'End date cannot be before the date');
    }
    const moved = preferredDate !== current.preferredDate || endDate !== current.endDate;
    if (instructorId && (moved || fields.instructorId !== undefined)) {
      await checkInstructorFree(
        trx,
        { instructorId, instructorName: instructorName ?? 'The instructor', preferredDate, endDate },
        allowInstructorConflict,
        id,
      );
    }
    Object.assign(changes, timeChange(current, { preferredDate, preferredTime }));
    if (status !== undefined && status !== current.status) {
      // The rules see the class as this edit leaves it: a move just made still awaits the client.
      assertTransition({ ...current, ...changes } as Schedule, status, 'admin', centreDate(ctx.now()));
      changes.status = status;
    }
    await trx
      .updateTable('schedules')
      .set({ ...changes, updatedAt: ctx.now() })
      .where('id', '=', id)
      .execute();
    const next = await readSchedule(trx, id);
    await writeScheduleAudit(trx, {
      action: 'updated',
      actor,
      previous: current,
      next,
      description: describeChanges(current, next) ?? 'Saved without changes',
      at: ctx.now(),
    });
    if (describeChanges(current, next)) {
      await notifySchedule(ctx, trx, next, mailKind(next.status, current.status));
    }
    if (current.instructorId && current.instructorId !== next.instructorId) {
      await notifySchedule(ctx, trx, current, 'cancelled', { instructorOnly: current.instructorId });
    }
    await pushScheduleUpdate(ctx, trx, actor, current, next);
    await announceScheduleChange(ctx, trx, current, next);
    return next;
  });
}

/** The mail a change sends: cancelled and confirmed say so; any other change is an update. */
function mailKind(status: ScheduleStatus, before: ScheduleStatus): ScheduleMailKind {
  if (status === before) return 'updated';
  return status === 'cancelled' ? 'cancelled' : status === 'confirmed' ? 'confirmed' : 'updated';
}

/**
 * A status change under the rules of schedule-rules.ts. `owner` narrows the class to the client's
 * or the instructor's own: anyone else's class is 'not found', so its existence does not leak.
 */
export async function changeScheduleStatus(
  ctx: Context,
  actor: SessionUser,
  change: { id: string; status: ScheduleStatus; as: 'admin' | 'client' | 'instructor' },
): Promise<Schedule> {
  return ctx.db.transaction().execute(async (trx) => {
    const current = await lockSchedule(trx, change.id);
    const owner =
      change.as === 'client' ? current.userId : change.as === 'instructor' ? current.instructorId : actor.id;
    if (owner !== actor.id) throw scheduleNotFound();
    assertTransition(current, change.status, change.as, centreDate(ctx.now()));
    await trx
      .updateTable('schedules')
      .set({ status: change.status, updatedAt: ctx.now() })
      .where('id', '=', change.id)
      .execute();
    const next = await readSchedule(trx, change.id);
    await writeScheduleAudit(trx, {
      action: 'status_changed',
      actor,
      previous: current,
      next,
      description: `${changeLine('Status', current.status, next.status)} by the ${change.as}`,
      at: ctx.now(),
    });
    // A completed class needs no calendar change; confirming and cancelling do.
    if (next.status !== 'completed') await notifySchedule(ctx, trx, next, mailKind(next.status, 'pending'));
    const pushKind = statusPushKind(next);
    if (pushKind) await pushScheduleChange(ctx, trx, next, pushKind, { actor });
    await announceScheduleChange(ctx, trx, current, next);
    return next;
  });
}

/** Removes a class; its history stays in the audit log. */
export async function deleteSchedule(ctx: Context, actor: SessionUser, id: string): Promise<Schedule> {
  return ctx.db.transaction().execute(async (trx) => {
    const current = await lockSchedule(trx, id);
    await trx.deleteFrom('schedules').where('id', '=', id).execute();
    await writeScheduleAudit(trx, {
      action: 'deleted',
      actor,
      previous: current,
      next: null,
      description: `Class of ${formatCentreDate(current.preferredDate)} at ${current.preferredTime} deleted (${current.status})`,
      at: ctx.now(),
    });
    // A class still to come leaves its people's calendars.
    if (current.status === 'pending' || current.status === 'confirmed') {
      await notifySchedule(ctx, trx, current, 'cancelled');
      await pushScheduleChange(ctx, trx, current, 'cancelled', { actor });
      // The class as the DELETE answers it: as it was, its status still the one it had.
      await queueWebhookEvent(ctx, trx, 'class.cancelled', current);
    }
    return current;
  });
}

/** A class's history from the audit log, oldest first; a deleted class keeps its history. */
export async function scheduleHistory(ctx: Context, id: string): Promise<ScheduleHistoryEntry[]> {
  const rows = await byId(id, SCHEDULE_NOT_FOUND_MESSAGE, async (id) => {
    const entries = await ctx.db
      .selectFrom('scheduleAuditLog')
      .select([
        'id',
        'action',
        'performedByEmail',
        'changeDescription',
        'status',
        'preferredDate',
        'preferredTime',
        'createdAt',
      ])
      .where('scheduleId', '=', id)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
    // Every class has a creation entry, so none means no such class.
    return entries.length > 0 ? entries : undefined;
  });
  return rows.map((row) => ({
    ...row,
    action: row.action as ScheduleHistoryEntry['action'],
    createdAt: row.createdAt.toISOString(),
  }));
}
