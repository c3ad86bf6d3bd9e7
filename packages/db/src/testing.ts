import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createDatabase, type Database, openPglite, pgliteOptions } from './connection.js';
import { migrateTo, migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated, empty database; close() discards it. */
  create(): Promise<Database>;
  /** A fresh database no migration has run on (see migrateAllBut); close() discards it. */
  createEmpty(): Promise<Database>;
}

/**
 * The databases that database tests run on: embedded PGlite always, and the PostgreSQL server
 * at TEST_DATABASE_URL when it is set. Use with `describe.each(testDatabases())`.
 */
export function testDatabases(): TestDatabase[] {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const databases: TestDatabase[] = [
    { name: 'pglite', create: createPgliteDatabase, createEmpty: () => createDatabase({}) },
  ];
  if (serverUrl)
    databases.push({
      name: 'postgres',
      create: () => createPostgresDatabase(serverUrl),
      createEmpty: () => createPostgresDatabase(serverUrl, { migrate: false }),
    });
  return databases;
}

let pgliteImage: Promise<Blob> | undefined;

/**
 * A migrated, empty PGlite data directory, built once per module instance (initdb and migrations
 * take ~4 s): once per test file, or once per worker when vitest runs with `isolate: false`.
 */
function migratedPgliteImage(): Promise<Blob> {
  pgliteImage ??= (async () => {
    const template = await PGlite.create(pgliteOptions);
    const database = openPglite(template);
    try {
      await migrateToLatest(database.db);
      return await template.dumpDataDir('none');
    } finally {
      await database.close();
    }
  })();
  return pgliteImage;
}

async function createPgliteDatabase(): Promise<Database> {
  // What PGlite's clone() does (load a dump of the template), except that clone() would drop
  // the parsers in pgliteOptions.
  return openPglite(await PGlite.create({ ...pgliteOptions, loadDataDir: await migratedPgliteImage() }));
}

/** Runs every migration but the last `count`: a database that code newer than it would find behind. */
export async function migrateAllBut(database: Database, count: number): Promise<void> {
  const names = Object.keys(migrations);
  const target = names[names.length - 1 - count];
  if (!target) throw new Error(`there are only ${names.length} migrations`);
  await migrateTo(database.db, target);
}

async function createPostgresDatabase(serverUrl: string, { migrate = true } = {}): Promise<Database> {
  const name = `tc_test_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString() });
  const close = async () => {
    await database.close();
    // with (force) ends any connection still open, then drops the database.
    await runOnServer(serverUrl, `drop database if exists ${name} with (force)`);
  };
  try {
    if (migrate) await migrateToLatest(database.db);
  } catch (error) {
    await close();
    throw error;
  }
  return { ...database, close };
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
