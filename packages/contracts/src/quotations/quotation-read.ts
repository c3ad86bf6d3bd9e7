import type { DB } from '@tc/db';
import type { Kysely, Selectable } from 'kysely';
import { displayName } from '../auth/user-row.js';
import { byId } from '../ids.js';
import { isLanguage } from '../language.js';
import { amountToFils, filsToAmount } from './money.js';
import type {
  Quotation,
  QuotationLine,
  QuotationStatus,
  QuotationTheme,
  TrainingType,
} from './quotations.schema.js';

export const QUOTATION_NOT_FOUND = 'Quotation not found';

/** A stored NUMERIC ("1936.00", or "1936" from some drivers) as the two-decimal amount text. */
export const amountText = (value: string | null) => filsToAmount(amountToFils(value ?? '0') ?? 0);

/** Quotations with what the console shows beside them: the invoice made from it, who published it. */
export function selectQuotations(db: Kysely<DB>) {
  return db
    .selectFrom('quotations')
    .leftJoin('invoices', 'invoices.quotationId', 'quotations.id')
    .leftJoin('users as publisher', 'publisher.id', 'quotations.publishedBy')
    .selectAll('quotations')
    .select([
      'invoices.id as invoiceId',
      'invoices.invoiceNumber as invoiceNumber',
      'publisher.email as publisherEmail',
      'publisher.firstName as publisherFirstName',
      'publisher.lastName as publisherLastName',
      'publisher.companyName as publisherCompanyName',
    ]);
}

type QuotationRow = Selectable<DB['quotations']> & {
  invoiceId: string | null;
  invoiceNumber: string | null;
  publisherEmail: string | null;
  publisherFirstName: string | null;
  publisherLastName: string | null;
  publisherCompanyName: string | null;
};

/** The lines of some quotations, in their order, by quotation id. */
export async function linesOf(db: Kysely<DB>, quotationIds: string[]): Promise<Map<string, QuotationLine[]>> {
  const byQuotation = new Map<string, QuotationLine[]>();
  if (quotationIds.length === 0) return byQuotation;
  const rows = await db
    .selectFrom('quotationLines')
    .selectAll()
    .where('quotationId', 'in', quotationIds)
    .orderBy('quotationId')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const lines = byQuotation.get(row.quotationId) ?? [];
    lines.push({
      courseId: row.courseId,
      courseName: row.courseName,
      courseCode: row.courseCode,
      trainingType: row.trainingType as TrainingType,
      candidates: row.candidates,
      unitPrice: amountText(row.unitPrice),
      lineTotal: amountText(row.lineTotal),
    });
    byQuotation.set(row.quotationId, lines);
  }
  return byQuotation;
}

const instant = (value: Date | null) => (value ? value.toISOString() : null);

export function quotationUrl(appUrl: string, token: string | null): string {
  return `${appUrl}/quote/${token ?? ''}`;
}

export function toQuotation(row: QuotationRow, lines: QuotationLine[], appUrl: string): Quotation {
  const publisher = row.publisherEmail
    ? (displayName({
        firstName: row.publisherFirstName,
        lastName: row.publisherLastName,
        companyName: row.publisherCompanyName,
      }) ?? row.publisherEmail)
    : null;
  return {
    id: row.id,
    quotationNumber: row.quotationNumber,
    status: row.status as QuotationStatus,
    clientId: row.clientId,
    companyName: row.companyName ?? '',
    clientName: row.clientName ?? '',
    contactEmail: row.contactEmail ?? row.clientEmail ?? '',
    contactPhone: row.contactPhone,
    contactPerson: row.contactPerson,
    address: row.address,
    vatNumber: row.vatNumber,
    crNumber: row.crNumber,
    ccEmails: (row.ccEmails ?? '').split(',').filter(Boolean),
    lines,
    subtotal: amountText(row.subtotal),
    vatRate: Number(row.vatRate),
    vatAmount: amountText(row.vatAmount),
    amount: amountText(row.amount),
    currency: 'BHD',
    validUntil: row.validUntil ?? '',
    pdfTheme: row.pdfTheme as QuotationTheme,
    language: isLanguage(row.language) ? row.language : 'en',
    notes: row.notes,
    publicUrl: quotationUrl(appUrl, row.publicToken),
    sentAt: instant(row.sentAt),
    viewedAt: instant(row.viewedAt),
    acceptedAt: instant(row.acceptedAt),
    acceptedBy: row.acceptedBy,
    acceptanceNotes: row.acceptanceNotes,
    rejectedAt: instant(row.rejectedAt),
    rejectedBy: row.rejectedBy,
    rejectionReason: row.rejectionReason,
    reminderCount: row.reminderCount,
    invoice:
      row.invoiceId && row.invoiceNumber ? { id: row.invoiceId, invoiceNumber: row.invoiceNumber } : null,
    publishedByName: publisher,
    source: row.source === 'request' ? 'request' : 'console',
    request: row.source === 'request' ? { preferredDate: row.requestedDate, notes: row.requestNotes } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One quotation as the console reads it; 404 for an unknown or malformed id. */
export async function readQuotation(db: Kysely<DB>, id: string, appUrl: string): Promise<Quotation> {
  const row = await byId(id, QUOTATION_NOT_FOUND, (id) =>
    selectQuotations(db).where('quotations.id', '=', id).executeTakeFirst(),
  );
  const lines = await linesOf(db, [row.id]);
  return toQuotation(row, lines.get(row.id) ?? [], appUrl);
}
