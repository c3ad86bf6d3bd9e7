import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { AppRouter, Context } from '@tc/contracts';
import type { PageRead, RenderPage } from '@tc/contracts/page-data';
import { type AnyProcedure, getErrorShape, getTRPCErrorFromUnknown } from '@trpc/server';

/**
 * The web app's server renderer (apps/web/dist-server/entry-server.js, `pnpm build`), loaded once
 * at start; null when it was not built, and the pages are then rendered in the browser only.
 */
export async function loadPageRenderer(entry: string): Promise<RenderPage | null> {
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
  return module.renderPage;
}

/**
 * The reads of a page rendered for the request of `ctx`: a query of `router` by its path, answered
 * as tRPC answers it over HTTP, its result or its error's shape (in the request's language). Only
 * queries: a page's render changes nothing.
 */
export function pageRead(router: AppRouter, ctx: Context): PageRead {
  const procedures = router._def.procedures as unknown as Record<string, AnyProcedure>;
  const config = router._def._config;
  return async (path, input) => {
    const procedure = Object.hasOwn(procedures, path) ? procedures[path] : undefined;
    try {
      if (procedure?._def.type !== 'query') throw new Error(`a page reads queries only: ${path}`);
      const data = await procedure({
        path,
        getRawInput: async () => input,
        ctx,
        type: 'query',
        signal: undefined,
        batchIndex: 0,
      });
      return { result: { data } };
    } catch (cause) {
      const error = getTRPCErrorFromUnknown(cause);
      return { error: getErrorShape({ config, ctx, error, input, path, type: 'query' }) };
    }
  };
}
