import { describe, expect, it } from 'vitest';
import { centreMonth, monthName, reportYears, untilNextCentreMonth } from './report-period.js';

const wait = (days: number, hours: number, minutes: number, seconds: number) => ({
  days,
  hours,
  minutes,
  seconds,
});

describe('the month in Bahrain', () => {
  it('counts down to midnight of the next month in Bahrain, not in UTC', () => {
    // 23:59:59 on 30 November in Bahrain: one second to December.
    expect(untilNextCentreMonth(new Date('2026-11-30T20:59:59Z'))).toMatchObject(wait(0, 0, 0, 1));
    // 00:00 on 1 December in Bahrain (still 30 November in UTC): all of December to go.
    expect(untilNextCentreMonth(new Date('2026-11-30T21:00:00Z'))).toMatchObject(wait(31, 0, 0, 0));
    // 00:30 on 1 November in Bahrain, 31 October in UTC: November's 30 days less half an hour.
    expect(untilNextCentreMonth(new Date('2026-10-31T21:30:00Z'))).toMatchObject(wait(29, 23, 30, 0));
  });

  it('rolls December over into January of the next year', () => {
    expect(untilNextCentreMonth(new Date('2026-12-31T20:59:30Z'))).toMatchObject(wait(0, 0, 0, 30));
    expect(untilNextCentreMonth(new Date('2026-12-31T21:00:00Z'))).toMatchObject(wait(31, 0, 0, 0));
  });

  it('shows whole seconds left and keeps the milliseconds for the next tick', () => {
    const left = untilNextCentreMonth(new Date('2026-11-24T08:15:42.250Z'));
    // 11:15:42.250 on 24 November in Bahrain: 6 days, 12 h, 44 min, 17.75 s to 1 December.
    expect(left).toEqual({
      ...wait(6, 12, 44, 17),
      milliseconds: ((6 * 24 + 12) * 3600 + 44 * 60 + 17.75) * 1000,
    });
  });

  it('names the Bahrain year and month, and the years a report may cover', () => {
    expect(centreMonth(new Date('2026-12-31T21:00:00Z'))).toEqual({ year: 2027, month: 1 });
    expect(monthName(11)).toBe('November');
    expect(reportYears(new Date('2026-06-01T00:00:00Z'))).toEqual([2026, 2025, 2024, 2023]);
    // New Year's Day in Bahrain while it is still 31 December in UTC: 2027 is already a choice.
    expect(reportYears(new Date('2026-12-31T21:00:00Z'))).toEqual([2027, 2026, 2025, 2024, 2023]);
  });
});
