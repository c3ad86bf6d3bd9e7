import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRecordingMailer, type Mail } from '../mail.js';
import { callerFor, FakeClock, insertUser, outcome, type TestUser } from '../test-support.js';
import { formatCentreDate, hasClassStarted, isFromAfterTo, isPastDate } from './schedule-dates.js';
import { statusChangeRefusal } from './schedule-status.js';
import { type CreateScheduleInput, scheduleFilterSchema } from './schedules.schema.js';

describe('the date rules', () => {
  // Monday 23 November 2026, 09:00 in Bahrain (06:00 UTC).
  const now = new Date('2026-11-23T06:00:00Z');

  it('calls a date before today (Bahrain) past, today and later not', () => {
    expect(isPastDate('2026-11-22', '2026-11-23')).toBe(true);
    expect(isPastDate('2026-11-23', '2026-11-23')).toBe(false);
    expect(isPastDate('2026-11-24', '2026-11-23')).toBe(false);
  });

  it('calls a class started once its Bahrain day and time have come', () => {
    expect(hasClassStarted({ preferredDate: '2026-11-23', preferredTime: '08:00' }, now)).toBe(true);
    expect(hasClassStarted({ preferredDate: '2026-11-23', preferredTime: '09:00' }, now)).toBe(true);
    expect(hasClassStarted({ preferredDate: '2026-11-23', preferredTime: '10:00' }, now)).toBe(false);
    expect(hasClassStarted({ preferredDate: '2026-11-22', preferredTime: '23:00' }, now)).toBe(true);
    expect(hasClassStarted({ preferredDate: '2026-11-24', preferredTime: '00:00' }, now)).toBe(false);
    // 22:30 UTC on the 22nd is already 01:30 on the 23rd in Bahrain.
    const lateNight = new Date('2026-11-22T22:30:00Z');
    expect(hasClassStarted({ preferredDate: '2026-11-23', preferredTime: '01:00' }, lateNight)).toBe(true);
    expect(hasClassStarted({ preferredDate: '2026-11-23', preferredTime: '02:00' }, lateNight)).toBe(false);
  });

  it('writes dates the centre way, without a weekday', () => {
    expect(formatCentreDate('2026-12-06')).toBe('6 Dec 2026');
  });

  it('refuses a From after To, in the filter form and the list alike', () => {
    expect(isFromAfterTo('2026-12-10', '2026-12-01')).toBe(true);
    expect(isFromAfterTo('2026-12-01', '2026-12-01')).toBe(false);
    expect(isFromAfterTo('2026-12-01', undefined)).toBe(false);
    const refused = scheduleFilterSchema.safeParse({ from: '2026-12-10', to: '2026-12-01' });
    expect(refused.error?.issues[0]).toMatchObject({ message: 'From cannot be after To', path: ['to'] });
  });

  it('confirms a class only once it has an instructor', () => {
    const state = { status: 'pending' as const, preferredDate: '2026-12-01', hasTimeChanged: false };
    const noInstructor = { ...state, instructorId: null, clientApprovedTimeChange: false };
    expect(statusChangeRefusal(noInstructor, 'confirmed', 'admin', '2026-11-23')).toEqual({
      code: 'CONFLICT',
      message: 'Assign an instructor first',
    });
    expect(statusChangeRefusal(noInstructor, 'cancelled', 'admin', '2026-11-23')).toBeNull();
  });
});

describe.each(testDatabases())(
  'past dates, missing instructors and the order of classes on $name',
  ({ create }) => {
    let database: Awaited<ReturnType<typeof create>>;
    let admin: TestUser;
    let client: TestUser;
    let instructor: TestUser;
    let courseId: string;
    const clock = new FakeClock(new Date('2026-11-23T06:00:00Z'));
    const mailer = createRecordingMailer();

    beforeAll(async () => {
      database = await create();
      admin = await insertUser(database.db, { role: 'admin' });
      client = await insertUser(database.db, { companyName: 'Gulf Lifting WLL' });
      instructor = await insertUser(database.db, {
        role: 'instructor',
        firstName: 'Ali',
        lastName: 'Hassan',
      });
      courseId = (await as(admin).courses.create({ name: 'Rigger' })).id;
    });
    afterAll(() => database.close());

    function as(user: TestUser | null) {
      clock.advance(1000);
      return callerFor(database.db, { user, now: clock.now, mailer }).caller;
    }
    const book = (fields: Partial<CreateScheduleInput> = {}) =>
      as(admin).schedules.create({
        userId: client.id,
        courseId,
        preferredDate: '2026-12-06',
        preferredTime: '08:00',
        instructorId: instructor.id,
        allowInstructorConflict: true,
        ...fields,
      });

    /**
     * Waits until every mail queued so far is out: a marker class (its own note) mails its client
     * and instructor, and mails go out in the order they were queued. Marker mails (the class's
     * booking and, later, its cancellation) are left out of what the tests read.
     */
    let markers = 0;
    async function mailsSettled(): Promise<void> {
      const note = `marker ${++markers}`;
      const marker = await book({ preferredDate: '2027-06-01', notes: note });
      await vi.waitFor(() => expect(mailer.sent.filter((mail) => mail.text.includes(note))).toHaveLength(2), {
        timeout: 10_000,
      });
      await as(admin).schedules.delete({ id: marker.id });
    }

    /** The mails `action` sends: nothing queued before it, everything it queued. */
    async function mailsOf(action: () => Promise<unknown>): Promise<Mail[]> {
      await mailsSettled();
      const before = mailer.sent.length;
      await action();
      await mailsSettled();
      return mailer.sent.slice(before).filter((mail) => !mail.text.includes('marker'));
    }

    it('refuses a date before today without allowPast, and records it with allowPast, mailing nobody', async () => {
      expect(await outcome(book({ preferredDate: '2026-11-22' }))).toEqual({
        status: 400,
        message: 'The date has passed',
      });
      let id = '';
      const mails = await mailsOf(async () => {
        id = (await book({ preferredDate: '2026-11-22', allowPast: true })).id;
      });
      expect(mails).toEqual([]);
      const [recorded] = await as(admin).schedules.list({ from: '2026-11-22', to: '2026-11-22' });
      expect(recorded?.id).toBe(id);
      // Today is no past date.
      expect((await outcome(book({ preferredDate: '2026-11-23', preferredTime: '18:00' }))).status).toBe(200);
    });

    it('refuses a move to a past date without allowPast; a past class cancelled or deleted mails nobody', async () => {
      const future = await book({ preferredDate: '2026-12-20', status: 'confirmed' });
      expect(
        await outcome(as(admin).schedules.update({ id: future.id, preferredDate: '2026-11-20' })),
      ).toEqual({
        status: 400,
        message: 'The date has passed',
      });
      const moved = await mailsOf(() =>
        as(admin).schedules.update({ id: future.id, preferredDate: '2026-11-20', allowPast: true }),
      );
      expect(moved).toEqual([]);
      // Other fields of a past class change without allowPast: its date is not being set.
      await as(admin).schedules.update({ id: future.id, preferredDate: '2026-11-20', numberOfCandidates: 3 });
      const cancelled = await mailsOf(() =>
        as(admin).schedules.setStatus({ id: future.id, status: 'cancelled' }),
      );
      expect(cancelled).toEqual([]);

      const other = await book({ preferredDate: '2026-11-21', allowPast: true });
      const deleted = await mailsOf(() => as(admin).schedules.delete({ id: other.id }));
      expect(deleted).toEqual([]);
      // A class still to come is cancelled by mail, as before. (Its booking's mails are awaited
      // first: they go out after the answer, sooner or later.)
      const coming: string[] = [];
      const scheduled = await mailsOf(async () =>
        coming.push((await book({ preferredDate: '2026-12-22' })).id),
      );
      expect(scheduled.map((mail) => mail.subject.split(':')[0])).toEqual([
        'Class scheduled',
        'Class scheduled',
      ]);
      const comingDeleted = await mailsOf(() => as(admin).schedules.delete({ id: coming[0] ?? '' }));
      expect(comingDeleted.map((mail) => mail.subject.split(':')[0])).toEqual([
        'Class cancelled',
        'Class cancelled',
      ]);
    });

    it('refuses a bulk run starting before today without allowPast', async () => {
      const run = { courseId, startDate: '2026-11-20', userIds: [client.id], sessions: 2, daysBetween: 7 };
      expect(await outcome(as(admin).schedules.bulkCreate(run))).toEqual({
        status: 400,
        message: 'The date has passed',
      });
      const result = await as(admin).schedules.bulkCreate({ ...run, allowPast: true });
      expect(result.schedules.map((schedule) => schedule.preferredDate)).toEqual([
        '2026-11-20',
        '2026-11-27',
      ]);
    });

    it('shows a removed instructor as none and will not confirm the class until one is assigned', async () => {
      const leaving = await insertUser(database.db, { role: 'instructor', firstName: 'Omar' });
      const schedule = await book({ preferredDate: '2027-01-05', instructorId: leaving.id });
      await as(admin).users.delete({ id: leaving.id });
      const [orphan] = await as(admin).schedules.list({ from: '2027-01-05', to: '2027-01-05' });
      expect(orphan).toMatchObject({ instructorId: null, instructorName: null });
      expect(await outcome(as(admin).schedules.setStatus({ id: schedule.id, status: 'confirmed' }))).toEqual({
        status: 409,
        message: 'Assign an instructor first',
      });
      expect(
        await outcome(as(admin).schedules.update({ id: schedule.id, status: 'confirmed', notes: 'go' })),
      ).toEqual({ status: 409, message: 'Assign an instructor first' });
      const assigned = await as(admin).schedules.update({
        id: schedule.id,
        instructorId: instructor.id,
        status: 'confirmed',
      });
      expect(assigned).toMatchObject({ status: 'confirmed', instructorName: 'Ali Hassan' });
    });

    it('lists today first, then the classes to come, then the past ones, latest first', async () => {
      const other = await insertUser(database.db, { companyName: 'Order Test Co' });
      for (const [date, time] of [
        ['2026-11-16', '08:00'],
        ['2026-12-03', '08:00'],
        ['2026-11-22', '08:00'],
        ['2026-11-23', '14:00'],
        ['2026-11-24', '08:00'],
        ['2026-11-23', '07:00'],
      ] as const)
        await book({ userId: other.id, preferredDate: date, preferredTime: time, allowPast: true });
      const listed = await as(admin).schedules.list({ userId: other.id });
      expect(listed.map((schedule) => `${schedule.preferredDate} ${schedule.preferredTime}`)).toEqual([
        '2026-11-23 07:00',
        '2026-11-23 14:00',
        '2026-11-24 08:00',
        '2026-12-03 08:00',
        '2026-11-22 08:00',
        '2026-11-16 08:00',
      ]);
      const page = await as(admin).schedules.page({ userId: other.id, pageSize: 2, page: 2 });
      expect(page.items.map((schedule) => schedule.preferredDate)).toEqual(['2026-11-24', '2026-12-03']);
    });

    it('writes a class history the centre way', async () => {
      const schedule = await book({ preferredDate: '2026-12-06' });
      await as(admin).schedules.update({
        id: schedule.id,
        preferredDate: '2026-12-10',
        preferredTime: '09:30',
      });
      const history = await as(admin).schedules.history({ id: schedule.id });
      expect(history[0]?.changeDescription).toBe('Class scheduled for 6 Dec 2026 at 08:00 (pending)');
      expect(history[1]?.changeDescription).toBe('Date: 6 Dec 2026 → 10 Dec 2026; Time: 08:00 → 09:30');
    });

    it('refuses a list filter whose From is after its To', async () => {
      expect(await outcome(as(admin).schedules.list({ from: '2026-12-10', to: '2026-12-01' }))).toEqual({
        status: 400,
        message: 'From cannot be after To',
      });
    });
  },
);
