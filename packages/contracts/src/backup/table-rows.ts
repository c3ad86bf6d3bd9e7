import type { DB } from '@tc/db';
import { type Kysely, sql } from 'kysely';
import type { TableChunk } from './archive.js';

// Rows travel in PostgreSQL's own text form: `value::text` out, `text::type` in. Every type's input
// function reads its output back exactly (bytea, json, numeric, arrays, ranges...), on PGlite and on
// the server alike, provided the session writes dates and times in one unambiguous style.

/** Rows per archive chunk: a chunk is held in memory while it is written or loaded. */
const CHUNK_ROWS = 500;

export interface TableColumns {
  table: string;
  /** Every column a row is written to (generated ones are computed again), in table order. */
  columns: Array<{ name: string; type: string }>;
}

/** Text forms that read back the same whatever the server's defaults; for this transaction only. */
export async function useExactText(trx: Kysely<DB>): Promise<void> {
  for (const setting of [
    sql`set local timezone = 'UTC'`,
    sql`set local datestyle = 'ISO, YMD'`,
    sql`set local intervalstyle = 'postgres'`,
    sql`set local extra_float_digits = 3`,
    sql`set local bytea_output = 'hex'`,
  ]) {
    await setting.execute(trx);
  }
}

/** The tables of the `public` schema and their columns, by table name. */
export async function publicTables(db: Kysely<DB>): Promise<TableColumns[]> {
  const { rows } = await sql<{ table: string; column: string; type: string }>`
    select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type"
    from pg_class c
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
    order by c.relname, a.attnum`.execute(db.withoutPlugins());
  const tables = new Map<string, TableColumns>();
  for (const row of rows) {
    const table = tables.get(row.table) ?? { table: row.table, columns: [] };
    table.columns.push({ name: row.column, type: row.type });
    tables.set(row.table, table);
  }
  return [...tables.values()];
}

/** How many relations (tables, views, sequences) the `public` schema holds. */
export async function publicRelationCount(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from pg_class where relnamespace = 'public'::regnamespace`.execute(db);
  return rows[0]?.count ?? 0;
}

export async function rowCount(db: Kysely<DB>, table: string): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from ${sql.table(`public.${table}`)}`.execute(db);
  return rows[0]?.count ?? 0;
}

/** A table's rows, a chunk at a time, in the order they lie (by ctid: stable within the snapshot). */
export async function* tableChunks(
  db: Kysely<DB>,
  { table, columns }: TableColumns,
): AsyncGenerator<TableChunk> {
  const values = sql.join(columns.map((column) => sql`${sql.id(column.name)}::text`));
  let after = '(0,0)';
  for (;;) {
    const { rows } = await sql<{ position: string; values: Array<string | null> }>`
      select ctid::text as position, array[${values}]::text[] as values
      from ${sql.table(`public.${table}`)} where ctid > ${after}::tid order by ctid limit ${CHUNK_ROWS}`.execute(
      db.withoutPlugins(),
    );
    const last = rows.at(-1);
    if (!last) return;
    yield { columns: columns.map((column) => column.name), rows: rows.map((row) => row.values) };
    after = last.position;
  }
}

/** Inserts a chunk's rows, each value read by its column's type (identity columns take the stored value). */
export async function insertChunk(db: Kysely<DB>, table: TableColumns, chunk: TableChunk): Promise<void> {
  const types = new Map(table.columns.map((column) => [column.name, column.type]));
  const casts = chunk.columns.map(
    (name, index) => sql`(r.value ->> ${sql.lit(index)})::${sql.raw(types.get(name) as string)}`,
  );
  await sql`
    insert into ${sql.table(`public.${table.table}`)} (${sql.join(chunk.columns.map((name) => sql.id(name)))})
    overriding system value
    select ${sql.join(casts)} from jsonb_array_elements(${JSON.stringify(chunk.rows)}::jsonb) as r(value)`.execute(
    db.withoutPlugins(),
  );
}

/** Each sequence of the `public` schema and its state. */
export async function sequenceStates(
  db: Kysely<DB>,
): Promise<Record<string, { lastValue: string; isCalled: boolean }>> {
  const { rows: names } = await sql<{ name: string }>`
    select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'S'
    order by relname`.execute(db);
  const states: Record<string, { lastValue: string; isCalled: boolean }> = {};
  for (const { name } of names) {
    const { rows } = await sql<{ last: string; called: boolean }>`
      select last_value::text as last, is_called as called from ${sql.table(`public.${name}`)}`.execute(db);
    const state = rows[0];
    if (state) states[name] = { lastValue: state.last, isCalled: state.called };
  }
  return states;
}

export async function setSequence(
  db: Kysely<DB>,
  name: string,
  state: { lastValue: string; isCalled: boolean },
): Promise<void> {
  await sql`select setval(${quoted(name)}::regclass, ${state.lastValue}::bigint, ${state.isCalled})`.execute(
    db,
  );
}

const quoted = (name: string) => `public."${name.replaceAll('"', '""')}"`;
