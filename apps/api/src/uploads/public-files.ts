import { type FileStorage, imageContentType, isStorageKey, PUBLIC_FILES_PREFIX } from '@tc/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Public files (course images, gallery photos) at /uploads/public/<key>. Their names are random
 * and never reused, so browsers and proxies may keep them for a year without asking again.
 */
export function registerPublicFiles(app: FastifyInstance, storage: FileStorage): void {
  app.get(`${PUBLIC_FILES_PREFIX}*`, async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    const contentType = isStorageKey(key) ? imageContentType(key) : null;
    const file = contentType ? await storage.get('public', key) : null;
    if (!contentType || !file) return reply.status(404).send({ message: 'Not found' });
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-length', file.size)
      .type(contentType)
      .send(file.stream);
  });
}
