import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SESSION_COOKIE } from '@tc/contracts';
import { ensureBootstrapData } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import { insertCourse, insertUser, multipart, PDF_BYTES, PNG_BYTES, signIn } from '../test-support.js';

// Every stored file and every generated document is served as a sandboxed page of no origin, and
// an address of a file the storage would never make is a 404 that never reaches the disk.

const FILE_POLICY = "default-src 'none'; sandbox";
const UUID = '0b8e4c1e-6f7a-4c2d-9e3b-5a1f2d3c4b5a';

describe.each(testDatabases())('stored files and documents on $name', ({ create }) => {
  const server = useTestServer(create);
  let admin: { token: string };
  const call = (options: InjectOptions) =>
    server.app.inject({ ...options, cookies: { [SESSION_COOKIE]: admin.token } });
  const expectFileHeaders = (res: LightMyRequestResponse, what: string) => {
    expect(res.statusCode, `${what}: ${res.body.slice(0, 100)}`).toBe(200);
    expect(res.headers['content-security-policy'], what).toBe(FILE_POLICY);
    expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  };

  beforeAll(async () => {
    await ensureBootstrapData(server.database.db, {
      adminEmail: 'main@test.bh',
      adminPassword: 'Main-admin-1',
    });
    admin = { token: await signIn(server.app, await insertUser(server.database.db, { role: 'admin' })) };
  });

  it('answers 404, never stored, for any address under /uploads the storage never made, unread', async () => {
    // On disk under names the storage would never make: served, they would prove the disk was read.
    const images = join(server.disk.root, 'public', 'images');
    mkdirSync(images, { recursive: true });
    for (const name of ['a.png', `${UUID}.svg`, `${UUID}-0w.webp`])
      writeFileSync(join(images, name), PNG_BYTES);
    const addresses = [
      `/uploads/public/images/${'a'.repeat(252)}.png`,
      `/uploads/public/images/${'a'.repeat(5000)}.png`,
      '/uploads/public/images/a.png',
      `/uploads/public/images/${UUID}.svg`,
      `/uploads/public/images/${UUID}-0w.webp`,
      `/uploads/public/images/${UUID.toUpperCase()}.png`,
      `/uploads/public/images/${UUID}.png`,
      `/uploads/public/certificates/${UUID}.pdf`,
      `/uploads/private/certificates/${UUID}.pdf`,
      '/uploads/public/images/%2e%2e%2f%2e%2e%2fprivate%2fx.pdf',
      '/uploads/public/',
      '/uploads/',
      '/uploads/x',
    ];
    const longName = await call({
      method: 'PUT',
      url: '/api/course-images',
      payload: { imageURL: addresses[0] },
    });
    expect([longName.statusCode, longName.json()]).toEqual([
      400,
      { message: 'Please upload an image first' },
    ]);
    for (const url of addresses) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await server.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.headers['cache-control'], url).toBe('no-store');
        expect(res.headers['content-security-policy'], url).toBe(FILE_POLICY);
      }
    }
  });

  it('serves an uploaded image as a sandboxed file', async () => {
    const upload = await multipart([{ field: 'image', name: 'a.png', type: 'image/png', bytes: PNG_BYTES }]);
    const { imageUrl } = (await call({ method: 'POST', url: '/api/admin/upload-image', ...upload })).json();
    const image = await server.app.inject({ url: imageUrl });
    expectFileHeaders(image, imageUrl);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves a certificate PDF and generated documents as sandboxed files', async () => {
    const client = await insertUser(server.database.db, {});
    const course = await insertCourse(server.database.db);
    const pdfPart = { field: 'file', name: 'c.pdf', type: 'application/pdf', bytes: PDF_BYTES };
    const uploaded = await call({
      method: 'POST',
      url: '/api/admin/upload-certificate',
      ...(await multipart([pdfPart])),
    });
    const certificate = await call({
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
    const quotation = await call({
      method: 'POST',
      url: '/api/admin/quotations',
      payload: {
        companyName: 'Gulf Ports Co',
        clientName: 'Layla Nasser',
        contactEmail: 'layla@gulfports.test',
        lines: [{ courseId: course.id, trainingType: 'full_course', candidates: 2 }],
      },
    });
    const answers: [string, InjectOptions][] = [
      ['certificate', { url: `/api/certificates/${certificate.json().id}/download` }],
      ['quotation', { url: `/api/admin/quotations/${quotation.json().id}/download` }],
      ['report', { method: 'POST', url: '/api/admin/reports/download', payload: { year: 2026, month: 11 } }],
    ];
    for (const [what, options] of answers) expectFileHeaders(await call(options), what);
  }, 60_000);

  it('never lets /healthz or /readyz be stored', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const res = await server.app.inject({ url });
      expect([res.statusCode, res.headers['cache-control']]).toEqual([200, 'no-store']);
    }
  });
});
