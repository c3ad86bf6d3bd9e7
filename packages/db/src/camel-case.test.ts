import {
  CamelCasePlugin,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryId,
  type UnknownRow,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { ColumnCasePlugin } from './camel-case.js';

const queryId = { queryId: 'test' } as QueryId;
const mapRows = async (plugin: CamelCasePlugin, rows: UnknownRow[]) =>
  (await plugin.transformResult({ queryId, result: { rows } })).rows;

// Names of the schema and of the queries' aliases, with the plugin's edge cases (digits, capitals).
const names = [
  'id',
  'what_you_learn',
  'window_ends_at',
  'address_line_2',
  'total_bhd',
  'x',
  'is_active',
  'csvRow',
];

describe('ColumnCasePlugin', () => {
  it('names columns as Kysely camelCase plugin does, and keeps jsonb values as stored', async () => {
    const row: UnknownRow = Object.fromEntries(names.map((name, index) => [name, index]));
    row.price_map = { crane_operator: '120.000', nested_key: { snake_case: true } };
    row.tags = ['a_b', { c_d: 1 }];
    const kysely = new CamelCasePlugin({ maintainNestedObjectKeys: true });
    const ours = new ColumnCasePlugin();
    // Twice: the second time from the remembered names.
    for (let round = 0; round < 2; round += 1) {
      expect(await mapRows(ours, [row, row])).toEqual(await mapRows(kysely, [row, row]));
    }
    const [mapped] = await mapRows(ours, [row]);
    expect(Object.getPrototypeOf(mapped)).toBe(Object.prototype);
    expect(mapped?.priceMap).toEqual({ crane_operator: '120.000', nested_key: { snake_case: true } });
    expect(mapped?.whatYouLearn).toBe(1);
  });

  it('maps any column name an alias can give, as the plugin does', async () => {
    const row: UnknownRow = {
      'quote"d': 1,
      'back\\slash': 2,
      'new\nline': 3,
      '\u2028separator': 4,
      constructor: 5,
      'x"]: process.exit(1), y: row["': 6,
    };
    Object.defineProperty(row, '__proto__', { value: 'a column, not a prototype', enumerable: true });
    const kysely = new CamelCasePlugin({ maintainNestedObjectKeys: true });
    const [mapped] = await mapRows(new ColumnCasePlugin(), [row]);
    expect(mapped).toEqual((await mapRows(kysely, [row]))[0]);
    expect(Object.values(mapped ?? {})).toContain('a column, not a prototype');
    expect(Object.getPrototypeOf(mapped)).toBe(Object.prototype);
  });

  it('makes a property, not a prototype, of a column it would name __proto__', async () => {
    class ProtoNaming extends ColumnCasePlugin {
      protected override camelCase(name: string): string {
        return name === 'p' ? '__proto__' : super.camelCase(name);
      }
    }
    const [mapped] = await mapRows(new ProtoNaming(), [{ p: { polluted: true }, a_b: 1 }]);
    expect(Object.getOwnPropertyDescriptor(mapped, '__proto__')?.value).toEqual({ polluted: true });
    expect(Object.getPrototypeOf(mapped)).toBe(Object.prototype);
    expect(mapped?.aB).toBe(1);
  });

  it('leaves an empty result as it is', async () => {
    expect(await mapRows(new ColumnCasePlugin(), [])).toEqual([]);
  });

  it('names tables and columns in SQL as Kysely camelCase plugin does', () => {
    const compiled = (plugin: CamelCasePlugin) =>
      new Kysely<Record<string, Record<string, unknown>>>({
        dialect: {
          createAdapter: () => new PostgresAdapter(),
          createDriver: () => new DummyDriver(),
          createIntrospector: (db) => new PostgresIntrospector(db),
          createQueryCompiler: () => new PostgresQueryCompiler(),
        },
        plugins: [plugin],
      })
        .selectFrom('imageVersions')
        .select(['imageKey', 'addressLine2', 'totalBHD as sumOfAll'])
        .where('windowEndsAt', '>', 1)
        .compile().sql;
    // Twice: the second time from the remembered names.
    const expected = compiled(new CamelCasePlugin({ maintainNestedObjectKeys: true }));
    const ours = new ColumnCasePlugin();
    expect(compiled(ours)).toBe(expected);
    expect(compiled(ours)).toBe(expected);
  });

  it('stays right past the size of its memo', async () => {
    const ours = new ColumnCasePlugin();
    for (let index = 0; index < 12_000; index += 1) {
      const [mapped] = await mapRows(ours, [{ [`column_${index}_name`]: index }]);
      expect(mapped).toEqual({ [`column${index}Name`]: index });
    }
  });
});
