import type { Kysely } from 'kysely';

// Frozen once landed. The Users tab reads each user's last successful sign-in, and deleting a
// user nulls login_logs.user_id: both look login_logs up by user, which had no index.

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('login_logs_user_id_login_time_idx')
    .on('login_logs')
    .columns(['user_id', 'login_time'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('login_logs_user_id_login_time_idx').execute();
}
