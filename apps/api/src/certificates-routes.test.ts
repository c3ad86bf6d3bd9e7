import { rmSync } from 'node:fs';
import { createRecordingMailer, SESSION_COOKIE } from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';
import { buildServer } from './server.js';
import {
  type FilePart,
  fakeWebDist,
  insertUser,
  multipart,
  PDF_BYTES,
  PNG_BYTES,
  type RestUser,
  signIn,
  temporaryStorage,
} from './test-support.js';

type Signed = RestUser & { token: string };

const pdf = (field = 'file', bytes: Uint8Array = PDF_BYTES): FilePart => ({
  field,
  name: 'certificate.pdf',
  type: 'application/pdf',
  bytes,
});

describe.each(testDatabases())('the private certificate REST paths on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let app: FastifyInstance;
  let webDist: string;
  let admin: Signed;
  let client: Signed;
  let otherClient: Signed;
  let instructor: Signed;

  const signed = async (fields: Parameters<typeof insertUser>[1] = {}): Promise<Signed> => {
    const user = await insertUser(database.db, fields);
    return { ...user, token: await signIn(app, user) };
  };
  const call = (as: { token: string } | null, options: InjectOptions) =>
    app.inject({ ...options, cookies: as ? { [SESSION_COOKIE]: as.token } : {} });
  const upload = async (as: Signed | null, files: FilePart[]) =>
    call(as, { method: 'POST', url: '/api/admin/upload-certificate', ...(await multipart(files)) });

  beforeAll(async () => {
    database = await create();
    webDist = fakeWebDist();
    app = await buildServer({
      database,
      logger: createLogger('silent'),
      webDist,
      storage: temporaryStorage().storage,
      mailer: createRecordingMailer(),
      appUrl: 'http://localhost:3000',
    });
    admin = await signed({ role: 'admin' });
    client = await signed({ companyName: 'Gulf Lifting WLL' });
    otherClient = await signed({ companyName: 'Bahrain Ports Co' });
    instructor = await signed({ role: 'instructor' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('checks uploads: a PDF by its bytes, in the field file, at most 10 MB, from an admin', async () => {
    const ok = await upload(admin, [pdf()]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().fileUrl).toMatch(/^certificates\/[0-9a-f-]{36}\.pdf$/);

    const png = await upload(admin, [{ ...pdf(), bytes: PNG_BYTES }]);
    expect([png.statusCode, png.json().message]).toEqual([
      415,
      'Invalid file type. Please select a PDF file',
    ]);
    const wrongField = await upload(admin, [pdf('image')]);
    expect([wrongField.statusCode, wrongField.json().message]).toEqual([400, 'Please select a PDF file']);
    const big = new Uint8Array(10_485_761);
    big.set(PDF_BYTES);
    const tooLarge = await upload(admin, [pdf('file', big)]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('File too large. File size must be less than 10.0MB');
    expect((await upload(client, [pdf()])).statusCode).toBe(403);
    expect((await upload(null, [pdf()])).statusCode).toBe(401);
  });

  it('creates, lists, serves to its owner only, and deletes a certificate', async () => {
    const { fileUrl } = (await upload(admin, [pdf()])).json();
    const payload = {
      userId: client.id,
      courseType: 'rigger',
      issueDate: '2026-11-01',
      expiryDate: '2028-11-01',
      governmentNumber: '870245678',
      certificateFileUrl: fileUrl,
    };
    const lettered = await call(admin, {
      method: 'POST',
      url: '/api/admin/certificates',
      payload: { ...payload, governmentNumber: '87-02' },
    });
    expect([lettered.statusCode, lettered.json()]).toEqual([400, { message: 'Please enter numbers only' }]);

    const created = await call(admin, { method: 'POST', url: '/api/admin/certificates', payload });
    expect(created.statusCode).toBe(201);
    const certificate = created.json();
    expect(certificate).toMatchObject({ user: { companyName: 'Gulf Lifting WLL' }, status: 'valid' });

    const list = await call(admin, { method: 'GET', url: '/api/admin/certificates' });
    expect(list.json().map((entry: { id: string }) => entry.id)).toContain(certificate.id);
    const mine = await call(client, { method: 'GET', url: '/api/certificates' });
    expect(mine.json()).toEqual([
      {
        id: certificate.id,
        certificateNumber: certificate.certificateNumber,
        courseType: 'rigger',
        issueDate: '2026-11-01',
        expiryDate: '2028-11-01',
        status: 'valid',
      },
    ]);
    expect((await call(otherClient, { method: 'GET', url: '/api/certificates' })).json()).toEqual([]);

    const download = `/api/certificates/${certificate.id}/download`;
    for (const owner of [client, admin]) {
      const file = await call(owner, { method: 'GET', url: download });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe(
        `inline; filename="Certificate-${certificate.certificateNumber}.pdf"`,
      );
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
    }
    expect((await call(null, { method: 'GET', url: download })).statusCode).toBe(401);
    for (const stranger of [otherClient, instructor]) {
      const refused = await call(stranger, { method: 'GET', url: download });
      expect([refused.statusCode, refused.json()]).toEqual([404, { message: 'Certificate not found' }]);
    }

    const removal = `/api/admin/certificates/${certificate.id}`;
    expect((await call(client, { method: 'DELETE', url: removal })).statusCode).toBe(403);
    expect((await call(admin, { method: 'DELETE', url: removal })).json()).toEqual({ ok: true });
    expect((await call(admin, { method: 'GET', url: download })).statusCode).toBe(404);
    expect((await call(admin, { method: 'DELETE', url: removal })).statusCode).toBe(404);
  });
});
