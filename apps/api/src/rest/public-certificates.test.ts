import { SESSION_COOKIE } from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import type { InjectOptions } from 'fastify';
import jsqr from 'jsqr';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import {
  insertCourse,
  insertUser,
  multipart,
  signIn,
  type TestCourse,
  type TestUser,
} from '../test-support.js';

type Signed = TestUser & { token: string };

// jsqr is CommonJS: Node hands over its exports object, vitest its default export.
const jsQR = ('default' in jsqr ? jsqr.default : jsqr) as typeof jsqr.default;

/** The text a QR code image holds, read back the way a phone camera would. */
function readQr(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

describe.each(testDatabases())('the public certificate REST paths on $name', ({ create }) => {
  const server = useTestServer(create, { appUrl: 'https://training.example' });
  let admin: Signed;
  let client: Signed;
  let mobileCrane: TestCourse;
  let counter = 0;

  const call = (as: { token: string } | null, options: InjectOptions) =>
    server.app.inject({ ...options, cookies: as ? { [SESSION_COOKIE]: as.token } : {} });
  const fields = (overrides: Record<string, unknown> = {}) => {
    counter += 1;
    return {
      certificateNumber: `REST-2026-${counter}`,
      studentName: 'Ahmed Ali Hassan',
      nationalId: `7701010${counter}`,
      courseType: 'mobile_crane_operations',
      dateOfBirth: '1988-01-12',
      publishDate: '2026-11-01',
      expiryDate: '2099-10-31',
      yearOfBirth: 1988,
      isVisible: true,
      ...overrides,
    };
  };
  const publish = (payload: Record<string, unknown>) =>
    call(admin, { method: 'POST', url: '/api/admin/public-certificates', payload });

  beforeAll(async () => {
    const signed = async (role: 'admin' | 'client') => {
      const user = await insertUser(server.database.db, { role });
      return { ...user, token: await signIn(server.app, user) };
    };
    admin = await signed('admin');
    client = await signed('client');
    mobileCrane = await insertCourse(server.database.db, {
      name: 'Mobile Crane Operations',
      code: 'MOBILE-CRANE-OPS',
      courseType: 'mobile_crane_operations',
    });
    await insertCourse(server.database.db, { name: 'Rigger (Slinger / Signaller)', courseType: 'rigger' });
  });

  it('publishes, finds by exact number with trimming, and verifies through the QR address', async () => {
    const created = await publish(fields());
    expect(created.statusCode).toBe(201);
    const certificate = created.json();
    expect(certificate).toMatchObject({
      courseId: mobileCrane.id,
      courseName: 'Mobile Crane Operations',
      courseType: 'mobile_crane_operations',
    });
    expect(certificate.verificationUrl).toMatch(/^https:\/\/training\.example\/verify\/[0-9a-f]{32}$/);

    const search = (query: string) =>
      call(null, {
        method: 'GET',
        url: `/api/public-certificates/search?query=${encodeURIComponent(query)}`,
      });
    expect((await search(`  ${certificate.certificateNumber}  `)).json()).toMatchObject({
      certificateNumber: certificate.certificateNumber,
      status: 'valid',
    });
    expect((await search(certificate.certificateNumber.slice(0, -1))).statusCode).toBe(404);

    const png = await call(admin, {
      method: 'GET',
      url: `/api/admin/public-certificates/${certificate.id}/qr.png`,
    });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toBe(
      `attachment; filename="QR-${certificate.certificateNumber}.png"`,
    );
    expect(readQr(png.rawPayload)).toBe(certificate.verificationUrl);
    const svg = await call(admin, {
      method: 'GET',
      url: `/api/admin/public-certificates/${certificate.id}/qr.svg`,
    });
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.body).toMatch(/^<svg [^>]*viewBox/);
    for (const [as, status] of [
      [client, 403],
      [null, 401],
    ] as const) {
      const refused = await call(as, {
        method: 'GET',
        url: `/api/admin/public-certificates/${certificate.id}/qr.png`,
      });
      expect(refused.statusCode).toBe(status);
    }

    const code = certificate.verificationUrl.split('/').pop();
    const verified = await call(null, { method: 'GET', url: `/api/public-certificates/verify/${code}` });
    expect(verified.json()).toMatchObject({ studentName: 'Ahmed Ali Hassan', status: 'valid' });
    expect(
      (await call(null, { method: 'GET', url: '/api/public-certificates/verify/nope' })).statusCode,
    ).toBe(404);
  });

  it('takes the course by its id, or courseType as a course name or code, and refuses one the catalogue lacks', async () => {
    for (const course of [
      { courseId: mobileCrane.id },
      { courseType: 'mobile-crane-ops' },
      { courseType: 'Mobile Crane Operations' },
    ]) {
      const created = await publish(fields({ courseType: undefined, ...course }));
      expect([created.statusCode, created.json().courseId]).toEqual([201, mobileCrane.id]);
    }
    for (const course of [{ courseType: 'Welding' }, { courseType: undefined, courseId: 'nope' }]) {
      const refused = await publish(fields(course));
      expect([refused.statusCode, refused.json()]).toEqual([400, { message: 'Course is required' }]);
    }
  });

  it('refuses a student under 18 and an incomplete certificate', async () => {
    const young = await publish(fields({ dateOfBirth: '2015-01-01' }));
    expect([young.statusCode, young.json()]).toEqual([
      400,
      { message: 'Student must be at least 18 years old to obtain certification.' },
    ]);
    const missing = await publish({ studentName: 'No Number' });
    expect([missing.statusCode, missing.json()]).toEqual([
      400,
      { message: 'Certificate number is required' },
    ]);
    const forbidden = await call(client, {
      method: 'POST',
      url: '/api/admin/public-certificates',
      payload: fields(),
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('revokes with a reason, after which verification says REVOKED', async () => {
    const certificate = (await publish(fields())).json();
    const revoke = (payload: Record<string, string>, as: Signed = admin) =>
      call(as, { method: 'PUT', url: `/api/admin/public-certificates/${certificate.id}/revoke`, payload });
    expect((await revoke({ reason: 'x' }, client)).statusCode).toBe(403);
    expect((await revoke({})).json()).toEqual({
      message: 'Please give the reason for revoking this certificate',
    });
    const revoked = await revoke({ reason: 'Withdrawn after audit' });
    expect(revoked.json()).toMatchObject({ status: 'revoked', revokedReason: 'Withdrawn after audit' });
    const code = certificate.verificationUrl.split('/').pop();
    expect(
      (await call(null, { method: 'GET', url: `/api/public-certificates/verify/${code}` })).json(),
    ).toMatchObject({
      status: 'revoked',
      revokedReason: 'Withdrawn after audit',
    });
    expect((await revoke({ reason: 'again' })).statusCode).toBe(409);
    expect(
      (
        await call(admin, { method: 'DELETE', url: `/api/admin/public-certificates/${certificate.id}` })
      ).json(),
    ).toEqual({ ok: true });
  });

  it('imports a CSV file all or nothing, with a report per row', async () => {
    const header = 'certificateNumber,studentName,nationalId,courseType,dateOfBirth,publishDate,expiryDate';
    const upload = async (text: string) =>
      call(admin, {
        method: 'POST',
        url: '/api/admin/public-certificates/import',
        ...(await multipart([
          { field: 'file', name: 'certificates.csv', type: 'text/csv', bytes: Buffer.from(text) },
        ])),
      });
    const bad = await upload(
      `${header}\nIMP-1,Good Row,1,Rigger,1990-01-01,2026-11-01,2029-01-01\nIMP-2,Too Young,2,Rigger,2015-01-01,2026-11-01,2029-01-01\n`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: '1 row has a problem, so nothing was imported. Correct the file and import it again.',
      errors: [
        {
          line: 3,
          certificateNumber: 'IMP-2',
          messages: ['Student must be at least 18 years old to obtain certification.'],
        },
      ],
    });
    const search = await call(null, { method: 'GET', url: '/api/public-certificates/search?query=IMP-1' });
    expect(search.statusCode).toBe(404);
    const good = await upload(`${header}\nIMP-1,Good Row,1,Rigger,1990-01-01,2026-11-01,2029-01-01\n`);
    expect([good.statusCode, good.json()]).toEqual([200, { imported: 1 }]);
    const list = await call(admin, { method: 'GET', url: '/api/admin/public-certificates' });
    expect(list.json().map((entry: { certificateNumber: string }) => entry.certificateNumber)).toContain(
      'IMP-1',
    );
  });
});
