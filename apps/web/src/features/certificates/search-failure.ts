import { TRPCClientError } from '@trpc/client';

export type SearchFailure = 'notFound' | 'throttled' | 'unreachable';

/**
 * Why a search gave no certificate. Any answer from the server means not found (spec: a non-ok
 * answer means not found), except throttling, whose message says when to try again. No answer at
 * all is not a verdict on the certificate, so it is told apart.
 */
export function searchFailure(error: unknown): SearchFailure {
  if (!(error instanceof TRPCClientError) || !error.data) return 'unreachable';
  return error.data.code === 'TOO_MANY_REQUESTS' ? 'throttled' : 'notFound';
}
