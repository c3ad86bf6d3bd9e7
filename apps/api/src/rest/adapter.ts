import type { Readable } from 'node:stream';
import { AppError, assertRole, type Caller, createCaller, type Role, restError } from '@tc/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendTagged } from '../etag.js';
import { type ContextDeps, contextFromRequest } from '../request-context.js';
import { requestLanguage } from '../request-language.js';
import { FILE_CONTENT_SECURITY_POLICY } from '../security-headers.js';
import { bearerKey, keyContext } from './api-key-calls.js';

export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, string | string[] | undefined>;
  /**
   * The parsed JSON body, handed to the procedure as it came: its input schema (checked after the
   * role) turns a missing or non-object body into a 400. `{}` for routes that take no body, and
   * for an optional body left out.
   */
  body: unknown;
  /** The uploaded file, for routes that take one (empty otherwise). */
  file: Uint8Array;
}

/** A query-string value as it came, the first if repeated; empty reads as left out. Its schema checks it. */
export const queryText = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) || undefined;

/** The query string as a procedure's input: each parameter's text (the first if repeated); its schema checks them. */
export const queryInput = (req: RestRequest): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(req.query).map(([name, value]) => [name, queryText(value)]));

type ListCall = (input: never) => Promise<unknown>;

/**
 * A console list (docs/paging.md): `?page=` or `?pageSize=` asks for a page, answered as
 * `{ items, total, page, pageSize }`; without either the answer is the spec's plain array, as it
 * always was. The other parameters (search, the list's filters, sort, direction) go to both, and
 * parameters of the address (a form's id) win over the query string's.
 */
export function listRoute(
  path: string,
  procedures: (caller: Caller) => { all: ListCall; page: ListCall },
): RestRoute {
  return {
    method: 'GET',
    path,
    call: (caller, req) => {
      const input = { ...queryInput(req), ...req.params } as never;
      const { all, page } = procedures(caller);
      return 'page' in req.query || 'pageSize' in req.query ? page(input) : all(input);
    },
  };
}

/** A file or text a route answers instead of JSON: a PDF, a QR code, a calendar feed. */
export interface FileAnswer {
  contentType: string;
  /** Shown by the browser ('inline') or saved ('attachment'), under the file name. */
  disposition: 'inline' | 'attachment';
  fileName: string;
  body: string | Uint8Array | Readable;
  /** Content-Length, for a stream whose size is known. */
  size?: number;
  /** Unset: private, no-store, since these files belong to someone or change. */
  cacheControl?: string;
}

/** One REST route: a path of the spec mapped onto a procedure. No business rule lives here. */
export type RestRoute = RouteInput &
  (
    | {
        /** JSON: the procedure's result, or { ok: true } for none. */
        answers?: 'json';
        call: (caller: Caller, req: RestRequest) => Promise<unknown>;
        /** Status of a successful answer (200 unless a create says 201). */
        status?: number;
        /**
         * A public read the same for every visitor (served from the process's public cache): the
         * answer carries a weak ETag of its JSON with `Cache-Control: no-cache`, and a request
         * whose If-None-Match names it gets 304 with no body.
         */
        etag?: true;
      }
    | {
        /** A file: the procedure's result put as one (its type, name and body). */
        answers: 'file';
        call: (caller: Caller, req: RestRequest) => Promise<FileAnswer>;
      }
  );

/** What a route takes: its address, its body, its upload. */
interface RouteInput {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /**
   * 'required': the route takes a JSON object (its schema answers 400 when it is missing);
   * 'optional': a JSON object, or nothing. Unset: any body is ignored.
   */
  body?: 'required' | 'optional';
  /**
   * An upload: who may send it (checked before a byte of the body is read) and how the file is
   * read from the request (multipart, or the raw body).
   */
  file?: {
    roles: Role[];
    read: (req: FastifyRequest) => Promise<Uint8Array>;
    /** The multipart field that carries the file; unset, the raw body is the file. */
    field?: string;
  };
}

/** For procedures that answer null to a visitor where REST answers 401. */
export function orUnauthorized<T>(value: T | null): T {
  if (value === null) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  return value;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body with a parameter of the address (the address wins over the same field in the body). */
export function withParam(req: RestRequest, name: string): unknown {
  return isPlainObject(req.body) ? { ...req.body, [name]: req.params[name] ?? '' } : req.body;
}

/** The body with the id from the address. */
export function withId(req: RestRequest): unknown {
  return withParam(req, 'id');
}

/** The id from the address alone, for routes that take no body. */
export const idParam = (req: RestRequest) => ({ id: req.params.id ?? '' });

/** A PDF the browser shows or saves under its name (a quotation's number, a report's period). */
export const pdfFile = (
  { fileName, pdf }: { fileName: string; pdf: Buffer },
  disposition: 'attachment' | 'inline',
): FileAnswer => ({
  contentType: 'application/pdf',
  disposition,
  fileName,
  body: pdf,
  size: pdf.length,
});

function bodyOf(route: RestRoute, body: unknown): unknown {
  if (!route.body) return {};
  if (body === undefined && route.body === 'optional') return {};
  return body;
}

function sendFile(reply: FastifyReply, file: FileAnswer): FastifyReply {
  reply
    .header('cache-control', file.cacheControl ?? 'private, no-store')
    .header('content-security-policy', FILE_CONTENT_SECURITY_POLICY)
    .header('content-disposition', `${file.disposition}; filename="${file.fileName}"`)
    .type(file.contentType);
  if (file.size !== undefined) reply.header('content-length', file.size);
  return reply.send(file.body);
}

/** A failed call as REST answers it: the status and `{ message }`; only a 500 is logged. */
export function replyWithError(req: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const { status, body } = restError(error, requestLanguage(req));
  if (status >= 500) req.log.error({ err: error }, 'REST call failed');
  // An upload refused for its size: close the connection rather than read the rest of it.
  if (status === 413) reply.header('connection', 'close');
  return reply.status(status).send(body);
}

export function registerRestRoutes(app: FastifyInstance, deps: ContextDeps, routes: RestRoute[]): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.path,
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        try {
          // An empty segment ('/api/admin/schedules//status') names nothing, for whoever asks.
          if (Object.values(req.params as Record<string, string>).includes('')) {
            throw new AppError('NOT_FOUND', 'Not found');
          }
          // An outside system's call with an API key, else a browser's with its session cookie.
          const key = bearerKey(req);
          const ctx =
            key === undefined
              ? await contextFromRequest(deps, req, reply)
              : await keyContext(deps, req, reply, route, key);
          let file: Uint8Array = new Uint8Array();
          if (route.file) {
            assertRole(ctx.user, route.file.roles);
            file = await route.file.read(req);
          }
          const caller = createCaller(ctx);
          const request: RestRequest = {
            params: req.params as Record<string, string>,
            query: req.query as RestRequest['query'],
            body: bodyOf(route, req.body),
            file,
          };
          if (route.answers === 'file') return sendFile(reply, await route.call(caller, request));
          const result = await route.call(caller, request);
          if (route.etag) return sendTagged(req, reply, JSON.stringify(result));
          return reply.status(route.status ?? 200).send(result ?? { ok: true });
        } catch (error) {
          return replyWithError(req, reply, error);
        }
      },
    });
  }
}
