import { describe, expect, it } from 'vitest';
import {
  dateWriting,
  formatCalendarDate,
  formatCentreDay,
  formatCentreInstant,
  parseCalendarDate,
} from './dates';

describe('dates the centre’s way (English: dd/mm/yyyy)', () => {
  it('writes a calendar date day first, in figures, whatever the time zone', () => {
    expect(formatCalendarDate('2026-11-22', 'en')).toBe('22/11/2026');
    expect(formatCalendarDate('1989-04-07', 'en')).toBe('07/04/1989');
    expect(formatCalendarDate('2027-01-01', 'en')).toBe('01/01/2027');
    expect(formatCalendarDate('2026-12-31', 'en')).toBe('31/12/2026');
    expect(dateWriting('en').placeholder).toBe('dd/mm/yyyy');
  });

  it('reads a typed date the same way, and what it writes back', () => {
    expect(parseCalendarDate('22/11/2026', 'en')).toBe('2026-11-22');
    expect(parseCalendarDate(' 7/4/1989 ', 'en')).toBe('1989-04-07');
    expect(parseCalendarDate('07.04.1989', 'en')).toBe('1989-04-07');
    expect(parseCalendarDate('07-04-1989', 'en')).toBe('1989-04-07');
    expect(parseCalendarDate('2026-11-22', 'en')).toBe('2026-11-22');
    for (const date of ['2028-02-29', '2026-01-01', '1999-12-31']) {
      expect(parseCalendarDate(formatCalendarDate(date, 'en'), 'en')).toBe(date);
    }
  });

  it('refuses what is no date: a month 13, 31 February, a two-figure year, a half-typed date', () => {
    for (const text of [
      '12/13/2026',
      '31/02/2026',
      '29/02/2027',
      '22/11/26',
      '22/11',
      '',
      'today',
      '1/1/20261',
    ]) {
      expect(parseCalendarDate(text, 'en'), text).toBeNull();
    }
  });

  it('writes an instant as the centre’s clock read it, 24-hour', () => {
    // 21:30 UTC on 22 November is 00:30 on the 23rd in Bahrain.
    expect(formatCentreInstant('2026-11-22T21:30:00Z', 'en')).toBe('23/11/2026, 00:30');
    expect(formatCentreInstant('2026-11-22T11:05:00Z', 'en')).toBe('22/11/2026, 14:05');
    expect(formatCentreDay('2026-11-22T21:30:00Z', 'en')).toBe('23/11/2026');
  });

  it('writes a language without its own way as English', () => {
    expect(formatCalendarDate('2026-11-22', 'xx')).toBe('22/11/2026');
  });
});
