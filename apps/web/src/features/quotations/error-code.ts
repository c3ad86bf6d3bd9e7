import { TRPCClientError } from '@trpc/client';

/** The tRPC code of a failed call ('CONFLICT', 'NOT_FOUND'...); undefined when no answer of ours came. */
export function errorCode(error: unknown): string | undefined {
  return error instanceof TRPCClientError && error.data ? String(error.data.code) : undefined;
}
