import { z } from 'zod';
import { courseReferenceFields, courseReferenceGiven } from '../courses/course-reference.js';
import { isoDate, requiredString, westernDigits } from '../fields.js';
import { listInputSchemas, searchTextSchema } from '../paging/page-query.schema.js';

/** The largest certificate PDF the product takes: 10 MB. */
export const MAX_CERTIFICATE_BYTES = 10_485_760;

export const CERTIFICATE_TOO_LARGE_MESSAGE = 'File too large. File size must be less than 10.0MB';
export const NOT_A_PDF_MESSAGE = 'Invalid file type. Please select a PDF file';
/** A PDF with JavaScript or launch actions (see pdf-active-content.ts): 415. */
export const PDF_ACTIVE_CONTENT_MESSAGE =
  'This PDF contains scripts or actions, which certificates must not have. Please save it again as a plain PDF.';
/** A PDF whose compressed objects the server cannot read to look for them: 415 too. */
export const PDF_UNCHECKABLE_MESSAGE =
  'This PDF could not be checked for scripts or actions (it is encrypted or compressed in an unusual way). Please save it again as a plain PDF.';
export const NO_CERTIFICATE_FILE_MESSAGE = 'Please select a PDF file';
export const UPLOAD_CERTIFICATE_FIRST_MESSAGE = 'Please upload the certificate PDF first';
export const NUMBERS_ONLY_MESSAGE = 'Please enter numbers only';
export const EXPIRY_AFTER_ISSUE_MESSAGE = 'Expiry date must be after the issue date';

/** The private certificate file as the API read it from the multipart field `file`. */
export const certificateFileBytesSchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array, {
  error: NO_CERTIFICATE_FILE_MESSAGE,
});
export const uploadCertificateInputSchema = z.object({ file: certificateFileBytesSchema });
/** POST /api/admin/upload-certificate: the uploaded PDF's reference, sent back as certificateFileUrl. */
export const uploadCertificateOutputSchema = z.object({ fileUrl: z.string() });

/** A certificate without a course, or naming one the catalogue does not have. */
export const COURSE_REQUIRED_MESSAGE = 'Course is required';

// The holder's national ID: digits typed on an Arabic keyboard (٨٩٠...) are the same digits.
const governmentNumberSchema = z
  .string({ error: 'Government number is required' })
  .transform(westernDigits)
  .pipe(
    requiredString('Government number is required', 'Government number')
      .trim()
      .min(1, 'Government number is required')
      .max(50, 'Government number must be at most 50 digits')
      .regex(/^\d+$/, NUMBERS_ONLY_MESSAGE),
  );

export const CERTIFICATE_NUMBER_TAKEN_MESSAGE = (number: string) =>
  `Another certificate already has the number ${number}`;

/**
 * PATCH /api/admin/certificates/{id} and the Edit Certificate dialog: the dates and numbers to
 * change (a wrong date or number is corrected, not deleted and uploaded again). The expiry stays
 * after the issue date, checked here when both are sent and against the stored one otherwise.
 */
export const updateCertificateInputSchema = z
  .object({
    id: z.string().min(1),
    certificateNumber: requiredString('Certificate number is required')
      .trim()
      .min(1, 'Certificate number is required')
      .max(100, 'Certificate number must be at most 100 characters')
      .optional(),
    governmentNumber: governmentNumberSchema.optional(),
    issueDate: isoDate('Issue date is required').optional(),
    expiryDate: isoDate('Expiry date is required').optional(),
  })
  .refine((value) => !value.issueDate || !value.expiryDate || value.expiryDate > value.issueDate, {
    message: EXPIRY_AFTER_ISSUE_MESSAGE,
    path: ['expiryDate'],
  });
export type UpdateCertificateInput = z.input<typeof updateCertificateInputSchema>;

/**
 * The console's upload form and POST /api/admin/certificates. The client may be named as userId
 * or participantId (the spec's two names for the same thing); the course as courseId (the form) or
 * courseType (the spec's field: a course's name or code, or a course type's key or label), found
 * in the catalogue. Every field is required.
 */
export const createCertificateInputSchema = z
  .object({
    userId: z.string().trim().optional(),
    participantId: z.string().trim().optional(),
    ...courseReferenceFields(COURSE_REQUIRED_MESSAGE),
    issueDate: isoDate('Issue date is required'),
    expiryDate: isoDate('Expiry date is required'),
    governmentNumber: governmentNumberSchema,
    certificateFileUrl: requiredString(UPLOAD_CERTIFICATE_FIRST_MESSAGE),
  })
  .refine((value) => Boolean(value.userId || value.participantId), {
    message: 'Client is required',
    path: ['userId'],
    // Said beside the other fields' messages, not only once they are right.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  })
  .refine(...courseReferenceGiven(COURSE_REQUIRED_MESSAGE))
  .refine((value) => value.expiryDate > value.issueDate, {
    message: EXPIRY_AFTER_ISSUE_MESSAGE,
    path: ['expiryDate'],
  });
export type CreateCertificateInput = z.input<typeof createCertificateInputSchema>;

export const certificateValidity = ['valid', 'expired'] as const;

/**
 * GET /api/admin/certificates?search=&status=&sort=&direction=, newest first; a page when the
 * query asks for one. The search matches the numbers, the client (company, name, e-mail) and course.
 */
export const certificateListInput = listInputSchemas(
  {
    search: searchTextSchema,
    status: z.enum(certificateValidity, { error: 'status must be valid or expired' }).optional(),
  },
  ['createdAt', 'certificateNumber', 'client', 'course', 'issueDate', 'expiryDate'],
  { sort: 'createdAt', direction: 'desc' },
);
export type CertificateFilter = z.output<typeof certificateListInput.all>;

/** A private certificate in the console's list. */
export const certificateSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  user: z.object({
    companyName: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
  }),
  /** The course of the catalogue, by its name now; its type as the certificate was issued. */
  courseId: z.uuid(),
  courseName: z.string(),
  /** The catalogue's Arabic name of the course, when it has one: what an Arabic reader is shown. */
  courseNameAr: z.string().nullable(),
  courseType: z.string(),
  certificateNumber: z.string(),
  governmentNumber: z.string().nullable(),
  fileName: z.string(),
  issueDate: z.iso.date(),
  expiryDate: z.iso.date(),
  status: z.enum(certificateValidity),
  publishedBy: z.uuid().nullable(),
  publishedByName: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** A certificate in the client's My Certificates (GET /api/certificates). */
export const clientCertificateSchema = z.object({
  id: z.uuid(),
  certificateNumber: z.string(),
  courseId: z.uuid(),
  courseName: z.string(),
  /** The catalogue's Arabic name of the course, when it has one: what an Arabic reader is shown. */
  courseNameAr: z.string().nullable(),
  courseType: z.string(),
  issueDate: z.iso.date(),
  expiryDate: z.iso.date(),
  status: z.enum(certificateValidity),
});
export type ClientCertificate = z.infer<typeof clientCertificateSchema>;

export const certificateIdInputSchema = z.object({ id: z.string() });
