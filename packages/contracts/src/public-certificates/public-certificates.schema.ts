import { z } from 'zod';
import { isoDate } from '../fields.js';

/** The course types a certificate names (spec, public site section 9 and the console's list). */
export const courseTypes = [
  'mobile_crane_operations',
  'tower_crane_operations',
  'overhead_crane_operations',
  'refresher_training',
  'rigger',
  'wireman',
  'excavator',
  'plumbing',
  'confined_space',
  'vacuum_tanker',
  'wheeled_loading',
  'skid_steer',
  'forklift',
  'counterbalance',
  'general_machinery',
  'other',
] as const;
export type CourseType = (typeof courseTypes)[number];

export const courseTypeLabels: Record<CourseType, string> = {
  mobile_crane_operations: 'Mobile Crane Operations',
  tower_crane_operations: 'Tower Crane Operations',
  overhead_crane_operations: 'Overhead Crane Operations',
  refresher_training: 'Refresher Training',
  rigger: 'Rigger',
  wireman: 'Wireman',
  excavator: 'Excavator',
  plumbing: 'Plumbing License',
  confined_space: 'Confined Space',
  vacuum_tanker: 'Vacuum Tanker',
  wheeled_loading: 'Wheeled Loading Shovel',
  skid_steer: 'Skid Steer Loader',
  forklift: 'Forklift',
  counterbalance: 'Counterbalance Forklift',
  general_machinery: 'General Machinery',
  other: 'Other Training',
};

/** The label of a course type; a value outside the list shows as it is. */
export function courseTypeLabel(type: string): string {
  return Object.hasOwn(courseTypeLabels, type) ? courseTypeLabels[type as CourseType] : type;
}

export const CERTIFICATE_QUERY_MESSAGE = 'Please enter a certificate number or national ID';

/** The public search box: one whole certificate number or national ID. */
export const certificateSearchInputSchema = z.object({
  query: z
    .string({ error: CERTIFICATE_QUERY_MESSAGE })
    .trim()
    .min(1, CERTIFICATE_QUERY_MESSAGE)
    .max(100, 'A certificate number or national ID is at most 100 characters'),
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
    'Please fill in all required fields: Certificate Number, Student Name, Course, and Publish Date.',
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

/** A course type by its key or its label, in any case ('Mobile Crane Operations' or 'mobile_crane_operations'). */
function courseTypeOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const wanted = value.trim().toLowerCase();
  return (
    courseTypes.find((type) => type === wanted || courseTypeLabels[type].toLowerCase() === wanted) ?? value
  );
}

const requiredText = (message: string, max: number, label: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${label} must be at most ${max} characters`);
const requiredDate = (message: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), isoDate(message));

/**
 * The console's Publish Certificate form, POST /api/admin/public-certificates and every row of a
 * CSV import. yearOfBirth is derived from the date of birth (a value sent is ignored) and a new
 * certificate is visible; the age rule (18 on the day it is published) is checked by the server,
 * which knows what day it is, and by the form before it sends.
 */
export const createPublicCertificateInputSchema = z
  .object({
    certificateNumber: requiredText('Certificate number is required', 100, 'Certificate number'),
    studentName: requiredText('Student name is required', 200, 'Student name'),
    nationalId: requiredText('National ID is required', 50, 'National ID'),
    courseType: z.preprocess(courseTypeOf, z.enum(courseTypes, { error: 'Course type is required' })),
    dateOfBirth: requiredDate('Date of birth is required'),
    publishDate: requiredDate('Publish date is required'),
    expiryDate: requiredDate('Expiry date is required'),
    yearOfBirth: z.unknown().optional(),
    isVisible: z.boolean().optional(),
  })
  .refine((value) => value.expiryDate > value.publishDate, {
    message: 'Expiry date must be after the publish date',
    path: ['expiryDate'],
  });
export type CreatePublicCertificateInput = z.input<typeof createPublicCertificateInputSchema>;

/** A public certificate in the console's list, with its verification address and status. */
export const publicCertificateSchema = z.object({
  id: z.uuid(),
  certificateNumber: z.string(),
  studentName: z.string(),
  nationalId: z.string().nullable(),
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
  createdAt: z.iso.datetime({ offset: true }),
});
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;

export const publicCertificateIdInputSchema = z.object({ id: z.string() });

export const REVOKE_REASON_MESSAGE = 'Please give the reason for revoking this certificate';
export const revokeCertificateInputSchema = z.object({
  id: z.string(),
  reason: requiredText(REVOKE_REASON_MESSAGE, 500, 'The reason'),
});

/** CSV import: the header row (any order) and a template with one example row. */
export const publicCertificateCsvColumns = [
  'certificateNumber',
  'studentName',
  'nationalId',
  'courseType',
  'dateOfBirth',
  'publishDate',
  'expiryDate',
] as const;
export const publicCertificateCsvTemplate = `${publicCertificateCsvColumns.join(',')}\r\nCERT-2026-0001,Ahmed Ali Hassan,880112345,Mobile Crane Operations,1988-01-12,2026-11-01,2029-10-31\r\n`;
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
