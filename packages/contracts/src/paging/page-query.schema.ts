import { z } from 'zod';

/**
 * How every console list is paged, one rule for the server and the console: `page` from 1,
 * `pageSize` 1 to 200 (50 when left out), a `sort` among the list's own keys and a `direction`.
 * The answer of a page is `{ items, total, page, pageSize }`.
 */
export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 200;
/** Past this a page is nobody's list (an offset of twenty million rows), only load. */
export const PAGE_MAX = 100_000;
export const SEARCH_MAX = 100;

export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** A list's order: one of its sort keys and a direction. */
export interface ListSort<K extends string = string> {
  sort: K;
  direction: SortDirection;
}

// A query string's numbers arrive as text ('2'); JSON callers send numbers. Anything else is a 400.
const wholeNumber = (name: string, max: number, fallback: number) =>
  z
    .union([z.number(), z.string()], { error: `${name} must be a whole number` })
    .pipe(
      z.coerce
        .number<string | number>({ error: `${name} must be a whole number` })
        .int(`${name} must be a whole number`)
        .min(1, `${name} must be at least 1`)
        .max(max, `${name} must be at most ${max}`),
    )
    .default(fallback);

/** The search box of a list: part of what the list's columns hold, in any case; `%` and `_` are plain. */
export const searchTextSchema = z
  .string({ error: 'search must be text' })
  .trim()
  .max(SEARCH_MAX, `search must be at most ${SEARCH_MAX} characters`)
  .optional();

/** The paging fields every list takes, page and pageSize, checked as query-string text too. */
export const pageFieldsShape = {
  page: wholeNumber('page', PAGE_MAX, 1),
  pageSize: wholeNumber('pageSize', PAGE_SIZE_MAX, PAGE_SIZE_DEFAULT),
};

/** The sort fields of a list: its own keys only (anything else is a 400) and a direction. */
export function sortFieldsShape<const K extends readonly [string, ...string[]]>(
  keys: K,
  fallback: ListSort<K[number]>,
) {
  return {
    sort: z.enum(keys, { error: `sort must be one of: ${keys.join(', ')}` }).default(fallback.sort),
    direction: z.enum(sortDirections, { error: 'direction must be asc or desc' }).default(fallback.direction),
  };
}

/**
 * A list's two inputs from its filters and sort keys: `all` for the spec's plain array (filters and
 * sort, every row) and `page` for one page of it. Both take a missing input as no filter.
 */
export function listInputSchemas<F extends z.ZodRawShape, const K extends readonly [string, ...string[]]>(
  filters: F,
  keys: K,
  fallback: ListSort<K[number]>,
  /** A rule across the filters (a date range's From not after its To), checked on both inputs. */
  check?: { ok: (value: z.output<z.ZodObject<F>>) => boolean; message: string; path: string[] },
) {
  const all = z.object({ ...filters, ...sortFieldsShape(keys, fallback) });
  const page = all.extend(pageFieldsShape);
  const checked = <S extends z.ZodType>(schema: S): S =>
    check ? schema.refine((value) => check.ok(value as never), check) : schema;
  // Every field is optional, so no input is {}: the whole list in its default order.
  return {
    all: checked(all).prefault({} as never),
    page: checked(page).prefault({} as never),
    sortKeys: keys,
    defaultSort: fallback,
  };
}

/** The sort keys of a list made by listInputSchemas (the columns a console table may sort by). */
export type SortKeyOf<L extends { sortKeys: readonly string[] }> = L['sortKeys'][number];

/** One page of a list, with the number of rows all its pages hold. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** How many pages a total makes (at least one, the empty list's). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
