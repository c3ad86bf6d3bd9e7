import { randomBytes } from 'node:crypto';
import type { DB } from '@tc/db';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { z } from 'zod';
import { type AuditActor, writeAudit } from '../audit/audit-log.js';
import type { SessionUser } from '../auth/auth.schema.js';
import { centreDate } from '../centre-date.js';
import type { Context } from '../context.js';
import { nextDocumentNumber } from '../documents/document-numbers.js';
import { AppError } from '../errors.js';
import { byId } from '../ids.js';
import { lockAccount } from '../locked-references.js';
import { containsText, nullsLast, pagedList } from '../paging/paged-list.js';
import { addDays } from '../schedules/schedules.schema.js';
import { clientDetailsFor, clientLanguage } from './quotation-client-details.js';
import { pricedLines, requestedLines } from './quotation-lines.js';
import {
  linesOf,
  QUOTATION_NOT_FOUND,
  readQuotation,
  selectQuotations,
  toQuotation,
} from './quotation-read.js';
import {
  CLIENT_NOT_FOUND,
  type createQuotationInputSchema,
  editableQuotationStatuses,
  QUOTATION_VALID_DAYS,
  type Quotation,
  type QuotationFilter,
  type QuotationStatus,
  type updateQuotationInputSchema,
} from './quotations.schema.js';

type CreateData = z.output<typeof createQuotationInputSchema>;
type UpdateData = z.output<typeof updateQuotationInputSchema>;
type Priced = Awaited<ReturnType<typeof pricedLines>>;

/** The quotations, newest first: a search in number, company, contact and e-mail; a status. */
export const quotationList = pagedList({
  rows: (ctx, filter: QuotationFilter) => {
    let query = selectQuotations(ctx.db);
    if (filter.status) query = query.where('quotations.status', '=', filter.status);
    if (filter.source) query = query.where('quotations.source', '=', filter.source);
    if (filter.search) {
      const columns = ['quotationNumber', 'companyName', 'clientName', 'contactEmail'] as const;
      query = query.where(
        containsText(
          columns.map((column) => `quotations.${column}`),
          filter.search,
        ),
      );
    }
    return query;
  },
  sorts: {
    createdAt: 'quotations.createdAt',
    quotationNumber: 'quotations.quotationNumber',
    companyName: nullsLast('quotations.companyName'),
    amount: 'quotations.amount',
    validUntil: nullsLast('quotations.validUntil'),
    status: 'quotations.status',
  },
  id: 'quotations.id',
  items: async (rows, ctx) => {
    const lines = await linesOf(
      ctx.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toQuotation(row, lines.get(row.id) ?? [], ctx.appUrl));
  },
});

/** The valid-until date: the one given (not in the past), else 30 days from today in Bahrain. */
export function validUntilOf(given: string | null | undefined, today: string): string {
  if (!given) return addDays(today, QUOTATION_VALID_DAYS);
  if (given < today) throw new AppError('BAD_REQUEST', 'Valid until cannot be before today');
  return given;
}

async function writeLines(db: Kysely<DB>, quotationId: string, priced: Priced) {
  await db.deleteFrom('quotationLines').where('quotationId', '=', quotationId).execute();
  await db
    .insertInto('quotationLines')
    .values(priced.lines.map((line, position) => ({ ...line, quotationId, position })))
    .execute();
}

/**
 * The client a quotation names, on create and edit: a client account (an unknown id, an
 * instructor's or an admin's is refused), checked and locked inside the write's transaction.
 */
async function requireQuotationClient(trx: Kysely<DB>, clientId: string | null | undefined) {
  if (clientId && !(await lockAccount(trx, clientId, 'client'))) {
    throw new AppError('BAD_REQUEST', CLIENT_NOT_FOUND);
  }
}

const totalsColumns = (priced: Priced) => ({
  subtotal: priced.totals.subtotal,
  vatRate: priced.totals.vatRate,
  vatAmount: priced.totals.vatAmount,
  amount: priced.totals.total,
});

const audit = (quotation: Quotation) => ({
  title: quotation.quotationNumber,
  details: `${quotation.companyName} · BD ${quotation.amount} · ${quotation.status}`,
});

/** A new quotation's own fields; its number, link, totals and times are made by insertQuotation. */
export type NewQuotation = Omit<
  Insertable<DB['quotations']>,
  | 'quotationNumber'
  | 'publicToken'
  | 'subtotal'
  | 'vatRate'
  | 'vatAmount'
  | 'amount'
  | 'createdAt'
  | 'updatedAt'
>;

/**
 * Writes a new draft quotation in the caller's transaction: the next number of the year, an
 * unguessable link for the client, its priced lines and their totals, and its creation in the trail.
 */
export async function insertQuotation(
  trx: Kysely<DB>,
  ctx: Pick<Context, 'now' | 'appUrl'>,
  actor: AuditActor,
  fields: NewQuotation,
  priced: Priced,
): Promise<Quotation> {
  const today = centreDate(ctx.now());
  const quotationNumber = await nextDocumentNumber(trx, 'quotation', Number(today.slice(0, 4)));
  const row = await trx
    .insertInto('quotations')
    .values({
      ...fields,
      quotationNumber,
      ...totalsColumns(priced),
      publicToken: randomBytes(24).toString('base64url'),
      createdAt: ctx.now(),
      updatedAt: ctx.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeLines(trx, row.id, priced);
  const created = await readQuotation(trx, row.id, ctx.appUrl);
  await writeAudit(trx, {
    entityType: 'quotation',
    entityId: row.id,
    action: 'created',
    actor,
    previous: null,
    next: created,
    description: `Quotation ${quotationNumber} created`,
    ...audit(created),
    at: ctx.now(),
  });
  return created;
}

/**
 * A new draft quotation: its lines priced from the catalogue, its totals computed here, the next
 * number of the year, an unguessable link for the client. Sent at once when asked.
 */
export async function createQuotation(
  ctx: Context,
  actor: SessionUser,
  input: CreateData,
): Promise<Quotation> {
  const requested = requestedLines(input);
  const validUntil = validUntilOf(input.validUntil, centreDate(ctx.now()));
  const created = await ctx.db.transaction().execute(async (trx) => {
    await requireQuotationClient(trx, input.clientId);
    const details = await clientDetailsFor(trx, input);
    const priced = await pricedLines(trx, requested);
    const fields: NewQuotation = {
      clientId: input.clientId ?? null,
      companyName: input.companyName,
      clientName: input.clientName,
      clientEmail: input.contactEmail,
      contactEmail: input.contactEmail,
      contactPhone: input.contactPhone ?? null,
      contactPerson: input.contactPerson ?? null,
      ...details,
      ccEmails: (input.ccEmails ?? []).join(','),
      notes: input.notes ?? null,
      validUntil,
      pdfTheme: input.pdfTheme ?? 'corporate',
      language: input.language ?? (await clientLanguage(trx, input.clientId)),
      publishedBy: actor.id,
    };
    return insertQuotation(trx, ctx, actor, fields, priced);
  });
  return readQuotation(ctx.db, created.id, ctx.appUrl);
}

/** The quotation, locked for a change in this transaction; 404 when there is none. */
async function lockQuotation(db: Kysely<DB>, id: string) {
  return byId(id, QUOTATION_NOT_FOUND, (id) =>
    db.selectFrom('quotations').select(['id', 'status']).where('id', '=', id).forUpdate().executeTakeFirst(),
  );
}

/** Only a draft or a sent quotation changes; a later PDF shows the change. */
export async function updateQuotation(
  ctx: Context,
  actor: SessionUser,
  input: UpdateData,
): Promise<Quotation> {
  await ctx.db.transaction().execute(async (trx) => {
    const current = await lockQuotation(trx, input.id);
    if (!editableQuotationStatuses.includes(current.status as QuotationStatus)) {
      throw new AppError('CONFLICT', `This quotation is ${current.status} and can no longer be changed.`);
    }
    await requireQuotationClient(trx, input.clientId);
    const priced = input.lines
      ? await pricedLines(
          trx,
          input.lines.map((line) => ({
            course: line.courseId,
            trainingType: line.trainingType,
            candidates: line.candidates,
            priceFils: line.price,
          })),
        )
      : null;
    const previous = await readQuotation(trx, current.id, ctx.appUrl);
    const changes: Updateable<DB['quotations']> = { updatedAt: ctx.now() };
    if (input.companyName !== undefined) changes.companyName = input.companyName;
    if (input.clientName !== undefined) changes.clientName = input.clientName;
    if (input.contactEmail !== undefined) changes.contactEmail = changes.clientEmail = input.contactEmail;
    if (input.contactPhone !== undefined) changes.contactPhone = input.contactPhone;
    if (input.contactPerson !== undefined) changes.contactPerson = input.contactPerson;
    if (input.clientId !== undefined) changes.clientId = input.clientId;
    // Another client brings its own details, for those the edit does not give.
    const otherClient = input.clientId && input.clientId !== previous.clientId;
    const details = otherClient ? await clientDetailsFor(trx, input) : input;
    if (details.address !== undefined) changes.address = details.address;
    if (details.vatNumber !== undefined) changes.vatNumber = details.vatNumber;
    if (details.crNumber !== undefined) changes.crNumber = details.crNumber;
    if (input.ccEmails !== undefined) changes.ccEmails = input.ccEmails.join(',');
    if (input.notes !== undefined) changes.notes = input.notes;
    if (input.pdfTheme !== undefined) changes.pdfTheme = input.pdfTheme;
    if (input.language !== undefined) changes.language = input.language;
    if (input.validUntil) changes.validUntil = validUntilOf(input.validUntil, centreDate(ctx.now()));
    if (priced) {
      Object.assign(changes, totalsColumns(priced));
      await writeLines(trx, current.id, priced);
    }
    await trx.updateTable('quotations').set(changes).where('id', '=', current.id).execute();
    const next = await readQuotation(trx, current.id, ctx.appUrl);
    await writeAudit(trx, {
      entityType: 'quotation',
      entityId: current.id,
      action: 'updated',
      actor,
      previous,
      next,
      description: `Quotation ${next.quotationNumber} updated`,
      ...audit(next),
      at: ctx.now(),
    });
  });
  return readQuotation(ctx.db, input.id, ctx.appUrl);
}

/** Deletes a quotation (its lines and reminders go with it); one that was invoiced stays. */
export async function deleteQuotation(ctx: Context, actor: SessionUser, id: string): Promise<{ ok: true }> {
  await ctx.db.transaction().execute(async (trx) => {
    const current = await lockQuotation(trx, id);
    const previous = await readQuotation(trx, current.id, ctx.appUrl);
    if (previous.invoice) {
      throw new AppError('CONFLICT', 'This quotation has a tax invoice, so it cannot be deleted.');
    }
    await trx.deleteFrom('quotations').where('id', '=', current.id).execute();
    await writeAudit(trx, {
      entityType: 'quotation',
      entityId: current.id,
      action: 'deleted',
      actor,
      previous,
      next: null,
      description: `Quotation ${previous.quotationNumber} deleted`,
      ...audit(previous),
      at: ctx.now(),
    });
  });
  return { ok: true };
}
