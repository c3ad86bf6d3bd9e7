import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import {
  type AppRouter,
  type Context,
  type PageData,
  PUBLIC_CACHED_PROCEDURES,
  publicCache,
} from '@tc/contracts';
import type { PageRead, RenderedPage, RenderPage } from '@tc/contracts/page-data';
import type { AnyProcedure } from '@trpc/server';
import { answerQuery } from './trpc-queries.js';

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
export function pageRead(router: AppRouter, ctx: Context, paths: string[] = []): PageRead {
  const procedures = router._def.procedures as unknown as Record<string, AnyProcedure>;
  return async (path, input) => {
    paths.push(path);
    const procedure = Object.hasOwn(procedures, path) ? procedures[path] : undefined;
    if (procedure?._def.type !== 'query') throw new Error(`a page reads queries only: ${path}`);
    return answerQuery(router, ctx, { path, procedure, input, batchIndex: 0 });
  };
}

/**
 * Whether a page's address may name a kept page: a path with no query but its language. A query (a
 * landing section, a course chosen for the contact form) or a 404 page would let anyone fill the
 * cache with addresses of their own making.
 */
const sharedAddress = (url: string) =>
  [...new URL(url, 'http://page').searchParams.keys()].every((name) => name === 'lang');

/** Stands for the page's nonce in a kept page: each answer writes its own in. */
const NONCE_MARK = randomBytes(18).toString('base64url');

/**
 * Renders the page at `url` for a visitor, through `render`. A page that read public data only (the
 * courses, website texts, gallery, forms: PUBLIC_CACHED_PROCEDURES) is kept with the public reads,
 * per address and language, until the public data changes (the same signal drops it in every
 * process): it is rendered once per version, then only its nonce is written in. A page that read
 * anything else (a certificate, a reset link), a 404, an address with a query and the answer to a
 * posted form (page-forms.ts) are rendered every time.
 */
export async function renderForVisitor(
  render: RenderPage,
  page: { url: string; data: PageData; appUrl: string; nonce: string },
  router: AppRouter,
  ctx: Context,
): Promise<RenderedPage | null> {
  const cache = publicCache(ctx.live);
  const key = `page:${page.data.language}:${page.url}`;
  const shared = sharedAddress(page.url) && !page.data.posted;
  const { version, answer } = shared
    ? await cache.peek<RenderedPage | null>(ctx.db, key)
    : { version: undefined, answer: undefined };
  let rendered = await answer;
  if (answer === undefined) {
    const paths: string[] = [];
    rendered = await render({
      url: page.url,
      data: page.data,
      read: pageRead(router, ctx, paths),
      nonce: NONCE_MARK,
      appUrl: page.appUrl,
    });
    if (
      rendered?.status === 200 &&
      shared &&
      version !== undefined &&
      paths.every((path) => PUBLIC_CACHED_PROCEDURES.has(path))
    ) {
      cache.keep(key, version, rendered);
    }
  }
  if (!rendered) return null;
  const withNonce = (html: string) => html.replaceAll(NONCE_MARK, page.nonce);
  return { ...rendered, head: withNonce(rendered.head), html: withNonce(rendered.html) };
}
