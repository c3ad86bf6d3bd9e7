import { z } from 'zod';
import { okSchema } from '../auth/auth.schema.js';
import { listProcedures } from '../paging/list-procedures.js';
import { adminProcedure, clientProcedure, instructorProcedure, router } from '../trpc.js';
import { scheduleList } from './schedule-list.js';
import { instructorConflicts } from './schedule-parties.js';
import { reminderPreview, reminderPreviewSchema, sendScheduleReminders } from './schedule-reminders.js';
import {
  bulkScheduleInputSchema,
  bulkScheduleOutputSchema,
  createScheduleInputSchema,
  instructorConflictSchema,
  instructorConflictsInputSchema,
  remindersOutputSchema,
  scheduleHistoryEntrySchema,
  scheduleIdInputSchema,
  scheduleListInput,
  scheduleSchema,
  setScheduleStatusInputSchema,
  updateScheduleInputSchema,
} from './schedules.schema.js';
import {
  changeScheduleStatus,
  createSchedule,
  deleteSchedule,
  scheduleHistory,
  updateSchedule,
} from './schedules-admin.service.js';
import { createBulkSchedules } from './schedules-bulk.service.js';
import {
  approveTimeChange,
  listClientSchedules,
  listInstructorSchedules,
} from './schedules-portal.service.js';

/** Classes: the console's Schedules tab, the client's My Classes and the instructor's classes. */
export const schedulesRouter = router({
  /** `list`: every row matching the filter (the spec's plain array); `page`: the console's page. */
  ...listProcedures(scheduleListInput, scheduleSchema, scheduleList),

  /** The form's double-booking warning: what the instructor already teaches on those dates. */
  instructorConflicts: adminProcedure
    .input(instructorConflictsInputSchema)
    .output(z.array(instructorConflictSchema))
    .query(({ ctx, input }) => instructorConflicts(ctx.db, input)),

  create: adminProcedure
    .input(createScheduleInputSchema)
    .output(scheduleSchema)
    .mutation(({ ctx, input }) => createSchedule(ctx, ctx.user, input)),

  update: adminProcedure
    .input(updateScheduleInputSchema)
    .output(scheduleSchema)
    .mutation(({ ctx, input }) => updateSchedule(ctx, ctx.user, input)),

  setStatus: adminProcedure
    .input(setScheduleStatusInputSchema)
    .output(scheduleSchema)
    .mutation(({ ctx, input }) => changeScheduleStatus(ctx, ctx.user, { ...input, as: 'admin' })),

  /** Removes the class; its history stays. */
  delete: adminProcedure
    .input(scheduleIdInputSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await deleteSchedule(ctx, ctx.user, input.id);
      return { ok: true as const };
    }),

  history: adminProcedure
    .input(scheduleIdInputSchema)
    .output(z.array(scheduleHistoryEntrySchema))
    .query(({ ctx, input }) => scheduleHistory(ctx, input.id)),

  bulkCreate: adminProcedure
    .input(bulkScheduleInputSchema)
    .output(bulkScheduleOutputSchema)
    .mutation(async ({ ctx, input }) => {
      const schedules = await createBulkSchedules(ctx, ctx.user, input);
      return { created: schedules.length, schedules };
    }),

  /** Whom "Send Reminders" will mail: each confirmed class of the next 7 days not yet started. */
  reminderPreview: adminProcedure
    .output(z.array(reminderPreviewSchema))
    .query(({ ctx }) => reminderPreview(ctx)),

  /** Mails the client and instructor of every confirmed class in the next 7 days not yet started. */
  sendReminders: adminProcedure
    .output(remindersOutputSchema)
    .mutation(({ ctx }) => sendScheduleReminders(ctx)),

  /** My Classes. */
  mine: clientProcedure
    .output(z.array(scheduleSchema))
    .query(({ ctx }) => listClientSchedules(ctx, ctx.user)),

  /** The client cancels their own pending or confirmed class; the row stays, cancelled. */
  cancel: clientProcedure
    .input(scheduleIdInputSchema)
    .output(scheduleSchema)
    .mutation(({ ctx, input }) =>
      changeScheduleStatus(ctx, ctx.user, { id: input.id, status: 'cancelled', as: 'client' }),
    ),

  approveTimeChange: clientProcedure
    .input(scheduleIdInputSchema)
    .output(scheduleSchema)
    .mutation(({ ctx, input }) => approveTimeChange(ctx, ctx.user, input.id)),

  /** The instructor portal: the classes they teach. */
  assigned: instructorProcedure
    .output(z.array(scheduleSchema))
    .query(({ ctx }) => listInstructorSchedules(ctx, ctx.user)),

  /** The instructor marks their own confirmed class completed. */
  complete: instructorProcedure
    .input(scheduleIdInputSchema)
    .output(scheduleSchema)
    .mutation(({ ctx, input }) =>
      changeScheduleStatus(ctx, ctx.user, { id: input.id, status: 'completed', as: 'instructor' }),
    ),
});
