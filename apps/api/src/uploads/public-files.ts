import { type FileStorage, imageContentType, isMadeKey, PUBLIC_FILES_PREFIX } from '@tc/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';

const notFound = (reply: FastifyReply) => reply.status(404).send({ message: 'Not found' });

/**
 * Public files (course images, gallery photos) at /uploads/public/<key>. Their names are random
 * and never reused, so browsers and proxies may keep them for a year without asking again. A key
 * the storage would never make is not looked for, and nothing else lives under /uploads: both are
 * a 404, which security-headers.ts marks no-store (as it gives every answer there the file policy).
 */
export function registerPublicFiles(app: FastifyInstance, storage: FileStorage): void {
  app.get(`${PUBLIC_FILES_PREFIX}*`, async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    const contentType = isMadeKey('public', key) ? imageContentType(key) : null;
    const file = contentType ? await storage.get('public', key) : null;
    if (!contentType || !file) return notFound(reply);
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-length', file.size)
      .type(contentType)
      .send(file.stream);
  });
  app.get('/uploads/*', async (_req, reply) => notFound(reply));
}
