import { CamelCasePlugin, type PluginTransformResultArgs, type QueryResult, type UnknownRow } from 'kysely';

/** More distinct names (or column lists) than the schema and the queries hold: past it, a memo starts over. */
const MEMO_MAX = 5000;

type RowMapper = (row: UnknownRow) => UnknownRow;

/**
 * Kysely's CamelCasePlugin, with nested objects kept as stored (jsonb values: course price maps
 * keyed by course type, form submissions keyed by field name come back exactly as written), its
 * query names remembered, and each result's rows mapped by one function made for its columns
 * (made once per column list, so each result name is worked out once).
 * The plugin works out every name again, character by character, and grows each row one property
 * at a time: for the catalogue's 16 rows that cost more than the service's own mapping
 * (docs/benchmarks.md).
 */
export class ColumnCasePlugin extends CamelCasePlugin {
  readonly #snake = new Map<string, string>();
  readonly #mappers = new Map<string, RowMapper>();

  constructor() {
    super({ maintainNestedObjectKeys: true });
  }

  override async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const { rows } = args.result;
    if (!Array.isArray(rows) || rows[0] === undefined) return args.result;
    // Every row of a statement's result has the statement's columns, in the same order.
    const mapRow = this.#mapperFor(Object.keys(rows[0]));
    return { ...args.result, rows: rows.map(mapRow) };
  }

  protected override snakeCase(name: string): string {
    return remembered(this.#snake, name, (value) => super.snakeCase(value));
  }

  /**
   * `row => ({ "whatYouLearn": row["what_you_learn"], ... })`: one object of its final shape per
   * row. The names are written as JSON string literals, which JavaScript reads back as the same
   * strings; `__proto__` as a computed key, which makes a property rather than a prototype.
   */
  #mapperFor(columns: string[]): RowMapper {
    const key = columns.join('\u0000');
    let mapper = this.#mappers.get(key);
    if (mapper === undefined) {
      const properties = columns.map((column) => {
        const name = JSON.stringify(this.camelCase(column));
        return `${name === '"__proto__"' ? `[${name}]` : name}: row[${JSON.stringify(column)}]`;
      });
      mapper = new Function('row', `return { ${properties.join(', ')} };`) as RowMapper;
      if (this.#mappers.size >= MEMO_MAX) this.#mappers.clear();
      this.#mappers.set(key, mapper);
    }
    return mapper;
  }
}

function remembered(memo: Map<string, string>, name: string, convert: (name: string) => string): string {
  let converted = memo.get(name);
  if (converted === undefined) {
    if (memo.size >= MEMO_MAX) memo.clear();
    converted = convert(name);
    memo.set(name, converted);
  }
  return converted;
}
