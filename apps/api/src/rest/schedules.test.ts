import { SESSION_COOKIE } from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import type { InjectOptions } from 'fastify';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import { insertUser, signIn, type TestUser } from '../test-support.js';

type Signed = TestUser & { token: string; role: string };

describe.each(testDatabases())('the schedules REST paths on $name', ({ create }) => {
  const server = useTestServer(create);
  let admin: Signed;
  let client: Signed;
  let otherClient: Signed;
  let instructor: Signed;
  let otherInstructor: Signed;
  let courseId: string;

  const signed = async (fields: Parameters<typeof insertUser>[1] = {}): Promise<Signed> => {
    const user = await insertUser(server.database.db, fields);
    return { ...user, role: fields.role ?? 'client', token: await signIn(server.app, user) };
  };

  beforeAll(async () => {
    admin = await signed({ role: 'admin' });
    client = await signed({ companyName: 'Gulf Lifting WLL' });
    otherClient = await signed({ companyName: 'Bahrain Ports Co' });
    instructor = await signed({ role: 'instructor' });
    otherInstructor = await signed({ role: 'instructor' });
    const course = await call(admin, {
      method: 'POST',
      url: '/api/admin/courses',
      payload: { name: 'Rigger' },
    });
    courseId = course.json().id;
  });

  const call = (as: { token: string } | null, options: InjectOptions) =>
    server.app.inject({ ...options, cookies: as ? { [SESSION_COOKIE]: as.token } : {} });

  let day = 0;
  const book = async (fields: Record<string, unknown> = {}) => {
    day += 1;
    const answer = await call(admin, {
      method: 'POST',
      url: '/api/admin/schedules',
      payload: {
        userId: client.id,
        courseId,
        preferredDate: `2027-02-${String(day).padStart(2, '0')}`,
        preferredTime: '08:00',
        instructorId: instructor.id,
        ...fields,
      },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json() as { id: string; status: string; preferredDate: string };
  };

  it('answers 401 to visitors and 403 to the wrong role on every path', async () => {
    const { id } = await book();
    const adminPaths: InjectOptions[] = [
      { method: 'GET', url: '/api/admin/schedules' },
      { method: 'POST', url: '/api/admin/schedules', payload: {} },
      { method: 'POST', url: '/api/admin/schedules/bulk', payload: {} },
      { method: 'PUT', url: `/api/admin/schedules/${id}`, payload: { notes: 'x' } },
      { method: 'PUT', url: `/api/admin/schedules/${id}/status`, payload: { status: 'confirmed' } },
      { method: 'DELETE', url: `/api/admin/schedules/${id}` },
      { method: 'GET', url: `/api/admin/schedules/${id}/history` },
    ];
    const clientPaths: InjectOptions[] = [
      { method: 'GET', url: '/api/schedules' },
      { method: 'DELETE', url: `/api/schedules/${id}` },
      { method: 'PUT', url: `/api/schedules/${id}/approve-time-change` },
    ];
    const instructorPaths: InjectOptions[] = [
      { method: 'GET', url: '/api/instructor/schedules' },
      { method: 'PUT', url: `/api/instructor/schedules/${id}/complete` },
    ];
    for (const [paths, wrong] of [
      [adminPaths, [client, instructor]],
      [clientPaths, [admin, instructor]],
      [instructorPaths, [admin, client]],
    ] as const) {
      for (const request of paths) {
        const anonymous = await call(null, request);
        expect(anonymous.statusCode, `${request.method} ${request.url}`).toBe(401);
        expect(anonymous.json()).toEqual({ message: 'Please sign in to continue.' });
        for (const user of wrong) {
          expect(
            (await call(user, request)).statusCode,
            `${request.method} ${request.url} as ${user.role}`,
          ).toBe(403);
        }
      }
    }
  });

  it('creates with the spec message for a bad form, never a 500', async () => {
    const answer = await call(admin, {
      method: 'POST',
      url: '/api/admin/schedules',
      payload: {
        userId: client.id,
        courseId,
        preferredDate: '2027-03-01',
        preferredTime: '08:00',
        instructorId: instructor.id,
        numberOfCandidates: 500,
      },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: 'Maximum 100 candidates allowed' });
    const noBody = await call(admin, { method: 'POST', url: '/api/admin/schedules' });
    expect(noBody.statusCode).toBe(400);
    const unknown = await call(admin, {
      method: 'PUT',
      url: '/api/admin/schedules/nope',
      payload: { notes: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Class not found' });
  });

  it('gives a client only their own classes and lets only them cancel and approve', async () => {
    const mine = await book();
    const theirs = await book({ userId: otherClient.id });
    const list = (await call(client, { method: 'GET', url: '/api/schedules' })).json() as { id: string }[];
    expect(list.map((s) => s.id)).toContain(mine.id);
    expect(list.map((s) => s.id)).not.toContain(theirs.id);

    expect((await call(client, { method: 'DELETE', url: `/api/schedules/${theirs.id}` })).statusCode).toBe(
      404,
    );
    const moved = await call(admin, {
      method: 'PUT',
      url: `/api/admin/schedules/${theirs.id}`,
      payload: { preferredTime: '09:00' },
    });
    expect(moved.json()).toMatchObject({ hasTimeChanged: true, originalTime: '08:00' });
    expect(
      (await call(client, { method: 'PUT', url: `/api/schedules/${theirs.id}/approve-time-change` }))
        .statusCode,
    ).toBe(404);
    const approved = await call(otherClient, {
      method: 'PUT',
      url: `/api/schedules/${theirs.id}/approve-time-change`,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ clientApprovedTimeChange: true });

    const cancelled = await call(client, { method: 'DELETE', url: `/api/schedules/${mine.id}` });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: mine.id, status: 'cancelled' });
    const again = await call(client, { method: 'DELETE', url: `/api/schedules/${mine.id}` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This class is already cancelled.' });
    const stillThere = (await call(client, { method: 'GET', url: '/api/schedules' })).json() as {
      id: string;
      status: string;
    }[];
    expect(stillThere.find((s) => s.id === mine.id)?.status).toBe('cancelled');
  });

  it('lets an instructor see and complete only the classes they teach', async () => {
    // A class whose day has come: one ahead of today cannot be completed yet.
    const ours = await book({ status: 'confirmed', preferredDate: '2026-01-15', allowPast: true });
    const other = await book({ status: 'confirmed', instructorId: otherInstructor.id });
    const list = (await call(instructor, { method: 'GET', url: '/api/instructor/schedules' })).json() as {
      id: string;
      user: { email: string };
    }[];
    expect(list.map((s) => s.id)).toContain(ours.id);
    expect(list.map((s) => s.id)).not.toContain(other.id);
    expect(list.find((s) => s.id === ours.id)?.user.email).toBe(client.email);
    expect(
      (await call(instructor, { method: 'PUT', url: `/api/instructor/schedules/${other.id}/complete` }))
        .statusCode,
    ).toBe(404);
    const done = await call(instructor, {
      method: 'PUT',
      url: `/api/instructor/schedules/${ours.id}/complete`,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed' });
  });

  it('changes status, filters, bulk-creates, deletes and shows the history', async () => {
    const schedule = await book({ userId: otherClient.id });
    const confirmed = await call(admin, {
      method: 'PUT',
      url: `/api/admin/schedules/${schedule.id}/status`,
      payload: { status: 'confirmed' },
    });
    expect(confirmed.json()).toMatchObject({ status: 'confirmed' });
    const refused = await call(admin, {
      method: 'PUT',
      url: `/api/admin/schedules/${schedule.id}/status`,
      payload: { status: 'pending' },
    });
    expect(refused.statusCode).toBe(409);
    const filtered = await call(admin, {
      method: 'GET',
      url: `/api/admin/schedules?status=confirmed&userId=${otherClient.id}`,
    });
    expect((filtered.json() as { id: string }[]).map((s) => s.id)).toEqual([schedule.id]);
    const badFilter = await call(admin, { method: 'GET', url: '/api/admin/schedules?status=bogus' });
    expect(badFilter.statusCode).toBe(400);

    const bulk = await call(admin, {
      method: 'POST',
      url: '/api/admin/schedules/bulk',
      payload: {
        courseId,
        startDate: '2027-05-03',
        userIds: [client.id, otherClient.id],
        sessions: 3,
        daysBetween: 2,
      },
    });
    expect(bulk.statusCode).toBe(201);
    expect(bulk.json().created).toBe(6);

    expect(
      (await call(admin, { method: 'DELETE', url: `/api/admin/schedules/${schedule.id}` })).json(),
    ).toEqual({ ok: true });
    const history = await call(admin, { method: 'GET', url: `/api/admin/schedules/${schedule.id}/history` });
    expect((history.json() as { action: string }[]).map((entry) => entry.action)).toEqual([
      'created',
      'status_changed',
      'deleted',
    ]);
  });

  it('serves a private calendar feed as iCalendar until it is turned off, and sends reminders', async () => {
    await book({ status: 'confirmed' });
    expect((await call(null, { method: 'POST', url: '/api/calendar-feed' })).statusCode).toBe(401);
    expect((await call(admin, { method: 'POST', url: '/api/calendar-feed' })).statusCode).toBe(403);
    const created = await call(client, { method: 'POST', url: '/api/calendar-feed' });
    expect(created.statusCode).toBe(201);
    const path = new URL(created.json().url).pathname;
    const feed = await server.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, no-store');
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const mine = (await call(client, { method: 'GET', url: '/api/schedules' })).json() as unknown[];
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(mine.length);
    expect((await call(client, { method: 'GET', url: '/api/calendar-feed' })).json()).toMatchObject({
      active: true,
    });
    expect((await call(client, { method: 'DELETE', url: '/api/calendar-feed' })).statusCode).toBe(200);
    const gone = await server.app.inject({ method: 'GET', url: path });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'This calendar address is unknown or was turned off.' });

    const reminders = await call(admin, { method: 'POST', url: '/api/admin/schedules/reminders' });
    expect(reminders.statusCode).toBe(200);
    expect(reminders.json()).toEqual({ classes: 0, mails: 0 });
    expect((await call(client, { method: 'POST', url: '/api/admin/schedules/reminders' })).statusCode).toBe(
      403,
    );
  });
});
