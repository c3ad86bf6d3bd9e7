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

// The client portal's quotations and invoices, through Fastify.

describe.each(testDatabases())("the client's documents REST paths on $name", ({ create }) => {
  const server = useTestServer(create, { appUrl: 'https://training.test' });
  type Account = { id: string; email: string; token: string };
  let admin: Account;
  let instructor: Account;
  let client: Account;
  let other: Account;
  let crane: TestCourse;
  const call = (as: Account | null, options: InjectOptions) =>
    server.app.inject({
      ...options,
      headers: { 'x-forwarded-for': uniqueAddress(), ...options.headers },
      cookies: as ? { [SESSION_COOKIE]: as.token } : {},
    });
  const get = (as: Account | null, url: string) => call(as, { method: 'GET', url });
  const account = async (role: 'admin' | 'instructor' | 'client') => {
    const user = await insertUser(server.database.db, { role });
    return { id: user.id, email: user.email, token: await signIn(server.app, user) };
  };

  /** A quotation for the account, sent, accepted through its link and invoiced. */
  async function invoiced(owner: Account) {
    const created = await call(admin, {
      method: 'POST',
      url: '/api/admin/quotations',
      payload: {
        clientId: owner.id,
        companyName: 'Gulf Ports Co',
        clientName: 'Layla Nasser',
        contactEmail: owner.email,
        lines: [{ courseId: crane.id, trainingType: 'full_course', candidates: 2, price: '160.00' }],
      },
    });
    const quotation = created.json();
    await call(admin, { method: 'POST', url: `/api/admin/quotations/${quotation.id}/send` });
    const token = quotation.publicUrl.slice(quotation.publicUrl.lastIndexOf('/') + 1);
    const signature = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;
    await call(null, {
      method: 'POST',
      url: `/api/public/quotations/${token}/accept`,
      payload: { name: 'Layla Nasser', signature },
    });
    const invoice = await call(admin, {
      method: 'POST',
      url: `/api/admin/quotations/${quotation.id}/invoice`,
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    return { quotation, invoice: invoice.json() };
  }

  beforeAll(async () => {
    await ensureBootstrapData(server.database.db, {
      adminEmail: 'main@test.bh',
      adminPassword: 'Main-admin-1',
    });
    admin = await account('admin');
    instructor = await account('instructor');
    client = await account('client');
    other = await account('client');
    crane = await insertCourse(server.database.db, { name: 'Tower Crane Operations', code: 'TOWER-CRANE' });
  });

  it("answers the client's own quotations and invoices as bare arrays, another's not at all", async () => {
    const { quotation, invoice } = await invoiced(client);
    const { invoice: theirs } = await invoiced(other);

    const quotations = await get(client, '/api/client/quotations');
    expect(quotations.statusCode).toBe(200);
    expect(quotations.json()).toEqual([
      expect.objectContaining({
        id: quotation.id,
        status: 'accepted',
        amount: '352.00',
        invoiceNumber: invoice.invoiceNumber,
        canAccept: false,
      }),
    ]);
    expect(quotations.json()[0]).not.toHaveProperty('publishedByName');
    const invoices = await get(client, '/api/client/invoices');
    expect(invoices.json()).toEqual([
      expect.objectContaining({
        id: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        quotationNumber: quotation.quotationNumber,
        status: 'unpaid',
        amount: '352.00',
        paidAmount: '0.00',
        balance: '352.00',
        dueDate: invoice.dueDate,
        payments: [],
        creditNote: null,
      }),
    ]);
    expect((await get(other, '/api/client/invoices')).json().map((row: { id: string }) => row.id)).toEqual([
      theirs.id,
    ]);
  }, 60_000);

  it('downloads their own PDFs under their numbers; another client’s id is 404 as an unknown one', async () => {
    const { quotation, invoice } = await invoiced(client);
    for (const [url, name] of [
      [`/api/client/quotations/${quotation.id}/download`, quotation.quotationNumber],
      [`/api/client/invoices/${invoice.id}/download`, invoice.invoiceNumber],
    ]) {
      const file = await get(client, url);
      expect(file.statusCode, file.body).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe(`attachment; filename="${name}.pdf"`);
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const notFound = async (as: Account, url: string, message: string) => {
      const answer = await get(as, url);
      expect([answer.statusCode, answer.json()]).toEqual([404, { message }]);
    };
    await notFound(other, `/api/client/quotations/${quotation.id}/download`, 'Quotation not found');
    await notFound(client, '/api/client/quotations/not-an-id/download', 'Quotation not found');
    await notFound(other, `/api/client/invoices/${invoice.id}/download`, 'Invoice not found');
    await notFound(client, `/api/client/invoices/${crane.id}/download`, 'Invoice not found');
    await notFound(other, `/api/client/invoices/${invoice.id}/credit-note/download`, 'Invoice not found');
    await notFound(
      client,
      `/api/client/invoices/${invoice.id}/credit-note/download`,
      'This invoice has no credit note',
    );
  }, 60_000);

  it('asks a visitor to sign in and refuses staff', async () => {
    const { invoice } = await invoiced(client);
    for (const url of [
      '/api/client/quotations',
      '/api/client/invoices',
      `/api/client/invoices/${invoice.id}/download`,
      `/api/client/invoices/${invoice.id}/credit-note/download`,
    ]) {
      expect((await get(null, url)).statusCode).toBe(401);
      expect((await get(admin, url)).statusCode).toBe(403);
      expect((await get(instructor, url)).statusCode).toBe(403);
    }
  }, 60_000);
});
