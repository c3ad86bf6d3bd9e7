import { testDatabases } from '@tc/db/testing';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { calendarFeedText } from '../calendar/calendar-feed.service.js';
import { createContextInner } from '../context.js';
import { createRecordingMailer, type Mail } from '../mail.js';
import { callerFor, FakeClock, insertUser, outcome, TEST_APP_URL, type TestUser } from '../test-support.js';
import type { CreateScheduleInput } from './schedules.schema.js';

/** The VEVENT of a mail's invite, and the invite's METHOD. */
function inviteOf(mail: Mail | undefined) {
  if (!mail?.calendar) throw new Error('no invite in the mail');
  const calendar = new ICAL.Component(ICAL.parse(mail.calendar.content));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: vevent.getFirstPropertyValue('uid'),
    sequence: vevent.getFirstPropertyValue('sequence'),
    status: vevent.getFirstPropertyValue('status'),
    start: String(vevent.getFirstPropertyValue('dtstart')),
  };
}

describe.each(testDatabases())('class mails, reminders and calendar feeds on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  let client: TestUser;
  let instructor: TestUser;
  let otherInstructor: TestUser;
  let courseId: string;
  // Monday 23 November 2026, 09:00 in Bahrain.
  const clock = new FakeClock(new Date('2026-11-23T06:00:00Z'));
  const mailer = createRecordingMailer();

  beforeAll(async () => {
    database = await create();
    admin = await insertUser(database.db, { role: 'admin' });
    client = await insertUser(database.db, { companyName: 'Gulf Lifting WLL' });
    instructor = await insertUser(database.db, { role: 'instructor', firstName: 'Ali', lastName: 'Hassan' });
    otherInstructor = await insertUser(database.db, {
      role: 'instructor',
      firstName: 'Sara',
      lastName: 'Khan',
    });
    courseId = (await as(admin).courses.create({ name: 'Tower Crane Operations' })).id;
  });
  afterAll(() => database.close());

  function as(user: TestUser | null) {
    clock.advance(1000);
    return callerFor(database.db, { user, now: clock.now, mailer }).caller;
  }
  const book = (fields: Partial<CreateScheduleInput>) =>
    as(admin).schedules.create({
      userId: client.id,
      courseId,
      preferredTime: '08:00',
      instructorId: instructor.id,
      allowInstructorConflict: true,
      preferredDate: '2027-01-10',
      ...fields,
    });
  /** The mails sent from now on, once `count` of them have gone out (they are sent after the answer). */
  async function mailsAfter<T>(count: number, action: () => Promise<T>): Promise<Mail[]> {
    const before = mailer.sent.length;
    await action();
    await vi.waitFor(() => expect(mailer.sent.length - before).toBeGreaterThanOrEqual(count), {
      timeout: 10_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    return mailer.sent.slice(before);
  }

  it('mails the client and the instructor the same event, its sequence rising, cancelled last', async () => {
    let id = '';
    const scheduled = await mailsAfter(2, async () => {
      id = (await book({ numberOfCandidates: 6 })).id;
    });
    expect(scheduled.map((mail) => mail.to).sort()).toEqual([client.email, instructor.email].sort());
    expect(scheduled[0]?.subject).toBe(
      'Class scheduled: Tower Crane Operations on Sun, 10 Jan 2027 at 08:00',
    );
    const first = inviteOf(scheduled[0]);
    expect(first).toMatchObject({
      method: 'REQUEST',
      sequence: 0,
      status: 'TENTATIVE',
      start: '2027-01-10T08:00:00',
    });
    expect(first.uid).toBe(`schedule-${id}@training.test`);

    const moved = await mailsAfter(2, () => as(admin).schedules.update({ id, preferredTime: '10:30' }));
    const toClient = moved.find((mail) => mail.to === client.email);
    expect(toClient?.subject).toBe('Class changed: Tower Crane Operations on Sun, 10 Jan 2027 at 10:30');
    expect(toClient?.text).toContain('Originally: Sun, 10 Jan 2027 at 08:00');
    expect(toClient?.text).toContain('Please approve the new date and time in your client portal');
    expect(inviteOf(toClient)).toMatchObject({ uid: first.uid, sequence: 1, start: '2027-01-10T10:30:00' });

    const cancelled = await mailsAfter(2, () => as(client).schedules.cancel({ id }));
    expect(cancelled[0]?.subject).toMatch(/^Class cancelled: /);
    expect(inviteOf(cancelled[0])).toMatchObject({
      method: 'CANCEL',
      uid: first.uid,
      sequence: 2,
      status: 'CANCELLED',
    });
  });

  it('tells an instructor taken off a class, and only them, that it is cancelled for them', async () => {
    let id = '';
    await mailsAfter(2, async () => {
      id = (await book({ preferredDate: '2027-01-12' })).id;
    });
    const mails = await mailsAfter(3, () =>
      as(admin).schedules.update({ id, instructorId: otherInstructor.id }),
    );
    const toOld = mails.filter((mail) => mail.to === instructor.email);
    expect(toOld).toHaveLength(1);
    expect(inviteOf(toOld[0]).method).toBe('CANCEL');
    expect(mails.filter((mail) => mail.to === client.email).map((mail) => inviteOf(mail).method)).toEqual([
      'REQUEST',
    ]);
    expect(mails.filter((mail) => mail.to === otherInstructor.email)).toHaveLength(1);
  });

  it('sends reminders for confirmed classes from today to 7 days ahead (Bahrain dates), not yet started, only', async () => {
    // 09:00 in Bahrain: today's 08:00 class has started, its 10:00 class has not.
    await book({ preferredDate: '2026-11-23', preferredTime: '08:00', status: 'confirmed' });
    await book({ preferredDate: '2026-11-23', preferredTime: '10:00', status: 'confirmed' });
    await book({ preferredDate: '2026-11-30', status: 'confirmed' });
    await book({ preferredDate: '2026-11-22', status: 'confirmed', allowPast: true });
    await book({ preferredDate: '2026-12-01', status: 'confirmed' });
    await book({ preferredDate: '2026-11-25', status: 'pending' });
    const preview = await as(admin).schedules.reminderPreview();
    expect(preview.map((entry) => [entry.preferredDate, entry.preferredTime, entry.clientName])).toEqual([
      ['2026-11-23', '10:00', 'Gulf Lifting WLL'],
      ['2026-11-30', '08:00', 'Gulf Lifting WLL'],
    ]);
    expect(new Set(preview[0]?.recipients)).toEqual(new Set([client.email, instructor.email]));
    const before = mailer.sent.length;
    expect(await as(admin).schedules.sendReminders()).toEqual({ classes: 2, mails: 4 });
    // The bookings' own mails go out after their answers and may still be arriving.
    const reminders = mailer.sent.slice(before).filter((mail) => mail.subject.startsWith('Reminder:'));
    expect(reminders.map((mail) => mail.subject)).toEqual([
      'Reminder: Tower Crane Operations on Mon, 23 Nov 2026 at 10:00',
      'Reminder: Tower Crane Operations on Mon, 23 Nov 2026 at 10:00',
      'Reminder: Tower Crane Operations on Mon, 30 Nov 2026 at 08:00',
      'Reminder: Tower Crane Operations on Mon, 30 Nov 2026 at 08:00',
    ]);
    expect(new Set(reminders.map((mail) => mail.to))).toEqual(new Set([client.email, instructor.email]));
    expect((await outcome(as(instructor).schedules.sendReminders())).status).toBe(403);
    expect((await outcome(as(instructor).schedules.reminderPreview())).status).toBe(403);
  });

  it('answers no reminders when no confirmed class is near', async () => {
    const later = callerFor(database.db, {
      user: admin,
      now: () => new Date('2030-01-01T06:00:00Z'),
      mailer,
    }).caller;
    expect(await later.schedules.sendReminders()).toEqual({ classes: 0, mails: 0 });
  });

  it('gives clients and instructors a private, revocable calendar address of their own classes', async () => {
    expect(await as(client).calendarFeed.status()).toEqual({ active: false, createdAt: null });
    const { url } = await as(client).calendarFeed.create();
    expect(url).toMatch(new RegExp(`^${TEST_APP_URL}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect((await as(client).calendarFeed.status()).active).toBe(true);
    const token = url.split('/').pop()?.replace('.ics', '') ?? '';
    const ctx = createContextInner({ db: database.db, appUrl: TEST_APP_URL, now: clock.now });
    const text = await calendarFeedText(ctx, token);
    if (!text) throw new Error('no feed');
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Bahrain');
    const events = calendar.getAllSubcomponents('vevent');
    const own = await as(client).schedules.mine();
    expect(events).toHaveLength(own.length);
    expect(events.map((event) => event.getFirstPropertyValue('status'))).toContain('CANCELLED');

    const taught = await as(otherInstructor).calendarFeed.create();
    const instructorText = await calendarFeedText(
      ctx,
      taught.url.split('/').pop()?.replace('.ics', '') ?? '',
    );
    expect(new ICAL.Component(ICAL.parse(instructorText ?? '')).getAllSubcomponents('vevent')).toHaveLength(
      1,
    );

    // A new address replaces the old one; turning it off ends it.
    const renewed = await as(client).calendarFeed.create();
    expect(await calendarFeedText(ctx, token)).toBeNull();
    await as(client).calendarFeed.revoke();
    expect(await calendarFeedText(ctx, renewed.url.split('/').pop()?.replace('.ics', '') ?? '')).toBeNull();
    expect(await calendarFeedText(ctx, 'not-a-token')).toBeNull();
    expect((await outcome(as(admin).calendarFeed.create())).status).toBe(403);
  });

  it('serves the feed to anyone holding the address, with or without its .ics', async () => {
    const token = (await as(instructor).calendarFeed.create()).url.split('/').pop() ?? '';
    const uids = (feed: string) => feed.match(/^UID:.*$/gm);
    const feed = await as(null).calendarFeed.feed({ token });
    expect(uids(feed)?.length).toBeGreaterThan(0);
    expect(uids(await as(null).calendarFeed.feed({ token: token.replace(/\.ics$/, '') }))).toEqual(
      uids(feed),
    );
    await as(instructor).calendarFeed.revoke();
    for (const gone of [token, 'not-a-token.ics', '.ics']) {
      expect(await outcome(as(null).calendarFeed.feed({ token: gone }))).toEqual({
        status: 404,
        message: 'This calendar address is unknown or was turned off.',
      });
    }
  });
});
