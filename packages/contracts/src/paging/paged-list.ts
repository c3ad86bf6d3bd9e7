import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Context } from '../context.js';
import type { ListSort, Page } from './page-query.schema.js';

/** A column ('users.email', or an alias the query selects) or an expression a list sorts by. */
type SortPart = string | Expression<unknown>;
/** A nullable part, whose empty values go last in either direction (never before the rest). */
interface NullsLast {
  nullsLast: SortPart;
}
/** What a sort key orders by: one part, or several in turn (a class's date, then its time). */
export type SortBy = SortPart | NullsLast | readonly (SortPart | NullsLast)[];

export const nullsLast = (part: SortPart): NullsLast => ({ nullsLast: part });

/**
 * A text column as the caller reads it: on an Arabic request its Arabic twin ('courses.name' has
 * 'courses.nameAr') where one was given, else the column itself; a list sorted by it reads in order.
 */
export const readerColumn = (ctx: Pick<Context, 'language'>, column: string): SortPart =>
  ctx.language === 'ar' ? sql`coalesce(${sql.ref(`${column}Ar`)}, ${sql.ref(column)})` : column;

const expressionOf = (part: SortPart) => (typeof part === 'string' ? sql.ref(part) : part);

/** `%`, `_` and `\` stand for themselves in a search, not for LIKE's wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Whether any of the columns holds the text, in any case; the text's `%` and `_` are plain characters. */
export function containsText(columns: readonly SortPart[], text: string): Expression<SqlBool> {
  const pattern = likePattern(text);
  const matches = columns.map((column) => sql<SqlBool>`${expressionOf(column)} ilike ${pattern}`);
  return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}

export interface PageFields {
  page: number;
  pageSize: number;
}

interface ListSpec<F, QDB, TB extends keyof QDB, O, T, K extends string> {
  /** The list's rows with the filter applied (search included) and their columns selected, unordered. */
  rows: (ctx: Context, filter: F) => SelectQueryBuilder<QDB, TB, O>;
  /** A sort key's order; a function when it depends on the request (today's date). */
  sorts: Record<K, SortBy | ((ctx: Context) => SortBy)>;
  /** A unique column that breaks ties, so pages never repeat or skip a row. */
  id: string;
  /** The rows as the list's items (more reads, such as a quotation's lines, go here). */
  items: (rows: O[], ctx: Context) => T[] | Promise<T[]>;
}

/**
 * One console list, defined once: its filtered query, its sort keys and how a row becomes an item.
 * `all` answers every row (the spec's plain array), `page` one page and the total. Search, filters
 * and sort run in SQL; a page is one round trip (the total rides along as an uncorrelated subquery,
 * counted once), and a second only for a page past the end, to say how many rows there are.
 */
export function pagedList<F, QDB, TB extends keyof QDB, O, T, K extends string>(
  spec: ListSpec<F, QDB, TB, O, T, K>,
) {
  function ordered(ctx: Context, query: SelectQueryBuilder<QDB, TB, O>, { sort, direction }: ListSort<K>) {
    const key = spec.sorts[sort];
    const by = typeof key === 'function' ? key(ctx) : key;
    const parts = Array.isArray(by)
      ? (by as readonly (SortPart | NullsLast)[])
      : [by as SortPart | NullsLast];
    let result = query;
    for (const part of parts) {
      const last = typeof part === 'object' && 'nullsLast' in part;
      const expression = expressionOf(last ? part.nullsLast : (part as SortPart));
      result = result.orderBy(expression, (item) =>
        last ? item[direction]().nullsLast() : item[direction](),
      );
    }
    return result.orderBy(sql.ref(spec.id), (item) => item[direction]());
  }

  const count = (query: SelectQueryBuilder<QDB, TB, O>) =>
    query.clearSelect().select(sql<number>`count(*)::int`.as('total'));

  /** The query of one page, its total riding along (exposed for the plans the index tests read). */
  function pageQuery(ctx: Context, input: F & ListSort<K> & PageFields) {
    const query = spec.rows(ctx, input);
    return ordered(ctx, query, input)
      .select(count(query).as('pageTotal'))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize);
  }

  return {
    pageQuery,

    async all(ctx: Context, input: F & ListSort<K>): Promise<T[]> {
      return spec.items(await ordered(ctx, spec.rows(ctx, input), input).execute(), ctx);
    },

    async page(ctx: Context, input: F & ListSort<K> & PageFields): Promise<Page<T>> {
      const { page, pageSize } = input;
      const rows = (await pageQuery(ctx, input).execute()) as (O & { pageTotal: number })[];
      const first = rows[0];
      // No row: the list is empty, or the page is past its end and the total needs a query of its own.
      const total = first
        ? first.pageTotal
        : page === 1
          ? 0
          : ((await count(spec.rows(ctx, input)).executeTakeFirst()) as { total: number } | undefined)?.total;
      const items = await spec.items(
        rows.map(({ pageTotal: _, ...row }) => row as O),
        ctx,
      );
      return { items, total: Number(total ?? 0), page, pageSize };
    },
  };
}
