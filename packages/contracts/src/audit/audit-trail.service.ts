import type { DB } from '@tc/db';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { centreMidnight } from '../centre-midnight.js';
import { containsText, nullsLast, pagedList } from '../paging/paged-list.js';
import { localDescription, localTitle } from './audit-description.js';
import type {
  AuditAction,
  AuditEntityType,
  AuditSource,
  AuditTrailRow,
  auditTrailPageInputSchema,
} from './audit-trail.schema.js';

type Filter = ReturnType<typeof auditTrailPageInputSchema.parse>;

/**
 * Keys whose values never leave the server, at any depth of a row's before/after data: passwords
 * (the spec's plainPassword, a temporary password), hashes, reset and session tokens, and the
 * verification code behind a certificate's QR address (it would let anyone open the page).
 */
const SECRET_KEY = /password|token|secret|hash|^verification(code|url)$/i;

/** The data with every secret key taken out; the one place the trail's before/after passes through. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_KEY.test(key))
      .map(([key, item]) => [key, withoutSecrets(item)]),
  );
}

/** The three logs, each projected onto the trail's one shape, as one UNION ALL. */
function trail(db: Kysely<DB>) {
  const nothing = sql<string | null>`null::text`;
  const changes = db
    .selectFrom('auditLog')
    .select([
      'auditLog.id',
      sql<AuditSource>`'change'::text`.as('source'),
      'auditLog.createdAt as at',
      sql<string | null>`audit_log.performed_by_name::text`.as('actorName'),
      sql<string | null>`audit_log.performed_by_email::text`.as('actorEmail'),
      sql<AuditAction>`audit_log.action::text`.as('action'),
      sql<AuditEntityType>`audit_log.entity_type::text`.as('entityType'),
      sql<string | null>`audit_log.entity_id::text`.as('entityId'),
      sql<string | null>`audit_log.entity_title::text`.as('title'),
      sql<string | null>`audit_log.change_description`.as('description'),
      sql<unknown>`audit_log.previous_data`.as('previousData'),
      sql<unknown>`audit_log.new_data`.as('newData'),
      nothing.as('ipAddress'),
      nothing.as('userAgent'),
      sql<boolean | null>`null::boolean`.as('success'),
      nothing.as('failureReason'),
    ]);
  // schedule_audit_log keeps the actor's e-mail only: the name comes from the account, while it exists.
  const classes = db
    .selectFrom('scheduleAuditLog')
    .leftJoin('users', 'users.id', 'scheduleAuditLog.performedBy')
    .select([
      'scheduleAuditLog.id',
      sql<AuditSource>`'class'::text`.as('source'),
      'scheduleAuditLog.createdAt as at',
      sql<
        string | null
      >`coalesce(nullif(trim(concat_ws(' ', users.first_name, users.last_name)), ''), users.company_name)::text`.as(
        'actorName',
      ),
      sql<string | null>`coalesce(schedule_audit_log.performed_by_email, users.email)::text`.as('actorEmail'),
      sql<AuditAction>`schedule_audit_log.action::text`.as('action'),
      sql<AuditEntityType>`'schedule'::text`.as('entityType'),
      sql<string | null>`schedule_audit_log.schedule_id::text`.as('entityId'),
      sql<string | null>`concat_ws(' · ', schedule_audit_log.course_name, schedule_audit_log.client_name)`.as(
        'title',
      ),
      sql<string | null>`schedule_audit_log.change_description`.as('description'),
      sql<unknown>`schedule_audit_log.previous_data`.as('previousData'),
      sql<unknown>`schedule_audit_log.new_data`.as('newData'),
      nothing.as('ipAddress'),
      nothing.as('userAgent'),
      sql<boolean | null>`null::boolean`.as('success'),
      nothing.as('failureReason'),
    ]);
  const signIns = db
    .selectFrom('loginLogs')
    .select([
      'loginLogs.id',
      sql<AuditSource>`'sign-in'::text`.as('source'),
      'loginLogs.loginTime as at',
      sql<string | null>`login_logs.user_name::text`.as('actorName'),
      sql<string | null>`login_logs.email::text`.as('actorEmail'),
      sql<AuditAction>`case when login_logs.success then 'signed_in' else 'sign_in_failed' end`.as('action'),
      sql<AuditEntityType>`'sign_in'::text`.as('entityType'),
      sql<string | null>`login_logs.user_id::text`.as('entityId'),
      sql<string | null>`login_logs.email::text`.as('title'),
      nothing.as('description'),
      sql<unknown>`null::jsonb`.as('previousData'),
      sql<unknown>`null::jsonb`.as('newData'),
      sql<string | null>`login_logs.ip_address::text`.as('ipAddress'),
      sql<string | null>`login_logs.user_agent`.as('userAgent'),
      sql<boolean | null>`login_logs.success`.as('success'),
      sql<string | null>`login_logs.failure_reason::text`.as('failureReason'),
    ]);
  return changes.unionAll(classes).unionAll(signIns);
}

/** jsonb as the driver gave it (parsed, or text for a value stored as a JSON string), secrets out. */
const auditData = (value: unknown) =>
  withoutSecrets(typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown> | null;

/**
 * The Audit Trail: the changes (audit_log), the classes' history (schedule_audit_log) and the
 * sign-ins (login_logs) as one list, newest first, a page at a time, with the total that matched.
 * PostgreSQL pushes the filter down into each branch of the union. The descriptions and fixed
 * titles are recorded in English and read in the caller's language (audit-description.ts).
 */
export const auditTrailList = pagedList({
  rows: (ctx, filter: Filter) =>
    ctx.db
      .selectFrom(trail(ctx.db).as('trail'))
      .selectAll()
      .where((eb) => {
        const conditions: Expression<SqlBool>[] = [];
        if (filter.who) conditions.push(containsText(['trail.actorEmail', 'trail.actorName'], filter.who));
        if (filter.action) conditions.push(eb('trail.action', '=', filter.action));
        if (filter.entity) conditions.push(eb('trail.entityType', '=', filter.entity));
        if (filter.from) conditions.push(eb('trail.at', '>=', centreMidnight(filter.from)));
        // Up to the end of the last day: before the next day's midnight.
        if (filter.to) conditions.push(eb('trail.at', '<', centreMidnight(sql`${filter.to}::date + 1`)));
        return eb.and(conditions);
      }),
  sorts: {
    at: 'trail.at',
    actorEmail: nullsLast('trail.actorEmail'),
    action: 'trail.action',
    entityType: 'trail.entityType',
  },
  id: 'trail.id',
  items: (rows, ctx) =>
    rows.map(
      (row): AuditTrailRow => ({
        ...row,
        at: new Date(row.at).toISOString(),
        title: localTitle(row.title, ctx.language),
        description: localDescription(row.description, ctx.language),
        previousData: auditData(row.previousData),
        newData: auditData(row.newData),
      }),
    ),
});
