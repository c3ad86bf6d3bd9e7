import {
  AppError,
  type Context,
  countAttempt,
  findKeyHolder,
  keyMayCall,
  keyRefusalMessage,
  type ThrottleRule,
} from '@tc/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ContextDeps, contextFromRequest } from '../request-context.js';
import type { RestRoute } from './adapter.js';

/** Calls a key may make in a minute, whatever its scopes: counted in the database, for every process. */
export const API_KEY_CALLS_PER_MINUTE = 600;
const keyCalls: ThrottleRule = { name: 'api-key-calls', limit: API_KEY_CALLS_PER_MINUTE, windowMs: 60_000 };

export const UNKNOWN_KEY_MESSAGE = 'This API key is unknown, revoked or expired.';
export const KEY_THROTTLED_MESSAGE = 'Too many requests with this API key. Please try again in a minute.';

/** The key of `Authorization: Bearer <key>`, or undefined for a call without one (a browser's). */
export function bearerKey(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S*)\s*$/i.exec(header) : null;
  return match ? (match[1] ?? '') : undefined;
}

/**
 * The context of a REST call made with an API key: as the admin who made the key, carrying the
 * key (the audit trail names it). 401 for a key that is unknown, revoked or expired (read from the
 * database each call, so a revoked key stops at once everywhere); 403 for a path its scopes do not
 * cover; 429 past its calls a minute. No cookie is read or needed.
 */
export async function keyContext(
  deps: ContextDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  route: RestRoute,
  key: string,
): Promise<Context> {
  const now = new Date();
  const holder = await findKeyHolder(deps.db, key, now);
  if (!holder) throw new AppError('UNAUTHORIZED', UNKNOWN_KEY_MESSAGE);
  if (!keyMayCall(holder.scopes, route.method, route.path)) {
    throw new AppError('FORBIDDEN', keyRefusalMessage(route.method, route.path));
  }
  const attempt = await countAttempt(deps.db, keyCalls, holder.user.apiKey.id, now);
  if (!attempt.allowed) {
    const seconds = Math.max(1, Math.ceil((attempt.windowEndsAt.getTime() - now.getTime()) / 1000));
    reply.header('retry-after', String(seconds));
    throw new AppError('TOO_MANY_REQUESTS', KEY_THROTTLED_MESSAGE);
  }
  return contextFromRequest(deps, req, reply, holder.user);
}
