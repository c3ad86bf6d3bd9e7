import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * index.html for any other GET without a file extension so the browser router can take it.
 * The build writes a Brotli (.br) and a gzip (.gz) copy beside each text file; a browser that
 * accepts one of them gets it, with no compression work per request.
 * Unknown /api and /trpc paths, and missing files, get a JSON 404 instead.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWebApp = existsSync(join(webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: 'index.html',
      wildcard: true,
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

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const isApi = path.startsWith('/api/') || path === '/api' || path.startsWith('/trpc');
    if (hasWebApp && !isApi && (req.method === 'GET' || req.method === 'HEAD') && extname(path) === '') {
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
    }
    return reply.status(404).send({ message: 'Not found' });
  });
}
