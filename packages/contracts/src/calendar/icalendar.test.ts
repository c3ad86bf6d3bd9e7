import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar, type CalendarEvent, escapeText, foldLine } from './icalendar.js';

const event: CalendarEvent = {
  uid: 'schedule-1@training.test',
  sequence: 2,
  stamp: new Date('2026-11-23T05:00:00Z'),
  date: '2026-12-01',
  time: '08:30',
  endDate: null,
  summary: 'Mobile Crane Operations (Gulf Lifting, WLL)',
  description:
    'Client: Gulf Lifting; WLL\nCandidates: 6\nNotes: a long note that goes on and on about boots, helmets, gloves and the gate pass at the port',
  location: 'Gulf Lifting & Heavy Equipment Training Centre, Building 123, Sitra, Bahrain',
  status: 'CONFIRMED',
};

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'رافعة '.repeat(30)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .map((part, index) => (index === 0 ? part : part.slice(1)))
        .join(''),
    ).toBe(line);
  });

  it('makes an invite a calendar parser reads back: Bahrain time, sequence, method, organiser', () => {
    const text = buildCalendar([event], {
      method: 'REQUEST',
      organizer: { name: 'Gulf Lifting', email: 'no-reply@training.test' },
      attendee: 'ops@gulf.test',
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const timezone = calendar.getFirstSubcomponent('vtimezone');
    if (!timezone) throw new Error('no VTIMEZONE');
    ICAL.TimezoneService.register(timezone);
    const vevent = calendar.getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('no VEVENT');
    const parsed = new ICAL.Event(vevent);
    expect(parsed.uid).toBe('schedule-1@training.test');
    expect(parsed.sequence).toBe(2);
    expect(parsed.summary).toBe(event.summary);
    expect(parsed.description).toBe(event.description);
    expect(parsed.location).toBe(event.location);
    // 08:30 in Bahrain is 05:30 UTC; a class day lasts 8 hours.
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2026-12-01T05:30:00.000Z');
    expect(parsed.endDate.toJSDate().toISOString()).toBe('2026-12-01T13:30:00.000Z');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(String(vevent.getFirstPropertyValue('organizer'))).toBe('mailto:no-reply@training.test');
  });

  it('ends a class over several days on its last day, and marks a cancellation', () => {
    const text = buildCalendar([{ ...event, endDate: '2026-12-03', status: 'CANCELLED' }], {
      method: 'CANCEL',
    });
    const calendar = new ICAL.Component(ICAL.parse(text));
    const vevent = calendar.getFirstSubcomponent('vevent');
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevent?.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(text).toContain('DTEND;TZID=Asia/Bahrain:20261203T163000');
  });
});
