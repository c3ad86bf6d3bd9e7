import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { type DB, ensureBootstrapData, seedDemoData } from '@tc/db';
import { type TestDatabase, testDatabases } from '@tc/db/testing';
import { type Kysely, sql } from 'kysely';
import * as tar from 'tar-stream';
import { EVERY_FIELD_TYPE, insertForm } from '../forms/test-forms.js';
import type { FileStorage } from '../storage/storage.js';
import { certificateKey, imageKey, imageVersionKey, signatureKey } from '../storage/storage-keys.js';
import { insertCourse, insertUser, PDF_BYTES, PNG_BYTES, temporaryStorage } from '../test-support.js';
import { writeBackup } from './write-backup.js';

/** A new file name in a fresh temporary folder. */
export function archivePath(): string {
  return join(mkdtempSync(join(tmpdir(), 'tc-backup-')), 'backup.tar.gz');
}

/**
 * An installation as `db:seed` and a first start leave it, used a little: accounts, courses, a
 * form, money, a goal whose transactions refer to it, an audit row's JSON, and files of each kind.
 */
export async function seedInstallation(db: Kysely<DB>, storage: FileStorage): Promise<void> {
  await ensureBootstrapData(db, { adminEmail: 'admin@backup.test', adminPassword: 'Secret-123x' });
  await seedDemoData(db, { log: () => {} });
  const admin = await insertUser(db, {
    role: 'admin',
    firstName: 'Zahra ✓',
    lastName: 'O\'Neil \\ "quoted"',
  });
  await insertCourse(db, { createdAt: new Date('2026-11-27T10:11:12.123Z') });
  await insertForm(db, { fields: EVERY_FIELD_TYPE });
  const goal = await db
    .insertInto('financialGoals')
    .values({
      title: 'Crane fleet',
      targetAmount: '1234567890123.45',
      startDate: '2026-01-01',
      createdBy: admin.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('goalTransactions')
    .values([
      { goalId: goal.id, amount: '0.10', recordedBy: admin.id },
      { goalId: goal.id, amount: '1936.00', transactionType: 'debit' },
    ])
    .execute();
  await sql`
    insert into audit_log (entity_type, entity_id, action, performed_by, new_data, created_at)
    values ('quotation', gen_random_uuid(), 'updated', ${admin.id},
      ${JSON.stringify({ total: 1e21, exact: '0.1', nested: [{ ع: null }], text: 'line\nbreak' })}::jsonb,
      '2026-11-27 10:11:12.654321+03')`.execute(db);
  const id = crypto.randomUUID();
  await storage.put('public', imageKey(id, 'png'), PNG_BYTES);
  await storage.put('public', imageVersionKey(id, 480), PNG_BYTES.subarray(0, 20));
  await storage.put('private', certificateKey(crypto.randomUUID()), PDF_BYTES);
  await storage.put('private', signatureKey(crypto.randomUUID()), Buffer.alloc(0));
}

/** A seeded installation's backup: the archive, what writeBackup answered, and the storage it read. */
export async function seededBackup(db: Kysely<DB>) {
  const files = temporaryStorage();
  await seedInstallation(db, files.storage);
  const path = archivePath();
  return { path, backup: await writeBackup(db, files.storage, path), files };
}

/** Each test database restored into itself, and the embedded one into PostgreSQL (the move to a server). */
export function restorePairs(): Array<{ from: TestDatabase; to: TestDatabase }> {
  const databases = testDatabases();
  return databases.flatMap((from) =>
    databases.filter((to) => to.name === from.name || from.name === 'pglite').map((to) => ({ from, to })),
  );
}

/** Every row of every table of the `public` schema, in PostgreSQL's text form, sorted. */
export async function everyRow(db: Kysely<DB>): Promise<Record<string, string[]>> {
  return db.transaction().execute(async (trx) => {
    await sql`set local timezone = 'UTC'`.execute(trx);
    const { rows: tables } = await sql<{ name: string }>`
      select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'`.execute(
      trx,
    );
    const contents: Record<string, string[]> = {};
    for (const { name } of tables) {
      const { rows } = await sql<{ row: string }>`select t::text as row from ${sql.table(name)} as t`.execute(
        trx,
      );
      contents[name] = rows.map((row) => row.row).sort();
    }
    return contents;
  });
}

/** What a restore changes for its load and sets back: each trigger's state and each foreign key's timing. */
export async function triggersAndForeignKeys(db: Kysely<DB>): Promise<string[]> {
  const { rows } = await sql<{ line: string }>`
    select tgrelid::regclass::text || ' ' || tgname || ' ' || tgenabled::text as line from pg_trigger
    where tgrelid in (select oid from pg_class where relnamespace = 'public'::regnamespace) and not tgisinternal
    union all
    select conrelid::regclass::text || ' ' || conname || ' ' || condeferrable::text || condeferred::text from pg_constraint
    where connamespace = 'public'::regnamespace and contype = 'f'`.execute(db);
  return rows.map((row) => row.line).sort();
}

/** Every file a disk storage holds (area/key), with its bytes. */
export function everyFile(root: string, paths: string[]): Record<string, string> {
  return Object.fromEntries(paths.map((path) => [path, readFileSync(join(root, path)).toString('base64')]));
}

/** An archive made by hand: these entries, in this order. */
export async function handMadeArchive(entries: Array<[name: string, content: string]>): Promise<string> {
  const path = archivePath();
  const pack = tar.pack();
  for (const [name, content] of entries) pack.entry({ name }, content);
  pack.finalize();
  await pipeline(pack, createGzip(), createWriteStream(path));
  return path;
}
