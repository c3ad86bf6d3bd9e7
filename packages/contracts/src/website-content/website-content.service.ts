import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import { writeAudit } from '../audit/audit-log.js';
import type { SessionUser } from '../auth/auth.schema.js';
import { AppError } from '../errors.js';
import {
  type ArabicWebsiteContentField,
  type WebsiteContent,
  type WebsiteContentField,
  websiteContentColumns,
} from './website-content.schema.js';

export async function getWebsiteContent(db: Kysely<DB>): Promise<WebsiteContent> {
  const row = await db
    .selectFrom('websiteContent')
    .select([...websiteContentColumns])
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'Website content has not been set up');
  return row;
}

/** 'heroTitle' as a person reads it: 'hero title'; 'heroTitleAr': 'hero title (Arabic)'. */
export const fieldWords = (field: string) => {
  const words = field.replace(/Ar$/, '').replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
  return field.endsWith('Ar') ? `${words} (Arabic)` : words;
};

/** The changed texts of a row, as the audit records them before and after. */
const changedTexts = (
  row: WebsiteContent,
  changed: readonly (keyof WebsiteContent)[],
): Partial<WebsiteContent> => Object.fromEntries(changed.map((field) => [field, row[field]]));

/**
 * Saves one text of the public site (the schema lets exactly one through) and who changed it, with
 * an audit row holding that text before and after (none when it did not change).
 */
export async function updateWebsiteContent(
  ctx: { db: Kysely<DB>; now: () => Date },
  admin: SessionUser,
  change: Partial<Record<WebsiteContentField, string> & Record<ArabicWebsiteContentField, string | null>>,
): Promise<WebsiteContent> {
  const fields = websiteContentColumns.filter((field) => change[field] !== undefined);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('websiteContent')
      .select([...websiteContentColumns])
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new AppError('NOT_FOUND', 'Website content has not been set up');
    const row = await trx
      .updateTable('websiteContent')
      .set({ ...change, updatedBy: admin.id, updatedAt: ctx.now() })
      .returning([...websiteContentColumns])
      .executeTakeFirstOrThrow();
    const changed = fields.filter((field) => before[field] !== row[field]);
    if (changed.length > 0) {
      await writeAudit(trx, {
        entityType: 'website_content',
        entityId: null,
        action: 'updated',
        actor: admin,
        previous: changedTexts(before, changed),
        next: changedTexts(row, changed),
        description: `Website text changed: ${changed.map(fieldWords).join(', ')}`,
        title: 'Website texts',
        details: changed.map((field) => row[field] ?? '').join(' · '),
        at: ctx.now(),
      });
    }
    return row;
  });
}
