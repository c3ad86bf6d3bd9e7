import { z } from 'zod';
import { courseReferenceFields, courseReferenceGiven } from '../courses/course-reference.js';
import {
  controlCharacterMessage,
  FIRST_ISO_DATE,
  hasControlCharacter,
  isoDate,
  LAST_ISO_DATE,
  requiredText,
  westernDigits,
} from '../fields.js';
import { listInputSchemas, searchTextSchema } from '../paging/page-query.schema.js';

// The course types live with the courses (a type is a property of a course); the browser-safe
// entry reaches them through this file, as the modules that imported them from here do.
export {
  type CourseType,
  certificateCourseName,
  courseTypeLabel,
  courseTypeLabels,
  courseTypes,
} from '../courses/course-types.js';

/** The search box takes no more than this (a certificate number is at most 100 characters). */
export const CERTIFICATE_QUERY_MAX_LENGTH = 100;
export const CERTIFICATE_QUERY_MESSAGE = 'Please enter a certificate number or national ID';

/** The public search box: one whole certificate number or national ID. */
export const certificateSearchInputSchema = z.object({
  query: z
    .string({ error: CERTIFICATE_QUERY_MESSAGE })
    .trim()
    .min(1, CERTIFICATE_QUERY_MESSAGE)
    .max(
      CERTIFICATE_QUERY_MAX_LENGTH,
      `A certificate number or national ID is at most ${CERTIFICATE_QUERY_MAX_LENGTH} characters`,
    )
    .refine(
      (text) => !hasControlCharacter(text),
      controlCharacterMessage('Certificate number or national ID'),
    )
    .transform(westernDigits),
});
export type CertificateSearchInput = z.input<typeof certificateSearchInputSchema>;

/** Revoked wins over the dates; otherwise valid while the expiry date is after today in Bahrain. */
export const certificateStatuses = ['valid', 'expired', 'revoked'] as const;
export type CertificateStatus = (typeof certificateStatuses)[number];

/**
 * One certificate as the public search and the verification page show it; status is computed by
 * the server (Asia/Bahrain), and a revoked one says why.
 */
export const certificateSearchResultSchema = z.object({
  certificateNumber: z.string(),
  studentName: z.string(),
  nationalId: z.string().nullable(),
  dateOfBirth: z.iso.date().nullable(),
  yearOfBirth: z.number().int().nullable(),
  courseType: z.string(),
  courseName: z.string().nullable(),
  publishDate: z.iso.date(),
  expiryDate: z.iso.date().nullable(),
  status: z.enum(certificateStatuses),
  revokedAt: z.iso.datetime({ offset: true }).nullable(),
  revokedReason: z.string().nullable(),
});
export type CertificateSearchResult = z.infer<typeof certificateSearchResultSchema>;

/**
 * What a visitor sees of the holder's identity (Bahrain's Personal Data Protection Law): the
 * verification page and a search by certificate number show the national ID's last four
 * characters only and the year of birth, not the date; a search by the whole national ID may
 * show it, since the searcher typed it.
 */
export const MASK_CHARACTER = '*';
export function maskNationalId(nationalId: string): string {
  const shown = nationalId.length > 4 ? nationalId.slice(-4) : '';
  return MASK_CHARACTER.repeat(nationalId.length - shown.length) + shown;
}
export function isMaskedNationalId(nationalId: string): boolean {
  return nationalId.startsWith(MASK_CHARACTER);
}

/** GET /api/public-certificates/verify/{code}: the code printed (as a QR code) on the certificate. */
export const verificationCodeInputSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'The verification code is missing')
    .max(64, 'This verification code is not valid'),
});

export const MINIMUM_CERTIFICATE_AGE = 18;
export const MISSING_INFORMATION_TEXT = {
  title: 'Missing Information',
  description:
    'Please fill in all required fields: Certificate Number, Student Name, Course, and Issue Date.',
};
export const AGE_VALIDATION_TEXT = {
  title: 'Age Validation Error',
  description: 'Student must be at least 18 years old to obtain certification.',
};

/** Whole years between a date of birth and a day (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return day.slice(5) >= dateOfBirth.slice(5) ? years : years - 1;
}

/** The latest date of birth the form's date picker offers: 18 years before the day. */
export function latestDateOfBirth(day: string): string {
  const year = String(Number(day.slice(0, 4)) - MINIMUM_CERTIFICATE_AGE).padStart(4, '0');
  // 29 February, 18 years back, is not a date: the day before is the last one old enough.
  return day.slice(5) === '02-29' ? `${year}-02-28` : `${year}${day.slice(4)}`;
}

/** How much of a malformed value a message repeats: enough to find it in a file, never a page of it. */
const SHOWN_VALUE_MAX = 40;

/**
 * A required date: empty or missing is '<label> is required'; text that is no date says what it
 * must look like and what it got, so a CSV row names the cell to correct.
 */
const requiredDate = (label: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.unknown().transform((value, context) => {
      const required = `${label} is required`;
      const parsed = isoDate(required).safeParse(value);
      if (parsed.success) return parsed.data;
      const text = typeof value === 'string' ? value.trim() : '';
      const got = `(got ${text.slice(0, SHOWN_VALUE_MAX)})`;
      const message =
        text === ''
          ? required
          : /^\d{4}-\d{2}-\d{2}$/.test(text)
            ? `${label} must be a real date from ${FIRST_ISO_DATE} to ${LAST_ISO_DATE} ${got}`
            : `${label} must be YYYY-MM-DD ${got}`;
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }),
  );

export const CLIENT_NOT_FOUND_MESSAGE = 'Client not found';

/** A certificate's client company: a client account's id; empty or null is none. */
const clientIdSchema = z
  .string({ error: CLIENT_NOT_FOUND_MESSAGE })
  .trim()
  .nullish()
  .transform((value) => value || null);

/** PATCH /api/admin/public-certificates/{id}: what may change once published, the client company. */
export const updatePublicCertificateInputSchema = z.object({ id: z.string(), clientId: clientIdSchema });

/** A public certificate without a course; the form and the CSV both call the field Course. */
export const COURSE_TYPE_REQUIRED_MESSAGE = 'Course is required';

/** A CSV row (or REST caller) naming a course the catalogue does not have. */
export function unknownCourseMessage(named: string): string {
  return `Unknown course "${named.slice(0, SHOWN_VALUE_MAX)}"`;
}

/**
 * The console's Publish Certificate form, POST /api/admin/public-certificates and every row of a
 * CSV import. The course is one of the catalogue: courseId (the form), or courseType (the spec's
 * field and the CSV column): a course's name or code, or a course type's key or label.
 * yearOfBirth is derived from the date of birth (a value sent is ignored) and a new certificate is
 * visible; the age rule (18 on the day it is published) is checked by the server, which knows what
 * day it is, and by the form before it sends.
 */
export const createPublicCertificateInputSchema = z
  .object({
    certificateNumber: requiredText('Certificate number is required', 100, 'Certificate number'),
    studentName: requiredText('Student name is required', 200, 'Student name'),
    // Typed on an Arabic keyboard (٨٩٠...), the same ID: stored and searched in 0-9.
    nationalId: z
      .string({ error: 'National ID is required' })
      .transform(westernDigits)
      .pipe(requiredText('National ID is required', 50, 'National ID')),
    ...courseReferenceFields(COURSE_TYPE_REQUIRED_MESSAGE),
    dateOfBirth: requiredDate('Date of birth'),
    publishDate: requiredDate('Issue date'),
    expiryDate: requiredDate('Expiry date'),
    yearOfBirth: z.unknown().optional(),
    isVisible: z.boolean().optional(),
    /** The client company that sent the operator: a client account's id (the operators' register). */
    clientId: clientIdSchema,
  })
  .refine(...courseReferenceGiven(COURSE_TYPE_REQUIRED_MESSAGE))
  .refine((value) => value.expiryDate > value.publishDate, {
    message: 'Expiry date must be after the issue date',
    path: ['expiryDate'],
  });
export type CreatePublicCertificateInput = z.input<typeof createPublicCertificateInputSchema>;

/** A public certificate in the console's list, with its verification address and status. */
export const publicCertificateSchema = z.object({
  id: z.uuid(),
  certificateNumber: z.string(),
  studentName: z.string(),
  nationalId: z.string().nullable(),
  /** The course of the catalogue; its name and type as they were when the certificate was published. */
  courseId: z.uuid(),
  courseType: z.string(),
  courseName: z.string().nullable(),
  dateOfBirth: z.iso.date().nullable(),
  yearOfBirth: z.number().int().nullable(),
  publishDate: z.iso.date(),
  expiryDate: z.iso.date().nullable(),
  isVisible: z.boolean(),
  status: z.enum(certificateStatuses),
  verificationUrl: z.string(),
  revokedAt: z.iso.datetime({ offset: true }).nullable(),
  revokedReason: z.string().nullable(),
  publishedBy: z.uuid().nullable(),
  /** The client company that sent the operator, if named. */
  clientId: z.uuid().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;

export const publicCertificateIdInputSchema = z.object({ id: z.string() });

/**
 * GET /api/admin/public-certificates?search=&status=&sort=&direction=, newest first; a page when
 * the query asks for one. The search matches part of the number, student, national ID or course.
 */
export const publicCertificateListInput = listInputSchemas(
  {
    search: searchTextSchema,
    status: z
      .enum(certificateStatuses, { error: `status must be one of: ${certificateStatuses.join(', ')}` })
      .optional(),
    clientId: z.uuid('clientId must be a client account id').optional(),
  },
  ['createdAt', 'certificateNumber', 'studentName', 'course', 'publishDate', 'expiryDate'],
  { sort: 'createdAt', direction: 'desc' },
);
export type PublicCertificateFilter = z.output<typeof publicCertificateListInput.all>;

export const REVOKE_REASON_MESSAGE = 'Please give the reason for revoking this certificate';
export const revokeCertificateInputSchema = z.object({
  id: z.string(),
  reason: requiredText(REVOKE_REASON_MESSAGE, 500, 'The reason'),
});

/**
 * CSV import: the header row (any order) and a template with one example row. The courseType
 * column names a course of the catalogue by its name or code (or a course type's key or label);
 * the optional clientEmail column names the client company by its account's e-mail (the
 * template's example leaves it empty: no client).
 */
export const publicCertificateCsvColumns = [
  'certificateNumber',
  'studentName',
  'nationalId',
  'courseType',
  'dateOfBirth',
  'publishDate',
  'expiryDate',
] as const;
export const publicCertificateCsvOptionalColumns = ['clientEmail'] as const;
export const publicCertificateCsvTemplate = `${[...publicCertificateCsvColumns, ...publicCertificateCsvOptionalColumns].join(',')}\r\nCERT-2026-0001,Ahmed Ali Hassan,880112345,Mobile Crane Operations,1988-01-12,2026-11-01,2029-10-31,\r\n`;
export const MAX_CSV_BYTES = 2_097_152;
export const MAX_CSV_ROWS = 1000;

/** One row the import refused: its line in the file (the header is line 1) and what is wrong. */
export const csvRowErrorSchema = z.object({
  line: z.number().int(),
  certificateNumber: z.string().nullable(),
  messages: z.array(z.string()),
});
export type CsvRowError = z.infer<typeof csvRowErrorSchema>;
export const importPublicCertificatesOutputSchema = z.object({ imported: z.number().int() });
export const NO_CSV_FILE_MESSAGE = 'Please select a CSV file';
export const importPublicCertificatesInputSchema = z.object({
  file: z.custom<Uint8Array>((value) => value instanceof Uint8Array, { error: NO_CSV_FILE_MESSAGE }),
});
