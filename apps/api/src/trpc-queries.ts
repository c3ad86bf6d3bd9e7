import type { Context } from '@tc/contracts';
import {
  type AnyProcedure,
  getErrorShape,
  getTRPCErrorFromUnknown,
  type TRPCError,
  transformTRPCResponse,
} from '@trpc/server';
import { getHTTPStatusCode } from '@trpc/server/http';
import type { FastifyRequest } from 'fastify';
import type { TrpcRouteOptions } from './trpc-route.js';

/*
 * The web app's reads, GET queries (one call or a batch), answered without the fetch Request and
 * Response that tRPC's resolveResponse builds around every call: they cost a call more than the
 * procedure itself on the course list. The answer is resolveResponse's, byte for byte (status,
 * headers, body: trpc-queries.test.ts holds them equal), built from tRPC's own error shape and
 * status functions. Anything else (a mutation, a streamed batch, an unknown procedure, malformed
 * input, a batch with a call that travels alone, a file) goes to resolveResponse, which answers it
 * or its error: a plan is made before anything runs, so nothing runs twice.
 */

interface PlannedCall {
  path: string;
  procedure: AnyProcedure;
  input: unknown;
}

export interface QueryPlan {
  isBatch: boolean;
  calls: PlannedCall[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether the request's content type leaves a GET to tRPC's JSON handler (none, or JSON). */
function jsonOrNone(contentType: string | undefined): boolean {
  if (contentType === undefined) return true;
  return contentType.toLowerCase().split(';', 1)[0]?.trim() === 'application/json';
}

/** The inputs of the calls as tRPC reads them from `?input=`, or undefined when it would refuse them. */
function readInputs(isBatch: boolean, count: number, text: string | null): unknown[] | undefined {
  let inputs: unknown;
  if (text) {
    try {
      inputs = JSON.parse(text);
    } catch {
      return undefined;
    }
  }
  if (inputs === undefined) return Array.from({ length: count }, () => undefined);
  if (!isBatch) return [inputs];
  if (!isObject(inputs)) return undefined;
  return Array.from({ length: count }, (_, index) => inputs[index]);
}

export function planQueries(
  req: FastifyRequest,
  rawPath: string,
  options: Pick<TrpcRouteOptions, 'router' | 'maxBatchSize' | 'checkCalls'>,
): QueryPlan | null {
  if (req.method !== 'GET' || !jsonOrNone(req.headers['content-type'])) return null;
  // A streamed answer (jsonl) is resolveResponse's.
  if (req.headers['trpc-accept'] !== undefined || req.headers.accept?.includes('application/jsonl'))
    return null;
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  const queryStart = req.url.indexOf('?');
  const search = new URLSearchParams(queryStart === -1 ? '' : req.url.slice(queryStart + 1));
  const isBatch = search.get('batch') === '1';
  const paths = isBatch ? path.split(',') : [path];
  if (paths.length > options.maxBatchSize) return null;
  const inputs = readInputs(isBatch, paths.length, search.get('input'));
  if (!inputs) return null;
  // A flat record by dotted path ('courses.list'), whatever its declared type says.
  const procedures = options.router._def.procedures as unknown as Record<string, AnyProcedure>;
  const config = options.router._def._config;
  const calls: PlannedCall[] = [];
  for (const [index, callPath] of paths.entries()) {
    const procedure = Object.hasOwn(procedures, callPath) ? procedures[callPath] : undefined;
    if (procedure?._def.type !== 'query') return null;
    const input = inputs[index];
    calls.push({
      path: callPath,
      procedure,
      input: input === undefined ? undefined : config.transformer.input.deserialize(input),
    });
  }
  try {
    options.checkCalls(calls);
  } catch {
    return null;
  }
  return { isBatch, calls };
}

export interface QueryAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Runs the planned calls at once, as resolveResponse does, and answers what it would. */
export async function answerQueries(
  plan: QueryPlan,
  ctx: Context,
  options: Pick<TrpcRouteOptions, 'router' | 'onError'>,
  req: FastifyRequest,
): Promise<QueryAnswer> {
  const results = await Promise.all(
    plan.calls.map((call, batchIndex) =>
      answerQuery(options.router, ctx, { ...call, batchIndex }, (error) =>
        options.onError({ error, path: call.path, input: call.input, ctx, type: 'query', req }),
      ),
    ),
  );
  const untransformed = plan.isBatch ? results : results[0];
  return {
    status: getHTTPStatusCode(results as never),
    headers: { vary: 'trpc-accept, accept', 'content-type': 'application/json' },
    body: JSON.stringify(transformTRPCResponse(options.router._def._config, untransformed as never)),
  };
}

/**
 * One query's answer as tRPC gives it: its result, or its error's shape (in the caller's language).
 * `onError` hears a failure first, as tRPC's handler would.
 */
export async function answerQuery(
  router: TrpcRouteOptions['router'],
  ctx: Context,
  { path, procedure, input, batchIndex }: PlannedCall & { batchIndex: number },
  onError: (error: TRPCError) => void = () => {},
): Promise<{ result: { data: unknown } } | { error: ReturnType<typeof getErrorShape> }> {
  try {
    const data = await procedure({
      path,
      getRawInput: async () => input,
      ctx,
      type: 'query',
      signal: undefined,
      batchIndex,
    });
    return { result: { data } };
  } catch (cause) {
    const error = getTRPCErrorFromUnknown(cause);
    onError(error);
    return { error: getErrorShape({ config: router._def._config, ctx, error, input, path, type: 'query' }) };
  }
}
