import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, FakeClock, insertCourse, insertUser, type TestUser } from '../test-support.js';
import { createPushSender, type PushSender } from './push-sender.js';
import { namedDevices } from './test-push-devices.js';
import { type PushService, startPushService } from './test-push-service.js';

describe.each(testDatabases())(
  "each subscriber's notifications in their language, on $name",
  ({ create }) => {
    let database: Awaited<ReturnType<typeof create>>;
    let service: PushService;
    let push: PushSender;
    /** Each person's device, and what it received because of an action, by name. */
    let devices: ReturnType<typeof namedDevices>;
    const pushesOf = (action: () => Promise<unknown>) => devices.pushesOf(action);
    const people: Record<string, TestUser> = {};
    let courseId = '';
    const clock = new FakeClock(new Date('2026-11-22T08:00:00Z'));
    const as = (name: string) => callerFor(database.db, { user: people[name], now: clock.now, push }).caller;

    beforeAll(async () => {
      database = await create();
      service = await startPushService();
      devices = namedDevices(service);
      push = createPushSender({ db: database.db, endpointHosts: [service.host], agent: service.agent });
      // The Arabic readers chose Arabic; the others never chose (English, as before).
      const accounts = [
        ['arabicAdmin', 'admin', 'ar'],
        ['admin', 'admin', null],
        ['arabicClient', 'client', 'ar'],
        ['instructor', 'instructor', null],
        ['arabicInstructor', 'instructor', 'ar'],
      ] as const;
      for (const [name, role, language] of accounts) {
        const user = await insertUser(database.db, {
          role,
          firstName: name,
          lastName: null,
          companyName: role === 'client' ? 'Sitra Cranes W.L.L.' : null,
        });
        await database.db.updateTable('users').set({ language }).where('id', '=', user.id).execute();
        people[name] = user;
        await devices.subscribe(name, await push.publicKey(), (subscription) =>
          as(name).push.subscribe(subscription),
        );
      }
      courseId = (await insertCourse(database.db, { name: 'Mobile Crane Operations' })).id;
    });
    afterAll(async () => {
      await service.close();
      await database.close();
    });

    it('a class scheduled: the Arabic client reads Arabic, the instructor who never chose English', async () => {
      const booked = await pushesOf(() =>
        as('admin').schedules.create({
          userId: people.arabicClient?.id ?? '',
          courseId,
          instructorId: people.instructor?.id ?? '',
          preferredDate: '2026-12-03',
          preferredTime: '08:00',
          allowInstructorConflict: true,
        }),
      );
      expect(booked).toMatchObject([
        {
          to: 'arabicClient',
          title: 'جدولة حصة',
          body: 'Mobile Crane Operations بتاريخ 3 ديسمبر 2026 الساعة 08:00',
        },
        {
          to: 'instructor',
          title: 'Class scheduled',
          body: 'Mobile Crane Operations for Sitra Cranes W.L.L. on 3 Dec 2026 at 08:00',
        },
      ]);
    });

    it('a class the client cancels: its instructor and each admin in their language', async () => {
      const { id } = await as('admin').schedules.create({
        userId: people.arabicClient?.id ?? '',
        courseId,
        instructorId: people.arabicInstructor?.id ?? '',
        preferredDate: '2026-12-10',
        preferredTime: '09:30',
        allowInstructorConflict: true,
      });
      const cancelled = await pushesOf(() => as('arabicClient').schedules.cancel({ id }));
      expect(cancelled).toMatchObject([
        {
          to: 'admin',
          title: 'Class cancelled',
          body: 'Sitra Cranes W.L.L. cancelled Mobile Crane Operations on 10 Dec 2026 at 09:30',
        },
        {
          to: 'arabicAdmin',
          title: 'إلغاء حصة',
          body: 'ألغى العميل Sitra Cranes W.L.L. حصة Mobile Crane Operations بتاريخ 10 ديسمبر 2026 الساعة 09:30',
        },
        {
          to: 'arabicInstructor',
          title: 'إلغاء حصة',
          body: 'Mobile Crane Operations لصالح Sitra Cranes W.L.L. بتاريخ 10 ديسمبر 2026 الساعة 09:30',
        },
      ]);
    });

    it('a team-chat message: its title in each reader’s language, its text as written', async () => {
      const received = await pushesOf(() =>
        as('arabicInstructor').chat.send({ message: 'Crane 3 is ready' }),
      );
      expect(received).toMatchObject([
        { to: 'admin', title: 'New message from arabicInstructor', body: 'Crane 3 is ready' },
        { to: 'arabicAdmin', title: 'رسالة جديدة من arabicInstructor', body: 'Crane 3 is ready' },
        { to: 'instructor', title: 'New message from arabicInstructor', body: 'Crane 3 is ready' },
      ]);
    });
  },
);
