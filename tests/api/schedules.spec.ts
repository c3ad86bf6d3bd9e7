import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { freshAddress, signedInAdmin } from './admin-session.ts';

interface Account {
  id: string;
  request: APIRequestContext;
}

test('classes over REST: the admin schedules and moves, the client approves and cancels, the instructor completes', async ({
  playwright,
  baseURL,
  request,
}) => {
  const newContext = () => playwright.request.newContext({ baseURL });
  const admin = await signedInAdmin(newContext);
  const tag = randomUUID().slice(0, 6);

  /**
   * An account made by the admin, signed in with its temporary password in a context of its own,
   * which it replaces (until then only me, logout and change-password are open).
   */
  const account = async (role: 'client' | 'instructor', name: string): Promise<Account> => {
    const email = `${role}-${tag}-${name.toLowerCase()}@api.test`;
    const created = await admin.post('/api/admin/users', {
      data: { email, role, companyName: `${name} ${tag}`, firstName: name, lastName: tag },
    });
    expect(created.status()).toBe(201);
    const { user, temporaryPassword } = await created.json();
    const own = await newContext();
    const login = await own.post('/api/auth/login', {
      data: { email, password: temporaryPassword },
      headers: { 'x-forwarded-for': freshAddress() },
    });
    expect(login.status()).toBe(200);
    const changed = await own.post('/api/auth/change-password', {
      data: { currentPassword: temporaryPassword, newPassword: `Own-${randomUUID()}` },
    });
    expect(changed.status()).toBe(200);
    return { id: user.id, request: own };
  };
  const client = await account('client', 'Gulf');
  const otherClient = await account('client', 'Ports');
  const instructor = await account('instructor', 'Ali');
  const otherInstructor = await account('instructor', 'Sara');
  const courses = await (await request.get('/api/courses')).json();
  const courseId = courses[0].id as string;

  // Visitors are refused with a JSON 401; bad input is a 400 with a message, never a 500.
  const anonymous = await request.get('/api/schedules');
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toEqual({ message: 'Please sign in to continue.' });
  const base = {
    userId: client.id,
    courseId,
    preferredDate: '2027-09-06',
    preferredTime: '08:00',
    instructorId: instructor.id,
  };
  for (const [payload, message] of [
    [{ ...base, numberOfCandidates: 'many' }, 'Number of candidates must be a number'],
    [{ ...base, preferredDate: '2027-13-45' }, 'Date is required'],
    [{ ...base, instructorId: 'none' }, 'Please select an instructor'],
    [{ ...base, userId: instructor.id }, 'Client is required'],
    [[base], 'The request body must be a JSON object'],
  ] as const) {
    const answer = await admin.post('/api/admin/schedules', { data: payload });
    expect(answer.status(), JSON.stringify(payload)).toBe(400);
    expect(await answer.json()).toEqual({ message });
  }

  const created = await admin.post('/api/admin/schedules', { data: { ...base, numberOfCandidates: 5 } });
  expect(created.status()).toBe(201);
  const schedule = await created.json();
  expect(schedule).toMatchObject({ status: 'pending', numberOfCandidates: 5, preferredDate: '2027-09-06' });

  // Moved by the admin; confirming waits for the client.
  const moved = await admin.put(`/api/admin/schedules/${schedule.id}`, {
    data: { preferredDate: '2027-09-08' },
  });
  expect(await moved.json()).toMatchObject({
    hasTimeChanged: true,
    originalDate: '2027-09-06',
    clientApprovedTimeChange: false,
  });
  const early = await admin.put(`/api/admin/schedules/${schedule.id}/status`, {
    data: { status: 'confirmed' },
  });
  expect(early.status()).toBe(409);

  // Only the owner sees and approves it.
  expect(
    ((await (await otherClient.request.get('/api/schedules')).json()) as { id: string }[]).map((s) => s.id),
  ).not.toContain(schedule.id);
  expect((await otherClient.request.put(`/api/schedules/${schedule.id}/approve-time-change`)).status()).toBe(
    404,
  );
  expect((await client.request.put(`/api/schedules/${schedule.id}/approve-time-change`)).status()).toBe(200);
  const confirmed = await admin.put(`/api/admin/schedules/${schedule.id}/status`, {
    data: { status: 'confirmed' },
  });
  expect(await confirmed.json()).toMatchObject({ status: 'confirmed' });

  // Only its instructor completes it, and only once.
  expect(
    (await otherInstructor.request.put(`/api/instructor/schedules/${schedule.id}/complete`)).status(),
  ).toBe(404);
  const taught = (await (await instructor.request.get('/api/instructor/schedules')).json()) as {
    id: string;
  }[];
  expect(taught.map((s) => s.id)).toEqual([schedule.id]);
  // Not before the class's day: once moved to today (Bahrain), it can be completed.
  const ahead = await instructor.request.put(`/api/instructor/schedules/${schedule.id}/complete`);
  expect(ahead.status()).toBe(409);
  expect((await ahead.json()).message).toContain('it can be marked completed from that day on');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bahrain' }).format(new Date());
  const movedToToday = await admin.put(`/api/admin/schedules/${schedule.id}`, {
    data: { preferredDate: today },
  });
  expect(movedToToday.status()).toBe(200);
  expect((await instructor.request.put(`/api/instructor/schedules/${schedule.id}/complete`)).status()).toBe(
    200,
  );
  const twice = await instructor.request.put(`/api/instructor/schedules/${schedule.id}/complete`);
  expect(twice.status()).toBe(409);
  expect(await twice.json()).toEqual({ message: 'This class is already completed.' });

  // The client cancels another class; it stays in their list, cancelled. Others cannot.
  const second = await (
    await admin.post('/api/admin/schedules', {
      data: { ...base, preferredDate: '2027-09-20', status: 'confirmed' },
    })
  ).json();
  expect((await otherClient.request.delete(`/api/schedules/${second.id}`)).status()).toBe(404);
  expect((await client.request.delete(`/api/schedules/${second.id}`)).status()).toBe(200);
  const mine = (await (await client.request.get('/api/schedules')).json()) as {
    id: string;
    status: string;
  }[];
  expect(mine.map((s) => [s.id, s.status])).toEqual([
    [schedule.id, 'completed'],
    [second.id, 'cancelled'],
  ]);

  // Bulk: 2 clients x 2 sessions, 3 days apart.
  const bulk = await admin.post('/api/admin/schedules/bulk', {
    data: {
      courseId,
      startDate: '2027-10-04',
      userIds: [client.id, otherClient.id],
      sessions: 2,
      daysBetween: 3,
    },
  });
  expect(bulk.status()).toBe(201);
  const { created: count, schedules } = await bulk.json();
  expect(count).toBe(4);
  expect((schedules as { preferredDate: string }[]).map((s) => s.preferredDate).sort()).toEqual([
    '2027-10-04',
    '2027-10-04',
    '2027-10-07',
    '2027-10-07',
  ]);

  // The history of the first class, from the audit log.
  const history = (await (await admin.get(`/api/admin/schedules/${schedule.id}/history`)).json()) as {
    action: string;
  }[];
  // Created, moved, approved, confirmed, moved to today, completed.
  expect(history.map((entry) => entry.action)).toEqual([
    'created',
    'updated',
    'updated',
    'status_changed',
    'updated',
    'status_changed',
  ]);
});
