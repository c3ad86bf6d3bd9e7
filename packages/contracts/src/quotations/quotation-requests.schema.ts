import { z } from 'zod';
import { emailSchema } from '../auth/auth.schema.js';
import { isPhoneText, optionalText, phoneMessage, requiredText, westernDigits } from '../fields.js';
import { HONEYPOT_FIELD } from '../forms/form-answers.js';
import { MAX_QUOTATION_LINES } from './quotations.schema.js';

/*
 * A visitor's request for a quotation (POST /api/public/quotation-requests): the form on the
 * landing page and every course page, and the client portal's "Book a refresher". The same schema
 * checks the form in the browser and the request on the server.
 */

export const REQUEST_CANDIDATES_MAX = 100;
export const REQUEST_NOTES_MAX = 2000;

export const quotationRequestMessages = {
  email: 'Email is required',
  phone: 'Phone is required',
  courses: 'Please select at least one course',
  course: 'Please select a course',
  courseOnce: 'Choose each course once',
  candidates: `Number of candidates must be between 1 and ${REQUEST_CANDIDATES_MAX}`,
  preferredDate: 'Preferred date must be a month (YYYY-MM) or a date (YYYY-MM-DD)',
  unknownCourse: 'A course you chose is not offered. Please choose again.',
  received: 'Thank you. We have received your request and will send you a quotation shortly.',
  throttled: 'Too many requests. Please try again later.',
} as const;

const candidatesSchema = z
  .number({ error: quotationRequestMessages.candidates })
  .int(quotationRequestMessages.candidates)
  .min(1, quotationRequestMessages.candidates)
  .max(REQUEST_CANDIDATES_MAX, quotationRequestMessages.candidates);

export const requestedCourseSchema = z.object({
  courseId: z
    .string({ error: quotationRequestMessages.course })
    .trim()
    .min(1, quotationRequestMessages.course),
  numberOfCandidates: candidatesSchema,
});

/** A month (2027-03) or a day (2027-03-15) the visitor would like; empty is none. */
const preferredDateSchema = z
  .string({ error: quotationRequestMessages.preferredDate })
  .trim()
  .refine(
    (text) => text === '' || /^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/.test(text),
    quotationRequestMessages.preferredDate,
  )
  .transform((text) => text || null);

export const quotationRequestInputSchema = z.object({
  companyName: requiredText('Company name is required', 200, 'Company name'),
  contactPerson: requiredText('Contact person is required', 200, 'Contact person'),
  email: z
    .string({ error: quotationRequestMessages.email })
    .trim()
    .min(1, quotationRequestMessages.email)
    .pipe(emailSchema),
  phone: requiredText(quotationRequestMessages.phone, 30, 'Phone')
    .transform(westernDigits)
    .refine(isPhoneText, phoneMessage('Phone')),
  courses: z
    .array(requestedCourseSchema, { error: quotationRequestMessages.courses })
    .min(1, quotationRequestMessages.courses)
    .max(MAX_QUOTATION_LINES, `A request has at most ${MAX_QUOTATION_LINES} courses`)
    .refine(
      (courses) => new Set(courses.map((course) => course.courseId)).size === courses.length,
      quotationRequestMessages.courseOnce,
    ),
  preferredDate: preferredDateSchema.nullish().transform((value) => value ?? null),
  notes: optionalText(REQUEST_NOTES_MAX, 'Notes').optional(),
  /** The honeypot: a person leaves it empty; a request that fills it is answered and dropped. */
  [HONEYPOT_FIELD]: z.string().optional(),
});
export type QuotationRequestInput = z.input<typeof quotationRequestInputSchema>;

export const quotationRequestAnswerSchema = z.object({ message: z.string() });
