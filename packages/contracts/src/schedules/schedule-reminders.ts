import { z } from 'zod';
import { centreDate } from '../centre-date.js';
import type { Context } from '../context.js';
import { hasClassStarted } from './schedule-dates.js';
import { courseOf, recipients, sendScheduleMails } from './schedule-mail.js';
import { selectSchedules, toSchedule } from './schedule-read.js';
import { addDays, REMINDER_WINDOW_DAYS, type Schedule } from './schedules.schema.js';

/** One class the reminders action would mail, and to whom (the console shows it before sending). */
export const reminderPreviewSchema = z.object({
  id: z.uuid(),
  preferredDate: z.iso.date(),
  preferredTime: z.string(),
  courseName: z.string(),
  clientName: z.string(),
  recipients: z.array(z.string()),
});
export type ReminderPreview = z.infer<typeof reminderPreviewSchema>;

/**
 * The classes reminders go out for: confirmed, from today to 7 days ahead (Bahrain dates), and not
 * yet started (one this morning is past reminding), soonest first.
 */
async function remindableClasses(ctx: Context): Promise<Schedule[]> {
  const today = centreDate(ctx.now());
  const rows = await selectSchedules(ctx.db)
    .where('schedules.status', '=', 'confirmed')
    .where('schedules.preferredDate', '>=', today)
    .where('schedules.preferredDate', '<=', addDays(today, REMINDER_WINDOW_DAYS))
    .orderBy('schedules.preferredDate')
    .orderBy('schedules.preferredTime')
    .execute();
  return rows.map(toSchedule).filter((schedule) => !hasClassStarted(schedule, ctx.now()));
}

/** What "Send Reminders" will do: each class and the addresses it mails. */
export async function reminderPreview(ctx: Context): Promise<ReminderPreview[]> {
  const classes = await remindableClasses(ctx);
  return Promise.all(
    classes.map(async (schedule) => ({
      id: schedule.id,
      preferredDate: schedule.preferredDate,
      preferredTime: schedule.preferredTime,
      courseName: courseOf(schedule, ctx.language),
      clientName: schedule.user.companyName ?? schedule.user.email,
      recipients: (await recipients(ctx.db, schedule, undefined)).map((recipient) => recipient.email),
    })),
  );
}

/**
 * The reminders action: every class of reminderPreview gets a reminder to its client and
 * instructor, queued in one transaction. Answers the number of classes and of mails queued.
 */
export async function sendScheduleReminders(ctx: Context): Promise<{ classes: number; mails: number }> {
  const classes = await remindableClasses(ctx);
  const mails = await ctx.db.transaction().execute(async (trx) => {
    let queued = 0;
    for (const schedule of classes) queued += await sendScheduleMails(ctx, trx, schedule, 'reminder');
    return queued;
  });
  return { classes: classes.length, mails };
}
