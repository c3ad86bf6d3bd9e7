import type { DB } from '@tc/db';
import { type Kysely, sql } from 'kysely';
import { centreDate } from '../centre-date.js';
import type { Context } from '../context.js';
import { centreDetails } from '../documents/document-settings.service.js';
import { queueMail } from '../jobs/deliveries.js';
import { clientLanguage } from '../quotations/quotation-client-details.js';
import { addDays } from '../schedules/schedules.schema.js';
import { readInvoice } from './invoice-read.js';
import { invoiceReminderMail } from './invoice-reminder-mail.js';
import { OVERDUE_REMINDER_EVERY_DAYS } from './invoice-status.js';
import { invoiceStatusSql } from './invoice-status-sql.js';

type JobContext = Pick<Context, 'db' | 'jobs' | 'now'>;

/**
 * Claims today's reminder of an invoice in one statement: a row (invoice, today) goes in unless a
 * reminder of that invoice is newer than 14 days ago, and a second claim of the same day conflicts.
 * Two processes running at once: one gets the row, the other nothing, so one mail goes.
 */
async function claim(db: Kysely<DB>, invoiceId: string, today: string, at: Date): Promise<boolean> {
  const since = addDays(today, -OVERDUE_REMINDER_EVERY_DAYS);
  const { rows } = await sql<{ invoiceId: string }>`
    insert into invoice_reminders (invoice_id, reminder_date, claimed_at)
    select ${invoiceId}::uuid, ${today}::date, ${at}
    where not exists (
      select 1 from invoice_reminders
      where invoice_id = ${invoiceId}::uuid and reminder_date > ${since}::date)
    on conflict do nothing
    returning invoice_id`.execute(db);
  return rows.length > 0;
}

/**
 * Reminds the clients of overdue invoices (not credited, something left to pay, due before today
 * in Bahrain, with an e-mail address): on the first overdue day, then every 14 days while still
 * overdue. Each reminder is claimed with its mail queued in the same transaction. Answers how many
 * were queued.
 */
export async function sendInvoiceReminders(ctx: JobContext): Promise<number> {
  const now = ctx.now();
  const today = centreDate(now);
  const overdue = await ctx.db
    .selectFrom('invoices')
    .select('id')
    .where(invoiceStatusSql(today), '=', 'overdue')
    .where('clientEmail', 'is not', null)
    .where('clientEmail', '!=', '')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('invoiceReminders')
            .select('invoiceId')
            .whereRef('invoiceReminders.invoiceId', '=', 'invoices.id')
            .where('reminderDate', '>', addDays(today, -OVERDUE_REMINDER_EVERY_DAYS)),
        ),
      ),
    )
    .orderBy('dueDate')
    .execute();
  let sent = 0;
  for (const { id } of overdue) {
    // The claim and the mail commit together: another process's claim wins.
    const claimed = await ctx.db.transaction().execute(async (trx) => {
      if (!(await claim(trx, id, today, now))) return false;
      const invoice = await readInvoice(trx, id, today);
      const { paymentDetails } = await centreDetails(trx);
      const language = await clientLanguage(trx, invoice.clientId);
      await queueMail(ctx, trx, invoiceReminderMail({ invoice, today, paymentDetails, language }), [
        { document: 'invoice', id },
      ]);
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}
