import { CENTRE_TIME_ZONE, centreDate } from '../centre-date.js';

/** The first year the centre's reports cover; the last is the current year in Bahrain. */
export const FIRST_REPORT_YEAR = 2023;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'November' for 11. */
export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? String(month);
}

/** The year and month (1-12) it is in Bahrain at this instant. */
export function centreMonth(now: Date): { year: number; month: number } {
  const [year, month] = centreDate(now).split('-').map(Number);
  return { year: year ?? FIRST_REPORT_YEAR, month: month ?? 1 };
}

/** The years a report may be asked for: 2023 up to this Bahrain year, newest first (the pickers' choices). */
export function reportYears(now: Date): number[] {
  const { year: current } = centreMonth(now);
  return Array.from(
    { length: Math.max(current - FIRST_REPORT_YEAR + 1, 1) },
    (_, index) => Math.max(current, FIRST_REPORT_YEAR) - index,
  );
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The whole wait in milliseconds, for a caller that schedules the next look. */
  milliseconds: number;
}

const bahrainParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: CENTRE_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** How far Bahrain's wall clock is ahead of UTC at this instant, in milliseconds (+3 h). */
function bahrainOffset(now: Date): number {
  const parts = Object.fromEntries(
    bahrainParts.formatToParts(now).map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - Math.floor(now.getTime() / 1000) * 1000;
}

/**
 * The time left until the next month begins in Bahrain (midnight of its first day), when the
 * monthly figures start again. Bahrain keeps one offset all year (no daylight saving), so the
 * offset of now is the offset at that midnight too.
 */
export function untilNextCentreMonth(now: Date): Countdown {
  const { year, month } = centreMonth(now);
  // Date.UTC rolls month 12 over into January of the next year.
  const nextMonthStart = Date.UTC(year, month, 1) - bahrainOffset(now);
  const milliseconds = Math.max(nextMonthStart - now.getTime(), 0);
  const totalSeconds = Math.floor(milliseconds / 1000);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3_600),
    minutes: Math.floor((totalSeconds % 3_600) / 60),
    seconds: totalSeconds % 60,
    milliseconds,
  };
}
