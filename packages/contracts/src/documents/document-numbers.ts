import type { DB } from '@tc/db';
import { type Kysely, sql } from 'kysely';

/** The kinds of numbered document, and the prefix each number carries. */
const prefixes = { quotation: 'Q', invoice: 'INV', credit_note: 'CN' } as const;
export type NumberedDocument = keyof typeof prefixes;

/**
 * The next number of a kind in a year ('Q-2026-0042', 'INV-2026-0001', 'CN-2026-0001'): sequential per year and
 * unique under concurrent creates, in one process or many, since the counter is taken with a
 * single atomic upsert (inside the caller's transaction: a create that fails gives its number back).
 */
export async function nextDocumentNumber(
  db: Kysely<DB>,
  kind: NumberedDocument,
  year: number,
): Promise<string> {
  const row = await db
    .insertInto('documentNumbers')
    .values({ kind, year, lastNumber: 1 })
    .onConflict((conflict) =>
      conflict.columns(['kind', 'year']).doUpdateSet({ lastNumber: sql`document_numbers.last_number + 1` }),
    )
    .returning('lastNumber')
    .executeTakeFirstOrThrow();
  return `${prefixes[kind]}-${year}-${String(row.lastNumber).padStart(4, '0')}`;
}
