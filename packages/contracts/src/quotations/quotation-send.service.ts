import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { writeAudit } from '../audit/audit-log.js';
import type { SessionUser } from '../auth/auth.schema.js';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { queueMail } from '../jobs/deliveries.js';
import { type MailPreview, mailPreview } from '../mail/mail-preview.js';
import type { Mail } from '../mail.js';
import { queueWebhookEvent } from '../webhooks/webhook-events.js';
import { arabicCourseNames } from './course-names.js';
import { quotationMail, testMail } from './quotation-mail.js';
import { readQuotation } from './quotation-read.js';
import { type Quotation, type QuotationStatus, sendableQuotationStatuses } from './quotations.schema.js';

export const MAIL_FAILED_MESSAGE =
  'The email could not be sent. Please check the mail settings and try again.';

/** Sends a mail, or answers 503 with a clear message: the change stays, the admin can try again. */
export async function sendOrExplain(ctx: Pick<Context, 'mailer'>, mail: Mail): Promise<void> {
  try {
    await ctx.mailer.send(mail);
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', MAIL_FAILED_MESSAGE);
  }
}

/** Marks a quotation sent now (a draft becomes sent; a sent or viewed one keeps its status). */
async function markSent(db: Kysely<DB>, id: string, at: Date) {
  await db
    .updateTable('quotations')
    .set({
      status: sql`case when status = 'draft' then 'sent' else status end`,
      sentAt: at,
      updatedAt: at,
    })
    .where('id', '=', id)
    .execute();
}

/** A decided or expired quotation is not sent again (409). */
async function sendableQuotation(ctx: Context, id: string): Promise<Quotation> {
  const quotation = await readQuotation(ctx.db, id, ctx.appUrl);
  if (!sendableQuotationStatuses.includes(quotation.status as QuotationStatus)) {
    throw new AppError('CONFLICT', `This quotation is ${quotation.status} and cannot be sent again.`);
  }
  return quotation;
}

/** What Send would mail, shown before it goes: the same mail, without printing its PDF. */
export async function quotationSendPreview(ctx: Context, id: string): Promise<MailPreview> {
  const quotation = await sendableQuotation(ctx, id);
  const names = await arabicCourseNames(ctx.db, quotation.lines, quotation.language);
  return mailPreview(ctx.db, quotationMail(quotation, names));
}

/**
 * Queues the quotation's mail to its client (CC list too) with its PDF and the link to accept it
 * online; a draft becomes sent. A decided or expired quotation is not sent again (409).
 */
export async function sendQuotation(ctx: Context, actor: SessionUser, id: string): Promise<Quotation> {
  const quotation = await sendableQuotation(ctx, id);
  await ctx.db.transaction().execute(async (trx) => {
    // The mail goes once this commits, whether or not the mail server answers right now: the
    // queue tries again, and prints the PDF as it sends (as sent, with its accept-online box).
    const names = await arabicCourseNames(trx, quotation.lines, quotation.language);
    await queueMail(ctx, trx, quotationMail(quotation, names), [{ document: 'quotation', id: quotation.id }]);
    await markSent(trx, quotation.id, ctx.now());
    const next = await readQuotation(trx, quotation.id, ctx.appUrl);
    await writeAudit(trx, {
      entityType: 'quotation',
      entityId: quotation.id,
      action: 'updated',
      actor,
      previous: quotation,
      next,
      description: `Quotation ${quotation.quotationNumber} sent to ${[quotation.contactEmail, ...quotation.ccEmails].join(', ')}`,
      title: quotation.quotationNumber,
      details: `${quotation.companyName} · BD ${quotation.amount} · ${next.status}`,
      at: ctx.now(),
    });
    await queueWebhookEvent(ctx, trx, 'quotation.sent', next);
  });
  return readQuotation(ctx.db, quotation.id, ctx.appUrl);
}

/** The console's Test Email. */
export async function sendTestEmail(ctx: Context, email: string): Promise<{ ok: true }> {
  await sendOrExplain(ctx, testMail(email, ctx.language));
  return { ok: true };
}
