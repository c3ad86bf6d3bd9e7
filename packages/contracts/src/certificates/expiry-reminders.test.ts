import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordingMailer } from '../mail.js';
import {
  FakeClock,
  insertCourse,
  insertUser,
  jobContext,
  TEST_APP_URL,
  type TestCourse,
  type TestUser,
} from '../test-support.js';
import { sendExpiryReminders } from './expiry-reminders.js';

describe.each(testDatabases())('certificate expiry reminders on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let client: TestUser;
  let course: TestCourse;
  let counter = 0;

  beforeAll(async () => {
    database = await create();
    client = await insertUser(database.db, {
      companyName: 'Gulf Lifting WLL',
      firstName: 'Huda',
      lastName: 'Karim',
    });
    course = await insertCourse(database.db, { name: 'Rigger (Slinger / Signaller)', courseType: 'rigger' });
  });
  afterAll(() => database.close());

  /** A certificate of a fresh client company, expiring on the date given. */
  async function certificate(expiryDate: string, owner?: TestUser) {
    counter += 1;
    const user = owner ?? (await insertUser(database.db, { companyName: `Company ${counter}` }));
    const row = await database.db
      .insertInto('certificates')
      .values({
        userId: user.id,
        courseId: course.id,
        courseType: 'rigger',
        certificateNumber: `EXP-${counter}-${Math.random().toString(36).slice(2, 8)}`,
        fileName: 'c.pdf',
        filePath: `certificates/00000000-0000-4000-8000-${String(counter).padStart(12, '0')}.pdf`,
        issueDate: '2024-01-01',
        expiryDate,
      })
      .returning(['id', 'certificateNumber'])
      .executeTakeFirstOrThrow();
    return { ...row, email: user.email };
  }

  /** One process's run, then the delivery of what it queued (as the worker would). */
  const run = async (clock: FakeClock, mailer = createRecordingMailer()) => {
    const ctx = jobContext(database.db, { mailer, now: clock.now });
    const queued = await sendExpiryReminders(ctx);
    await ctx.deliver();
    return queued;
  };
  const mailsTo = (mailer: ReturnType<typeof createRecordingMailer>, email: string) =>
    mailer.sent.filter((mail) => mail.to === email);

  it('reminds 90, 30 and 7 days before, once each, with a link to book a refresher', async () => {
    // 2027-01-01 in Bahrain; the certificate expires 2027-04-01, 90 days later.
    const clock = new FakeClock(new Date('2027-01-01T05:00:00Z'));
    const cert = await certificate('2027-04-01', client);
    const mailer = createRecordingMailer();
    await run(clock, mailer);
    const [first] = mailsTo(mailer, cert.email);
    expect(first?.subject).toBe(`Certificate ${cert.certificateNumber} expires on Thu, 1 Apr 2027`);
    // The contact person by name, not the company they work for.
    expect(first?.text).toContain('Dear Huda Karim,');
    expect(first?.text).toContain(`The Rigger (Slinger / Signaller) certificate ${cert.certificateNumber}`);
    expect(first?.text).toContain('in 90 days');
    expect(first?.text).toContain(`${TEST_APP_URL}/?section=contact`);

    await run(clock, mailer);
    clock.advance(30 * 86_400_000); // 60 days left: nothing new
    await run(clock, mailer);
    expect(mailsTo(mailer, cert.email)).toHaveLength(1);

    clock.advance(30 * 86_400_000); // 30 days left
    await run(clock, mailer);
    clock.advance(23 * 86_400_000); // 7 days left
    await run(clock, mailer);
    await run(clock, mailer);
    expect(mailsTo(mailer, cert.email).map((mail) => mail.text.match(/in (\d+ days|a week)/)?.[1])).toEqual([
      '90 days',
      '30 days',
      'a week',
    ]);
    clock.advance(7 * 86_400_000); // expired today: no more
    await run(clock, mailer);
    expect(mailsTo(mailer, cert.email)).toHaveLength(3);
  });

  it('sends only the most urgent reminder due, not the ones it is too late for', async () => {
    const clock = new FakeClock(new Date('2027-03-01T05:00:00Z'));
    const cert = await certificate('2027-03-20');
    const mailer = createRecordingMailer();
    await run(clock, mailer);
    expect(mailsTo(mailer, cert.email).map((mail) => mail.text.match(/in (\d+ days|a week)/)?.[1])).toEqual([
      '30 days',
    ]);
  });

  it('greets a client with no contact person by the company', async () => {
    const clock = new FakeClock(new Date('2027-05-01T05:00:00Z'));
    const owner = await insertUser(database.db, {
      companyName: 'Bahrain Cranes',
      firstName: null,
      lastName: null,
    });
    const cert = await certificate('2027-05-20', owner);
    const mailer = createRecordingMailer();
    await run(clock, mailer);
    expect(mailsTo(mailer, cert.email)[0]?.text).toContain('Dear Bahrain Cranes,');
  });

  it('writes to a client who chose Arabic in Arabic, right to left, the course by its Arabic name, its links opening in Arabic', async () => {
    const clock = new FakeClock(new Date('2027-07-01T05:00:00Z'));
    // An English reader still reads the English name (the tests above and below).
    await database.db
      .updateTable('courses')
      .set({ nameAr: 'مُربّط ومُشير' })
      .where('id', '=', course.id)
      .execute();
    const owner = await insertUser(database.db, { companyName: 'Sitra Cranes W.L.L.', lastName: 'Karim' });
    await database.db.updateTable('users').set({ language: 'ar' }).where('id', '=', owner.id).execute();
    const cert = await certificate('2027-07-31', owner);
    const mailer = createRecordingMailer();
    await run(clock, mailer);
    const [mail] = mailsTo(mailer, cert.email);
    expect(mail?.subject).toBe(`تنتهي صلاحية الشهادة ${cert.certificateNumber} بتاريخ السبت، 31 يوليو 2027`);
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail?.text).toContain('مرحبًا Test Karim،');
    expect(mail?.text).toContain(
      `تنتهي صلاحية شهادة مُربّط ومُشير رقم ${cert.certificateNumber} بتاريخ السبت، 31 يوليو 2027، أي بعد 30 يومًا.`,
    );
    expect(mail?.text).toContain(`احجزوا دورة تنشيطية: ${TEST_APP_URL}/?section=contact&lang=ar`);
  });

  it('sends each reminder once when several processes run at the same moment', async () => {
    const clock = new FakeClock(new Date('2027-05-01T05:00:00Z'));
    const cert = await certificate('2027-05-05');
    const mailer = createRecordingMailer();
    await Promise.all([run(clock, mailer), run(clock, mailer), run(clock, mailer)]);
    expect(mailsTo(mailer, cert.email)).toHaveLength(1);
  });

  it('claims a reminder and queues its mail together: a run that fails leaves it for the next', async () => {
    const clock = new FakeClock(new Date('2027-06-01T05:00:00Z'));
    const cert = await certificate('2027-06-06');
    const failingQueue = jobContext(database.db, { now: clock.now });
    failingQueue.jobs = { send: () => Promise.reject(new Error('queue down')), retry: async () => 0 };
    await expect(sendExpiryReminders(failingQueue)).rejects.toThrow('queue down');
    const mailer = createRecordingMailer();
    await run(clock, mailer);
    expect(mailsTo(mailer, cert.email)).toHaveLength(1);
  });
});
