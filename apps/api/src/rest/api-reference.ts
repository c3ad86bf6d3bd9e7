import fastifyApiReference from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { createNonce, pageContentSecurityPolicy } from '../security-headers.js';
import type { RestRoute } from './adapter.js';
import { API_DOCS_PATH, OPENAPI_PATH, openApiDocument } from './openapi.js';

/** The reference page's script (Scalar's, served by its plugin from this server): kept a day. */
const SCRIPT_CACHE = 'public, max-age=86400';

/**
 * The REST API described for outside systems: its OpenAPI document at /api/openapi.json (made once,
 * on the first request) and, at /api/docs, Scalar's reference page of it, served from this server
 * with the page's own Content-Security-Policy: its scripts carry a fresh nonce per answer (Scalar
 * also puts it on its main style element, meta csp-nonce).
 */
export async function registerApiReference(
  app: FastifyInstance,
  routes: RestRoute[],
  appUrl: string,
): Promise<void> {
  let document: ReturnType<typeof openApiDocument> | undefined;
  app.get(OPENAPI_PATH, (_req, reply) => {
    document ??= openApiDocument(routes, appUrl);
    return reply.header('cache-control', 'no-cache').send(document);
  });

  await app.register(async (scope) => {
    scope.addHook('onSend', (_req, reply, payload, done) => {
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('application/javascript')) reply.header('cache-control', SCRIPT_CACHE);
      if (!type.startsWith('text/html') || typeof payload !== 'string') return done(null, payload);
      const nonce = createNonce();
      // Scalar adds style elements of its own without the nonce: styles may be inline on this page
      // (it shows only the document; scripts still need the nonce).
      const policy = pageContentSecurityPolicy(nonce, appUrl).replace(
        `style-src 'self' 'nonce-${nonce}'`,
        "style-src 'self' 'unsafe-inline'",
      );
      reply.header('content-security-policy', policy).header('cache-control', 'no-cache');
      const page = payload
        .replace(/<script\b/g, `<script nonce="${nonce}"`)
        .replace('<head>', `<head>\n    <meta property="csp-nonce" content="${nonce}" />`)
        .replace('<html>', '<html lang="en">');
      done(null, page);
    });
    await scope.register(fastifyApiReference, {
      routePrefix: API_DOCS_PATH,
      configuration: {
        url: OPENAPI_PATH,
        pageTitle: 'Training Centre API',
        // Fonts from this page's own stylesheet, none from a CDN (the page's CSP allows none).
        withDefaultFonts: false,
        // Scalar's own services (its toolbar, its AI agent, MCP) are not this product's.
        showDeveloperTools: 'never',
        agent: { disabled: true },
        mcp: { disabled: true },
      },
    });
  });
}
