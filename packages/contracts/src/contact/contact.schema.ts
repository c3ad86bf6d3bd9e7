import { z } from 'zod';
import { emailSchema } from '../auth/auth.schema.js';
import { controlCharacterMessage, hasControlCharacter } from '../fields.js';
import { listInputSchemas, searchTextSchema } from '../paging/page-query.schema.js';

/** The contact form's course-interest value when the visitor picks no course. */
export const GENERAL_INQUIRY = 'general_inquiry';

const trimmedRequired = (message: string, max: number, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((text) => !hasControlCharacter(text), controlCharacterMessage(label));

export const CONTACT_EMAIL_REQUIRED_MESSAGE = 'Email is required';

/** The public contact form (POST /api/contact). courseInterest is a course name or General Inquiry. */
export const contactMessageInputSchema = z.object({
  name: trimmedRequired('Name is required', 200, 'Name'),
  // Empty says what is missing; anything typed is checked as every address is.
  email: z
    .string({ error: CONTACT_EMAIL_REQUIRED_MESSAGE })
    .trim()
    .min(1, CONTACT_EMAIL_REQUIRED_MESSAGE)
    .pipe(emailSchema),
  courseInterest: z
    .string()
    .trim()
    .max(200, 'Course interest must be at most 200 characters')
    .nullish()
    .transform((value) => value || GENERAL_INQUIRY),
  message: trimmedRequired('Message is required', 5000, 'Message'),
});
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;

/** A message as the admin's Contact Messages tab lists it. */
export const contactMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  courseInterest: z.string().nullable(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactSummarySchema = z.object({
  total: z.number().int(),
  unread: z.number().int(),
  read: z.number().int(),
});
export type ContactSummary = z.infer<typeof contactSummarySchema>;

export const contactMessageIdInputSchema = z.object({ id: z.string().min(1) });

export const contactMessageStates = ['unread', 'read'] as const;

/**
 * GET /api/admin/contact-messages?search=&state=&sort=&direction=, newest first; a page when the
 * query asks for one. The search matches the sender's name and e-mail, the course and the message.
 */
export const contactMessageListInput = listInputSchemas(
  {
    search: searchTextSchema,
    state: z.enum(contactMessageStates, { error: 'state must be unread or read' }).optional(),
  },
  ['createdAt', 'name', 'email', 'courseInterest'],
  { sort: 'createdAt', direction: 'desc' },
);
export type ContactMessageFilter = z.output<typeof contactMessageListInput.all>;
