import { SESSION_COOKIE } from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import {
  EVERY_FIELD_ANSWERS,
  EVERY_FIELD_TYPE,
  expectAdminOnly,
  insertUser,
  readCsv,
  signIn,
  uniqueAddress,
} from '../test-support.js';

// The Form Builder's REST paths through Fastify: admins only, the spec's statuses, the CSV file.

const FORMS = '/api/admin/forms';

describe.each(testDatabases())('the Form Builder REST paths on $name', ({ create }) => {
  const server = useTestServer(create);
  let admin: { token: string };

  beforeAll(async () => {
    admin = { token: await signIn(server.app, await insertUser(server.database.db, { role: 'admin' })) };
  });

  const call = (as: { token: string } | null, options: InjectOptions) =>
    server.app.inject({
      ...options,
      headers: { 'x-forwarded-for': uniqueAddress(), ...options.headers },
      cookies: as ? { [SESSION_COOKIE]: as.token } : {},
    });
  const createForm = async (payload: Record<string, unknown>) => {
    const res = await call(admin, { method: 'POST', url: FORMS, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; slug: string };
  };

  it('answers 401 to visitors and 403 to clients and instructors on every admin path', async () => {
    const form = await createForm({ title: 'Private', slug: 'private' });
    const requests: InjectOptions[] = [
      { method: 'GET', url: FORMS },
      { method: 'POST', url: FORMS, payload: { title: 'X', slug: 'x' } },
      { method: 'GET', url: `${FORMS}/${form.id}` },
      { method: 'PATCH', url: `${FORMS}/${form.id}`, payload: { isActive: false } },
      { method: 'DELETE', url: `${FORMS}/${form.id}` },
      { method: 'GET', url: `${FORMS}/${form.id}/submissions` },
      { method: 'GET', url: `${FORMS}/${form.id}/submissions.csv` },
    ];
    await expectAdminOnly(server.app, server.database.db, requests);
    const still = await call(admin, { method: 'GET', url: `${FORMS}/${form.id}` });
    expect(still.json()).toMatchObject({ isActive: true });
  });

  it('creates (201), lists, reads, patches and deletes a form', async () => {
    const created = await call(admin, {
      method: 'POST',
      url: FORMS,
      payload: { title: 'Course Registration', slug: 'course-registration', fields: EVERY_FIELD_TYPE },
    });
    expect(created.statusCode).toBe(201);
    const form = created.json();
    expect(form).toMatchObject({
      slug: 'course-registration',
      isActive: true,
      submitButtonText: 'Submit',
      submissionCount: 0,
      fields: expect.arrayContaining([expect.objectContaining({ fieldName: 'needs', displayOrder: 7 })]),
    });
    const listed = await call(admin, { method: 'GET', url: FORMS });
    expect(listed.json()).toContainEqual(form);
    expect((await call(admin, { method: 'GET', url: `${FORMS}/${form.id}` })).json()).toEqual(form);

    const patched = await call(admin, {
      method: 'PATCH',
      url: `${FORMS}/${form.id}`,
      payload: { title: 'Registration', fields: [{ fieldType: 'text', label: 'Company' }] },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      title: 'Registration',
      fields: [expect.objectContaining({ fieldName: 'company', label: 'Company', displayOrder: 0 })],
    });
    const toggled = await call(admin, {
      method: 'PATCH',
      url: `${FORMS}/${form.id}`,
      payload: { isActive: false },
    });
    expect(toggled.json()).toMatchObject({ isActive: false, title: 'Registration' });

    const deleted = await call(admin, { method: 'DELETE', url: `${FORMS}/${form.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });
    expect((await call(admin, { method: 'GET', url: `${FORMS}/${form.id}` })).statusCode).toBe(404);
  });

  it('answers 400 with the first problem, 409 for a taken slug, 404 for a malformed or unknown id', async () => {
    const bad = await call(admin, {
      method: 'POST',
      url: FORMS,
      payload: { title: 'Survey', slug: 'Survey 1' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Slug must be lowercase letters, numbers, and hyphens only' });
    const twice = await call(admin, {
      method: 'POST',
      url: FORMS,
      payload: {
        title: 'Twice',
        slug: 'twice',
        fields: [
          { fieldType: 'text', label: 'A', fieldName: 'same' },
          { fieldType: 'text', label: 'B', fieldName: 'same' },
        ],
      },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(
      'Two fields are named same: each field of a form needs its own field name',
    );
    for (const payload of [[], 'text', 12, null]) {
      const res = await call(admin, {
        method: 'POST',
        url: FORMS,
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }

    await createForm({ title: 'Feedback', slug: 'feedback' });
    const other = await createForm({ title: 'Other', slug: 'other' });
    const conflict = { message: 'A form already uses the address /forms/feedback' };
    const again = await call(admin, {
      method: 'POST',
      url: FORMS,
      payload: { title: 'Again', slug: 'feedback' },
    });
    expect([again.statusCode, again.json()]).toEqual([409, conflict]);
    const moved = await call(admin, {
      method: 'PATCH',
      url: `${FORMS}/${other.id}`,
      payload: { slug: 'feedback' },
    });
    expect([moved.statusCode, moved.json()]).toEqual([409, conflict]);

    for (const id of ['not-an-id', '3f2b8a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b', `${other.id}.csv`]) {
      for (const request of [
        { method: 'GET', url: `${FORMS}/${id}` },
        { method: 'PATCH', url: `${FORMS}/${id}`, payload: { isActive: false } },
        { method: 'DELETE', url: `${FORMS}/${id}` },
        { method: 'GET', url: `${FORMS}/${id}/submissions` },
        { method: 'GET', url: `${FORMS}/${id}/submissions.csv` },
      ] as InjectOptions[]) {
        const res = await call(admin, request);
        expect([res.statusCode, res.json()], `${request.method} ${request.url}`).toEqual([
          404,
          { message: 'Form not found' },
        ]);
      }
    }
  });

  it('lists submissions newest first and answers them as a CSV file', async () => {
    const form = await createForm({
      title: 'Registration',
      slug: 'registration',
      fields: [...EVERY_FIELD_TYPE, { fieldType: 'text', label: 'الاسم بالعربية', fieldName: 'arabic_name' }],
    });
    const send = (data: Record<string, unknown>) =>
      call(null, { method: 'POST', url: '/api/public/forms/registration/submit', payload: data });
    expect((await send({ ...EVERY_FIELD_ANSWERS, arabic_name: 'ليلى ناصر' })).statusCode).toBe(201);
    expect(
      (await send({ ...EVERY_FIELD_ANSWERS, full_name: '=1+1', email: 'mona@example.test' })).statusCode,
    ).toBe(201);

    const listed = await call(admin, { method: 'GET', url: `${FORMS}/${form.id}/submissions` });
    expect(listed.statusCode).toBe(200);
    const submissions = listed.json();
    expect(submissions.map((submission: { submitterEmail: string }) => submission.submitterEmail)).toEqual([
      'mona@example.test',
      'layla@gulfports.test',
    ]);
    expect(Object.keys(submissions[0]).sort()).toEqual([
      'fields',
      'id',
      'submittedAt',
      'submittedData',
      'submitterEmail',
      'submitterIp',
    ]);
    expect(submissions[1].submitterIp).toMatch(/^2001:db8::/);

    const file = await call(admin, { method: 'GET', url: `${FORMS}/${form.id}/submissions.csv` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="registration-submissions.csv"');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(Number(file.headers['content-length'])).toBe(file.rawPayload.length);
    const rows = readCsv(file.rawPayload.toString('utf8'));
    expect(rows[0]).toEqual([
      'Submitted at (Bahrain time)',
      'Submitter e-mail',
      ...EVERY_FIELD_TYPE.map((field) => field.label),
      'الاسم بالعربية',
    ]);
    expect(rows[1]?.slice(1, 3)).toEqual(['mona@example.test', "'=1+1"]);
    expect(rows[2]?.slice(2)).toEqual([
      'Layla Nasser',
      'layla@gulfports.test',
      // A leading + would start a formula: the phone number is kept as text.
      "'+973 1700 0000",
      'Two of us need the Arabic materials.',
      '2',
      'Mobile crane',
      'Morning',
      'Lunch; Arabic materials',
      '2026-12-15',
      'ليلى ناصر',
    ]);
    expect(rows[2]?.[0]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });
});
