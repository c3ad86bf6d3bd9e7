import { SESSION_COOKIE } from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import { insertCourse, insertUser, multipart, PDF_BYTES, signIn, type TestUser } from '../test-support.js';

// PATCH /api/admin/certificates/{id}: a certificate's dates and numbers corrected in place.

type Signed = TestUser & { token: string };

describe.each(testDatabases())('editing a private certificate over REST on $name', ({ create }) => {
  const server = useTestServer(create);
  let admin: Signed;
  let client: Signed;
  let certificate: { id: string; certificateNumber: string };

  const signed = async (fields: Parameters<typeof insertUser>[1] = {}): Promise<Signed> => {
    const user = await insertUser(server.database.db, fields);
    return { ...user, token: await signIn(server.app, user) };
  };
  const call = (as: { token: string } | null, options: InjectOptions) =>
    server.app.inject({ ...options, cookies: as ? { [SESSION_COOKIE]: as.token } : {} });
  const patch = (as: Signed | null, payload: unknown, id = certificate.id) =>
    call(as, { method: 'PATCH', url: `/api/admin/certificates/${id}`, payload: payload as object });

  beforeAll(async () => {
    admin = await signed({ role: 'admin' });
    client = await signed({ companyName: 'Gulf Lifting WLL' });
    const course = await insertCourse(server.database.db, { name: 'Rigger', courseType: 'rigger' });
    const file = { field: 'file', name: 'c.pdf', type: 'application/pdf', bytes: PDF_BYTES };
    const uploaded = await call(admin, {
      method: 'POST',
      url: '/api/admin/upload-certificate',
      ...(await multipart([file])),
    });
    const created = await call(admin, {
      method: 'POST',
      url: '/api/admin/certificates',
      payload: {
        userId: client.id,
        courseId: course.id,
        issueDate: '2026-11-01',
        expiryDate: '2029-11-01',
        governmentNumber: '880112345',
        certificateFileUrl: uploaded.json().fileUrl,
      },
    });
    certificate = created.json();
  });

  it('answers the corrected certificate (200) to an admin; 401 to a visitor, 403 to a client', async () => {
    expect((await patch(null, { issueDate: '2026-10-01' })).statusCode).toBe(401);
    expect((await patch(client, { issueDate: '2026-10-01' })).statusCode).toBe(403);
    const edited = await patch(admin, { expiryDate: '2030-11-01', governmentNumber: '990000001' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      id: certificate.id,
      certificateNumber: certificate.certificateNumber,
      expiryDate: '2030-11-01',
      governmentNumber: '990000001',
    });
  });

  it('answers the form’s messages with 400, and 404 for an unknown certificate', async () => {
    const bad = await patch(admin, { issueDate: '2026-11-01', expiryDate: '2026-01-01' });
    expect([bad.statusCode, bad.json()]).toEqual([
      400,
      { message: 'Expiry date must be after the issue date' },
    ]);
    const letters = await patch(admin, { governmentNumber: '12AB' });
    expect([letters.statusCode, letters.json()]).toEqual([400, { message: 'Please enter numbers only' }]);
    const date = await patch(admin, { issueDate: '2026-13-01' });
    expect(date.statusCode).toBe(400);
    const missing = await patch(admin, { issueDate: '2026-01-01' }, '00000000-0000-4000-8000-000000000000');
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'Certificate not found' }]);
  });
});
