import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A weak validator of an answer's JSON: the same data, the same tag, on every process. Weak, since
 * the same tag stands for the answer compressed or not (a strong tag must change with the bytes
 * sent, content coding included: RFC 9110, 8.8.1).
 */
export const etagOf = (json: string) =>
  `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;

/** True when If-None-Match (a list, or *) names the tag, weak or strong (the weak comparison, RFC 9110). */
function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = tag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((one) => {
    const candidate = one.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === opaque;
  });
}

/**
 * A public answer (the same for every visitor) with its ETag and `no-cache`, so browsers keep it and
 * ask again each time: 304 with no body when If-None-Match names it, else 200 with the JSON.
 */
export function sendTagged(
  req: FastifyRequest,
  reply: FastifyReply,
  json: string,
  headers: Record<string, string> = {},
): FastifyReply {
  const tag = etagOf(json);
  reply.headers(headers).header('etag', tag).header('cache-control', 'no-cache');
  if (matches(req.headers['if-none-match'], tag)) return reply.status(304).send();
  if (!reply.hasHeader('content-type')) reply.type('application/json; charset=utf-8');
  return reply.status(200).send(json);
}
