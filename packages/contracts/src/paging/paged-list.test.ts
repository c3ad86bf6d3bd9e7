import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createContextInner } from '../context.js';
import { listInputSchemas, PAGE_SIZE_DEFAULT, pageCount, searchTextSchema } from './page-query.schema.js';
import { containsText, likePattern, nullsLast, pagedList } from './paged-list.js';

// The one paging mechanism of every console list: its input schema (the bounds and messages the
// console imports too) and the Kysely helper that runs a page and its total in SQL.

const input = listInputSchemas({ search: searchTextSchema }, ['createdAt', 'name', 'course'], {
  sort: 'createdAt',
  direction: 'desc',
});

/** The first issue's message, as the 400 says it. */
const refusal = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('the page query schema', () => {
  it('fills the defaults: page 1 of 50, the list’s own order', () => {
    expect(input.page.parse(undefined)).toEqual({
      sort: 'createdAt',
      direction: 'desc',
      page: 1,
      pageSize: 50,
    });
    expect(input.all.parse({})).toEqual({ sort: 'createdAt', direction: 'desc' });
    expect(PAGE_SIZE_DEFAULT).toBe(50);
  });

  it('reads the query string’s text as numbers, and refuses what is not a whole number in bounds', () => {
    expect(input.page.parse({ page: '3', pageSize: '200', sort: 'name', direction: 'asc' })).toMatchObject({
      page: 3,
      pageSize: 200,
      sort: 'name',
      direction: 'asc',
    });
    expect(refusal(input.page, { pageSize: 201 })).toBe('pageSize must be at most 200');
    expect(refusal(input.page, { pageSize: '0' })).toBe('pageSize must be at least 1');
    expect(refusal(input.page, { page: 0 })).toBe('page must be at least 1');
    expect(refusal(input.page, { page: 'two' })).toBe('page must be a whole number');
    expect(refusal(input.page, { page: '1.5' })).toBe('page must be a whole number');
    expect(refusal(input.page, { page: true })).toBe('page must be a whole number');
    expect(refusal(input.page, { page: 100_001 })).toBe('page must be at most 100000');
    expect(refusal(input.page, { sort: 'passwordHash' })).toBe(
      'sort must be one of: createdAt, name, course',
    );
    expect(refusal(input.page, { direction: 'up' })).toBe('direction must be asc or desc');
    expect(refusal(input.page, { search: 'x'.repeat(101) })).toBe('search must be at most 100 characters');
    expect(input.page.parse({ search: '  50%  ' }).search).toBe('50%');
  });

  it('counts the pages of a total', () => {
    expect([0, 1, 50, 51, 10_000].map((total) => pageCount(total, 50))).toEqual([1, 1, 1, 2, 200]);
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(likePattern('a_b%c\\d')).toBe('%a\\_b\\%c\\\\d%');
  });
});

describe.each(testDatabases())('a paged list on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  const at = new Date('2026-11-20T08:00:00Z');
  // 23 messages: 20 sent at the same instant (only the id orders them), 3 whose names hold % and _.
  const names = [
    ...Array.from({ length: 20 }, (_, index) => `Sender ${String(index).padStart(2, '0')}`),
    '100% sure',
    'under_score',
    'underXscore',
  ];

  const list = pagedList({
    rows: (ctx, filter: z.output<typeof input.all>) => {
      const query = ctx.db.selectFrom('contactMessages').select(['id', 'name', 'courseInterest']);
      return filter.search ? query.where(containsText(['contactMessages.name'], filter.search)) : query;
    },
    sorts: {
      createdAt: 'contactMessages.createdAt',
      name: 'contactMessages.name',
      course: nullsLast('contactMessages.courseInterest'),
    },
    id: 'contactMessages.id',
    items: (rows) => rows,
  });
  const ctx = () => createContextInner({ db: database.db });
  const page = (query: Record<string, unknown>) => list.page(ctx(), input.page.parse(query));

  beforeAll(async () => {
    database = await create();
    await database.db
      .insertInto('contactMessages')
      .values(
        names.map((name, index) => ({
          name,
          email: 'sender@example.test',
          message: 'Hello',
          courseInterest: index % 2 === 0 ? null : `Course ${index}`,
          createdAt: at,
        })),
      )
      .execute();
  });
  afterAll(() => database.close());

  it('walks the pages in a stable order that never repeats or skips a row', async () => {
    for (const direction of ['asc', 'desc'] as const) {
      const pages = await Promise.all(
        [1, 2, 3].map((number) => page({ page: number, pageSize: 10, direction })),
      );
      expect(pages.map((one) => [one.items.length, one.total, one.page, one.pageSize])).toEqual([
        [10, 23, 1, 10],
        [10, 23, 2, 10],
        [3, 23, 3, 10],
      ]);
      const ids = pages.flatMap((one) => one.items.map((row) => row.id));
      expect(new Set(ids).size).toBe(23);
      expect(ids).toEqual((await list.all(ctx(), input.all.parse({ direction }))).map((row) => row.id));
      // Ties on the sort key fall back to the id, in the sort's direction.
      const sorted = [...ids].sort();
      expect(ids).toEqual(direction === 'asc' ? sorted : sorted.reverse());
    }
  });

  it('says the total for a page past the end, and none for an empty list', async () => {
    expect(await page({ page: 9, pageSize: 10 })).toEqual({ items: [], total: 23, page: 9, pageSize: 10 });
    expect(await page({ search: 'nobody' })).toEqual({ items: [], total: 0, page: 1, pageSize: 50 });
  });

  it('searches in any case, % and _ standing for themselves', async () => {
    const found = async (search: string) =>
      (await page({ search, sort: 'name', direction: 'asc' })).items.map((row) => row.name);
    expect(await found('UNDER_')).toEqual(['under_score']);
    expect(await found('0%')).toEqual(['100% sure']);
    expect(await found('%')).toEqual(['100% sure']);
    expect(await found('\\')).toEqual([]);
    expect((await page({ search: 'sender 1' })).total).toBe(10);
  });

  it('sorts by the key asked, empty values last in either direction', async () => {
    for (const direction of ['asc', 'desc'] as const) {
      const { items } = await page({ sort: 'course', direction, pageSize: 200 });
      const courses = items.map((row) => row.courseInterest);
      expect(courses.slice(0, 11).every((course) => course !== null)).toBe(true);
      expect(courses.slice(11).every((course) => course === null)).toBe(true);
      const named = courses.slice(0, 11) as string[];
      const ordered = [...named].sort();
      expect(named).toEqual(direction === 'asc' ? ordered : ordered.reverse());
    }
  });
});
