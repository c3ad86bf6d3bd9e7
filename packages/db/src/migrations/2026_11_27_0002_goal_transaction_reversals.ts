import type { Kysely } from 'kysely';

// Frozen once landed. A mistaken credit or debit of a financial goal is never edited or deleted:
// it is reversed by a new, opposite transaction that names the one it reverses. The unique index
// lets a transaction be reversed once, whatever races; deleting a goal (only one with no
// transactions) or its transactions cascades as before.

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('goal_transactions')
    .addColumn('reverses_id', 'uuid', (col) => col.references('goal_transactions.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('goal_transactions_reverses_id_key')
    .on('goal_transactions')
    .column('reverses_id')
    .unique()
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('goal_transactions_reverses_id_key').execute();
  await db.schema.alterTable('goal_transactions').dropColumn('reverses_id').execute();
}
