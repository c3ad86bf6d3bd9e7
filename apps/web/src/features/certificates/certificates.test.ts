import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from '../../app/dates';
import { searchFailure } from './search-failure';

function answered(code: string, httpStatus: number, message: string) {
  return new TRPCClientError(message, {
    result: { error: { code: -32000, message, data: { code, httpStatus } } },
  });
}

describe('formatCalendarDate', () => {
  it('writes the day first and the month as a word', () => {
    expect(formatCalendarDate('2026-11-22', 'en')).toBe('22 Nov 2026');
    expect(formatCalendarDate('1989-04-07', 'en')).toBe('7 Apr 1989');
  });

  it('keeps the date whatever the time zone (the first and last day of a year)', () => {
    expect(formatCalendarDate('2027-01-01', 'en')).toBe('1 Jan 2027');
    expect(formatCalendarDate('2026-12-31', 'en')).toBe('31 Dec 2026');
  });
});

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
