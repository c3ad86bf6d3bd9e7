import { type AppRouter, type Context, PUBLIC_CACHED_PROCEDURES } from '@tc/contracts';
import type { AnyProcedure } from '@trpc/server';
import { incomingMessageToRequest } from '@trpc/server/adapters/node-http';
import { type HTTPErrorHandler, resolveResponse } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendTagged } from './etag.js';
import { answerQueries, planQueries } from './trpc-queries.js';

export interface TrpcRouteOptions {
  router: AppRouter;
  maxBatchSize: number;
  /** Throws (an AppError, the caller's answer) for calls that may not run, or not together. */
  checkCalls: (calls: readonly { path: string; procedure: AnyProcedure | null }[]) => void;
  createContext: (req: FastifyRequest, reply: FastifyReply) => Promise<Context>;
  onError: HTTPErrorHandler<AppRouter, FastifyRequest>;
}

/**
 * tRPC at /trpc/<path>. GET queries take the short way (trpc-queries.ts); every other request is
 * tRPC's own resolveResponse, as @trpc/server's Fastify plugin runs it (its body parsers too),
 * except for how the answer goes out: the plugin hands Fastify the fetch Response, which Fastify
 * streams (chunked, a web-stream read and a socket write per piece); here it is read whole and
 * sent once, with its length.
 */
export async function registerTrpcRoute(app: FastifyInstance, options: TrpcRouteOptions): Promise<void> {
  await app.register(async (scope) => {
    // The plugin's parsers: tRPC reads JSON bodies itself; uploads never travel by tRPC.
    scope.removeContentTypeParser(['application/json', 'multipart/form-data']);
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
      done(null, body);
    });
    scope.addContentTypeParser('multipart/form-data', (_req, body, done) => {
      done(null, body);
    });

    scope.all<{ Params: { path: string } }>('/trpc/:path', async (req, reply) => {
      const plan = planQueries(req, req.params.path, options);
      if (plan) {
        const context = await options.createContext(req, reply).catch(() => null);
        if (context) {
          const answer = await answerQueries(plan, context, options, req);
          // Public reads alone (rest/public-cache.test.ts): the same bytes for everyone, revalidated by ETag.
          if (answer.status === 200 && plan.calls.every(({ path }) => PUBLIC_CACHED_PROCEDURES.has(path))) {
            return sendTagged(req, reply, answer.body, answer.headers);
          }
          // The JSON text as it is: Fastify writes it to the socket without a copy (charset utf-8).
          return reply.status(answer.status).headers(answer.headers).send(answer.body);
        }
      }
      const incoming = req.raw as typeof req.raw & { body?: unknown };
      if ('body' in req) incoming.body = req.body;
      const response = await resolveResponse({
        router: options.router,
        maxBatchSize: options.maxBatchSize,
        req: incomingMessageToRequest(incoming, reply.raw, { maxBodySize: null }),
        path: req.params.path,
        error: null,
        createContext: ({ info }) => {
          options.checkCalls(info.calls);
          return options.createContext(req, reply);
        },
        onError: (error) => options.onError({ ...error, req }),
      });
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        reply.header(name, value);
      });
      // Bytes, so Fastify adds no charset to tRPC's content type.
      return reply.send(Buffer.from(await response.arrayBuffer()));
    });
  });
}
