import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, FakeClock, insertUser, outcome, type TestUser } from '../test-support.js';
import { assertTransition, timeChange } from './schedule-rules.js';
import { canChangeStatus } from './schedule-status.js';
import {
  bulkSessionDates,
  type CreateScheduleInput,
  type ScheduleStatus,
  scheduleStatuses,
  totalCandidates,
} from './schedules.schema.js';

describe('the status rules', () => {
  const today = '2026-12-10';
  const state = (status: ScheduleStatus, hasTimeChanged = false, clientApprovedTimeChange = false) => ({
    status,
    preferredDate: today,
    instructorId: 'an-instructor',
    hasTimeChanged,
    clientApprovedTimeChange,
  });
  const allowed: [ScheduleStatus, ScheduleStatus, 'admin' | 'client' | 'instructor'][] = [
    ['pending', 'confirmed', 'admin'],
    ['pending', 'cancelled', 'admin'],
    ['pending', 'cancelled', 'client'],
    ['confirmed', 'completed', 'admin'],
    ['confirmed', 'completed', 'instructor'],
    ['confirmed', 'cancelled', 'admin'],
    ['confirmed', 'cancelled', 'client'],
  ];

  it('allows exactly the transitions of the spec, to the right people', () => {
    for (const from of scheduleStatuses) {
      for (const to of scheduleStatuses) {
        for (const actor of ['admin', 'client', 'instructor'] as const) {
          const ok = allowed.some(([f, t, a]) => f === from && t === to && a === actor);
          const attempt = () => assertTransition(state(from), to, actor, today);
          if (ok) expect(attempt, `${from} -> ${to} by ${actor}`).not.toThrow();
          else expect(attempt, `${from} -> ${to} by ${actor}`).toThrow();
        }
      }
    }
  });

  it('refuses to confirm a moved class the client has not approved', () => {
    expect(() => assertTransition(state('pending', true, false), 'confirmed', 'admin', today)).toThrow(
      'The client has not approved the new time yet',
    );
    expect(() => assertTransition(state('pending', true, true), 'confirmed', 'admin', today)).not.toThrow();
    // The screens ask the same rule, so they never offer it.
    expect(canChangeStatus(state('pending', true, false), 'confirmed', 'admin', today)).toBe(false);
    expect(canChangeStatus(state('pending', true, true), 'confirmed', 'admin', today)).toBe(true);
  });

  it('completes a class from its own day on (a Bahrain date), never ahead of it', () => {
    const nextWeek = { ...state('confirmed'), preferredDate: '2026-12-17' };
    for (const actor of ['admin', 'instructor'] as const) {
      expect(() => assertTransition(nextWeek, 'completed', actor, today)).toThrow(
        'This class is on Thu, 17 Dec 2026: it can be marked completed from that day on.',
      );
      expect(canChangeStatus(nextWeek, 'completed', actor, today)).toBe(false);
      expect(canChangeStatus(nextWeek, 'completed', actor, '2026-12-17')).toBe(true);
      expect(canChangeStatus({ ...nextWeek, preferredDate: '2026-12-01' }, 'completed', actor, today)).toBe(
        true,
      );
    }
  });

  it('keeps the first date and time when a pending class moves twice, and forgets them when it moves back', () => {
    const pending = {
      status: 'pending' as const,
      preferredDate: '2026-12-01',
      preferredTime: '08:00',
      originalDate: null,
      originalTime: null,
      hasTimeChanged: false,
      clientApprovedTimeChange: false,
    };
    const once = timeChange(pending, { preferredDate: '2026-12-03', preferredTime: '08:00' });
    expect(once).toEqual({
      originalDate: '2026-12-01',
      originalTime: '08:00',
      hasTimeChanged: true,
      clientApprovedTimeChange: false,
    });
    const approved = { ...pending, ...once, preferredDate: '2026-12-03', clientApprovedTimeChange: true };
    expect(timeChange(approved, { preferredDate: '2026-12-04', preferredTime: '09:00' })).toEqual({
      originalDate: '2026-12-01',
      originalTime: '08:00',
      hasTimeChanged: true,
      clientApprovedTimeChange: false,
    });
    expect(timeChange(approved, { preferredDate: '2026-12-01', preferredTime: '08:00' })).toEqual({
      originalDate: null,
      originalTime: null,
      hasTimeChanged: false,
      clientApprovedTimeChange: false,
    });
    expect(timeChange(pending, { preferredDate: '2026-12-01', preferredTime: '08:00' })).toEqual({});
    expect(
      timeChange(
        { ...pending, status: 'confirmed' },
        { preferredDate: '2026-12-09', preferredTime: '08:00' },
      ),
    ).toEqual({});
  });

  it('spaces bulk sessions by the days between them, across month ends', () => {
    expect(bulkSessionDates('2026-12-30', 3, 2)).toEqual(['2026-12-30', '2027-01-01', '2027-01-03']);
    expect(bulkSessionDates('2027-02-27', 2, 1)).toEqual(['2027-02-27', '2027-02-28']);
  });

  it('counts a class without a number of candidates as 1', () => {
    expect(
      totalCandidates([{ numberOfCandidates: 4 }, { numberOfCandidates: 0 }, { numberOfCandidates: 2 }]),
    ).toBe(7);
  });
});

describe.each(testDatabases())('schedules on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  let client: TestUser;
  let otherClient: TestUser;
  let instructor: TestUser;
  let otherInstructor: TestUser;
  let courseId: string;
  const clock = new FakeClock(new Date('2026-11-23T06:00:00Z'));

  beforeAll(async () => {
    database = await create();
    admin = await insertUser(database.db, { role: 'admin' });
    client = await insertUser(database.db, { companyName: 'Gulf Lifting WLL' });
    otherClient = await insertUser(database.db, { companyName: 'Bahrain Ports Co' });
    instructor = await insertUser(database.db, { role: 'instructor', firstName: 'Ali', lastName: 'Hassan' });
    otherInstructor = await insertUser(database.db, {
      role: 'instructor',
      firstName: 'Sara',
      lastName: 'Khan',
    });
    courseId = (await as(admin).courses.create({ name: 'Mobile Crane Operations' })).id;
  });
  afterAll(() => database.close());

  function as(user: TestUser | null) {
    clock.advance(1000);
    return callerFor(database.db, { user, now: clock.now }).caller;
  }
  let day = 0;
  /** A class on a date no other test uses, so instructors are never double-booked by accident. */
  const book = (fields: Partial<CreateScheduleInput> = {}) => {
    day += 2;
    return as(admin).schedules.create({
      userId: client.id,
      courseId,
      preferredDate: `2027-0${1 + Math.floor(day / 28)}-${String(1 + (day % 28)).padStart(2, '0')}`,
      preferredTime: '08:00',
      instructorId: instructor.id,
      ...fields,
    });
  };

  it('creates a pending class by default with the instructor named, and logs it', async () => {
    const schedule = await book({ numberOfCandidates: 6, notes: 'Bring PPE' });
    expect(schedule).toMatchObject({
      status: 'pending',
      numberOfCandidates: 6,
      instructorId: instructor.id,
      instructorName: 'Ali Hassan',
      courseName: 'Mobile Crane Operations',
      hasTimeChanged: false,
      user: { id: client.id, companyName: 'Gulf Lifting WLL' },
    });
    const history = await as(admin).schedules.history({ id: schedule.id });
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'created', performedByEmail: admin.email, status: 'pending' });
    const row = await database.db
      .selectFrom('scheduleAuditLog')
      .selectAll()
      .where('scheduleId', '=', schedule.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ performedBy: admin.id, previousData: null, clientName: 'Gulf Lifting WLL' });
    expect(row.newData).toMatchObject({ id: schedule.id, status: 'pending' });
  });

  it('answers the spec messages for a bad form', async () => {
    const base = {
      userId: client.id,
      courseId,
      preferredDate: '2027-03-01',
      preferredTime: '08:00',
      instructorId: instructor.id,
    };
    const cases: [Partial<Record<keyof typeof base, unknown>> & Record<string, unknown>, string][] = [
      [{ userId: '' }, 'Client is required'],
      [{ userId: instructor.id }, 'Client is required'],
      [{ userId: admin.id }, 'Client is required'],
      [{ courseId: undefined }, 'Course is required'],
      [{ preferredDate: '' }, 'Date is required'],
      [{ preferredDate: '0000-06-01' }, 'Date is required'],
      [{ preferredTime: '' }, 'Time is required'],
      [{ instructorId: '' }, 'Please select an instructor'],
      [{ instructorId: 'none' }, 'Please select an instructor'],
      [{ instructorId: client.id }, 'Please select an instructor'],
      [{ numberOfCandidates: 101 }, 'Maximum 100 candidates allowed'],
      [{ numberOfCandidates: 0 }, 'At least 1 candidate is required'],
      [{ status: 'completed' }, 'A new class is pending or confirmed'],
      [{ endDate: '2027-02-27' }, 'End date cannot be before the date'],
    ];
    for (const [change, message] of cases) {
      const input = { ...base, ...change } as CreateScheduleInput;
      expect(await outcome(as(admin).schedules.create(input)), message).toEqual({ status: 400, message });
    }
  });

  it('lets only admins manage classes', async () => {
    const input = {
      userId: client.id,
      courseId,
      preferredDate: '2027-03-01',
      preferredTime: '08:00',
      instructorId: instructor.id,
    };
    expect((await outcome(as(null).schedules.create(input))).status).toBe(401);
    expect((await outcome(as(client).schedules.create(input))).status).toBe(403);
    expect((await outcome(as(instructor).schedules.list())).status).toBe(403);
    expect((await outcome(as(admin).schedules.mine())).status).toBe(403);
  });

  it('warns of a double-booked instructor and books only when the admin confirms', async () => {
    const first = await book({ endDate: null });
    const sameDay = { preferredDate: first.preferredDate, preferredTime: '13:00' };
    expect(
      await as(admin).schedules.instructorConflicts({ instructorId: instructor.id, ...sameDay }),
    ).toEqual([
      expect.objectContaining({ id: first.id, companyName: 'Gulf Lifting WLL', preferredTime: '08:00' }),
    ]);
    const refused = await outcome(book({ ...sameDay, userId: otherClient.id }));
    expect(refused.status).toBe(409);
    expect(refused.message).toContain(
      'Ali Hassan already teaches Mobile Crane Operations for Gulf Lifting WLL',
    );
    const overridden = await book({ ...sameDay, userId: otherClient.id, allowInstructorConflict: true });
    expect(overridden.preferredDate).toBe(first.preferredDate);
    // Another instructor, or a multi-day class ending the day before, is no conflict.
    await book({ ...sameDay, instructorId: otherInstructor.id });
    expect(
      await as(admin).schedules.instructorConflicts({
        instructorId: instructor.id,
        preferredDate: first.preferredDate,
        endDate: null,
        excludeId: first.id,
      }),
    ).toEqual([expect.objectContaining({ id: overridden.id })]);
    // A cancelled class frees the instructor.
    await as(admin).schedules.setStatus({ id: overridden.id, status: 'cancelled' });
    await as(admin).schedules.setStatus({ id: first.id, status: 'cancelled' });
    expect(
      await as(admin).schedules.instructorConflicts({ instructorId: instructor.id, ...sameDay }),
    ).toEqual([]);
  });

  it('moves a pending class, waits for the client, then confirms; the instructor completes it', async () => {
    // Today in Bahrain (the clock's date), so it can be completed.
    const schedule = await book({ preferredDate: '2026-11-23', preferredTime: '08:00' });
    const moved = await as(admin).schedules.update({ id: schedule.id, preferredTime: '10:30' });
    expect(moved).toMatchObject({
      preferredTime: '10:30',
      hasTimeChanged: true,
      clientApprovedTimeChange: false,
      originalDate: schedule.preferredDate,
      originalTime: '08:00',
    });
    expect(
      await outcome(as(admin).schedules.setStatus({ id: schedule.id, status: 'confirmed' })),
    ).toMatchObject({
      status: 409,
      message: expect.stringContaining('The client has not approved the new time yet'),
    });
    // Another client can neither see nor approve it.
    expect(await as(otherClient).schedules.mine()).not.toContainEqual(
      expect.objectContaining({ id: schedule.id }),
    );
    expect((await outcome(as(otherClient).schedules.approveTimeChange({ id: schedule.id }))).status).toBe(
      404,
    );
    const approved = await as(client).schedules.approveTimeChange({ id: schedule.id });
    expect(approved).toMatchObject({ hasTimeChanged: true, clientApprovedTimeChange: true });
    expect((await outcome(as(client).schedules.approveTimeChange({ id: schedule.id }))).status).toBe(409);
    const confirmed = await as(admin).schedules.setStatus({ id: schedule.id, status: 'confirmed' });
    expect(confirmed.status).toBe('confirmed');
    // Not the other instructor's class to complete.
    expect((await outcome(as(otherInstructor).schedules.complete({ id: schedule.id }))).status).toBe(404);
    expect(await as(otherInstructor).schedules.assigned()).not.toContainEqual(
      expect.objectContaining({ id: schedule.id }),
    );
    const completed = await as(instructor).schedules.complete({ id: schedule.id });
    expect(completed.status).toBe('completed');
    expect(await outcome(as(admin).schedules.update({ id: schedule.id, notes: 'late change' }))).toEqual({
      status: 409,
      message: 'A completed class can no longer be changed.',
    });
    const history = await as(admin).schedules.history({ id: schedule.id });
    expect(history.map((entry) => entry.action)).toEqual([
      'created',
      'updated',
      'updated',
      'status_changed',
      'status_changed',
    ]);
    expect(history[1]?.changeDescription).toBe('Time: 08:00 → 10:30');
    expect(history[4]).toMatchObject({ performedByEmail: instructor.email, status: 'completed' });
  });

  it('does not complete a confirmed class before its day', async () => {
    const later = await book({ status: 'confirmed' });
    expect(await outcome(as(instructor).schedules.complete({ id: later.id }))).toEqual({
      status: 409,
      message: expect.stringContaining('it can be marked completed from that day on'),
    });
    expect((await outcome(as(admin).schedules.setStatus({ id: later.id, status: 'completed' }))).status).toBe(
      409,
    );
  });

  it('asks again after a second move, even once approved', async () => {
    const schedule = await book();
    await as(admin).schedules.update({ id: schedule.id, preferredTime: '09:00' });
    await as(client).schedules.approveTimeChange({ id: schedule.id });
    const again = await as(admin).schedules.update({ id: schedule.id, preferredTime: '11:00' });
    expect(again).toMatchObject({
      hasTimeChanged: true,
      clientApprovedTimeChange: false,
      originalTime: '08:00',
    });
    const back = await as(admin).schedules.update({ id: schedule.id, preferredTime: '08:00' });
    expect(back).toMatchObject({ hasTimeChanged: false, originalDate: null, originalTime: null });
    expect((await as(admin).schedules.setStatus({ id: schedule.id, status: 'confirmed' })).status).toBe(
      'confirmed',
    );
  });

  it('cannot confirm through the edit form what the client has not approved', async () => {
    const schedule = await book();
    const refused = await outcome(
      as(admin).schedules.update({ id: schedule.id, preferredTime: '12:00', status: 'confirmed' }),
    );
    expect(refused.status).toBe(409);
    expect((await as(admin).schedules.list({})).find((s) => s.id === schedule.id)?.preferredTime).toBe(
      '08:00',
    );
  });

  it('moves a confirmed class without asking the client again', async () => {
    const schedule = await book({ status: 'confirmed' });
    const moved = await as(admin).schedules.update({ id: schedule.id, preferredTime: '07:00' });
    expect(moved).toMatchObject({ status: 'confirmed', preferredTime: '07:00', hasTimeChanged: false });
  });

  it('lets the client cancel their own class, keeps the row, and refuses what is final', async () => {
    const schedule = await book({ status: 'confirmed' });
    expect((await outcome(as(otherClient).schedules.cancel({ id: schedule.id }))).status).toBe(404);
    expect((await outcome(as(instructor).schedules.cancel({ id: schedule.id }))).status).toBe(403);
    const cancelled = await as(client).schedules.cancel({ id: schedule.id });
    expect(cancelled.status).toBe('cancelled');
    expect(await as(client).schedules.mine()).toContainEqual(
      expect.objectContaining({ id: schedule.id, status: 'cancelled' }),
    );
    expect(await outcome(as(client).schedules.cancel({ id: schedule.id }))).toEqual({
      status: 409,
      message: 'This class is already cancelled.',
    });
    expect(await outcome(as(admin).schedules.setStatus({ id: schedule.id, status: 'confirmed' }))).toEqual({
      status: 409,
      message: 'Only a pending class can be confirmed.',
    });
    const pending = await book();
    expect(await outcome(as(instructor).schedules.complete({ id: pending.id }))).toEqual({
      status: 409,
      message: 'Only a confirmed class can be marked completed.',
    });
  });

  it('deletes a class, keeping its history', async () => {
    const schedule = await book();
    expect(await as(admin).schedules.delete({ id: schedule.id })).toEqual({ ok: true });
    expect((await outcome(as(admin).schedules.delete({ id: schedule.id }))).status).toBe(404);
    expect((await as(admin).schedules.history({ id: schedule.id })).map((entry) => entry.action)).toEqual([
      'created',
      'deleted',
    ]);
    expect((await outcome(as(admin).schedules.history({ id: 'not-an-id' }))).status).toBe(404);
  });

  it('filters the list like the filter dialog', async () => {
    const a = await book({ userId: otherClient.id, instructorId: otherInstructor.id, status: 'confirmed' });
    const list = await as(admin).schedules.list({
      userId: otherClient.id,
      instructorId: otherInstructor.id,
      status: 'confirmed',
    });
    expect(list.map((s) => s.id)).toEqual([a.id]);
    expect(
      await as(admin).schedules.list({ from: a.preferredDate, to: a.preferredDate, userId: otherClient.id }),
    ).toHaveLength(1);
    expect(await as(admin).schedules.list({ courseId: 'nonsense' })).toEqual([]);
  });

  it('bulk-creates clients x sessions pending classes, all or none', async () => {
    const before = (await as(admin).schedules.list({})).length;
    const result = await as(admin).schedules.bulkCreate({
      courseId,
      startDate: '2027-06-01',
      userIds: [client.id, otherClient.id],
      sessions: 3,
      daysBetween: 7,
      candidatesPerSession: 4,
    });
    expect(result.created).toBe(6);
    const mine = result.schedules.filter((s) => s.userId === client.id);
    expect(mine.map((s) => [s.preferredDate, s.notes, s.status, s.numberOfCandidates])).toEqual([
      ['2027-06-01', 'Session 1 of 3', 'pending', 4],
      ['2027-06-08', 'Session 2 of 3', 'pending', 4],
      ['2027-06-15', 'Session 3 of 3', 'pending', 4],
    ]);
    const refused = await outcome(
      as(admin).schedules.bulkCreate({
        courseId,
        startDate: '2027-07-01',
        userIds: [client.id, instructor.id],
      }),
    );
    expect(refused).toEqual({ status: 400, message: 'Client is required' });
    expect((await as(admin).schedules.list({})).length).toBe(before + 6);
    expect(
      await outcome(as(admin).schedules.bulkCreate({ courseId, startDate: '2027-07-01', userIds: [] })),
    ).toEqual({
      status: 400,
      message: 'Select at least one client',
    });
    expect(
      await outcome(
        as(admin).schedules.bulkCreate({
          courseId,
          startDate: '2027-07-01',
          userIds: [client.id],
          sessions: 11,
        }),
      ),
    ).toEqual({ status: 400, message: 'Maximum 10 sessions allowed' });
  });
});
