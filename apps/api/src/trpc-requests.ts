import { localMessage } from '@tc/contracts';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from './request-language.js';

// tRPC is called with GET (queries) and POST (mutations and batches) carrying JSON. Its Fastify
// adapter builds a fetch Request from each call, which throws for TRACE, and it would read a
// multipart or form body as JSON and fail on it: both were 500s. They are refused here first.

const TRPC_METHODS = new Set(['GET', 'HEAD', 'POST']);

/** Refuses, before tRPC sees them, the methods and body types no tRPC client sends. */
export function refuseOddTrpcRequests(app: FastifyInstance): void {
  // A callback hook, not an async one: every request passes here.
  app.addHook('onRequest', (req, reply, done) => {
    const url = req.url;
    if (url !== '/trpc' && !url.startsWith('/trpc/') && !url.startsWith('/trpc?')) return done();
    if (!TRPC_METHODS.has(req.method)) {
      reply
        .status(405)
        .header('allow', 'GET, POST')
        .send({ message: localMessage(`${req.method} is not allowed here`, requestLanguage(req)) });
      return;
    }
    const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (req.method === 'POST' && type && type !== 'application/json') {
      reply.status(415).send({
        message: localMessage(
          'The request body must be JSON (Content-Type: application/json)',
          requestLanguage(req),
        ),
      });
      return;
    }
    done();
  });
}
