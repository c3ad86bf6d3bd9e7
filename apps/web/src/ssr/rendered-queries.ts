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
 * The reads of the rendered page not yet shown by the part of it that shows them (its parts hydrate
 * one by one): as fresh as its HTML until then, or until the visitor moves on to another page.
 */
const unshown = new Set<string>();
export const forgetRenderedReads = () => unshown.clear();

/**
 * In the browser: the rendered page's reads into the cache, each failure a TRPCClientError again,
 * shown as it is (not retried on mount, which would show the loader the HTML does not have: the
 * server found no such course, form or certificate). A read a page makes afresh on every visit (a
 * verification, a form) is as fresh as the HTML while the page hydrates: it is not made again then
 * (a verification would count twice against its limit), only on a later visit.
 */
export function hydrateRenderedQueries(queryClient: QueryClient, state: DehydratedState): void {
  for (const query of state.queries) {
    const written = query.state.error as WrittenError | null;
    if (written?.error) {
      (query.state as { error: unknown }).error = TRPCClientError.from<AppRouter>({ error: written.error });
      queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
    } else {
      unshown.add(query.queryHash);
      queryClient.setQueryDefaults(query.queryKey, {
        refetchOnMount: (read) => !unshown.has(read.queryHash),
      });
    }
  }
  // Shown: the part that shows it asks on mount right after this, and finds it fresh; later ones do not.
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'observerAdded' && unshown.has(event.query.queryHash)) {
      setTimeout(() => unshown.delete(event.query.queryHash));
    }
  });
  hydrate(queryClient, state);
}
