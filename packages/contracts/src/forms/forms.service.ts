import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import type { PublicFormSummary } from './forms.schema.js';

/** The forms a visitor may fill in: active ones, by title. */
export async function listPublicForms(db: Kysely<DB>): Promise<PublicFormSummary[]> {
  return db
    .selectFrom('customForms')
    .select(['id', 'slug', 'title', 'description'])
    .where('isActive', '=', true)
    .orderBy('title')
    .orderBy('id')
    .execute();
}
