import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connection.js';
import { generateTypes } from './generate-types.js';
import { testDatabases } from './testing.js';

describe.each(testDatabases())('generated table types on $name', ({ create }) => {
  let database: Database;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(() => database.close());

  it('match the migrated schema exactly (else run `pnpm --filter @tc/db db:types`)', async () => {
    const committed = readFileSync(new URL('./generated/db.ts', import.meta.url), 'utf8');
    expect(await generateTypes(database.db)).toBe(committed);
  });
});
