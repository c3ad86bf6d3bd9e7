import type { Page, Route } from '@playwright/test';

/**
 * Makes one tRPC procedure's answer an internal error, however the browser batches it with
 * others: the batch goes to the server, and only that procedure's part of the answer is replaced.
 * Answers the function that lets it through again, once the answers already under way are given
 * (unrouting under a handler that is still fetching makes its answer fail).
 */
export async function failProcedure(page: Page, procedure: string): Promise<() => Promise<void>> {
  const matches = (url: URL) => url.pathname.startsWith('/trpc/') && url.pathname.includes(procedure);
  const underWay = new Set<Promise<void>>();
  async function fail(route: Route) {
    const response = await route.fetch();
    const procedures = new URL(route.request().url()).pathname.split('/').pop()?.split(',') ?? [];
    const results = (await response.json()) as unknown[];
    const failed = results.map((result, index) =>
      procedures[index] === procedure
        ? {
            error: {
              message: 'down',
              code: -32603,
              data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
            },
          }
        : result,
    );
    await route.fulfill({ response, status: 207, json: failed });
  }
  await page.route(matches, async (route) => {
    const answer = fail(route);
    underWay.add(answer);
    try {
      await answer;
    } finally {
      underWay.delete(answer);
    }
  });
  return async () => {
    await Promise.all(underWay);
    await page.unroute(matches);
  };
}
