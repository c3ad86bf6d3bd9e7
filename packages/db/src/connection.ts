import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Dialect, Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { ColumnCasePlugin } from './camel-case.js';
import type { DB } from './generated/db.js';
import { type Listening, listenOnServer, type NotificationHandlers } from './notifications.js';
import { QueryClient } from './query-client.js';

export interface Database {
  db: Kysely<DB>;
  kind: 'postgres' | 'pglite';
  /**
   * LISTEN to a channel that `pg_notify` (through `db`) sends on: on PostgreSQL over a connection
   * of its own, so every process on the server hears every other; on PGlite within the process.
   * Close it before the database.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<Listening>;
  /** The server's URL (PostgreSQL) or the embedded instance (PGlite), for the job queue's own driver. */
  databaseUrl?: string;
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL; when set, the database is that server. */
  databaseUrl?: string;
  /** Without a URL, the embedded database lives in `${dataDir}/db`; without either, it lives in memory. */
  dataDir?: string;
}

/*
 * Both drivers hand back the same JavaScript types:
 *   date -> 'YYYY-MM-DD' string (a class date never shifts with the time zone)
 *   timestamptz -> Date, numeric -> string (no float rounding of money), int8 and count(*) -> number.
 * pg parses date to Date and int8 to string by default; PGlite parses date to Date. Both are
 * overridden here, per connection, never globally.
 */
const DATE_OID = 1082;
const INT8_OID = 20;
const keepText = (value: string) => value;

const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => {
    if (oid === DATE_OID) return keepText;
    if (oid === INT8_OID) return Number;
    return pg.types.getTypeParser(oid, format);
  },
};

/**
 * PGlite options every embedded database is opened with (also used by the test template's copies).
 * pg_trgm: the lists' search indexes (an extension PGlite can only load when it is created).
 */
export const pgliteOptions = {
  parsers: { [DATE_OID]: keepText },
  extensions: { pg_trgm },
} satisfies PGliteOptions;

function createKysely(dialect: Dialect): Kysely<DB> {
  return new Kysely<DB>({ dialect, plugins: [new ColumnCasePlugin()] });
}

export async function createDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, types: pgTypes, Client: QueryClient });
    // An idle connection that breaks (server restart, network) is dropped and replaced on the
    // next query; without a listener its 'error' event would end the process.
    pool.on('error', (error) => {
      process.stderr.write(`PostgreSQL connection lost: ${error.message}\n`);
    });
    const db = createKysely(new PostgresDialect({ pool }));
    const databaseUrl = opts.databaseUrl;
    return {
      db,
      kind: 'postgres',
      databaseUrl,
      listen: (channel, handlers) => listenOnServer(databaseUrl, channel, handlers),
      close: () => db.destroy(),
    };
  }
  let dataDir: string | undefined;
  if (opts.dataDir) {
    dataDir = join(opts.dataDir, 'db');
    await mkdir(dataDir, { recursive: true });
  }
  return openPglite(await PGlite.create({ ...pgliteOptions, dataDir }));
}

/** Wraps an open PGlite instance; closing the Database closes the instance. */
export function openPglite(pglite: PGlite): Database {
  const db = createKysely(new PGliteDialect({ pglite }));
  const close = async () => {
    await db.destroy();
    // Kysely closes PGlite only once it has run a query; close an unused instance here.
    if (!pglite.closed) await pglite.close();
  };
  const listen = async (channel: string, handlers: NotificationHandlers): Promise<Listening> => {
    const unlisten = await pglite.listen(channel, handlers.onPayload);
    return {
      close: async () => {
        if (!pglite.closed) await unlisten();
      },
    };
  };
  return { db, kind: 'pglite', pglite, listen, close };
}
