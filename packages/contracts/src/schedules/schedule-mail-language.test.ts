import { testDatabases } from '@tc/db/testing';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeedText } from '../calendar/calendar-feed.service.js';
import { createContextInner } from '../context.js';
import { createRecordingMailer, type Mail } from '../mail.js';
import { callerFor, FakeClock, insertUser, TEST_APP_URL, type TestUser } from '../test-support.js';

/** The VEVENT of an invite or a feed: its summary and description. */
function eventOf(calendarText: string | undefined) {
  const calendar = new ICAL.Component(ICAL.parse(calendarText ?? ''));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    summary: vevent.getFirstPropertyValue('summary'),
    description: vevent.getFirstPropertyValue('description'),
  };
}

describe.each(testDatabases())('class mails in each recipient’s language on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  let client: TestUser;
  let instructor: TestUser;
  let courseId: string;
  // Monday 23 November 2026, 09:00 in Bahrain.
  const clock = new FakeClock(new Date('2026-11-23T06:00:00Z'));
  const mailer = createRecordingMailer();
  const as = (user: TestUser) => callerFor(database.db, { user, now: clock.now, mailer }).caller;
  const to = (mails: Mail[], user: TestUser) => mails.find((mail) => mail.to === user.email);

  beforeAll(async () => {
    database = await create();
    admin = await insertUser(database.db, { role: 'admin' });
    // The client chose Arabic; the instructor never chose, and reads English as before.
    client = await insertUser(database.db, { companyName: 'Sitra Cranes W.L.L.' });
    await database.db.updateTable('users').set({ language: 'ar' }).where('id', '=', client.id).execute();
    instructor = await insertUser(database.db, { role: 'instructor', firstName: 'Ali', lastName: 'Hassan' });
    courseId = (
      await as(admin).courses.create({ name: 'Tower Crane Operations', nameAr: 'تشغيل الرافعات البرجية' })
    ).id;
  });
  afterAll(() => database.close());

  it('mails the Arabic client in Arabic, right to left, with an Arabic invite, and the instructor in English', async () => {
    const before = mailer.sent.length;
    const booked = await as(admin).schedules.create({
      userId: client.id,
      courseId,
      preferredDate: '2027-01-10',
      preferredTime: '08:00',
      numberOfCandidates: 4,
      instructorId: instructor.id,
      allowInstructorConflict: true,
    });
    const mails = mailer.sent.slice(before);
    // The class names its course both ways; each reader is told it in their language.
    expect(booked).toMatchObject({
      courseName: 'Tower Crane Operations',
      courseNameAr: 'تشغيل الرافعات البرجية',
    });

    const arabic = to(mails, client);
    expect(arabic?.subject).toBe(
      'جدولة حصة: تشغيل الرافعات البرجية بتاريخ الأحد، 10 يناير 2027 الساعة 08:00',
    );
    expect(arabic?.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic?.text).toContain('جُدولت لكم حصة تدريبية.');
    expect(arabic?.text).toContain('عدد المتدربين: 4');
    expect(arabic?.text).toContain('المدرب: Ali Hassan');
    expect(arabic?.text).toContain('الحالة: قيد الانتظار');
    expect(arabic?.text).toContain(`فتح بوابتكم: ${TEST_APP_URL}/?lang=ar`);
    expect(eventOf(arabic?.calendar?.content)).toMatchObject({
      summary: 'تشغيل الرافعات البرجية (Sitra Cranes W.L.L.)',
      description: 'العميل: Sitra Cranes W.L.L.\nعدد المتدربين: 4\nالمدرب: Ali Hassan\nالحالة: قيد الانتظار',
    });

    const english = to(mails, instructor);
    expect(english?.subject).toBe('Class scheduled: Tower Crane Operations on Sun, 10 Jan 2027 at 08:00');
    expect(english?.html).toContain('<html lang="en" dir="ltr">');
    expect(english?.text).toContain(`Open your portal: ${TEST_APP_URL}/\n`);
    expect(eventOf(english?.calendar?.content).description).toBe(
      'Client: Sitra Cranes W.L.L.\nCandidates: 4\nInstructor: Ali Hassan\nStatus: pending',
    );
  });

  it('serves the Arabic client’s calendar feed in Arabic, the instructor’s in English', async () => {
    const ctx = createContextInner({ db: database.db, appUrl: TEST_APP_URL, now: clock.now });
    const feedOf = async (user: TestUser) => {
      const { url } = await as(user).calendarFeed.create();
      return calendarFeedText(ctx, url.split('/').pop()?.replace('.ics', '') ?? '');
    };
    expect(eventOf((await feedOf(client)) ?? undefined)).toMatchObject({
      name: 'حصص Gulf Lifting & Heavy Equipment Training Centre',
      summary: 'تشغيل الرافعات البرجية (Sitra Cranes W.L.L.)',
      description: expect.stringMatching(/^العميل: Sitra Cranes W\.L\.L\.\n/),
    });
    expect(eventOf((await feedOf(instructor)) ?? undefined)).toMatchObject({
      name: 'Gulf Lifting & Heavy Equipment Training Centre classes',
      summary: 'Tower Crane Operations (Sitra Cranes W.L.L.)',
      description: expect.stringMatching(/^Client: Sitra Cranes W\.L\.L\.\n/),
    });
  });
});
