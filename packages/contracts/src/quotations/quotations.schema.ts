import { z } from 'zod';
import { languageSchema } from '../auth/auth.schema.js';
import { clientDetailsFields } from '../clients/client-details.schema.js';
import { isoDate, optionalPhone, optionalText, requiredText } from '../fields.js';
import { LANGUAGES } from '../language.js';
import { listInputSchemas, searchTextSchema } from '../paging/page-query.schema.js';
import { amountToFils, MAX_CANDIDATES_PER_LINE, MAX_UNIT_PRICE } from './money.js';

export const quotationStatuses = ['draft', 'sent', 'viewed', 'accepted', 'rejected', 'expired'] as const;
export type QuotationStatus = (typeof quotationStatuses)[number];
/** Where a quotation came from: made in the console, or a visitor's request (quotation-requests). */
export const quotationSources = ['console', 'request'] as const;
export type QuotationSource = (typeof quotationSources)[number];
export const pdfThemes = ['corporate', 'minimal', 'bold'] as const;
export type QuotationTheme = (typeof pdfThemes)[number];
export const trainingTypes = ['full_course', 'assessment'] as const;
export type TrainingType = (typeof trainingTypes)[number];

/** A quotation is valid this many days from its creation unless it says otherwise. */
export const QUOTATION_VALID_DAYS = 30;
export const MAX_QUOTATION_LINES = 50;
/** A clientId that is no client account (unknown, an instructor's or an admin's). */
export const CLIENT_NOT_FOUND = 'Client not found';

export const quotationMessages = {
  companyName: 'Company name is required',
  clientName: 'Client contact name is required',
  clientNameEdit: 'Client name is required',
  clientEmail: 'Client email is required',
  invalidEmail: 'Please enter a valid email address',
  course: 'Please select at least one course',
  courseToAdd: 'Please select a course to add.',
  candidates: `Candidates must be a whole number from 1 to ${MAX_CANDIDATES_PER_LINE}`,
  price: 'Price must be 0 or more, with at most 2 decimals',
  previousCourses: 'Error loading previous courses.',
} as const;

const email = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(255)
    .pipe(z.email(quotationMessages.invalidEmail));

/** A price per candidate: 0 or more, at most 2 decimals, as text or a number; answered as "160.00". */
export const priceSchema = z
  .union([z.string(), z.number()], { error: quotationMessages.price })
  .transform((value, context) => {
    const fils = amountToFils(value);
    if (fils === null || fils > (amountToFils(MAX_UNIT_PRICE) ?? 0)) {
      context.addIssue({ code: 'custom', message: quotationMessages.price });
      return z.NEVER;
    }
    return fils;
  });

const candidatesSchema = z.coerce
  .number({ error: quotationMessages.candidates })
  .int(quotationMessages.candidates)
  .min(1, quotationMessages.candidates)
  .max(MAX_CANDIDATES_PER_LINE, quotationMessages.candidates);

/** One line of the builder: a catalogue course, its training type, candidates and (optionally) a price. */
export const quotationLineInputSchema = z.object({
  courseId: z.string({ error: quotationMessages.courseToAdd }).trim().min(1, quotationMessages.courseToAdd),
  trainingType: z.enum(trainingTypes, { error: 'Training type must be full_course or assessment' }),
  candidates: candidatesSchema,
  /** Unset: the course's price for that training type. */
  price: priceSchema.optional(),
});
export type QuotationLineInput = z.input<typeof quotationLineInputSchema>;

/** CC addresses as a comma list (or an array), each a valid e-mail. */
const ccEmailsSchema = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value, context) => {
    if (value === undefined) return undefined;
    const list = (Array.isArray(value) ? value : value.split(','))
      .map((address) => address.trim())
      .filter(Boolean);
    for (const address of list) {
      if (!z.email().safeParse(address).success) {
        context.addIssue({ code: 'custom', message: `"${address}" is not a valid CC email address` });
        return z.NEVER;
      }
    }
    return list;
  });

/** A course map of the spec's payload: course id or code -> value. */
const courseMap = <T extends z.ZodType>(value: T) => z.record(z.string(), value).optional();

/** The fields the builder and the edit modal share. */
const quotationFields = {
  clientId: z.uuid('Choose a client from the list').nullish(),
  companyName: requiredText(quotationMessages.companyName, 200, 'Company name'),
  contactPhone: optionalPhone(30, 'Contact phone').optional(),
  contactPerson: optionalText(200, 'Contact person').optional(),
  /** Unset on create: the client account's; the admin may change them. */
  ...clientDetailsFields,
  ccEmails: ccEmailsSchema,
  notes: optionalText(2000, 'Notes').optional(),
  validUntil: isoDate('Valid until must be a date').nullish(),
  pdfTheme: z.enum(pdfThemes, { error: 'PDF theme must be corporate, minimal or bold' }).optional(),
  /** Unset on create: the client account's language, else English. */
  language: languageSchema.optional(),
};

/**
 * The create payload: the spec's (course maps keyed by course id or code, `selectedCourses` as a
 * comma list or array) or typed `lines`; the server computes every amount, whatever is sent.
 */
export const createQuotationInputSchema = z.object({
  ...quotationFields,
  clientName: requiredText(quotationMessages.clientName, 200, 'Client contact name'),
  contactEmail: email(quotationMessages.clientEmail),
  lines: z.array(quotationLineInputSchema).max(MAX_QUOTATION_LINES).optional(),
  selectedCourses: z.union([z.string(), z.array(z.string())]).optional(),
  coursePrices: courseMap(priceSchema),
  courseParticipants: courseMap(candidatesSchema),
  courseCandidates: courseMap(candidatesSchema),
  courseTrainingTypes: courseMap(z.enum(trainingTypes)),
  sendEmail: z.boolean().optional(),
});
export type CreateQuotationInput = z.input<typeof createQuotationInputSchema>;

/** The edit modal: the fields to change; lines, when sent, replace the quotation's lines. */
export const updateQuotationInputSchema = z.object({
  id: z.string(),
  ...quotationFields,
  companyName: quotationFields.companyName.optional(),
  clientName: requiredText(quotationMessages.clientNameEdit, 200, 'Client name').optional(),
  contactEmail: email(quotationMessages.clientEmail).optional(),
  lines: z
    .array(quotationLineInputSchema)
    .min(1, quotationMessages.course)
    .max(MAX_QUOTATION_LINES)
    .optional(),
});
export type UpdateQuotationInput = z.input<typeof updateQuotationInputSchema>;

export const quotationIdInputSchema = z.object({ id: z.string() });
/**
 * GET /api/admin/quotations?search=&status=&sort=&direction=, newest first; a page when the query
 * asks for one. The search matches the number, company, contact name and e-mail.
 */
export const quotationListInput = listInputSchemas(
  {
    search: searchTextSchema,
    status: z
      .enum(quotationStatuses, { error: `status must be one of: ${quotationStatuses.join(', ')}` })
      .optional(),
    source: z
      .enum(quotationSources, { error: `source must be one of: ${quotationSources.join(', ')}` })
      .optional(),
  },
  ['createdAt', 'quotationNumber', 'companyName', 'amount', 'validUntil', 'status'],
  { sort: 'createdAt', direction: 'desc' },
);
export type QuotationFilter = z.output<typeof quotationListInput.all>;

const amount = z.string().regex(/^\d+\.\d{2}$/);

export const quotationLineSchema = z.object({
  courseId: z.uuid(),
  courseName: z.string(),
  courseCode: z.string(),
  trainingType: z.enum(trainingTypes),
  candidates: z.number().int(),
  unitPrice: amount,
  lineTotal: amount,
});
export type QuotationLine = z.infer<typeof quotationLineSchema>;

const instant = z.iso.datetime({ offset: true }).nullable();

/** A quotation as the console reads it; amounts are BD texts with two decimals. */
export const quotationSchema = z.object({
  id: z.uuid(),
  quotationNumber: z.string(),
  status: z.enum(quotationStatuses),
  clientId: z.uuid().nullable(),
  companyName: z.string(),
  clientName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  contactPerson: z.string().nullable(),
  address: z.string().nullable(),
  vatNumber: z.string().nullable(),
  crNumber: z.string().nullable(),
  ccEmails: z.array(z.string()),
  lines: z.array(quotationLineSchema),
  subtotal: amount,
  vatRate: z.number(),
  vatAmount: amount,
  amount,
  currency: z.literal('BHD'),
  validUntil: z.iso.date(),
  pdfTheme: z.enum(pdfThemes),
  /** The language its PDF, its public page and its mails are written in. */
  language: z.enum(LANGUAGES),
  notes: z.string().nullable(),
  publicUrl: z.string(),
  sentAt: instant,
  viewedAt: instant,
  acceptedAt: instant,
  acceptedBy: z.string().nullable(),
  acceptanceNotes: z.string().nullable(),
  rejectedAt: instant,
  rejectedBy: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  reminderCount: z.number().int(),
  invoice: z.object({ id: z.uuid(), invoiceNumber: z.string() }).nullable(),
  publishedByName: z.string().nullable(),
  /** 'request': a visitor asked for it on the website; `request` holds what they asked beyond it. */
  source: z.enum(quotationSources),
  request: z.object({ preferredDate: z.string().nullable(), notes: z.string().nullable() }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Quotation = z.infer<typeof quotationSchema>;

/** What the status allows: only a draft or sent quotation is edited; sending needs a draft or sent one. */
export const editableQuotationStatuses: readonly QuotationStatus[] = ['draft', 'sent'];
export const sendableQuotationStatuses: readonly QuotationStatus[] = ['draft', 'sent', 'viewed'];

export const testEmailInputSchema = z.object({ email: email('Email is required') });
