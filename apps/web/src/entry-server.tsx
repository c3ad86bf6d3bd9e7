import './app/zod-config';
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import type { AppRouter } from '@tc/contracts';
import { toArabic } from '@tc/contracts/arabic-messages';
import type { RenderPage } from '@tc/contracts/page-data';
import { createTRPCClient } from '@trpc/client';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppFrame, AppRoutes, fillWithPageData } from './app/app';
import { loadLazyPages } from './app/lazy-routes';
import { createQueryClient } from './app/query-client';
import { setSiteAddressScope } from './app/site-address';
import { setStyleNonceScope } from './app/style-nonce';
import { arSite } from './i18n/ar-site';
import { enSite } from './i18n/en-site';
import { type PageTexts, pageTexts, setPageTextsScope } from './i18n/translate';
import { pageReadLink } from './ssr/page-read-link';
import { renderedQueries } from './ssr/rendered-queries';
import { readRoute } from './ssr/route-reads';

/*
 * The server's renderer of the public pages (issue: public pages arrive rendered), built by
 * `vite build --ssr` into dist-server/ and loaded by the API (apps/api/src/page-render.ts). It
 * renders the same components the browser hydrates, from the same data: the page data, and the
 * reads of the page (ssr/route-reads.ts), which the API answers from its own procedures, in the
 * visitor's context, without HTTP.
 */

interface RenderScope {
  texts: PageTexts;
  nonce: string;
  appUrl: string;
}

// Pages of both languages are rendered at once; each render reads its own texts and nonce.
const scope = new AsyncLocalStorage<RenderScope>();
setPageTextsScope(() => scope.getStore()?.texts);
setStyleNonceScope(() => scope.getStore()?.nonce);
setSiteAddressScope(() => scope.getStore()?.appUrl);

// Each lazy page is loaded before the first render, so none waits behind a fallback (lazy-routes.tsx).
const lazyPagesLoaded = loadLazyPages();

const TEXTS = {
  en: pageTexts('en', enSite),
  ar: pageTexts('ar', arSite, toArabic),
} as const;

/** Renders the page at `url` for a visitor, or answers null when it is not a page rendered here. */
export const renderPage: RenderPage = async (request) => {
  const queryClient = createQueryClient({ rendering: true });
  await lazyPagesLoaded;
  const client = createTRPCClient<AppRouter>({ links: [pageReadLink(request.read)] });
  fillWithPageData(queryClient, client, request.data);
  const url = new URL(request.url, 'http://localhost');
  const route = await readRoute(url, queryClient, client);
  if (!route) return null;
  const texts = TEXTS[request.data.language];
  const html = await scope.run({ texts, nonce: request.nonce, appUrl: request.appUrl }, () =>
    renderToString(
      <StrictMode>
        <AppFrame queryClient={queryClient} apiClient={client} posted={request.data.posted}>
          <StaticRouter location={`${url.pathname}${url.search}`}>
            <AppRoutes />
          </StaticRouter>
        </AppFrame>
      </StrictMode>,
      request.nonce,
    ),
  );
  // React writes what the page hoists (its <title>, preloads of its pictures) first, when it does not
  // render <head> itself: that goes into the page's <head>.
  const hoisted = html.match(HOISTED)?.[0] ?? '';
  return {
    status: route.status,
    // An Arabic page's texts and font too (i18n/page-language.ts loads them before it hydrates).
    chunks: request.data.language === 'ar' ? [...route.chunks, 'ar-site', 'arabic-font'] : route.chunks,
    head: hoisted,
    html: html.slice(hoisted.length),
    queries: renderedQueries(queryClient),
  };
};

const HOISTED = /^(?:<link\b[^>]*\/>|<meta\b[^>]*\/>|<title>[^<]*<\/title>)+/;

/** React's streaming renderer, read to its end: a crawler gets the whole page, lazy parts included. */
function renderToString(element: React.ReactNode, nonce: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      nonce,
      // Every part inline, in order: a large part is not sent apart to be moved in by a script,
      // which a reader without JavaScript would never see.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error);
      },
    });
  });
}
