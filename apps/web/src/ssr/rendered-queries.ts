import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import type { AppRouter } from '@tc/contracts';
import { TRPCClientError } from '@trpc/client';

/** A failed read as it travels in the page: the error's shape as the server formatted it (tRPC's). */
interface WrittenError {
  error: TRPCClientError<AppRouter>['shape'];
}

/**
 * The reads a rendered page made, answered or failed, for the page data: a failed one travels too
 * (an unknown course's NOT_FOUND), so the browser's first render shows what the HTML shows.
 */
export function renderedQueries(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
    shouldRedactErrors: () => false,
  });
  for (const query of state.queries) {
    const { error } = query.state;
    if (error instanceof TRPCClientError) {
      (query.state as { error: unknown }).error = { error: error.shape } satisfies WrittenError;
    }
  }
  return state;
}

/**
 * In the browser: the rendered page's reads into the cache, each failure a TRPCClientError again,
 * shown as it is (not read again on mount, which would show the loader the HTML does not have): the
 * server found no such course, form or certificate.
 */
export function hydrateRenderedQueries(queryClient: QueryClient, state: DehydratedState): void {
  for (const query of state.queries) {
    const written = query.state.error as WrittenError | null;
    if (written?.error) {
      (query.state as { error: unknown }).error = TRPCClientError.from<AppRouter>({ error: written.error });
      queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
    }
  }
  hydrate(queryClient, state);
}
