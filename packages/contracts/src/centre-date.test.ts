import { describe, expect, it } from 'vitest';
import { centreDate } from './centre-date.js';

describe('the centre date', () => {
  it('is the date in Bahrain (UTC+3), not in UTC', () => {
    expect(centreDate(new Date('2026-11-21T20:59:59.999Z'))).toBe('2026-11-21');
    expect(centreDate(new Date('2026-11-21T21:00:00Z'))).toBe('2026-11-22');
  });

  it('answers each instant alike, asked in any order, within a minute or across one', () => {
    const instants = [
      '2026-11-21T20:59:00Z',
      '2026-11-21T20:59:59.999Z',
      '2026-11-21T21:00:00Z',
      '2026-11-21T20:59:30Z',
    ];
    const expected = ['2026-11-21', '2026-11-21', '2026-11-22', '2026-11-21'];
    expect(instants.map((instant) => centreDate(new Date(instant)))).toEqual(expected);
    expect(centreDate(new Date('1969-12-31T21:00:00Z'))).toBe('1970-01-01');
  });
});
