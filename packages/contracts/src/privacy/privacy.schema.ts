import { z } from 'zod';
import { emailSchema } from '../auth/auth.schema.js';
import { requiredText, westernDigits } from '../fields.js';

/*
 * A person's data on request (Bahrain's Personal Data Protection Law, Law No. 30 of 2018): an
 * admin finds every row the product holds about one person by their e-mail or national ID, hands
 * it over as JSON, and erases what the law does not require the centre to keep. And how long the
 * product keeps what nobody asked it to erase.
 */

export const PERSON_REQUIRED_MESSAGE = 'Give the e-mail or the national ID of the person';
export const ERASE_REASON_MAX = 500;

/** Whose data an admin may not erase, and what the server answers (403) when asked to. */
export const ERASURE_REFUSALS = {
  mainAdmin: 'The main admin cannot be erased',
  ownAccount: 'You cannot erase your own account',
} as const;

/**
 * Why the admin `actorId` may not erase the person whose account this is, or null when they may:
 * never the main admin, never one's own account. The server decides by it; the tab asks it too.
 */
export function erasureRefusal(
  account: { id?: unknown; isMainAdmin?: unknown } | null,
  actorId: string,
): keyof typeof ERASURE_REFUSALS | null {
  if (account?.isMainAdmin === true) return 'mainAdmin';
  if (account && account.id === actorId) return 'ownAccount';
  return null;
}

/** Sign-in records older than this many months are deleted by the hourly retention job. */
export const LOGIN_LOG_RETENTION_MONTHS = 12;
/** Form submissions are deleted this many months after they arrive, unless an admin sets another. */
export const FORM_SUBMISSION_RETENTION_DEFAULT_MONTHS = 24;
export const FORM_SUBMISSION_RETENTION_MIN_MONTHS = 1;
export const FORM_SUBMISSION_RETENTION_MAX_MONTHS = 120;

const RETENTION_MESSAGE = `Keep form submissions for ${FORM_SUBMISSION_RETENTION_MIN_MONTHS} to ${FORM_SUBMISSION_RETENTION_MAX_MONTHS} months`;

const personFields = {
  email: z.preprocess((value) => (value === '' ? undefined : value), emailSchema.optional()),
  nationalId: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string({ error: 'National ID is required' })
      .transform(westernDigits)
      .pipe(requiredText('National ID is required', 50, 'National ID'))
      .optional(),
  ),
};

/** One of the two, or both: a person who gives both is found by either. */
function onePerson(
  value: { email?: string | undefined; nationalId?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.email === undefined && value.nationalId === undefined)
    ctx.addIssue({ code: 'custom', message: PERSON_REQUIRED_MESSAGE, path: ['email'] });
}

/** GET /api/admin/privacy/export?email=&nationalId= (either or both) */
export const privacyPersonInputSchema = z.object(personFields).superRefine(onePerson);
export type PrivacyPerson = z.output<typeof privacyPersonInputSchema>;

/** POST /api/admin/privacy/erase { email and/or nationalId, reason, keepPublicCertificates? } */
export const privacyEraseInputSchema = z
  .object({
    ...personFields,
    reason: requiredText('Reason is required', ERASE_REASON_MAX, 'Reason'),
    /** Keep the person's public certificates (an employer relies on them); else they are deleted. */
    keepPublicCertificates: z.boolean({ error: 'keepPublicCertificates must be true or false' }).optional(),
  })
  .superRefine(onePerson);
export type PrivacyEraseInput = z.output<typeof privacyEraseInputSchema>;

/** The kinds of row a person's export lists, in the order it lists them. */
export const personalDataKinds = [
  'account',
  'sessions',
  'loginLogs',
  'classes',
  'certificates',
  'publicCertificates',
  'quotations',
  'invoices',
  'formSubmissions',
  'contactMessages',
  'chatMessages',
  'pushSubscriptions',
  'auditRows',
] as const;
export type PersonalDataKind = (typeof personalDataKinds)[number];

const rows = z.array(z.record(z.string(), z.unknown()));

/** The export: every row found, as stored (secrets such as password hashes and keys left out). */
export const personalDataSchema = z.object({
  person: z.object({ email: z.string().nullable(), nationalId: z.string().nullable() }),
  generatedAt: z.string(),
  counts: z.record(z.enum(personalDataKinds), z.number().int()),
  account: z.record(z.string(), z.unknown()).nullable(),
  sessions: rows,
  loginLogs: rows,
  classes: rows,
  certificates: rows,
  publicCertificates: rows,
  quotations: rows,
  invoices: rows,
  formSubmissions: rows,
  contactMessages: rows,
  chatMessages: rows,
  pushSubscriptions: rows,
  auditRows: rows,
});
export type PersonalData = z.infer<typeof personalDataSchema>;

const counts = z.record(z.string(), z.number().int());

/** What an erasure did, counted per kind of row. */
export const privacyEraseResultSchema = z.object({
  account: z.enum(['deleted', 'anonymised']).nullable(),
  deleted: counts,
  anonymised: counts,
  kept: counts,
});
export type PrivacyEraseResult = z.infer<typeof privacyEraseResultSchema>;

/** GET/PUT /api/admin/privacy/settings */
export const privacySettingsSchema = z.object({
  formSubmissionRetentionMonths: z
    .number({ error: RETENTION_MESSAGE })
    .int(RETENTION_MESSAGE)
    .min(FORM_SUBMISSION_RETENTION_MIN_MONTHS, RETENTION_MESSAGE)
    .max(FORM_SUBMISSION_RETENTION_MAX_MONTHS, RETENTION_MESSAGE),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

export const privacySettingsAnswerSchema = privacySettingsSchema.extend({
  loginLogRetentionMonths: z.number().int(),
});
export type PrivacySettingsAnswer = z.infer<typeof privacySettingsAnswerSchema>;
