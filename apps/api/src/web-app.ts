import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { type Language, LOADING_TEXTS, localMessage, type PageData, textDirection } from '@tc/contracts';
import type { PostedForm, RenderedPage } from '@tc/contracts/page-data';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BROTLI_QUALITY } from './compression.js';
import { chunkLinks } from './page-assets.js';
import { pageDataScript } from './page-data.js';
import { requestLanguage } from './request-language.js';
import { createNonce, pageContentSecurityPolicy } from './security-headers.js';

/**
 * The page in its language: `<html lang dir>` and the loading text, so nothing flips once it runs;
 * and in the site's one colour scheme, which Mantine's colour variables are written for (a page
 * rendered on the server is styled before any script runs, or when none does).
 */
function inLanguage(html: string, language: Language): string {
  return html
    .replace(
      /<html\b[^>]*>/,
      `<html lang="${language}" dir="${textDirection(language)}" data-mantine-color-scheme="light">`,
    )
    .replace(/>(\s*)Loading\.\.\.(\s*)</, `>$1${LOADING_TEXTS[language]}$2<`);
}

/**
 * What a page starts with: its data (with the form it posted, if it did), and, for a page the server
 * renders (a public page for a visitor), its renderer (page-render.ts), given the page's nonce.
 */
export type PageReader = (
  req: FastifyRequest,
  reply: FastifyReply,
  posted?: PostedForm,
) => Promise<{ data: PageData; render?: (nonce: string) => Promise<RenderedPage | null> }>;

/** Answers the page of the request; for a form posted without JavaScript, with how it went. */
export type SendPage = (
  req: FastifyRequest,
  reply: FastifyReply,
  posted?: { form: PostedForm; status: number },
) => Promise<FastifyReply>;

/**
 * A rendered page in the built index.html: its HTML in #root, its head tags in <head> (its own title
 * for the built one), its stylesheets blocking (no flash of unstyled text).
 */
function withRenderedRoot(html: string, rendered: RenderedPage, chunks: string): string {
  // The built page's own title and description give way to the page's.
  let page = html;
  if (rendered.head.includes('<title>')) page = page.replace(/<title>[^<]*<\/title>\s*/, '');
  if (rendered.head.includes('name="description"')) {
    page = page.replace(/<meta\s+name="description"[^>]*>\s*/, '');
  }
  // Replacer functions: the page's own text may hold `$&` and the like.
  return page
    .replace('</head>', () => `${chunks}\n    ${rendered.head}\n  </head>`)
    .replace(
      /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
      (_root, end: string) => `<div id="root" data-rendered>${rendered.html}</div>${end}`,
    )
    .replace(/<link rel="preload" as="style"/g, '<link rel="stylesheet"');
}

/**
 * Compresses a page for the browser: Brotli at a quick level, else gzip, else as it is. Pages do it
 * themselves: most are answered from the not-found handler, which compression.ts cannot hook.
 */
function sendCompressed(req: FastifyRequest, reply: FastifyReply, body: string) {
  const accepted = req.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY };
    return reply.header('Content-Encoding', 'br').send(brotliCompressSync(body, { params }));
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(body));
  return reply.send(body);
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated.
 * Each built file gets a route of its own at start (the build does not change while the server
 * runs), so a page address never makes the file system look for a file first.
 * The build writes a Brotli (.br) and a gzip (.gz) copy beside each text file; a browser that
 * accepts one of them gets it, with no compression work per request.
 * Any other GET without a file extension (/, /courses, ...) gets the page, index.html, for the
 * browser router to take, with the page data written into it (see page-data.ts) when a reader is
 * given: it holds the session's user, so it is private, revalidated every time, and never stored
 * at all for a signed-in user. A public page for a visitor arrives rendered (page-render.ts), with
 * its status: 404 for what does not exist. Each page gets its own CSP nonce, on its inline style and
 * scripts.
 * Unknown /api and /trpc paths, and missing files, get a JSON 404 instead.
 * Answers how to send a page (page-forms.ts answers a posted form with one), or null without a build.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  appUrl: string,
  readPage?: PageReader,
): Promise<SendPage | null> {
  const indexPath = join(webDist, 'index.html');
  const hasWebApp = existsSync(indexPath);
  const page = hasWebApp ? readFileSync(indexPath, 'utf8') : '';
  const linksOf = chunkLinks(webDist);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders: (res, servedPath) => {
        const path = servedPath.replace(/\.(br|gz)$/, '');
        if (path.includes(`${join(webDist, 'assets')}/`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.header('Cache-Control', 'no-cache');
        }
        if (path.endsWith('sw.js')) {
          res.header('Content-Type', 'text/javascript; charset=utf-8');
          res.header('Service-Worker-Allowed', '/');
        }
      },
    });
  } else {
    app.log.warn({ webDist }, 'web app not built: only the API is served');
  }

  const sendPage: SendPage = async (req, reply, posted) => {
    const nonce = createNonce();
    // The nonce goes on the page's own tags only, before any data is written in.
    let html = page.replace(/<(script|style)\b/g, `<$1 nonce="${nonce}"`);
    let data: PageData | undefined;
    let status = posted?.status ?? 200;
    if (readPage) {
      try {
        const read = await readPage(req, reply, posted?.form);
        const rendered = await read.render?.(nonce).catch((error: unknown) => {
          req.log.error({ err: error }, 'page render failed: the browser renders it');
          return null;
        });
        const written: PageData = rendered ? { ...read.data, queries: rendered.queries } : read.data;
        if (rendered) {
          html = withRenderedRoot(html, rendered, linksOf(rendered.chunks));
          status = posted?.status ?? rendered.status;
        }
        html = html.replace('</head>', () => `${pageDataScript(written, nonce)}\n  </head>`);
        data = written;
      } catch (error) {
        req.log.warn({ err: error }, 'page data unavailable: the page reads it itself');
      }
    }
    html = inLanguage(html, data?.language ?? requestLanguage(req));
    reply
      .status(status)
      // A posted form's page holds what was typed: never stored.
      .header('Cache-Control', data?.me || posted ? 'private, no-store' : 'private, no-cache')
      .header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
      .header('Content-Security-Policy', pageContentSecurityPolicy(nonce, appUrl))
      .type('text/html; charset=utf-8');
    return sendCompressed(req, reply, html);
  };

  // The static files' wildcard would take / for a directory; the page is the app's own.
  if (hasWebApp) app.get('/', sendPage);

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const isApi = path.startsWith('/api/') || path === '/api' || path.startsWith('/trpc');
    if (hasWebApp && !isApi && (req.method === 'GET' || req.method === 'HEAD') && extname(path) === '') {
      return sendPage(req, reply);
    }
    return reply.status(404).send({ message: localMessage('Not found', requestLanguage(req)) });
  });
  return hasWebApp ? sendPage : null;
}
