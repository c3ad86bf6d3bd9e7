import { appRouter, type Caller } from '@tc/contracts';
import type { AnyProcedure } from '@trpc/server';
import type { RestRoute } from './adapter.js';

/**
 * The procedure (its dotted path) a REST route calls, found by calling the route with a caller that
 * only records what it is asked: routes map onto procedures in code, so this reads the table as it
 * is, with nothing listed twice.
 */
export function procedureOf(route: RestRoute): string | undefined {
  let called: string | undefined;
  const recorder = (path: string[]): unknown =>
    new Proxy(() => undefined, {
      get: (_target, key) => recorder([...path, String(key)]),
      apply: () => {
        called ??= path.join('.');
        return Promise.resolve(null);
      },
    });
  const request = { params: {}, query: {}, body: {}, file: new Uint8Array() };
  route.call(recorder([]) as Caller, request).catch(() => undefined);
  return called;
}

const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;

/** The procedure at a dotted path, if there is one. */
export const procedureAt = (path: string | undefined): AnyProcedure | undefined =>
  path !== undefined && Object.hasOwn(procedures, path) ? procedures[path] : undefined;
