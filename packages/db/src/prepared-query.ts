import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { DB } from './generated/db.js';

/** Where a value goes in a prepared query's parameters: the name of the value `build` was given. */
class Slot {
  constructor(readonly name: string) {}
}

/**
 * A query built and compiled once, then run with each call's values. Kysely builds the query's
 * tree, renames it (camelCase to snake_case) and compiles it on every execute: 10-30 us a query,
 * which the reads every visitor's request makes (throttle counts, certificate lookups, the
 * catalogue) pay each time. Here `build` runs once, on the first call, with stand-ins for the
 * values; each call then puts its values where the stand-ins went. Results still pass Kysely's
 * plugins (rows come back camelCased, as from any other query).
 *
 * A value must travel as one parameter (compared, inserted, limited): never a list (`in`), which
 * compiles to as many parameters as it has items, and never a value the query branches on.
 * Every database of the product compiles the same PostgreSQL (one compiler, one plugin), so the
 * SQL compiled with the first is the SQL of all; a plugin added later (`withPlugin`) sees the
 * results but never the query, which is not built again.
 */
export function preparedQuery<Values extends Record<string, unknown>, Row>(
  build: (db: Kysely<DB>, values: Values) => Compilable<Row>,
): (db: Kysely<DB>, values: Values) => Promise<Row[]> {
  let compiled: CompiledQuery<Row> | undefined;
  return async (db, values) => {
    if (!compiled) {
      const slots = new Proxy({} as Values, { get: (_target, name) => new Slot(String(name)) });
      compiled = build(db, slots).compile();
    }
    const template = compiled;
    const parameters = template.parameters.map((parameter) =>
      parameter instanceof Slot ? values[parameter.name] : parameter,
    );
    const result = await db.executeQuery<Row>({ ...template, parameters });
    return result.rows;
  };
}
