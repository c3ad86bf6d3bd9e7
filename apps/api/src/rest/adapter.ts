import { AppError, type Caller, createCaller, restError } from '@tc/contracts';
import type { DB } from '@tc/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { contextFromRequest } from '../request-context.js';

export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** One REST route: a path of the spec mapped onto a procedure. No business rule lives here. */
export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  call: (caller: Caller, req: RestRequest) => Promise<unknown>;
  /** Status of a successful answer (200 unless a create says 201). */
  status?: number;
}

/** For procedures that answer null to a visitor where REST answers 401. */
export function orUnauthorized<T>(value: T | null): T {
  if (value === null) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  return value;
}

export function registerRestRoutes(app: FastifyInstance, db: Kysely<DB>, routes: RestRoute[]): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.path,
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        try {
          const caller = createCaller(await contextFromRequest(db, req));
          const result = await route.call(caller, {
            params: req.params as Record<string, string>,
            query: req.query as RestRequest['query'],
            body: req.body ?? {},
          });
          return reply.status(route.status ?? 200).send(result ?? { ok: true });
        } catch (error) {
          const { status, body } = restError(error);
          if (status >= 500) req.log.error({ err: error }, 'REST call failed');
          return reply.status(status).send(body);
        }
      },
    });
  }
}
