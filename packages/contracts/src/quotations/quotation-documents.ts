import { type DocumentClient, type DocumentLine, type QuotationDocument, quotationHtml } from '@tc/pdf';
import { centreDate } from '../centre-date.js';
import type { Context } from '../context.js';
import { centreDetails } from '../documents/document-settings.service.js';
import { renderPdf } from '../documents/render-pdf.js';
import { arabicCourseNames, type CourseNames, lineCourseName } from './course-names.js';
import { quotationPageLink } from './quotation-mail.js';
import type { Quotation, QuotationLine } from './quotations.schema.js';

/** The lines as a client reads them: without the courses' ids, each course named in their language. */
export const clientLines = (lines: readonly QuotationLine[], names: CourseNames) =>
  lines.map(({ courseId, ...line }) => ({
    ...line,
    courseName: lineCourseName({ ...line, courseId }, names),
  }));

/** A line as a document prints it; `names` puts its course's name in the document's language. */
const documentLine = (
  { courseId, courseName, courseCode, trainingType, candidates, unitPrice, lineTotal }: QuotationLine,
  names: CourseNames,
): DocumentLine => ({
  courseName: lineCourseName({ courseId, courseName }, names),
  courseCode,
  trainingType,
  candidates,
  unitPrice,
  lineTotal,
});

/** The lines as a document prints them; `names` puts a course's name in the document's language. */
export const documentLines = (
  quotation: { lines: readonly QuotationLine[] },
  names: CourseNames = new Map(),
): DocumentLine[] => quotation.lines.map((line) => documentLine(line, names));

/**
 * The lines of a bilingual document (the tax invoice, the credit note): each course by the name it
 * was priced with, and beneath it the catalogue's Arabic name when it has one.
 */
export const bilingualLines = (quotation: { lines: readonly QuotationLine[] }, arabic: CourseNames) =>
  quotation.lines.map((line) => {
    const courseNameAr = arabic.get(line.courseId);
    const printed = documentLine(line, new Map());
    return courseNameAr ? { ...printed, courseNameAr } : printed;
  });

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
