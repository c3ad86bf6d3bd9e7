// Browser-safe and free of zod (its own subpath, @tc/contracts/batching): the landing page's client imports it.

/**
 * How tRPC calls may share one HTTP request. A batch runs its calls at once, so sign-in and the
 * other calls of the auth router (each guarded by a throttle or touching the session) travel
 * alone: the server refuses a batch that holds one with other calls, and the browser's client
 * sends them unbatched. Batches are also capped, so one request cannot carry thousands of calls.
 */
export const MAX_BATCH_CALLS = 20;

export const BATCHED_AUTH_CALL_MESSAGE =
  'Sign-in and password calls must be sent one at a time, not in a batch.';

/** A call that must not share a batch with other calls. */
export function travelsAlone(path: string, type: string | undefined): boolean {
  return type === 'mutation' && path.startsWith('auth.');
}
