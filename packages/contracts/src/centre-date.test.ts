import { describe, expect, it } from 'vitest';
import { centreDate } from './centre-date.js';

describe('the centre date', () => {
  it('is the date in Bahrain (UTC+3), not in UTC', () => {
    expect(centreDate(new Date('2026-11-21T20:59:59.999Z'))).toBe('2026-11-21');
    expect(centreDate(new Date('2026-11-21T21:00:00Z'))).toBe('2026-11-22');
  });
});
