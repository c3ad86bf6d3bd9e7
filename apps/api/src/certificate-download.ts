import { createCaller } from '@tc/contracts';
import type { FastifyInstance } from 'fastify';
import { type ContextDeps, contextFromRequest } from './request-context.js';
import { replyWithError } from './rest/adapter.js';

/**
 * GET /api/certificates/<id>/download: the certificate's PDF, shown in the browser (inline) under
 * a name that says what it is. Only its owner and admins get it: 401 for a visitor, 404 for anyone
 * else. Never cached by shared caches.
 */
export function registerCertificateDownload(app: FastifyInstance, deps: ContextDeps): void {
  app.get('/api/certificates/:id/download', async (req, reply) => {
    const { id } = req.params as { id: string };
    try {
      const ctx = await contextFromRequest(deps, req, reply);
      const { key, fileName } = await createCaller(ctx).certificates.file({ id });
      const file = await deps.storage.get('private', key);
      if (!file)
        return reply.status(404).send({ message: 'The certificate file is missing. Please contact us.' });
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .type('application/pdf')
        .send(file.stream);
    } catch (error) {
      return replyWithError(req, reply, error);
    }
  });
}
