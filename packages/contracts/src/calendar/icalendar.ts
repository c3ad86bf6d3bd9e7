import { CENTRE_NAME } from '@tc/db';

/**
 * iCalendar (RFC 5545) text for classes: the invites in schedule mails and the private feeds.
 * Times are Bahrain wall-clock times with a VTIMEZONE for Asia/Bahrain (UTC+3 all year, no
 * daylight saving), so every calendar app shows the class at the time the centre set.
 */

export interface CalendarEvent {
  /** The same for every mail and feed entry of one class, so calendars update it in place. */
  uid: string;
  /** Rises with every change of the class; a calendar keeps the highest. */
  sequence: number;
  /** When this version was made. */
  stamp: Date;
  /** YYYY-MM-DD and HH:mm, Bahrain time. */
  date: string;
  time: string;
  /** The last day of a class over several days; null for one day. */
  endDate: string | null;
  summary: string;
  description: string;
  location: string;
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
}

export interface CalendarOptions {
  /** REQUEST for an invite, CANCEL for a cancellation; none for a feed. */
  method?: 'REQUEST' | 'CANCEL';
  /** The feed's name in calendar apps. */
  name?: string;
  /** The organiser of an invite (the centre's sender address). */
  organizer?: { name: string; email: string };
  /** Who an invite is for. */
  attendee?: string;
}

export const CALENDAR_TIME_ZONE = 'Asia/Bahrain';
/** Classes have no length in the data model: a class day is taken to run this many hours. */
export const CLASS_DAY_HOURS = 8;

/** TEXT escaping: backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets, never inside a UTF-8 character; continuation lines start with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const utf8 = new TextEncoder();
const compactDate = (date: string) => date.replaceAll('-', '');
const utcStamp = (instant: Date) => `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** The local end of a class: its end date (or its day) at its start time plus the class day. */
function localEnd(event: CalendarEvent): string {
  const [hours = 0, minutes = 0] = event.time.split(':').map(Number);
  const end = new Date(`${event.endDate ?? event.date}T00:00:00Z`);
  end.setUTCMinutes(hours * 60 + minutes + CLASS_DAY_HOURS * 60);
  return end.toISOString().slice(0, 16).replace(/[-:]/g, '');
}

function eventLines(event: CalendarEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${CALENDAR_TIME_ZONE}:${compactDate(event.date)}T${event.time.replace(':', '')}00`,
    `DTEND;TZID=${CALENDAR_TIME_ZONE}:${localEnd(event)}00`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `STATUS:${event.status}`,
    'END:VEVENT',
  ];
}

const bahrainTimeZone = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0300',
  'TZNAME:+03',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** A whole VCALENDAR: CRLF line ends, folded lines. */
export function buildCalendar(events: CalendarEvent[], options: CalendarOptions = {}): string {
  const header = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${CENTRE_NAME}//Classes//EN`,
    'CALSCALE:GREGORIAN',
    ...(options.method ? [`METHOD:${options.method}`] : []),
    ...(options.name
      ? [`X-WR-CALNAME:${escapeText(options.name)}`, `X-WR-TIMEZONE:${CALENDAR_TIME_ZONE}`]
      : []),
    ...bahrainTimeZone,
  ];
  const withParties = (lines: string[]) => {
    const extra = [
      ...(options.organizer
        ? [`ORGANIZER;CN=${escapeText(options.organizer.name)}:mailto:${options.organizer.email}`]
        : []),
      ...(options.attendee ? [`ATTENDEE;RSVP=FALSE:mailto:${options.attendee}`] : []),
    ];
    return [...lines.slice(0, -1), ...extra, 'END:VEVENT'];
  };
  const lines = [...header, ...events.flatMap((event) => withParties(eventLines(event))), 'END:VCALENDAR'];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
