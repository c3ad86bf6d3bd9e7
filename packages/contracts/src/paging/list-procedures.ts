import { z } from 'zod';
import type { Context } from '../context.js';
import { adminProcedure } from '../trpc.js';
import { type ListSort, type Page, pageSchema } from './page-query.schema.js';
import type { PageFields } from './paged-list.js';

/** What pagedList makes of a list: every row, or one page and the total. */
interface PagedList<F, T, K extends string> {
  all(ctx: Context, input: F & ListSort<K>): Promise<T[]>;
  page(ctx: Context, input: F & ListSort<K> & PageFields): Promise<Page<T>>;
}

/**
 * A console list's two procedures, for admins, to spread into its router: `list`, the spec's plain
 * array (GET without page), and `page`, the console's page with its total. Each declares its output.
 */
export function listProcedures<
  AllInput extends z.ZodType<F & ListSort<K>>,
  PageInput extends z.ZodType<F & ListSort<K> & PageFields>,
  Item extends z.ZodType,
  F,
  K extends string,
>(inputs: { all: AllInput; page: PageInput }, item: Item, list: PagedList<F, z.input<Item>, K>) {
  return {
    list: adminProcedure
      .input(inputs.all)
      .output(z.array(item))
      .query(({ ctx, input }) => list.all(ctx, input as F & ListSort<K>)),
    page: adminProcedure
      .input(inputs.page)
      .output(pageSchema(item))
      .query(({ ctx, input }) => list.page(ctx, input as F & ListSort<K> & PageFields)),
  };
}
