import type { Database } from '@tc/db';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  insertChunk,
  publicTables,
  sequenceStates,
  setSequence,
  tableChunks,
  useExactText,
} from './table-rows.js';
import { everyRow, restorePairs } from './test-backups.js';

// Values of every kind the schema has or may get, each at an edge of its text form.
const VALUES_TABLE = sql`
  create table backup_values (
    id integer generated always as identity,
    bytes bytea, document json, data jsonb, amount numeric, money numeric(15, 2), ratio float8,
    at timestamptz, local_at timestamp, day date, span interval, words text[], grid integer[][],
    flag boolean, uid uuid, note text, doubled integer generated always as (id * 2) stored
  )`;

async function fillValues(database: Database): Promise<void> {
  const allBytes = Buffer.from(Array.from({ length: 256 }, (_, byte) => byte));
  await sql`
    insert into backup_values (bytes, document, data, amount, money, ratio, at, local_at, day, span, words, grid, flag, uid, note)
    values
      (${allBytes}, '{"b": 1,  "a": [1.0, 2e3], "b": "dup"}', '{"π": 3.14159265358979323846264338327950288, "nested": {"deep": [null, true]}}',
       '123456789012345678901234567890.123456789012345678901234567890', '1936.00', 0.1::float8 + 0.2::float8,
       '2026-11-27 10:11:12.123456+03', '1999-12-31 23:59:59.999999', '2026-02-28', '1 year 2 mons 3 days 04:05:06.789',
       array['a,b', 'quote "q"', 'back\\slash', null, '', 'NULL', 'ع'], '{{1,2},{3,4}}', true, gen_random_uuid(), e'line\\nbreak\\ttab'),
      (''::bytea, 'null', '[]', 'NaN', '-0.01', '-Infinity', 'infinity', '-infinity', '0001-01-01 BC', '-00:00:01',
       '{}', '{}', false, null, repeat('x', 100000)),
      (null, null, null, null, null, null, null, null, null, null, null, null, null, null, null)`.execute(
    database.db,
  );
  // A row removed and one more added: the sequence is ahead of the rows, as it is in use.
  await sql`delete from backup_values where id = 2`.execute(database.db);
  await sql`select nextval(pg_get_serial_sequence('backup_values', 'id'))`.execute(database.db);
}

/** Copies backup_values from one database to the other as a backup and a restore would. */
async function copyValues(from: Database, to: Database): Promise<void> {
  await VALUES_TABLE.execute(to.db);
  const table = (await publicTables(from.db)).find((candidate) => candidate.table === 'backup_values');
  if (!table) throw new Error('no backup_values table');
  const chunks = await from.db.transaction().execute(async (trx) => {
    await useExactText(trx);
    const read = [];
    for await (const chunk of tableChunks(trx, table)) read.push(chunk);
    return { read, sequences: await sequenceStates(trx) };
  });
  await to.db.transaction().execute(async (trx) => {
    await useExactText(trx);
    for (const chunk of chunks.read) await insertChunk(trx, table, chunk);
    for (const [name, state] of Object.entries(chunks.sequences)) await setSequence(trx, name, state);
  });
}

describe.each(restorePairs())('rows from $from.name to $to.name', ({ from, to }) => {
  it('come back exactly: bytea, json, numeric, floats, timestamps, arrays, identities and sequences', async () => {
    const [source, target] = await Promise.all([from.create(), to.create()]);
    try {
      await VALUES_TABLE.execute(source.db);
      await fillValues(source);
      await copyValues(source, target);
      const [copied, original] = await Promise.all([everyRow(target.db), everyRow(source.db)]);
      expect(copied.backup_values).toHaveLength(2);
      expect(copied.backup_values).toEqual(original.backup_values);
      const next = sql<{ id: number }>`insert into backup_values default values returning id`;
      const [inTarget, inSource] = [await next.execute(target.db), await next.execute(source.db)];
      expect(inTarget.rows).toEqual(inSource.rows);
    } finally {
      await Promise.all([source.close(), target.close()]);
    }
  }, 120_000);
});
