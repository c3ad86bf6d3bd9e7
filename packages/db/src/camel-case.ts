import { CamelCasePlugin, type UnknownRow } from 'kysely';

/** More distinct names than the schema and the queries' aliases hold: past it, the memo starts over. */
const NAMES_MAX = 5000;

/**
 * Kysely's CamelCasePlugin, with nested objects kept as stored (jsonb values: course price maps
 * keyed by course type, form submissions keyed by field name come back exactly as written), its
 * name conversions remembered, and rows mapped in one pass. The plugin works out each name again,
 * character by character, for every column of every row: for the catalogue's 16 rows that was
 * more of a read's time than its own mapping (docs/benchmarks.md).
 */
export class ColumnCasePlugin extends CamelCasePlugin {
  readonly #camel = new Map<string, string>();
  readonly #snake = new Map<string, string>();

  constructor() {
    super({ maintainNestedObjectKeys: true });
  }

  protected override camelCase(name: string): string {
    return remembered(this.#camel, name, (value) => super.camelCase(value));
  }

  protected override snakeCase(name: string): string {
    return remembered(this.#snake, name, (value) => super.snakeCase(value));
  }

  /** As the plugin maps a row with maintainNestedObjectKeys: values as they are, names camelCased. */
  protected override mapRow(row: UnknownRow): UnknownRow {
    const mapped: UnknownRow = {};
    for (const name of Object.keys(row)) mapped[this.camelCase(name)] = row[name];
    return mapped;
  }
}

function remembered(memo: Map<string, string>, name: string, convert: (name: string) => string): string {
  let converted = memo.get(name);
  if (converted === undefined) {
    if (memo.size >= NAMES_MAX) memo.clear();
    converted = convert(name);
    memo.set(name, converted);
  }
  return converted;
}
