import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { searchFailure } from './search-failure';

function answered(code: string, httpStatus: number, message: string) {
  return new TRPCClientError(message, {
    result: { error: { code: -32000, message, data: { code, httpStatus } } },
  });
}

describe('searchFailure', () => {
  it('reads a 404 and any other answer as not found', () => {
    expect(searchFailure(answered('NOT_FOUND', 404, 'Certificate not found'))).toBe('notFound');
    expect(searchFailure(answered('INTERNAL_SERVER_ERROR', 500, 'Something went wrong'))).toBe('notFound');
  });

  it('tells throttling and a lost connection apart', () => {
    expect(searchFailure(answered('TOO_MANY_REQUESTS', 429, 'Too many searches.'))).toBe('throttled');
    expect(searchFailure(new TRPCClientError('Failed to fetch'))).toBe('unreachable');
  });
});
