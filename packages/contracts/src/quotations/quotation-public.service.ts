import { randomUUID } from 'node:crypto';
import type { DB } from '@tc/db';
import type { Kysely, Updateable } from 'kysely';
import type { z } from 'zod';
import { writeAudit } from '../audit/audit-log.js';
import { centreDate } from '../centre-date.js';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { queueMail } from '../jobs/deliveries.js';
import { recipientLanguage } from '../mail/recipient-language.js';
import { signatureKey } from '../storage/storage-keys.js';
import { countAttempt, type ThrottleRule } from '../throttle.js';
import { reencodeImage } from '../uploads/image-encoding.js';
import { detectImageType, pngSize } from '../uploads/image-file.js';
import { queueWebhookEvent } from '../webhooks/webhook-events.js';
import { arabicCourseNames } from './course-names.js';
import { clientLines, quotationPdf } from './quotation-documents.js';
import { quotationAcceptedMail, quotationDecisionMail } from './quotation-mail.js';
import {
  type acceptQuotationInputSchema,
  MAX_SIGNATURE_BYTES,
  MAX_SIGNATURE_HEIGHT,
  MAX_SIGNATURE_WIDTH,
  type PublicQuotation,
  type rejectQuotationInputSchema,
  SIGNATURE_TOO_LARGE_MESSAGE,
} from './quotation-public.schema.js';
import { pushQuotationDecision } from './quotation-push.js';
import { readQuotation } from './quotation-read.js';
import type { Quotation } from './quotations.schema.js';

export const QUOTATION_LINK_MESSAGE = 'This quotation link is not valid. Please contact the training centre.';

/** 60 calls of the quotation links per address in 10 minutes, in every server process together. */
export const quotationLinkRule: ThrottleRule = { name: 'quote:address', limit: 60, windowMs: 10 * 60 * 1000 };

async function assertNotThrottled(ctx: Pick<Context, 'db' | 'client' | 'now'>) {
  const attempt = await countAttempt(ctx.db, quotationLinkRule, ctx.client.ipAddress ?? 'unknown', ctx.now());
  if (!attempt.allowed) throw new AppError('TOO_MANY_REQUESTS', 'Too many requests. Please try again later.');
}

/**
 * The quotation behind a client's link, as the console reads it; 404 for an unknown token and
 * for a draft (its link works once it is sent). A sent or viewed quotation past its date is
 * expired from that moment, whether or not the hourly job has marked it yet.
 */
async function byToken(ctx: Context, token: string, db: Kysely<DB> = ctx.db): Promise<Quotation> {
  const row = /^[\w-]{20,100}$/.test(token)
    ? await db
        .selectFrom('quotations')
        .select(['id', 'status'])
        .where('publicToken', '=', token)
        .forUpdate()
        .executeTakeFirst()
    : undefined;
  if (!row || row.status === 'draft') throw new AppError('NOT_FOUND', QUOTATION_LINK_MESSAGE);
  const quotation = await readQuotation(db, row.id, ctx.appUrl);
  const open = quotation.status === 'sent' || quotation.status === 'viewed';
  if (open && quotation.validUntil < centreDate(ctx.now())) {
    await db
      .updateTable('quotations')
      .set({ status: 'expired', updatedAt: ctx.now() })
      .where('id', '=', row.id)
      .execute();
    return { ...quotation, status: 'expired' };
  }
  return quotation;
}

/** The quotation as its page shows it, each course named in the reader's language. */
async function toPublic(
  ctx: Pick<Context, 'language'>,
  db: Kysely<DB>,
  quotation: Quotation,
): Promise<PublicQuotation> {
  const names = await arabicCourseNames(db, quotation.lines, ctx.language);
  return {
    quotationNumber: quotation.quotationNumber,
    status: quotation.status === 'viewed' || quotation.status === 'draft' ? 'sent' : quotation.status,
    notes: quotation.notes,
    issueDate: centreDate(new Date(quotation.createdAt)),
    validUntil: quotation.validUntil,
    companyName: quotation.companyName,
    clientName: quotation.clientName,
    lines: clientLines(quotation.lines, names),
    subtotal: quotation.subtotal,
    vatRate: quotation.vatRate,
    vatAmount: quotation.vatAmount,
    amount: quotation.amount,
    pdfTheme: quotation.pdfTheme,
    language: quotation.language,
    canDecide: quotation.status === 'sent' || quotation.status === 'viewed',
    acceptedAt: quotation.acceptedAt,
    acceptedBy: quotation.acceptedBy,
    rejectedAt: quotation.rejectedAt,
    rejectedBy: quotation.rejectedBy,
    rejectionReason: quotation.rejectionReason,
  };
}

/** The client opens the link: the quotation, marked viewed the first time a sent one is opened. */
export async function viewQuotation(ctx: Context, token: string): Promise<PublicQuotation> {
  await assertNotThrottled(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const quotation = await byToken(ctx, token, trx);
    if (quotation.status !== 'sent') return toPublic(ctx, trx, quotation);
    await trx
      .updateTable('quotations')
      .set({ status: 'viewed', viewedAt: ctx.now(), updatedAt: ctx.now() })
      .where('id', '=', quotation.id)
      .execute();
    return toPublic(ctx, trx, await readQuotation(trx, quotation.id, ctx.appUrl));
  });
}

/** The PDF behind the link (with the acceptance once there is one). */
export async function publicQuotationPdf(ctx: Context, token: string) {
  await assertNotThrottled(ctx);
  const quotation = await byToken(ctx, token);
  return { quotation, pdf: await quotationPdf(ctx, quotation) };
}

/** Why a quotation cannot be decided any more, said so the client understands. */
function refusal(quotation: Quotation): string | null {
  switch (quotation.status) {
    case 'accepted':
      return `This quotation was already accepted by ${quotation.acceptedBy ?? 'your company'}.`;
    case 'rejected':
      return `This quotation was already declined by ${quotation.rejectedBy ?? 'your company'}.`;
    case 'expired':
      return 'This quotation has expired. Please ask the training centre for a new one.';
    default:
      return null;
  }
}

/**
 * The drawn signature, checked as a PNG by its bytes and written anew (nothing else travels in it),
 * under a key of its own. Its size comes from its header first: a still image no larger than the
 * box draws, or no decoding.
 */
async function storeSignature(ctx: Context, dataUrl: string): Promise<string> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const type = detectImageType(bytes);
  const size = pngSize(bytes);
  if (bytes.length > MAX_SIGNATURE_BYTES || type?.extension !== 'png' || !size || size.animated) {
    throw new AppError('BAD_REQUEST', 'The signature must be a PNG image');
  }
  if (size.width > MAX_SIGNATURE_WIDTH || size.height > MAX_SIGNATURE_HEIGHT) {
    throw new AppError('PAYLOAD_TOO_LARGE', SIGNATURE_TOO_LARGE_MESSAGE);
  }
  const image = await reencodeImage(bytes, type).catch(() => {
    throw new AppError('BAD_REQUEST', 'The signature must be a PNG image');
  });
  const key = signatureKey(randomUUID());
  await ctx.storage.put('private', key, image.bytes);
  return key;
}

/**
 * Accepts or declines in one transaction with its audit row. Nobody is signed in: the trail names
 * the quotation's client account and address, and the name the person typed, as coming through the
 * link (whoever holds the link can decide; the trail says no more than it knows). `undo` takes
 * back what was done before the transaction when it fails (the stored signature).
 */
async function decide(
  ctx: Context,
  input: { token: string; name: string },
  changes: Updateable<DB['quotations']>,
  undo: () => Promise<void> = async () => undefined,
) {
  const decided = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const quotation = await byToken(ctx, input.token, trx);
      const refused = refusal(quotation);
      if (refused) throw new AppError('CONFLICT', refused);
      await trx
        .updateTable('quotations')
        .set({ ...changes, updatedAt: ctx.now() })
        .where('id', '=', quotation.id)
        .execute();
      const next = await readQuotation(trx, quotation.id, ctx.appUrl);
      await writeAudit(trx, {
        entityType: 'quotation',
        entityId: quotation.id,
        action: 'status_changed',
        actor: {
          via: 'quotation link',
          id: quotation.clientId,
          email: quotation.contactEmail,
          name: input.name,
        },
        previous: quotation,
        next,
        description:
          next.status === 'accepted'
            ? `Quotation ${quotation.quotationNumber} accepted online by ${input.name}`
            : `Quotation ${quotation.quotationNumber} declined online by ${input.name}`,
        title: quotation.quotationNumber,
        details: `${quotation.companyName} · BD ${quotation.amount} · ${next.status}`,
        at: ctx.now(),
      });
      // The admins' notice, the publisher's mail and the client's signed copy go with the decision.
      await pushQuotationDecision(ctx, trx, next);
      await tellPublisher(ctx, trx, next);
      if (next.status === 'accepted') await thankClient(ctx, trx, next);
      await queueWebhookEvent(
        ctx,
        trx,
        next.status === 'accepted' ? 'quotation.accepted' : 'quotation.rejected',
        next,
      );
      return next;
    })
    .catch(async (error: unknown) => {
      await undo();
      throw error;
    });
  return toPublic(ctx, ctx.db, decided);
}

/** The client (and the CC list) get their signed copy: printed as the mail goes. */
function thankClient(ctx: Context, db: Kysely<DB>, quotation: Quotation) {
  return queueMail(ctx, db, quotationAcceptedMail(quotation), [{ document: 'quotation', id: quotation.id }]);
}

/** The admin who published it (else the main admin) hears of the decision, in their language. */
async function tellPublisher(ctx: Context, db: Kysely<DB>, quotation: Quotation) {
  const publisher = await db
    .selectFrom('quotations')
    .innerJoin('users', 'users.id', 'quotations.publishedBy')
    .select(['users.email', 'users.language'])
    .where('quotations.id', '=', quotation.id)
    .where('users.isActive', '=', true)
    .executeTakeFirst();
  const admin =
    publisher ??
    (await db
      .selectFrom('users')
      .select(['email', 'language'])
      .where('isMainAdmin', '=', true)
      .executeTakeFirst());
  if (!admin) return;
  const { language } = recipientLanguage(admin.language);
  await queueMail(
    ctx,
    db,
    quotationDecisionMail(
      quotation,
      admin.email,
      `${ctx.appUrl}/?tab=quotations`,
      language,
      await arabicCourseNames(db, quotation.lines, language),
    ),
  );
}

export async function acceptQuotation(ctx: Context, input: z.output<typeof acceptQuotationInputSchema>) {
  await assertNotThrottled(ctx);
  // Checked and stored before the decision's transaction, which a put must not wait inside (the
  // database storage on the embedded database shares its one connection); a decision that loses
  // a race in the transaction takes its file away again.
  const refused = refusal(await byToken(ctx, input.token));
  if (refused) throw new AppError('CONFLICT', refused);
  const signatureUrl = await storeSignature(ctx, input.signature);
  return decide(
    ctx,
    input,
    {
      status: 'accepted',
      acceptedAt: ctx.now(),
      acceptedBy: input.name,
      acceptanceNotes: input.notes,
      signatureUrl,
    },
    () => ctx.storage.delete('private', signatureUrl),
  );
}

export async function rejectQuotation(ctx: Context, input: z.output<typeof rejectQuotationInputSchema>) {
  await assertNotThrottled(ctx);
  return decide(ctx, input, {
    status: 'rejected',
    rejectedAt: ctx.now(),
    rejectedBy: input.name,
    rejectionReason: input.reason,
  });
}
