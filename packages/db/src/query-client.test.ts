import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryClient } from './query-client.js';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('QueryClient on PostgreSQL', () => {
  let client: QueryClient;
  beforeAll(async () => {
    client = new QueryClient({ connectionString: serverUrl });
    await client.connect();
  });
  afterAll(() => client.end());

  it('answers SQL text and its values with the result, as pg does', async () => {
    const result = await client.query('select $1::int + 1 as "next", $2::text as "word"', [41, 'crane']);
    expect(result.rows).toEqual([{ next: 42, word: 'crane' }]);
    expect(result.command).toBe('SELECT');
    expect(result.rowCount).toBe(1);
  });

  it("rejects with pg's own error, and the connection goes on", async () => {
    const failed = client.query('select * from "no_such_table" where "id" = $1', [1]);
    await expect(failed).rejects.toBeInstanceOf(pg.DatabaseError);
    await expect(failed).rejects.toMatchObject({ code: '42P01' });
    expect((await client.query('select $1::int as "one"', [1])).rows).toEqual([{ one: 1 }]);
  });

  it("leaves pg's other forms to pg: text alone, a config object, a callback", async () => {
    expect((await client.query('select 1 as "one"')).rows).toEqual([{ one: 1 }]);
    expect((await client.query({ text: 'select $1::int as "two"', values: [2] })).rows).toEqual([{ two: 2 }]);
    const rows = await new Promise((resolve, reject) =>
      client.query('select $1::int as "three"', [3], (error: Error | null, result: pg.QueryResult) =>
        error ? reject(error) : resolve(result.rows),
      ),
    );
    expect(rows).toEqual([{ three: 3 }]);
  });
});
