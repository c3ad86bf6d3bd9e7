import { randomUUID } from 'node:crypto';
import { SESSION_COOKIE } from '@tc/contracts';
import { ensureBootstrapData } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import {
  insertCourse,
  insertUser,
  PNG_BYTES,
  signIn,
  type TestCourse,
  uniqueAddress,
} from '../test-support.js';

// The quotation paths of the spec (and the client's link beyond it), through Fastify.

describe.each(testDatabases())('the quotation REST paths on $name', ({ create }) => {
  const server = useTestServer(create, { appUrl: 'https://training.test' });
  let admin: { token: string; email: string };
  let client: { token: string };
  let crane: TestCourse;
  const call = (as: { token: string } | null, options: InjectOptions) =>
    server.app.inject({
      ...options,
      headers: { 'x-forwarded-for': uniqueAddress(), ...options.headers },
      cookies: as ? { [SESSION_COOKIE]: as.token } : {},
    });
  const payload = () => ({
    companyName: 'Gulf Ports Co',
    clientName: 'Layla Nasser',
    contactEmail: 'layla@gulfports.test',
    selectedCourses: crane.code,
    courseParticipants: { [crane.code]: 2 },
    courseTrainingTypes: { [crane.code]: 'full_course' },
    pdfTheme: 'bold',
  });

  beforeAll(async () => {
    await ensureBootstrapData(server.database.db, {
      adminEmail: 'main@test.bh',
      adminPassword: 'Main-admin-1',
    });
    const adminUser = await insertUser(server.database.db, { role: 'admin' });
    admin = { ...adminUser, token: await signIn(server.app, adminUser) };
    const clientUser = await insertUser(server.database.db, {});
    client = { token: await signIn(server.app, clientUser) };
    crane = await insertCourse(server.database.db, { name: 'Tower Crane Operations', code: 'TOWER-CRANE' });
  });

  it('creates, lists, edits, downloads and deletes, for admins only', async () => {
    expect((await call(null, { method: 'GET', url: '/api/admin/quotations' })).statusCode).toBe(401);
    expect((await call(client, { method: 'GET', url: '/api/admin/quotations' })).statusCode).toBe(403);
    const created = await call(admin, { method: 'POST', url: '/api/admin/quotations', payload: payload() });
    expect(created.statusCode, created.body).toBe(201);
    const quotation = created.json();
    expect(quotation).toMatchObject({
      status: 'draft',
      subtotal: '320.00',
      vatAmount: '32.00',
      amount: '352.00',
      pdfTheme: 'bold',
    });

    const listed = await call(admin, {
      method: 'GET',
      url: '/api/admin/quotations?status=draft&search=gulf',
    });
    expect(listed.json()).toEqual(expect.arrayContaining([expect.objectContaining({ id: quotation.id })]));
    const edited = await call(admin, {
      method: 'PUT',
      url: `/api/admin/quotations/${quotation.id}`,
      payload: { notes: 'Candidates bring their ID cards.' },
    });
    expect(edited.json()).toMatchObject({ notes: 'Candidates bring their ID cards.', amount: '352.00' });
    const bad = await call(admin, {
      method: 'PUT',
      url: `/api/admin/quotations/${quotation.id}`,
      payload: { contactEmail: 'nope' },
    });
    expect([bad.statusCode, bad.json()]).toEqual([400, { message: 'Please enter a valid email address' }]);

    const download = await call(admin, {
      method: 'GET',
      url: `/api/admin/quotations/${quotation.id}/download`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="${quotation.quotationNumber}.pdf"`,
    );
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect(
      (await call(admin, { method: 'DELETE', url: `/api/admin/quotations/${quotation.id}` })).statusCode,
    ).toBe(200);
    expect(
      (await call(admin, { method: 'GET', url: `/api/admin/quotations/${quotation.id}` })).statusCode,
    ).toBe(404);
  }, 60_000);

  it.each([['149.995'], ['-5'], [-5]])(
    'refuses a line price of %j with the field’s 400: the column keeps 2 decimals, 0 or more',
    async (price) => {
      const lines = [{ courseId: crane.id, trainingType: 'full_course', candidates: 1, price }];
      const answer = await call(admin, {
        method: 'POST',
        url: '/api/admin/quotations',
        payload: { ...payload(), selectedCourses: undefined, lines },
      });
      expect([answer.statusCode, answer.json()]).toEqual([
        400,
        { message: 'Price must be 0 or more, with at most 2 decimals' },
      ]);
    },
  );

  it('answers 400 Client not found for a clientId that is no client account, on create and edit', async () => {
    const instructor = await insertUser(server.database.db, { role: 'instructor' });
    const made = await call(admin, { method: 'POST', url: '/api/admin/quotations', payload: payload() });
    for (const clientId of [randomUUID(), instructor.id]) {
      const created = await call(admin, {
        method: 'POST',
        url: '/api/admin/quotations',
        payload: { ...payload(), clientId },
      });
      const edited = await call(admin, {
        method: 'PUT',
        url: `/api/admin/quotations/${made.json().id}`,
        payload: { clientId },
      });
      for (const answer of [created, edited]) {
        expect([answer.statusCode, answer.json()]).toEqual([400, { message: 'Client not found' }]);
      }
    }
  });

  it('refuses to delete a course only a quotation quotes: 409, not the foreign key’s 500', async () => {
    const course = await insertCourse(server.database.db, { name: 'Overhead Crane' });
    const lines = [{ courseId: course.id, trainingType: 'full_course', candidates: 1 }];
    const made = await call(admin, {
      method: 'POST',
      url: '/api/admin/quotations',
      payload: { ...payload(), lines },
    });
    expect(made.statusCode).toBe(201);
    const refused = await call(admin, { method: 'DELETE', url: `/api/admin/courses/${course.id}` });
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { message: 'This course cannot be deleted: it is used by 1 quotation. Make it inactive instead.' },
    ]);
  });

  it('mails a test email, and refuses a bad address', async () => {
    const sent = await call(admin, {
      method: 'POST',
      url: '/api/admin/test-email',
      payload: { email: 'ops@centre.test' },
    });
    expect([sent.statusCode, sent.json()]).toEqual([200, { ok: true }]);
    expect(server.mailer.sent.at(-1)).toMatchObject({
      to: 'ops@centre.test',
      subject: expect.stringContaining('Test email'),
    });
    const bad = await call(admin, { method: 'POST', url: '/api/admin/test-email', payload: { email: 'x' } });
    expect([bad.statusCode, bad.json()]).toEqual([400, { message: 'Please enter a valid email address' }]);
  });

  it('serves the client’s link: view, PDF, accept once; then the tax invoice', async () => {
    const created = await call(admin, {
      method: 'POST',
      url: '/api/admin/quotations',
      payload: { ...payload(), sendEmail: true, notes: 'Candidates bring their ID cards.' },
    });
    const quotation = created.json();
    expect(quotation.status).toBe('sent');
    const token = String(quotation.publicUrl).split('/').pop();
    const view = await call(null, { method: 'GET', url: `/api/public/quotations/${token}` });
    expect(view.json()).toMatchObject({
      status: 'sent',
      canDecide: true,
      quotationNumber: quotation.quotationNumber,
      notes: 'Candidates bring their ID cards.',
    });
    expect(view.json()).not.toHaveProperty('publishedByName');
    const pdf = await call(null, { method: 'GET', url: `/api/public/quotations/${token}/pdf` });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);

    const missing = await call(null, {
      method: 'POST',
      url: `/api/public/quotations/${token}/accept`,
      payload: { name: 'Layla' },
    });
    expect([missing.statusCode, missing.json()]).toEqual([400, { message: 'Please sign in the box' }]);
    const signature = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;
    const accepted = await call(null, {
      method: 'POST',
      url: `/api/public/quotations/${token}/accept`,
      payload: { name: 'Layla Nasser', signature },
    });
    expect(accepted.json()).toMatchObject({ status: 'accepted', acceptedBy: 'Layla Nasser' });
    const again = await call(null, {
      method: 'POST',
      url: `/api/public/quotations/${token}/reject`,
      payload: { name: 'X', reason: 'Y' },
    });
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { message: 'This quotation was already accepted by Layla Nasser.' },
    ]);

    const invoice = await call(admin, {
      method: 'POST',
      url: `/api/admin/quotations/${quotation.id}/invoice`,
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    expect(
      (await call(admin, { method: 'POST', url: `/api/admin/quotations/${quotation.id}/invoice` }))
        .statusCode,
    ).toBe(409);
    const invoices = await call(admin, { method: 'GET', url: '/api/admin/invoices' });
    expect(invoices.json()[0]).toMatchObject({
      quotationNumber: quotation.quotationNumber,
      amount: '352.00',
    });
    const file = await call(admin, {
      method: 'GET',
      url: `/api/admin/invoices/${invoice.json().id}/download`,
    });
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="${invoice.json().invoiceNumber}.pdf"`,
    );
    expect(
      (await call(null, { method: 'GET', url: '/api/public/quotations/unknown-token-unknown-token' }))
        .statusCode,
    ).toBe(404);
  }, 60_000);

  it('throttles the client’s link per address', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    const answers = await Promise.all(
      Array.from({ length: 65 }, () =>
        server.app.inject({
          method: 'GET',
          url: '/api/public/quotations/unknown-token-unknown-token',
          headers,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 404)).toHaveLength(60);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });
});
