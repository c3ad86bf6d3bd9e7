import type { AppRouter } from '@tc/contracts';
import { MAX_BATCH_CALLS, travelsAlone } from '@tc/contracts/batching';
import { createTRPCClient, httpBatchLink, splitLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

const withCookies = {
  url: '/trpc',
  fetch: (url: URL | RequestInfo, options?: RequestInit) =>
    fetch(url, { ...options, credentials: 'include' }),
};

/**
 * Calls the API's /trpc endpoint on the same origin, sending the session cookie. Calls made
 * together share one request, except sign-in and password calls, which the server takes alone:
 * they go as batches of one, since tRPC's unbatched link sends a call without input (logout) with
 * no body at all, which the server's adapter cannot read as JSON.
 */
export function createApiClient() {
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => travelsAlone(op.path, op.type),
        true: httpBatchLink({ ...withCookies, maxItems: 1 }),
        false: httpBatchLink({ ...withCookies, maxItems: MAX_BATCH_CALLS }),
      }),
    ],
  });
}
