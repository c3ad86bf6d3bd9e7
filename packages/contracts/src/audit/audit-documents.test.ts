import { ensureBootstrapData } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import { createPdfRenderer } from '@tc/pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordingMailer } from '../mail.js';
import {
  callerFor,
  FakeClock,
  insertCourse,
  insertUser,
  PNG_BYTES,
  type TestCourse,
  type TestUser,
  temporaryStorage,
} from '../test-support.js';
import { auditRowsOf } from './audit-test-rows.js';

// A client's decision through the quotation link, and the tax invoice made and mailed: each leaves
// an audit row in its own transaction. The client is not signed in: the row names the quotation's
// client account, the address the link went to, and the name typed, marked as through the link.

const signature = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;

describe.each(testDatabases())('the audit rows of quotations decided and invoices on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  let client: TestUser;
  let course: TestCourse;
  const pdf = createPdfRenderer({ chromePath: process.env.CHROME_PATH || undefined });
  const disk = temporaryStorage();
  const mailer = createRecordingMailer();
  const clock = new FakeClock(new Date('2026-11-27T06:00:00Z'));
  const as = (user: TestUser | null) => {
    clock.advance(1000);
    return callerFor(database.db, { user, now: clock.now, pdf, storage: disk.storage, mailer }).caller;
  };

  /** A quotation as if mailed (no PDF needed), and the token of its link. */
  const sentQuotation = async (clientId: string | null) => {
    const quotation = await as(admin).quotations.create({
      clientId,
      companyName: 'Gulf Ports Co',
      clientName: 'Layla Nasser',
      contactEmail: 'layla@gulfports.test',
      lines: [{ courseId: course.id, trainingType: 'full_course', candidates: 2 }],
    });
    await database.db
      .updateTable('quotations')
      .set({ status: 'sent' })
      .where('id', '=', quotation.id)
      .execute();
    return { quotation, token: quotation.publicUrl.slice(quotation.publicUrl.lastIndexOf('/') + 1) };
  };

  beforeAll(async () => {
    database = await create();
    await ensureBootstrapData(database.db, { adminEmail: 'main@test.bh', adminPassword: 'Main-admin-1' });
    admin = await insertUser(database.db, { role: 'admin', firstName: 'Huda', lastName: 'Salman' });
    client = await insertUser(database.db, { role: 'client', companyName: 'Gulf Ports Co' });
    course = await insertCourse(database.db, { name: 'Mobile Crane Operations', code: 'MOBILE-CRANE' });
  }, 60_000);
  afterAll(async () => {
    await pdf.close();
    await database.close();
  });

  it('records an online accept as the quotation’s client, through the link, with the status before and after', async () => {
    const { quotation, token } = await sentQuotation(client.id);
    await as(null).quotationLink.accept({ token, name: 'Layla Nasser', signature });
    const rows = await auditRowsOf(database.db, 'quotation', quotation.id);
    const decided = rows.filter((row) => row.action === 'status_changed');
    expect(decided).toEqual([
      expect.objectContaining({
        performedBy: client.id,
        performedByEmail: 'layla@gulfports.test',
        performedByName: 'Layla Nasser (quotation link)',
        changeDescription: `Quotation ${quotation.quotationNumber} accepted online by Layla Nasser`,
        previousData: expect.objectContaining({ status: 'sent', acceptedBy: null }),
        newData: expect.objectContaining({ status: 'accepted', acceptedBy: 'Layla Nasser' }),
      }),
    ]);
  });

  it('records an online decline; a quotation for no account names no account', async () => {
    const { quotation, token } = await sentQuotation(null);
    await as(null).quotationLink.reject({ token, name: 'Ali Hassan', reason: 'Over budget' });
    const [row] = (await auditRowsOf(database.db, 'quotation', quotation.id)).filter(
      (row) => row.action === 'status_changed',
    );
    expect(row).toMatchObject({
      performedBy: null,
      performedByName: 'Ali Hassan (quotation link)',
      changeDescription: `Quotation ${quotation.quotationNumber} declined online by Ali Hassan`,
      newData: expect.objectContaining({ status: 'rejected', rejectionReason: 'Over budget' }),
    });
  });

  it('records a tax invoice made and mailed, by whom', async () => {
    const { quotation, token } = await sentQuotation(client.id);
    await as(null).quotationLink.accept({ token, name: 'Layla Nasser', signature });
    const invoice = await as(admin).quotations.createInvoice({ id: quotation.id });
    await as(admin).invoices.send({ id: invoice.id });
    const rows = await auditRowsOf(database.db, 'invoice', invoice.id);
    expect(rows.map((row) => [row.action, row.changeDescription])).toEqual([
      ['created', `Tax invoice ${invoice.invoiceNumber} made from quotation ${quotation.quotationNumber}`],
      ['sent', `Tax invoice ${invoice.invoiceNumber} mailed to layla@gulfports.test`],
    ]);
    expect(rows[0]).toMatchObject({
      performedBy: admin.id,
      performedByName: 'Huda Salman',
      entityTitle: invoice.invoiceNumber,
      previousData: null,
      newData: expect.objectContaining({ invoiceNumber: invoice.invoiceNumber, amount: invoice.amount }),
    });
  }, 60_000);
});
