import { localMessage } from '@tc/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLanguage } from './request-language.js';
import { bearerKey } from './rest/api-key-calls.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_MESSAGE = 'This request came from another website and was refused.';

/** Whether an origin names this host (its port read as the origin's scheme would). */
function isOwnHost(origin: string, host: string): boolean {
  try {
    const url = new URL(origin);
    return url.host === new URL(`${url.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

/**
 * Whether a browser says this request comes from another site's page: `Sec-Fetch-Site:
 * cross-site`, or an `Origin` that is neither this request's own host nor APP_URL's origin.
 * Requests with neither header (curl, servers calling the REST paths) are not a browser's.
 */
export function isForeignRequest(req: FastifyRequest, appOrigin: string): boolean {
  if (req.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  return origin !== appOrigin && !isOwnHost(origin, req.host);
}

/**
 * A REST call with an API key (Authorization: Bearer): a server's, which no page of another site
 * can make a browser send (that header needs a CORS preflight, which this server never grants).
 */
const isKeyCall = (req: FastifyRequest) => req.url.startsWith('/api/') && bearerKey(req) !== undefined;

/** A state-changing request from another site's page (a WebSocket upgrade is checked on its own). */
export function isCrossSite(req: FastifyRequest, appOrigin: string): boolean {
  return STATE_CHANGING.has(req.method) && !isKeyCall(req) && isForeignRequest(req, appOrigin);
}

/**
 * Refuses, with 403 and before its body is read, every state-changing request (REST, tRPC,
 * uploads) that another site's page made a browser send. SameSite=Lax cookies alone let
 * cross-site multipart posts through with the session.
 */
export function refuseCrossSiteRequests(app: FastifyInstance, appUrl: string): void {
  const appOrigin = new URL(appUrl).origin;
  app.addHook('onRequest', (req, reply, done) => {
    if (isCrossSite(req, appOrigin)) {
      reply.status(403).send({ message: localMessage(CROSS_SITE_MESSAGE, requestLanguage(req)) });
      return;
    }
    done();
  });
}
