import type { DB } from '@tc/db';
import { type Kysely, sql } from 'kysely';
import { centreDate } from '../centre-date.js';
import type { Context } from '../context.js';
import { queueMail } from '../jobs/deliveries.js';
import { arabicCourseNames } from './course-names.js';
import { quotationReminderMail } from './quotation-mail.js';
import { readQuotation } from './quotation-read.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A sent quotation nobody answered is recalled this many days after it was sent, once each. */
export const REMINDER_DAYS = [7, 3] as const;

type JobContext = Pick<Context, 'db' | 'jobs' | 'now' | 'appUrl'>;

/**
 * Sent and viewed quotations past their valid-until date (a Bahrain date) become expired.
 * Answers how many.
 */
export async function expireQuotations(ctx: Pick<Context, 'db' | 'now'>): Promise<number> {
  const expired = await ctx.db
    .updateTable('quotations')
    .set({ status: 'expired', updatedAt: ctx.now() })
    .where('status', 'in', ['sent', 'viewed'])
    .where('validUntil', '<', centreDate(ctx.now()))
    .executeTakeFirst();
  return Number(expired.numUpdatedRows);
}

/** Claims a reminder before its mail; a claim another process holds answers false. */
async function claim(db: Kysely<DB>, quotationId: string, daysAfter: number, at: Date): Promise<boolean> {
  const claimed = await db
    .insertInto('quotationReminders')
    .values({ quotationId, daysAfter, claimedAt: at })
    .onConflict((conflict) => conflict.columns(['quotationId', 'daysAfter']).doNothing())
    .returning('quotationId')
    .executeTakeFirst();
  return claimed !== undefined;
}

/**
 * Reminds the clients of sent or viewed quotations they have not answered, 3 and 7 days after
 * sending (only the most recent one due: a quotation sent 8 days ago gets the 7-day mail, not a
 * late 3-day one). Each reminder is claimed in the database with its mail queued in the same
 * transaction, so two processes never send it twice. Answers how many were queued.
 */
export async function sendQuotationReminders(ctx: JobContext): Promise<number> {
  const now = ctx.now();
  const due = await ctx.db
    .selectFrom('quotations')
    .select(['id', 'sentAt'])
    .where('status', 'in', ['sent', 'viewed'])
    .where('sentAt', '<=', new Date(now.getTime() - 3 * DAY_MS))
    .where('validUntil', '>=', centreDate(now))
    .execute();
  let sent = 0;
  for (const { id, sentAt } of due) {
    if (!sentAt) continue;
    const days = REMINDER_DAYS.find((after) => now.getTime() - sentAt.getTime() >= after * DAY_MS);
    if (days === undefined) continue;
    // A later reminder already went (or is going): an earlier one is not sent after it.
    const later = await ctx.db
      .selectFrom('quotationReminders')
      .select('daysAfter')
      .where('quotationId', '=', id)
      .where('daysAfter', '>=', days)
      .executeTakeFirst();
    if (later) continue;
    // The claim, the mail and the count commit together: another process's claim wins.
    const claimed = await ctx.db.transaction().execute(async (trx) => {
      if (!(await claim(trx, id, days, now))) return false;
      const quotation = await readQuotation(trx, id, ctx.appUrl);
      const names = await arabicCourseNames(trx, quotation.lines, quotation.language);
      await queueMail(ctx, trx, quotationReminderMail(quotation, names));
      await trx
        .updateTable('quotations')
        .set({ reminderSent: true, reminderCount: sql`reminder_count + 1`, lastReminderAt: now })
        .where('id', '=', id)
        .execute();
      return true;
    });
    if (!claimed) continue;
    sent += 1;
  }
  return sent;
}
