import type { Language } from '@tc/contracts/language';
import {
  addDays,
  type Course,
  type CreateQuotationInput,
  centreDate,
  createQuotationInputSchema,
  pdfThemes,
  QUOTATION_VALID_DAYS,
  type Quotation,
  type QuotationTheme,
  quotationMessages,
  quotationTotals,
  type TrainingType,
  updateQuotationInputSchema,
} from '@tc/contracts/schemas';
import { formResolver } from '../../../app/form-resolver';

/** One course line of the builder, as its fields hold it while it is typed. */
export interface LineValues {
  /** Keeps a line's fields in place while lines above it are removed. */
  key: string;
  courseId: string;
  courseName: string;
  courseCode: string;
  trainingType: TrainingType;
  candidates: number | string;
  price: number | string;
}

export interface QuotationValues {
  clientId: string | null;
  companyName: string;
  clientName: string;
  contactEmail: string;
  contactPhone: string;
  contactPerson: string;
  /** Prefilled from the client account chosen; the quotation keeps its own. */
  address: string;
  vatNumber: string;
  crNumber: string;
  ccEmails: string;
  validUntil: string;
  pdfTheme: QuotationTheme;
  /** Null on a new quotation: the server takes the client account's language, else English. */
  language: Language | null;
  notes: string;
  sendEmail: boolean;
  lines: LineValues[];
}

let lastKey = 0;
const nextKey = () => {
  lastKey += 1;
  return `line-${lastKey}`;
};

/** The course's own price for the training type (whole dinars), as the builder's field starts it: "160.00". */
export function coursePrice(course: Pick<Course, 'trainingPrice' | 'assessmentPrice'>, type: TrainingType) {
  return `${type === 'assessment' ? course.assessmentPrice : course.trainingPrice}.00`;
}

export function newLine(course: Course): LineValues {
  return {
    key: nextKey(),
    courseId: course.id,
    courseName: course.name,
    courseCode: course.code,
    trainingType: 'full_course',
    candidates: 1,
    price: coursePrice(course, 'full_course'),
  };
}

/** A new quotation: valid for the usual days from today (a Bahrain date), the default theme. */
export function emptyQuotation(now = new Date()): QuotationValues {
  return {
    clientId: null,
    companyName: '',
    clientName: '',
    contactEmail: '',
    contactPhone: '',
    contactPerson: '',
    address: '',
    vatNumber: '',
    crNumber: '',
    ccEmails: '',
    validUntil: addDays(centreDate(now), QUOTATION_VALID_DAYS),
    pdfTheme: pdfThemes[0],
    language: null,
    notes: '',
    sendEmail: false,
    lines: [],
  };
}

/** A saved quotation in the edit form, its lines included. */
export function quotationValues(quotation: Quotation): QuotationValues {
  return {
    clientId: quotation.clientId,
    companyName: quotation.companyName,
    clientName: quotation.clientName,
    contactEmail: quotation.contactEmail,
    contactPhone: quotation.contactPhone ?? '',
    contactPerson: quotation.contactPerson ?? '',
    address: quotation.address ?? '',
    vatNumber: quotation.vatNumber ?? '',
    crNumber: quotation.crNumber ?? '',
    ccEmails: quotation.ccEmails.join(', '),
    validUntil: quotation.validUntil,
    pdfTheme: quotation.pdfTheme,
    language: quotation.language,
    notes: quotation.notes ?? '',
    sendEmail: false,
    lines: quotation.lines.map((line) => ({
      key: nextKey(),
      courseId: line.courseId,
      courseName: line.courseName,
      courseCode: line.courseCode,
      trainingType: line.trainingType,
      candidates: line.candidates,
      price: line.unitPrice,
    })),
  };
}

/** What the server takes: the create payload (the edit adds the quotation's id). */
export function quotationPayload(values: QuotationValues) {
  return {
    clientId: values.clientId || null,
    companyName: values.companyName,
    clientName: values.clientName,
    contactEmail: values.contactEmail,
    contactPhone: values.contactPhone,
    contactPerson: values.contactPerson,
    address: values.address,
    vatNumber: values.vatNumber,
    crNumber: values.crNumber,
    ccEmails: values.ccEmails,
    notes: values.notes,
    validUntil: values.validUntil || null,
    pdfTheme: values.pdfTheme,
    language: values.language ?? undefined,
    lines: values.lines.map(({ courseId, trainingType, candidates, price }) => ({
      courseId,
      trainingType,
      candidates,
      price,
    })),
  } satisfies CreateQuotationInput;
}

const checkCreate = formResolver(createQuotationInputSchema);
const checkUpdate = formResolver(updateQuotationInputSchema);

/**
 * The server's own schema checks the form (the create's, or the edit's with its own messages),
 * each message beside its field ('lines.0.price'); a quotation also needs a course.
 */
export function validateQuotation(values: QuotationValues, editing: boolean): Record<string, string> {
  const payload = quotationPayload(values);
  const errors = (editing ? checkUpdate({ id: '', ...payload }) : checkCreate(payload)) as Record<
    string,
    string
  >;
  return values.lines.length === 0 ? { ...errors, lines: quotationMessages.course } : errors;
}

/** A candidates field as a count, 0 while it holds no whole number. */
const candidateCount = (value: number | string) => {
  const count = Number(value);
  return Number.isInteger(count) && count > 0 ? count : 0;
};

/** The live totals, by the same function the server prices with (a price not yet readable counts 0). */
export function liveTotals(lines: readonly LineValues[]) {
  return quotationTotals(
    lines.map((line) => ({ candidates: candidateCount(line.candidates), unitPrice: String(line.price) })),
  );
}
