import { z } from 'zod';
import { isoDate } from '../fields.js';
import { listInputSchemas, pageSchema } from '../paging/page-query.schema.js';

/** Where a row of the trail comes from: audit_log, schedule_audit_log or login_logs. */
const auditSources = ['change', 'class', 'sign-in'] as const;
export type AuditSource = (typeof auditSources)[number];

/** audit_log's kinds of thing (its check constraint in the migrations holds the same list). */
export const auditLogEntityTypes = [
  'certificate',
  'public_certificate',
  'quotation',
  'financial_goal',
  'user',
  'settings',
  'invoice',
  'course',
  'gallery_photo',
  'website_content',
  'form',
  'contact_message',
  'payment',
  'credit_note',
  'privacy',
  'api_key',
  'webhook',
] as const;

/**
 * audit_log's actions: status_changed is a client's accept or decline, sent an invoice mailed,
 * exported and erased an admin's answer to a person's request for their data.
 */
export const auditLogActions = [
  'created',
  'updated',
  'deleted',
  'status_changed',
  'sent',
  'exported',
  'erased',
] as const;

/**
 * The kinds of thing the trail names: audit_log's entity types, 'schedule' for the classes'
 * own history, and 'sign_in' for login_logs.
 */
export const auditEntityTypes = ['schedule', ...auditLogEntityTypes, 'sign_in'] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

/** What happened: the logs' actions, and a sign-in that worked or failed. */
export const auditActions = [...auditLogActions, 'signed_in', 'sign_in_failed'] as const;
export type AuditAction = (typeof auditActions)[number];

export const AUDIT_WHO_MAX = 100;
const AUDIT_DATE_MESSAGE = 'Dates must be real dates (1900 to 2999) written YYYY-MM-DD';
const AUDIT_RANGE_MESSAGE = 'The start date must not be after the end date';

const centreDay = isoDate(AUDIT_DATE_MESSAGE).optional();

/** The rule the tab's filters and this schema share: a range whose end is before its start. */
export function rangeEndsBeforeStart({ from, to }: { from?: string | null; to?: string | null }): boolean {
  return Boolean(from && to && to < from);
}

/**
 * The Audit Trail's filters, a page at a time like every list (page-query.schema.ts). who: part of
 * the actor's e-mail or name, in any case; from and to: Bahrain dates, both days included. Offset
 * paging: the console jumps to any page, and the trail is a training centre's, not millions of rows.
 */
export const auditTrailInput = listInputSchemas(
  {
    who: z
      .string({ error: 'who must be text' })
      .trim()
      .max(AUDIT_WHO_MAX, `who must be at most ${AUDIT_WHO_MAX} characters`)
      .optional(),
    action: z.enum(auditActions, { error: `action must be one of: ${auditActions.join(', ')}` }).optional(),
    entity: z
      .enum(auditEntityTypes, { error: `entity must be one of: ${auditEntityTypes.join(', ')}` })
      .optional(),
    from: centreDay,
    to: centreDay,
  },
  ['at', 'actorEmail', 'action', 'entityType'],
  { sort: 'at', direction: 'desc' },
);
export const auditTrailPageInputSchema = auditTrailInput.page.refine(
  (filter) => !rangeEndsBeforeStart(filter),
  { message: AUDIT_RANGE_MESSAGE, path: ['to'] },
);
export type AuditTrailFilter = z.input<typeof auditTrailPageInputSchema>;

// Every log writes an object (or nothing) as the before and after.
const auditDataSchema = z.record(z.string(), z.unknown()).nullable();

/** One row of the trail, whichever log it came from; the fields a source lacks are null. */
const auditTrailRowSchema = z.object({
  id: z.uuid(),
  source: z.enum(auditSources),
  at: z.iso.datetime({ offset: true }),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.enum(auditActions),
  entityType: z.enum(auditEntityTypes),
  entityId: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  /** The thing before and after the change, secrets taken out; null for sign-ins. */
  previousData: auditDataSchema,
  newData: auditDataSchema,
  /** Sign-ins only. */
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  success: z.boolean().nullable(),
  failureReason: z.string().nullable(),
});
export type AuditTrailRow = z.infer<typeof auditTrailRowSchema>;

export const auditTrailPageSchema = pageSchema(auditTrailRowSchema);

/** One key of a change, as the before/after view lists it. */
export interface AuditChange {
  key: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The keys of the thing before and after, in a stable order: changed ones first (as the data lists
 * them), then the unchanged. A create has no before and a delete no after: every key is changed.
 */
export function auditChanges(previous: unknown, next: unknown): AuditChange[] {
  const before = isRecord(previous) ? previous : {};
  const after = isRecord(next) ? next : {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changes = keys.map((key) => ({
    key,
    before: before[key] ?? null,
    after: after[key] ?? null,
    changed: JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  }));
  return [...changes.filter((change) => change.changed), ...changes.filter((change) => !change.changed)];
}
