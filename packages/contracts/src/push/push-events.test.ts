import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callerFor,
  FakeClock,
  insertCourse,
  insertUser,
  PNG_BYTES,
  type TestUser,
  temporaryStorage,
} from '../test-support.js';
import { createPushSender, type PushSender } from './push-sender.js';
import { namedDevices } from './test-push-devices.js';
import { type PushService, startPushService } from './test-push-service.js';

const signature = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;

describe.each(testDatabases())(
  'what each event pushes, decrypted by the push service, on $name',
  ({ create }) => {
    let database: Awaited<ReturnType<typeof create>>;
    let service: PushService;
    let push: PushSender;
    /** Each person's device, and what it received because of an action, by name. */
    let devices: ReturnType<typeof namedDevices>;
    const pushesOf = (action: () => Promise<unknown>) => devices.pushesOf(action);
    const disk = temporaryStorage();
    const people: Record<string, TestUser> = {};
    let courseId = '';
    const clock = new FakeClock(new Date('2026-11-22T08:00:00Z'));
    const as = (name: string | null, now = clock.now) =>
      callerFor(database.db, { user: name ? people[name] : null, now, push, storage: disk.storage }).caller;

    beforeAll(async () => {
      database = await create();
      service = await startPushService();
      devices = namedDevices(service);
      push = createPushSender({ db: database.db, endpointHosts: [service.host], agent: service.agent });
      const roles = {
        admin: 'admin',
        admin2: 'admin',
        client: 'client',
        instructor: 'instructor',
        instructor2: 'instructor',
      } as const;
      for (const [name, role] of Object.entries(roles)) {
        people[name] = await insertUser(database.db, {
          role,
          companyName: role === 'client' ? 'ACME Ltd' : null,
        });
        await devices.subscribe(name, await push.publicKey(), (subscription) =>
          as(name).push.subscribe(subscription),
        );
      }
      courseId = (await insertCourse(database.db, { name: 'Mobile Crane Operator' })).id;
    });
    afterAll(async () => {
      await service.close();
      await database.close();
    });

    const book = (preferredDate = '2026-12-03', status: 'pending' | 'confirmed' = 'pending') =>
      as('admin').schedules.create({
        userId: people.client?.id ?? '',
        courseId,
        instructorId: people.instructor?.id ?? '',
        preferredDate,
        preferredTime: '08:00',
        status,
        allowInstructorConflict: true,
      });

    it('a class scheduled, moved, confirmed and completed: its client and instructor', async () => {
      let id = '';
      expect(await pushesOf(async () => ({ id } = await book()))).toEqual([
        {
          to: 'client',
          title: 'Class scheduled',
          body: 'Mobile Crane Operator on 3 Dec 2026 at 08:00',
          url: '/',
          tag: `schedule-${id}`,
        },
        {
          to: 'instructor',
          title: 'Class scheduled',
          body: 'Mobile Crane Operator for ACME Ltd on 3 Dec 2026 at 08:00',
          url: '/',
          tag: `schedule-${id}`,
        },
      ]);
      const move = () =>
        as('admin').schedules.update({ id, preferredDate: '2026-12-05', preferredTime: '09:30' });
      expect(await pushesOf(move)).toMatchObject([
        {
          to: 'client',
          title: 'Class moved',
          body: 'Mobile Crane Operator moved to 5 Dec 2026 at 09:30. Please approve the new time.',
        },
        {
          to: 'instructor',
          title: 'Class moved',
          body: 'Mobile Crane Operator for ACME Ltd moved to 5 Dec 2026 at 09:30',
        },
      ]);
      expect(await pushesOf(() => as('client').schedules.approveTimeChange({ id }))).toEqual([]);
      expect(
        await pushesOf(() => as('admin').schedules.setStatus({ id, status: 'confirmed' })),
      ).toMatchObject([
        {
          to: 'client',
          title: 'Class confirmed',
          body: 'Mobile Crane Operator on 5 Dec 2026 at 09:30',
          url: '/',
        },
        { to: 'instructor', title: 'Class confirmed', url: '/' },
      ]);
      // The instructor marks it completed on the day: the client hears of it, not the instructor.
      const onTheDay = () => new Date('2026-12-05T12:00:00Z');
      expect(await pushesOf(() => as('instructor', onTheDay).schedules.complete({ id }))).toEqual([
        {
          to: 'client',
          title: 'Class completed',
          body: 'Mobile Crane Operator on 5 Dec 2026 at 09:30',
          url: '/',
          tag: `schedule-${id}`,
        },
      ]);
    });

    it('a class the client cancels: its instructor and every admin, not the client', async () => {
      const { id } = await book('2026-12-10', 'confirmed');
      expect(await pushesOf(() => as('client').schedules.cancel({ id }))).toMatchObject([
        {
          to: 'admin',
          title: 'Class cancelled',
          body: 'ACME Ltd cancelled Mobile Crane Operator on 10 Dec 2026 at 08:00',
          url: '/?tab=schedules',
        },
        {
          to: 'admin2',
          title: 'Class cancelled',
          body: 'ACME Ltd cancelled Mobile Crane Operator on 10 Dec 2026 at 08:00',
        },
        {
          to: 'instructor',
          title: 'Class cancelled',
          body: 'Mobile Crane Operator for ACME Ltd on 10 Dec 2026 at 08:00',
          url: '/',
        },
      ]);
    });

    it('an instructor swapped: the one taken off hears it is cancelled, the new one that it is scheduled', async () => {
      const { id } = await book('2026-12-14');
      const swap = () =>
        as('admin').schedules.update({
          id,
          instructorId: people.instructor2?.id,
          allowInstructorConflict: true,
        });
      expect(await pushesOf(swap)).toMatchObject([
        { to: 'instructor', title: 'Class cancelled' },
        {
          to: 'instructor2',
          title: 'Class scheduled',
          body: 'Mobile Crane Operator for ACME Ltd on 14 Dec 2026 at 08:00',
        },
      ]);
    });

    it('classes booked in bulk: each client hears once, of all their sessions', async () => {
      const other = await insertUser(database.db, { role: 'client', companyName: 'Gulf Ports Co' });
      const bulk = () =>
        as('admin').schedules.bulkCreate({
          courseId,
          startDate: '2027-01-10',
          userIds: [people.client?.id ?? '', other.id],
          sessions: 3,
          daysBetween: 7,
        });
      expect(await pushesOf(bulk)).toEqual([
        {
          to: 'client',
          title: 'Classes scheduled',
          body: '3 sessions of Mobile Crane Operator, from 10 Jan 2027 at 08:00',
          url: '/',
        },
      ]);
    });

    it('a quotation accepted or rejected through the client’s link: the admins', async () => {
      const quote = async () => {
        const quotation = await as('admin').quotations.create({
          companyName: 'Gulf Ports Co',
          clientName: 'Layla Nasser',
          contactEmail: 'layla@gulfports.test',
          lines: [{ courseId, trainingType: 'full_course', candidates: 3 }],
        });
        // Sent (its mail and PDF are the quotation tests' business): the link now decides it.
        await database.db
          .updateTable('quotations')
          .set({ status: 'sent', sentAt: clock.now() })
          .where('id', '=', quotation.id)
          .execute();
        return { ...quotation, token: quotation.publicUrl.slice(quotation.publicUrl.lastIndexOf('/') + 1) };
      };
      const first = await quote();
      expect(
        await pushesOf(() =>
          as(null).quotationLink.accept({ token: first.token, name: 'Layla Nasser', signature }),
        ),
      ).toEqual(
        ['admin', 'admin2'].map((to) => ({
          to,
          title: 'Quotation accepted',
          body: `${first.quotationNumber} for Gulf Ports Co (${`BD ${first.amount}`.replace(/(\d)(?=(\d{3})+\.)/g, '$1,')}), accepted by Layla Nasser`,
          url: '/?tab=quotations',
          tag: `quotation-${first.id}`,
        })),
      );
      // An admin who chose Arabic hears it in Arabic; the names and figures stay as written.
      await database.db
        .updateTable('users')
        .set({ language: 'ar' })
        .where('id', '=', people.admin2?.id ?? '')
        .execute();
      const second = await quote();
      const reject = () =>
        as(null).quotationLink.reject({ token: second.token, name: 'Omar Saleh', reason: 'Too dear' });
      expect(await pushesOf(reject)).toMatchObject([
        {
          to: 'admin',
          title: 'Quotation rejected',
          body: expect.stringMatching(/, rejected by Omar Saleh$/),
        },
        {
          to: 'admin2',
          title: 'رُفض عرض السعر',
          body: `\u2068${second.quotationNumber}\u2069 لشركة \u2068Gulf Ports Co\u2069 (\u2068${`BD ${second.amount}`.replace(/(\d)(?=(\d{3})+\.)/g, '$1,')}\u2069): رفضه \u2068Omar Saleh\u2069`,
        },
      ]);
      await database.db
        .updateTable('users')
        .set({ language: null })
        .where('id', '=', people.admin2?.id ?? '')
        .execute();
    });

    it('a chat message sent: every admin and instructor but its sender, its text cut to 50 characters', async () => {
      const text =
        'The crane yard is closed tomorrow morning for the annual inspection 🏗️ so classes start at noon.';
      const sender = people.admin as TestUser;
      const pushes = await pushesOf(() => as('admin').chat.send({ message: text }));
      expect(pushes.map((push) => push.to)).toEqual(['admin2', 'instructor', 'instructor2']);
      for (const push of pushes) {
        expect(push).toMatchObject({
          title: `New message from ${sender.firstName} ${sender.lastName}`,
          url: '/?tab=chat',
          tag: 'team-chat',
        });
      }
      const body = (pushes[0] as { body?: string }).body ?? '';
      expect(Array.from(body)).toHaveLength(50);
      expect(text.startsWith(body)).toBe(true);
    });

    it('signs every push with the key browsers subscribed with, for the push service’s origin', async () => {
      const publicKey = await push.publicKey();
      expect(service.received.length).toBeGreaterThan(0);
      for (const message of service.received) {
        expect(message.vapid).toMatchObject({
          publicKey,
          audience: service.origin,
          subject: 'mailto:admin@localhost',
        });
        expect(message.ttl).toBe(24 * 60 * 60);
      }
    });
  },
);
