import { randomUUID } from 'node:crypto';
import { SESSION_COOKIE } from '@tc/contracts';
import { ensureBootstrapData } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import { insertCourse, insertUser, signIn, type TestCourse, uniqueAddress } from '../test-support.js';

// What a quotation's Send and an invoice's 'Email to client' would mail, asked before they go.

const CENTRE = 'Gulf Lifting & Heavy Equipment Training Centre';

describe.each(testDatabases())('the mail preview paths on $name', ({ create }) => {
  const server = useTestServer(create, { appUrl: 'https://training.test' });
  let admin: { token: string };
  let client: { token: string };
  let crane: TestCourse;
  const call = (as: { token: string } | null, options: InjectOptions) =>
    server.app.inject({
      ...options,
      headers: { 'x-forwarded-for': uniqueAddress(), ...options.headers },
      cookies: as ? { [SESSION_COOKIE]: as.token } : {},
    });
  const createQuotation = async () => {
    const created = await call(admin, {
      method: 'POST',
      url: '/api/admin/quotations',
      payload: {
        companyName: 'Gulf Ports Co',
        clientName: 'Layla Nasser',
        contactEmail: 'layla@gulfports.test',
        ccEmails: 'ops@gulfports.test',
        selectedCourses: crane.code,
        courseParticipants: { [crane.code]: 2 },
        courseTrainingTypes: { [crane.code]: 'full_course' },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as { id: string; quotationNumber: string; amount: string };
  };

  beforeAll(async () => {
    await ensureBootstrapData(server.database.db, {
      adminEmail: 'main@test.bh',
      adminPassword: 'Main-admin-1',
    });
    await server.database.db
      .updateTable('websiteContent')
      .set({ companyEmail: 'info@centre.test' })
      .execute();
    const adminUser = await insertUser(server.database.db, { role: 'admin' });
    admin = { token: await signIn(server.app, adminUser) };
    client = { token: await signIn(server.app, await insertUser(server.database.db, {})) };
    crane = await insertCourse(server.database.db, { name: 'Tower Crane Operations', code: 'TOWER-CRANE' });
  });

  it('answers a quotation’s Send preview to admins only, and sends nothing', async () => {
    const quotation = await createQuotation();
    const url = `/api/admin/quotations/${quotation.id}/send-preview`;
    const preview = await call(admin, { method: 'GET', url });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      to: 'layla@gulfports.test',
      cc: ['ops@gulfports.test'],
      replyTo: 'info@centre.test',
      subject: `Quotation ${quotation.quotationNumber} from ${CENTRE}`,
      lines: expect.arrayContaining(['Dear Layla Nasser,', `Quotation: ${quotation.quotationNumber}`]),
    });
    expect(preview.json().lines).toHaveLength(6);
    expect(server.jobs.sent).toEqual([]);
    expect(server.mailer.sent).toEqual([]);

    expect((await call(client, { method: 'GET', url })).statusCode).toBe(403);
    expect((await call(null, { method: 'GET', url })).statusCode).toBe(401);
    for (const id of [randomUUID(), 'not-an-id']) {
      const missing = await call(admin, { method: 'GET', url: `/api/admin/quotations/${id}/send-preview` });
      expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'Quotation not found' }]);
    }
  });

  it('answers an invoice’s mail preview to admins only: the client, the quotation’s CC list', async () => {
    const quotation = await createQuotation();
    await server.database.db
      .updateTable('quotations')
      .set({ status: 'accepted', acceptedBy: 'Layla Nasser', acceptedAt: new Date() })
      .where('id', '=', quotation.id)
      .execute();
    const made = await call(admin, { method: 'POST', url: `/api/admin/quotations/${quotation.id}/invoice` });
    expect(made.statusCode, made.body).toBe(201);
    const invoice = made.json() as { id: string; invoiceNumber: string };
    const url = `/api/admin/invoices/${invoice.id}/mail-preview`;
    const preview = await call(admin, { method: 'GET', url });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      to: 'layla@gulfports.test',
      cc: ['ops@gulfports.test'],
      replyTo: 'info@centre.test',
      subject: `Tax invoice ${invoice.invoiceNumber}`,
      lines: [
        'Dear Layla Nasser,',
        'Please find attached our tax invoice. Thank you for training with us.',
        `Invoice: ${invoice.invoiceNumber}`,
        `Quotation: ${quotation.quotationNumber}`,
        `Total (incl. VAT 10%): BD ${quotation.amount}`,
        CENTRE,
      ],
    });

    expect((await call(client, { method: 'GET', url })).statusCode).toBe(403);
    const missing = await call(admin, {
      method: 'GET',
      url: `/api/admin/invoices/${randomUUID()}/mail-preview`,
    });
    expect(missing.statusCode).toBe(404);
  }, 60_000);
});
