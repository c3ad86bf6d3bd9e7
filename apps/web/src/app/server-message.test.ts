import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { serverMessage } from './server-message';

describe('serverMessage', () => {
  it("gives the server's message when the server answered with an error", () => {
    const error = new TRPCClientError('Invalid email or password', {
      result: {
        error: { code: -32001, message: 'Invalid email or password', data: { code: 'UNAUTHORIZED' } },
      },
    });
    expect(serverMessage(error, 'fallback')).toBe('Invalid email or password');
  });

  it('gives the fallback when no answer came', () => {
    expect(serverMessage(new TRPCClientError('Failed to fetch'), 'fallback')).toBe('fallback');
    expect(serverMessage(new Error('boom'), 'fallback')).toBe('fallback');
  });
});
