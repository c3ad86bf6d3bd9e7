import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../auth/auth.schema.js';
import { AppError } from '../errors.js';
import {
  type WebsiteContent,
  type WebsiteContentField,
  websiteContentFields,
} from './website-content.schema.js';

export async function getWebsiteContent(db: Kysely<DB>): Promise<WebsiteContent> {
  const row = await db
    .selectFrom('websiteContent')
    .select([...websiteContentFields])
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'Website content has not been set up');
  return row;
}

/** Saves one text of the public site (the schema lets exactly one through) and who changed it. */
export async function updateWebsiteContent(
  ctx: { db: Kysely<DB>; now: () => Date },
  admin: SessionUser,
  change: Partial<Record<WebsiteContentField, string>>,
): Promise<WebsiteContent> {
  const row = await ctx.db
    .updateTable('websiteContent')
    .set({ ...change, updatedBy: admin.id, updatedAt: ctx.now() })
    .returning([...websiteContentFields])
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'Website content has not been set up');
  return row;
}
