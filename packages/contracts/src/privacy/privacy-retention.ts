import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import { writeAudit } from '../audit/audit-log.js';
import type { SessionUser } from '../auth/auth.schema.js';
import type { Context } from '../context.js';
import {
  FORM_SUBMISSION_RETENTION_DEFAULT_MONTHS,
  LOGIN_LOG_RETENTION_MONTHS,
  type PrivacySettings,
  type PrivacySettingsAnswer,
  privacySettingsSchema,
} from './privacy.schema.js';

const RETENTION_SETTING = 'form_submission_retention_months';

/** The instant this many calendar months before `now`. */
function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

/** How long form submissions are kept (the settings row, else the default) and sign-ins (fixed). */
export async function getPrivacySettings(db: Kysely<DB>): Promise<PrivacySettingsAnswer> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', RETENTION_SETTING)
    .executeTakeFirst();
  const stored = privacySettingsSchema.shape.formSubmissionRetentionMonths.safeParse(row?.value);
  return {
    formSubmissionRetentionMonths: stored.success ? stored.data : FORM_SUBMISSION_RETENTION_DEFAULT_MONTHS,
    loginLogRetentionMonths: LOGIN_LOG_RETENTION_MONTHS,
  };
}

/** Sets how many months form submissions are kept; audited when it changes. */
export async function updatePrivacySettings(
  ctx: Pick<Context, 'db' | 'now'>,
  actor: SessionUser,
  input: PrivacySettings,
): Promise<PrivacySettingsAnswer> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await getPrivacySettings(trx);
    await trx
      .insertInto('settings')
      .values({
        key: RETENTION_SETTING,
        value: JSON.stringify(input.formSubmissionRetentionMonths),
        updatedAt: ctx.now(),
      })
      .onConflict((conflict) =>
        conflict
          .column('key')
          .doUpdateSet({ value: JSON.stringify(input.formSubmissionRetentionMonths), updatedAt: ctx.now() }),
      )
      .execute();
    const after = await getPrivacySettings(trx);
    if (before.formSubmissionRetentionMonths !== after.formSubmissionRetentionMonths) {
      await writeAudit(trx, {
        entityType: 'privacy',
        entityId: null,
        action: 'updated',
        actor,
        previous: before,
        next: after,
        description: 'How long form submissions are kept changed',
        title: 'Retention',
        details: 'Older form submissions are deleted every hour',
        at: ctx.now(),
      });
    }
    return after;
  });
}

/**
 * The hourly retention job: sign-in records older than 12 months, and form submissions older than
 * the setting, deleted. Answers how many rows went.
 */
export async function deleteExpiredPersonalData(ctx: { db: Kysely<DB>; now: () => Date }): Promise<number> {
  const now = ctx.now();
  const { formSubmissionRetentionMonths } = await getPrivacySettings(ctx.db);
  const logins = await ctx.db
    .deleteFrom('loginLogs')
    .where('loginTime', '<', monthsBefore(now, LOGIN_LOG_RETENTION_MONTHS))
    .executeTakeFirst();
  const submissions = await ctx.db
    .deleteFrom('formSubmissions')
    .where('submittedAt', '<', monthsBefore(now, formSubmissionRetentionMonths))
    .executeTakeFirst();
  return Number(logins.numDeletedRows) + Number(submissions.numDeletedRows);
}
