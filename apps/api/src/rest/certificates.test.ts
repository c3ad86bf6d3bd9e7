import { SESSION_COOKIE } from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import { createPdfRenderer } from '@tc/pdf';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import {
  type FilePart,
  insertCourse,
  insertUser,
  multipart,
  objectStream,
  PDF_BYTES,
  PNG_BYTES,
  pdfWithCatalog,
  signIn,
  type TestCourse,
  type TestUser,
} from '../test-support.js';

type Signed = TestUser & { token: string };

const pdf = (field = 'file', bytes: Uint8Array = PDF_BYTES): FilePart => ({
  field,
  name: 'certificate.pdf',
  type: 'application/pdf',
  bytes,
});

describe.each(testDatabases())('the private certificate REST paths on $name', ({ create }) => {
  const server = useTestServer(create);
  let admin: Signed;
  let client: Signed;
  let otherClient: Signed;
  let instructor: Signed;
  let rigger: TestCourse;

  const signed = async (fields: Parameters<typeof insertUser>[1] = {}): Promise<Signed> => {
    const user = await insertUser(server.database.db, fields);
    return { ...user, token: await signIn(server.app, user) };
  };
  const call = (as: { token: string } | null, options: InjectOptions) =>
    server.app.inject({ ...options, cookies: as ? { [SESSION_COOKIE]: as.token } : {} });
  const upload = async (as: Signed | null, files: FilePart[]) =>
    call(as, { method: 'POST', url: '/api/admin/upload-certificate', ...(await multipart(files)) });

  beforeAll(async () => {
    admin = await signed({ role: 'admin' });
    client = await signed({ companyName: 'Gulf Lifting WLL' });
    otherClient = await signed({ companyName: 'Bahrain Ports Co' });
    instructor = await signed({ role: 'instructor' });
    rigger = await insertCourse(server.database.db, {
      name: 'Rigger (Slinger / Signaller)',
      code: 'RIGGER-SLINGER',
      courseType: 'rigger',
    });
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

  it.each([
    ['a plain script action', pdfWithCatalog('/OpenAction <</S /JavaScript /JS (app.alert\\(1\\))>>')],
    [
      'a hex-escaped script action',
      pdfWithCatalog('/OpenAction <</S /J#61vaScript /J#53 (app.alert\\(1\\))>>'),
    ],
    ['a launch action on opening a page', pdfWithCatalog('/AA <</O <</S /Launch /F (cmd.exe)>>>>')],
    [
      'a script inside a Flate-compressed object stream',
      pdfWithCatalog('/OpenAction 5 0 R', [objectStream(['<</S /JavaScript /JS (app.alert\\(1\\))>>'], 5)]),
    ],
    [
      'an address opened with the document',
      pdfWithCatalog('/OpenAction <</S /URI /URI (https://x.example/)>>'),
    ],
    ['an embedded file', pdfWithCatalog('/Names <</EmbeddedFiles 4 0 R>>', ['<</Names [(a.exe) 5 0 R]>>'])],
  ])('refuses a PDF with %s: 415 with the reason, nothing kept', async (_case, bytes) => {
    const before = await server.database.db.selectFrom('certificateUploads').select('fileKey').execute();
    const res = await upload(admin, [pdf('file', bytes)]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message:
        'This PDF contains scripts or actions, which certificates must not have. Please save it again as a plain PDF.',
    });
    expect(await server.database.db.selectFrom('certificateUploads').select('fileKey').execute()).toEqual(
      before,
    );
  });

  it('takes a certificate Chromium printed to PDF, with text, a picture and a link', async () => {
    const renderer = createPdfRenderer({ chromePath: process.env.CHROME_PATH || undefined });
    try {
      const printed = await renderer.render(
        `<!doctype html><html><body><h1>Certificate of Competence</h1>
         <p>Layla Nasser completed <a href="https://training.test/courses">Tower Crane Operations</a>.</p>
         <img alt="" width="200" height="100" src="data:image/png;base64,${PNG_BYTES.toString('base64')}">
         </body></html>`,
      );
      const res = await upload(admin, [pdf('file', printed)]);
      expect(res.statusCode).toBe(200);
    } finally {
      await renderer.close();
    }
  });

  it('creates, lists, serves to its owner only, and deletes a certificate', async () => {
    const { fileUrl } = (await upload(admin, [pdf()])).json();
    const payload = {
      userId: client.id,
      courseId: rigger.id,
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
    expect(certificate).toMatchObject({
      user: { companyName: 'Gulf Lifting WLL' },
      courseId: rigger.id,
      courseName: 'Rigger (Slinger / Signaller)',
      courseType: 'rigger',
      status: 'valid',
    });

    const list = await call(admin, { method: 'GET', url: '/api/admin/certificates' });
    expect(list.json().map((entry: { id: string }) => entry.id)).toContain(certificate.id);
    const mine = await call(client, { method: 'GET', url: '/api/certificates' });
    expect(mine.json()).toEqual([
      {
        id: certificate.id,
        certificateNumber: certificate.certificateNumber,
        courseId: rigger.id,
        courseName: 'Rigger (Slinger / Signaller)',
        courseNameAr: null,
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

describe.each(testDatabases())('the course of a certificate over REST on $name', ({ create }) => {
  const server = useTestServer(create);
  let admin: Signed;
  let client: TestUser;
  let rigger: TestCourse;

  beforeAll(async () => {
    const user = await insertUser(server.database.db, { role: 'admin' });
    admin = { ...user, token: await signIn(server.app, user) };
    client = await insertUser(server.database.db, { companyName: 'Bahrain Ports Co' });
    rigger = await insertCourse(server.database.db, {
      name: 'Rigger (Slinger / Signaller)',
      code: 'RIGGER-SLINGER',
      courseType: 'rigger',
    });
  });

  const post = async (course: { courseId?: string; courseType?: string }) => {
    const inject = (options: InjectOptions) =>
      server.app.inject({ ...options, cookies: { [SESSION_COOKIE]: admin.token } });
    const uploaded = await inject({
      method: 'POST',
      url: '/api/admin/upload-certificate',
      ...(await multipart([pdf()])),
    });
    return inject({
      method: 'POST',
      url: '/api/admin/certificates',
      payload: {
        userId: client.id,
        ...course,
        issueDate: '2026-11-01',
        expiryDate: '2028-11-01',
        governmentNumber: '870245678',
        certificateFileUrl: uploaded.json().fileUrl,
      },
    });
  };

  it.each([
    { courseType: 'rigger' },
    { courseType: 'Rigger' },
    { courseType: 'Rigger (Slinger / Signaller)' },
    { courseType: 'rigger-slinger' },
  ])("takes the spec's courseType %j: a type key or label, a course's name or code", async (course) => {
    const created = await post(course);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      courseId: rigger.id,
      courseName: rigger.name,
      courseType: 'rigger',
    });
  });

  it.each([
    {},
    { courseType: 'Welding' },
    { courseId: 'nope' },
    { courseId: '3f2b8a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b' },
  ])('answers 400 "Course is required" for %j', async (course) => {
    const refused = await post(course);
    expect([refused.statusCode, refused.json()]).toEqual([400, { message: 'Course is required' }]);
  });

  it('refuses to delete the course while a certificate uses it', async () => {
    expect((await post({ courseId: rigger.id })).statusCode).toBe(201);
    const refused = await server.app.inject({
      method: 'DELETE',
      url: `/api/admin/courses/${rigger.id}`,
      cookies: { [SESSION_COOKIE]: admin.token },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^This course cannot be deleted: it is used by \d+ certificates?\./,
    );
  });
});
