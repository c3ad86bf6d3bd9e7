import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import { AppError } from '../errors.js';
import { type WebsiteContent, websiteContentFields } from './website-content.schema.js';

export async function getWebsiteContent(db: Kysely<DB>): Promise<WebsiteContent> {
  const row = await db
    .selectFrom('websiteContent')
    .select([...websiteContentFields])
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'Website content has not been set up');
  return row;
}
