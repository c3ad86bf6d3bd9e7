import { SESSION_COOKIE } from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import { insertUser, signIn, type TestUser } from '../test-support.js';

type Signed = TestUser & { token: string };

/** Past dates, a removed instructor and the filter's range over REST: the messages callers meet. */
describe.each(testDatabases())('the schedules REST paths on dates and instructors on $name', ({ create }) => {
  const server = useTestServer(create);
  let admin: Signed;
  let client: Signed;
  let instructor: Signed;
  let courseId: string;

  const signed = async (fields: Parameters<typeof insertUser>[1] = {}): Promise<Signed> => {
    const user = await insertUser(server.database.db, fields);
    return { ...user, token: await signIn(server.app, user) };
  };
  const call = (as: { token: string } | null, options: InjectOptions) =>
    server.app.inject({ ...options, cookies: as ? { [SESSION_COOKIE]: as.token } : {} });

  beforeAll(async () => {
    admin = await signed({ role: 'admin' });
    client = await signed({ companyName: 'Gulf Lifting WLL' });
    instructor = await signed({ role: 'instructor' });
    const course = await call(admin, {
      method: 'POST',
      url: '/api/admin/courses',
      payload: { name: 'Rigger' },
    });
    courseId = course.json().id;
  });

  let day = 0;
  const book = async (fields: Record<string, unknown> = {}) => {
    day += 1;
    const answer = await call(admin, {
      method: 'POST',
      url: '/api/admin/schedules',
      payload: {
        userId: client.id,
        courseId,
        preferredDate: `2027-03-${String(day).padStart(2, '0')}`,
        preferredTime: '08:00',
        instructorId: instructor.id,
        ...fields,
      },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json() as { id: string };
  };

  it('answers 400 to a past date without allowPast, records it with allowPast unmailed, and 409 to confirming without an instructor', async () => {
    const payload = { userId: client.id, courseId, preferredDate: '2020-01-06', preferredTime: '08:00' };
    const refused = await call(admin, {
      method: 'POST',
      url: '/api/admin/schedules',
      payload: { ...payload, instructorId: instructor.id },
    });
    expect([refused.statusCode, refused.json()]).toEqual([400, { message: 'The date has passed' }]);
    await book({ preferredDate: '2020-01-06', allowPast: true, notes: 'recorded' });
    // A class to come is mailed; by the time its mails are out, the recorded one's would be too.
    await book({ notes: 'to come' });
    await server.deliverQueued();
    expect(server.mailer.sent.filter((mail) => mail.text.includes('to come'))).toHaveLength(2);
    expect(server.mailer.sent.filter((mail) => mail.text.includes('recorded'))).toEqual([]);

    const leaving = await signed({ role: 'instructor' });
    const { id } = await book({ instructorId: leaving.id });
    expect((await call(admin, { method: 'DELETE', url: `/api/admin/users/${leaving.id}` })).statusCode).toBe(
      200,
    );
    const confirm = await call(admin, {
      method: 'PUT',
      url: `/api/admin/schedules/${id}/status`,
      payload: { status: 'confirmed' },
    });
    expect([confirm.statusCode, confirm.json()]).toEqual([409, { message: 'Assign an instructor first' }]);
    const range = await call(admin, {
      method: 'GET',
      url: '/api/admin/schedules?from=2027-03-02&to=2027-03-01',
    });
    expect([range.statusCode, range.json()]).toEqual([400, { message: 'From cannot be after To' }]);
    const preview = await call(admin, { method: 'GET', url: '/api/admin/schedules/reminders' });
    expect([preview.statusCode, preview.json()]).toEqual([200, []]);
  });
});
