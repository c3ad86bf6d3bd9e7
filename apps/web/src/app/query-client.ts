import { QueryClient } from '@tanstack/react-query';

/**
 * Spec, section 7: reads are never retried, never refetched on focus or by interval, and never go
 * stale. On the server (`rendering`), a page shows each read as it was made: a failure as it is
 * (ssr/rendered-queries.ts), not made again as the page renders.
 */
export function createQueryClient({ rendering = false }: { rendering?: boolean } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        ...(rendering && { retryOnMount: false }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
