import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, type DB, migrateTo } from '@tc/db';
import { type Kysely, sql } from 'kysely';
import type { FileArea, FileStorage } from '../storage/storage.js';
import {
  type ArchiveEntry,
  BackupError,
  type BackupManifest,
  chunkSchema,
  damaged,
  entryKind,
  openArchive,
} from './archive.js';
import {
  insertChunk,
  publicRelationCount,
  publicTables,
  rowCount,
  setSequence,
  type TableColumns,
  useExactText,
} from './table-rows.js';

export interface RestoreSummary {
  manifest: BackupManifest;
  files: number;
}

/** The largest table chunk read into memory (a damaged header must not ask for more). */
const MAX_CHUNK_BYTES = 256 * 1024 * 1024;

/**
 * Restores an archive of writeBackup into an empty database and an empty file storage: migrates
 * the database to the archive's migration, loads every row and sets every sequence, all in one
 * transaction, and puts every file. Nothing is left behind when it fails: the transaction rolls
 * back and the files already put are deleted.
 */
export interface RestoreOptions {
  /** FILE_STORAGE=database: the storage's tables come with the migrations, empty. */
  filesInDatabase?: boolean;
}

export async function restoreBackup(
  database: Database,
  storage: FileStorage,
  path: string,
  options: RestoreOptions = {},
): Promise<RestoreSummary> {
  const { manifest, entries, close } = await openArchive(path);
  try {
    return await restoreInto(database, storage, path, manifest, entries, options);
  } finally {
    close();
  }
}

async function restoreInto(
  database: Database,
  storage: FileStorage,
  path: string,
  manifest: BackupManifest,
  entries: AsyncGenerator<ArchiveEntry>,
  options: RestoreOptions,
): Promise<RestoreSummary> {
  await assertEmpty(database, storage, options);
  const put: Array<{ area: FileArea; key: string }> = [];
  // The files wait on disk until the rows are in: a storage in the database (FILE_STORAGE=database)
  // writes on a connection of its own, which sees the tables only once the transaction commits.
  const waiting = await mkdtemp(join(tmpdir(), 'tc-restore-'));
  const files: Array<{ area: FileArea; key: string; path: string }> = [];
  try {
    await database.db.transaction().execute(async (trx) => {
      await migrateTo(trx, manifest.migration);
      await useExactText(trx);
      const tables = await tablesOf(trx, manifest, path);
      const restoreTriggers = await pauseTriggers(trx);
      const restoreForeignKeys = await deferForeignKeys(trx);
      // Some migrations add rows of their own (a default catalogue): the archive has them already.
      await sql`truncate ${sql.join([...tables.keys()].map((table) => sql.table(`public.${table}`)))}`.execute(
        trx,
      );
      for await (const entry of entries) {
        const kind = entryKind(entry.name);
        if (kind?.kind === 'table') {
          const table = tables.get(kind.table);
          if (!table) throw damaged(path, `it holds a table, ${kind.table}, that the manifest does not list`);
          if (entry.size > MAX_CHUNK_BYTES) throw damaged(path, `${entry.name} is too large`);
          await insertChunk(trx, table, parseChunk(path, entry.name, await entry.bytes(), table));
        } else if (kind?.kind === 'file') {
          const file = join(waiting, String(files.length));
          await writeFile(file, await entry.bytes());
          files.push({ area: kind.area, key: kind.key, path: file });
        } else {
          throw damaged(path, `it holds an unknown entry, ${entry.name}`);
        }
      }
      for (const [table, count] of Object.entries(manifest.tables)) {
        const loaded = await rowCount(trx, table);
        if (loaded !== count) throw damaged(path, `${table} should have ${count} rows; it has ${loaded}`);
      }
      for (const [name, state] of Object.entries(manifest.sequences)) await setSequence(trx, name, state);
      await restoreForeignKeys();
      await restoreTriggers();
    });
    for (const file of files) {
      await storage.put(file.area, file.key, createReadStream(file.path));
      put.push(file);
    }
  } catch (error) {
    for (const { area, key } of put) await storage.delete(area, key);
    throw error;
  } finally {
    await rm(waiting, { recursive: true, force: true });
  }
  return { manifest, files: put.length };
}

async function assertEmpty(
  database: Database,
  storage: FileStorage,
  { filesInDatabase = false }: RestoreOptions,
): Promise<void> {
  if ((await publicRelationCount(database.db)) > 0) {
    throw new BackupError(
      database.kind === 'pglite'
        ? 'The embedded database in DATA_DIR is not empty: restore into a new, empty data folder (DATA_DIR).'
        : 'The database at DATABASE_URL is not empty: restore into a new, empty PostgreSQL database (createdb).',
    );
  }
  // A storage in the database is empty with it (its tables come with the migrations).
  for (const area of filesInDatabase ? [] : (['public', 'private'] as const)) {
    for await (const key of storage.list(area)) {
      throw new BackupError(
        `The file storage already holds files (${area}/${key}): restore into an empty one (a new DATA_DIR).`,
      );
    }
  }
}

/** The migrated target's tables, which must be the manifest's. */
async function tablesOf(
  trx: Kysely<DB>,
  manifest: BackupManifest,
  path: string,
): Promise<Map<string, TableColumns>> {
  const tables = new Map((await publicTables(trx)).map((table) => [table.table, table]));
  const expected = Object.keys(manifest.tables).sort();
  const actual = [...tables.keys()].sort();
  if (expected.join() !== actual.join()) {
    throw damaged(path, `its tables are not those of migration ${manifest.migration}`);
  }
  return tables;
}

function parseChunk(path: string, name: string, bytes: Buffer, table: TableColumns) {
  let chunk: ReturnType<typeof chunkSchema.parse>;
  try {
    chunk = chunkSchema.parse(JSON.parse(bytes.toString('utf8')));
  } catch {
    throw damaged(path, `${name} is not a chunk of rows`);
  }
  const known = new Set(table.columns.map((column) => column.name));
  const width = chunk.columns.length;
  if (chunk.columns.some((column) => !known.has(column)) || new Set(chunk.columns).size !== known.size) {
    throw damaged(path, `${name} does not have the columns of ${table.table}`);
  }
  if (chunk.rows.some((row) => row.length !== width))
    throw damaged(path, `${name} has a row of the wrong length`);
  return chunk;
}

/**
 * Rows load in archive order, so a row may come before the row it refers to: every foreign key is
 * checked at the end instead (made deferrable for the load, then set back as it was).
 */
async function deferForeignKeys(trx: Kysely<DB>): Promise<() => Promise<void>> {
  const { rows } = await sql<{ table: string; name: string }>`
    select conrelid::regclass::text as "table", conname as "name" from pg_constraint
    where contype = 'f' and connamespace = 'public'::regnamespace and not condeferrable`.execute(trx);
  for (const { table, name } of rows) {
    await sql`alter table ${sql.raw(table)} alter constraint ${sql.id(name)} deferrable initially deferred`.execute(
      trx,
    );
  }
  return async () => {
    await sql`set constraints all immediate`.execute(trx);
    for (const { table, name } of rows) {
      await sql`alter table ${sql.raw(table)} alter constraint ${sql.id(name)} not deferrable`.execute(trx);
    }
  };
}

const ENABLE = { O: sql`enable trigger`, A: sql`enable always trigger`, R: sql`enable replica trigger` };

/**
 * The rows are loaded as they were, so the schema's own triggers (a version bumped on every change
 * of the public tables) must not run on them: they are disabled for the load and set back as they were.
 */
async function pauseTriggers(trx: Kysely<DB>): Promise<() => Promise<void>> {
  const { rows } = await sql<{ table: string; name: string; enabled: keyof typeof ENABLE }>`
    select t.tgrelid::regclass::text as "table", t.tgname as "name", t.tgenabled as "enabled"
    from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where c.relnamespace = 'public'::regnamespace and not t.tgisinternal and t.tgenabled <> 'D'`.execute(trx);
  for (const { table, name } of rows) {
    await sql`alter table ${sql.raw(table)} disable trigger ${sql.id(name)}`.execute(trx);
  }
  return async () => {
    for (const { table, name, enabled } of rows) {
      await sql`alter table ${sql.raw(table)} ${ENABLE[enabled]} ${sql.id(name)}`.execute(trx);
    }
  };
}
