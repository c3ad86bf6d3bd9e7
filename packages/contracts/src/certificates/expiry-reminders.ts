import { centreDate } from '../centre-date.js';
import type { Context } from '../context.js';
import { queueMail } from '../jobs/deliveries.js';
import { recipientLanguage } from '../mail/recipient-language.js';
import { addDays } from '../schedules/schedules.schema.js';
import { type Due, expiryReminderMail } from './expiry-reminder-mail.js';

/** Days before expiry a client company is reminded, most urgent last. */
export const EXPIRY_REMINDER_DAYS = [90, 30, 7] as const;

/**
 * The reminder a certificate is due for today: the most urgent threshold it has reached (a
 * certificate 20 days from expiry gets the 30-day one, never a late 90-day one), none once expired.
 */
function dueWindows(today: string) {
  return EXPIRY_REMINDER_DAYS.map((days, index) => {
    const next = EXPIRY_REMINDER_DAYS[index + 1] ?? 0;
    return { days, from: addDays(today, next + 1), to: addDays(today, days) };
  });
}

/**
 * Mails each client company whose certificate reaches 90, 30 or 7 days before expiry, once per
 * threshold. Each reminder is claimed in the database with its mail queued in the same
 * transaction, so several server processes running this at once never send one twice, and the
 * queue delivers it (with retries). Answers how many were queued.
 */
export async function sendExpiryReminders(
  ctx: Pick<Context, 'db' | 'jobs' | 'now' | 'appUrl'>,
): Promise<number> {
  const today = centreDate(ctx.now());
  let sent = 0;
  for (const window of dueWindows(today)) {
    const due: (Due & { language: string | null })[] = await ctx.db
      .selectFrom('certificates')
      .innerJoin('users', 'users.id', 'certificates.userId')
      .innerJoin('courses', 'courses.id', 'certificates.courseId')
      .select([
        'certificates.id',
        'certificates.certificateNumber',
        'courses.name as courseName',
        'courses.nameAr as courseNameAr',
        'certificates.expiryDate',
        'users.email',
        'users.companyName',
        'users.firstName',
        'users.lastName',
        'users.language',
      ])
      .where('certificates.expiryDate', '>=', window.from)
      .where('certificates.expiryDate', '<=', window.to)
      .where('users.isActive', '=', true)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('certificateExpiryReminders as reminder')
              .select('reminder.certificateId')
              .whereRef('reminder.certificateId', '=', 'certificates.id')
              .where('reminder.daysBefore', '=', window.days),
          ),
        ),
      )
      .execute();
    for (const certificate of due) {
      // The claim and the mail commit together: another process's claim wins, and a claimed
      // reminder is always mailed (the queue retries it).
      const claimed = await ctx.db.transaction().execute(async (trx) => {
        const claim = await trx
          .insertInto('certificateExpiryReminders')
          .values({ certificateId: certificate.id, daysBefore: window.days, claimedAt: ctx.now() })
          .onConflict((conflict) => conflict.doNothing())
          .returning('certificateId')
          .executeTakeFirst();
        const reader = recipientLanguage(certificate.language);
        if (claim)
          await queueMail(ctx, trx, expiryReminderMail(certificate, window.days, ctx.appUrl, reader));
        return claim !== undefined;
      });
      if (claimed) sent += 1;
    }
  }
  return sent;
}
