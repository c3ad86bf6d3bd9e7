import { TRPCClientError } from '@trpc/client';

/**
 * The server's message for a failed call, else the fallback: when no answer came, or the answer was
 * not one of ours (a proxy's error page), there is no message worth showing.
 */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof TRPCClientError && error.data && error.message ? error.message : fallback;
}
