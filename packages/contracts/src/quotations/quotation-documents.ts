import type { DB } from '@tc/db';
import { type DocumentClient, type DocumentLine, type QuotationDocument, quotationHtml } from '@tc/pdf';
import type { Kysely } from 'kysely';
import { centreDate } from '../centre-date.js';
import type { Context } from '../context.js';
import { centreDetails } from '../documents/document-settings.service.js';
import { renderPdf } from '../documents/render-pdf.js';
import type { Language } from '../language.js';
import { quotationPageLink } from './quotation-mail.js';
import type { Quotation, QuotationLine } from './quotations.schema.js';

/**
 * The catalogue's Arabic names of these lines' courses, by course id, for a document in Arabic (a
 * line keeps the English name it was priced with; an Arabic document shows the Arabic where the
 * catalogue has one). Empty for any other language.
 */
export async function arabicCourseNames(
  db: Kysely<DB>,
  lines: readonly Pick<QuotationLine, 'courseId'>[],
  language: Language,
): Promise<ReadonlyMap<string, string>> {
  if (language !== 'ar' || lines.length === 0) return new Map();
  const rows = await db
    .selectFrom('courses')
    .select(['id', 'nameAr'])
    .where(
      'id',
      'in',
      lines.map((line) => line.courseId),
    )
    .where('nameAr', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.id, row.nameAr ?? '']));
}

/** The lines as a client reads them: without the courses' ids, each course named in their language. */
export const clientLines = (lines: readonly QuotationLine[], names: ReadonlyMap<string, string>) =>
  lines.map(({ courseId, ...line }) => ({ ...line, courseName: names.get(courseId) || line.courseName }));

/** The lines as a document prints them; `names` puts a course's name in the document's language. */
export const documentLines = (
  quotation: { lines: readonly QuotationLine[] },
  names: ReadonlyMap<string, string> = new Map(),
): DocumentLine[] =>
  quotation.lines.map(
    ({ courseId, courseName, courseCode, trainingType, candidates, unitPrice, lineTotal }) => ({
      courseName: names.get(courseId) || courseName,
      courseCode,
      trainingType,
      candidates,
      unitPrice,
      lineTotal,
    }),
  );

export const documentClient = (quotation: Quotation): DocumentClient => ({
  companyName: quotation.companyName,
  contactName: quotation.clientName,
  contactPerson: quotation.contactPerson,
  email: quotation.contactEmail,
  phone: quotation.contactPhone,
  address: quotation.address,
  vatNumber: quotation.vatNumber,
  crNumber: quotation.crNumber,
});

export const documentTotals = (quotation: Quotation) => ({
  subtotal: quotation.subtotal,
  vatRate: quotation.vatRate,
  vatAmount: quotation.vatAmount,
  total: quotation.amount,
});

/** The signature the client drew when accepting, as the data URL the PDF shows; null before. */
async function acceptanceOf(ctx: Pick<Context, 'db' | 'storage'>, quotation: Quotation) {
  if (!quotation.acceptedAt || !quotation.acceptedBy) return null;
  const row = await ctx.db
    .selectFrom('quotations')
    .select('signatureUrl')
    .where('id', '=', quotation.id)
    .executeTakeFirst();
  const file = row?.signatureUrl ? await ctx.storage.get('private', row.signatureUrl) : null;
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return {
    name: quotation.acceptedBy,
    at: quotation.acceptedAt,
    signaturePng: `data:image/png;base64,${Buffer.concat(chunks).toString('base64')}`,
  };
}

const openStatuses: readonly Quotation['status'][] = ['sent', 'viewed'];

/** The quotation's PDF, in its theme and its language, as it stands now (an edit gives a new one). */
export async function quotationPdf(ctx: Pick<Context, 'db' | 'storage' | 'pdf'>, quotation: Quotation) {
  const centre = await centreDetails(ctx.db);
  const document: QuotationDocument = {
    theme: quotation.pdfTheme,
    language: quotation.language,
    centre,
    quotationNumber: quotation.quotationNumber,
    issueDate: centreDate(new Date(quotation.createdAt)),
    validUntil: quotation.validUntil,
    client: documentClient(quotation),
    lines: documentLines(quotation, await arabicCourseNames(ctx.db, quotation.lines, quotation.language)),
    totals: documentTotals(quotation),
    notes: quotation.notes,
    acceptance: await acceptanceOf(ctx, quotation),
    // Only while the client can still accept it: not a draft, nor once accepted, rejected or expired.
    acceptanceUrl: openStatuses.includes(quotation.status) ? quotationPageLink(quotation) : null,
  };
  return renderPdf(ctx, quotationHtml(document), centre, quotation.language);
}
