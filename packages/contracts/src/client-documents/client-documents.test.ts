import { execFileSync } from 'node:child_process';
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
  outcome,
  PNG_BYTES,
  type TestCourse,
  type TestUser,
  temporaryStorage,
} from '../test-support.js';

const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
const signature = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;
const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe.each(testDatabases())("the client portal's quotations and invoices on $name", ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  let client: TestUser;
  let other: TestUser;
  let course: TestCourse;
  const pdf = createPdfRenderer({ chromePath: process.env.CHROME_PATH || undefined });
  const disk = temporaryStorage();
  const mailer = createRecordingMailer();
  const clock = new FakeClock(new Date('2026-11-24T06:00:00Z'));
  const as = (user: TestUser | null) =>
    callerFor(database.db, { user, now: clock.now, pdf, storage: disk.storage, mailer }).caller;

  /** A quotation for the account, sent unless `draft`. */
  async function quotationFor(
    account: TestUser,
    company: string,
    { draft = false, validUntil = '2026-12-24' } = {},
  ) {
    const made = await as(admin).quotations.create({
      clientId: account.id,
      companyName: company,
      clientName: 'Layla Nasser',
      contactEmail: account.email,
      validUntil,
      lines: [{ courseId: course.id, trainingType: 'full_course', candidates: 4, price: '400.00' }],
    });
    return draft ? made : as(admin).quotations.send({ id: made.id });
  }

  /** Sent, accepted through its link, invoiced. */
  async function invoiceFor(account: TestUser, company: string) {
    const quotation = await quotationFor(account, company);
    await as(null).quotationLink.accept({
      token: tokenOf(quotation.publicUrl),
      name: 'Layla Nasser',
      signature,
    });
    return { quotation, invoice: await as(admin).quotations.createInvoice({ id: quotation.id }) };
  }

  beforeAll(async () => {
    database = await create();
    await ensureBootstrapData(database.db, { adminEmail: 'main@test.bh', adminPassword: 'Main-admin-1' });
    admin = await insertUser(database.db, { role: 'admin' });
    client = await insertUser(database.db, { role: 'client', companyName: 'Gulf Ports Co' });
    other = await insertUser(database.db, { role: 'client', companyName: 'Sitra Lifting' });
    course = await insertCourse(database.db, { name: 'Mobile Crane Operations', code: 'MOBILE-CRANE' });
  }, 60_000);
  afterAll(async () => {
    await pdf.close();
    await database.close();
  });

  it("lists the client's own sent quotations, newest first, never a draft or another's", async () => {
    const older = await quotationFor(client, 'Gulf Ports Co');
    clock.advance(60_000);
    const newer = await quotationFor(client, 'Gulf Ports Co', { validUntil: '2026-11-30' });
    const draft = await quotationFor(client, 'Gulf Ports Co', { draft: true });
    const theirs = await quotationFor(other, 'Sitra Lifting');

    const mine = await as(client).clientDocuments.quotations();
    const ids = mine.map((quotation) => quotation.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(theirs.id);
    expect(mine.find((quotation) => quotation.id === older.id)).toEqual({
      id: older.id,
      quotationNumber: older.quotationNumber,
      status: 'sent',
      companyName: 'Gulf Ports Co',
      lines: [
        {
          courseName: 'Mobile Crane Operations',
          courseCode: 'MOBILE-CRANE',
          trainingType: 'full_course',
          candidates: 4,
          unitPrice: '400.00',
          lineTotal: '1600.00',
        },
      ],
      subtotal: '1600.00',
      vatRate: 10,
      vatAmount: '160.00',
      amount: '1760.00',
      validUntil: '2026-12-24',
      issueDate: '2026-11-24',
      createdAt: older.createdAt,
      sentAt: older.sentAt,
      acceptedAt: null,
      publicUrl: older.publicUrl,
      canAccept: true,
      invoiceNumber: null,
    });
    expect((await as(other).clientDocuments.quotations()).map((quotation) => quotation.id)).toEqual([
      theirs.id,
    ]);

    // Read in Arabic, each course is named by the catalogue's Arabic name.
    await database.db
      .updateTable('courses')
      .set({ nameAr: 'تشغيل الرافعة المتحركة' })
      .where('id', '=', course.id)
      .execute();
    const inArabic = await callerFor(database.db, {
      user: client,
      now: clock.now,
      language: 'ar',
    }).caller.clientDocuments.quotations();
    expect(inArabic.find((quotation) => quotation.id === older.id)?.lines[0]?.courseName).toBe(
      'تشغيل الرافعة المتحركة',
    );

    // Past its date it is expired for the client at once, and no longer to accept.
    clock.advance(7 * 24 * 60 * 60 * 1000);
    const lapsed = (await as(client).clientDocuments.quotations()).find(
      (quotation) => quotation.id === newer.id,
    );
    expect(lapsed).toMatchObject({ status: 'expired', canAccept: false });
  });

  it("lists the client's own invoices with payments, balance and credit note", async () => {
    const { quotation, invoice } = await invoiceFor(client, 'Gulf Ports Co');
    const { invoice: theirs } = await invoiceFor(other, 'Sitra Lifting');
    await database.db
      .insertInto('invoicePayments')
      .values({
        invoiceId: invoice.id,
        amount: '500.00',
        paidAt: invoice.issueDate,
        method: 'bank_transfer',
        reference: 'TT-1',
        recordedBy: admin.id,
      })
      .execute();
    await database.db
      .updateTable('invoices')
      .set({ paidAmount: '500.00' })
      .where('id', '=', invoice.id)
      .execute();

    const mine = await as(client).clientDocuments.invoices();
    expect(mine.map((row) => row.id)).toEqual([invoice.id]);
    expect(mine[0]).toEqual({
      id: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      quotationNumber: quotation.quotationNumber,
      issueDate: invoice.issueDate,
      dueDate: invoice.dueDate,
      status: 'partially_paid',
      subtotal: '1600.00',
      vatAmount: '160.00',
      amount: '1760.00',
      paidAmount: '500.00',
      balance: '1260.00',
      payments: [{ paidAt: invoice.issueDate, method: 'bank_transfer', reference: 'TT-1', amount: '500.00' }],
      creditNote: null,
    });
    expect((await as(other).clientDocuments.invoices()).map((row) => row.id)).toEqual([theirs.id]);
    const quoted = (await as(client).clientDocuments.quotations()).find((row) => row.id === quotation.id);
    expect(quoted).toMatchObject({
      status: 'accepted',
      canAccept: false,
      invoiceNumber: invoice.invoiceNumber,
    });

    // Credited: nothing is left to pay, and the credit note is there to download.
    await database.db
      .insertInto('creditNotes')
      .values({
        invoiceId: invoice.id,
        creditNoteNumber: `CN-2026-${Math.floor(Math.random() * 9000 + 1000)}`,
        reason: 'Course cancelled',
        subtotal: '1600.00',
        vatRate: '10',
        vatAmount: '160.00',
        amount: '1760.00',
        issueDate: invoice.issueDate,
      })
      .execute();
    await database.db
      .updateTable('invoices')
      .set({ creditedAt: clock.now() })
      .where('id', '=', invoice.id)
      .execute();
    const [credited] = await as(client).clientDocuments.invoices();
    expect(credited).toMatchObject({
      status: 'credited',
      balance: '0.00',
      creditNote: { amount: '1760.00', issueDate: invoice.issueDate },
    });
    const note = await as(client).clientDocuments.creditNotePdf({ id: invoice.id });
    expect(note.fileName).toBe(`${credited?.creditNote?.creditNoteNumber}.pdf`);
    expect(pdfText(note.pdf)).toContain(invoice.invoiceNumber);
    expect(await outcome(as(other).clientDocuments.creditNotePdf({ id: invoice.id }))).toEqual({
      status: 404,
      message: 'Invoice not found',
    });
    expect(await outcome(as(other).clientDocuments.creditNotePdf({ id: theirs.id }))).toEqual({
      status: 404,
      message: 'This invoice has no credit note',
    });
  });

  it("gives the client their own PDFs; another's, a draft, an unknown or malformed id are one 404", async () => {
    const { quotation, invoice } = await invoiceFor(client, 'Gulf Ports Co');
    const draft = await quotationFor(client, 'Gulf Ports Co', { draft: true });

    const quotationPdf = await as(client).clientDocuments.quotationPdf({ id: quotation.id });
    expect(quotationPdf.fileName).toBe(`${quotation.quotationNumber}.pdf`);
    expect(pdfText(quotationPdf.pdf)).toContain(quotation.quotationNumber);
    const invoicePdf = await as(client).clientDocuments.invoicePdf({ id: invoice.id });
    expect(invoicePdf.fileName).toBe(`${invoice.invoiceNumber}.pdf`);
    expect(pdfText(invoicePdf.pdf)).toContain(invoice.invoiceNumber);

    const notFound = (message: string) => ({ status: 404, message });
    for (const id of [quotation.id, draft.id, '9a1f0c4e-0000-4000-8000-000000000000', 'not-an-id']) {
      const caller = id === quotation.id ? as(other) : as(client);
      expect(await outcome(caller.clientDocuments.quotationPdf({ id }))).toEqual(
        notFound('Quotation not found'),
      );
    }
    for (const id of [invoice.id, '9a1f0c4e-0000-4000-8000-000000000000', 'not-an-id']) {
      const caller = id === invoice.id ? as(other) : as(client);
      expect(await outcome(caller.clientDocuments.invoicePdf({ id }))).toEqual(notFound('Invoice not found'));
    }
    expect(await outcome(as(client).clientDocuments.creditNotePdf({ id: invoice.id }))).toEqual(
      notFound('This invoice has no credit note'),
    );
  });

  it('is for clients only: staff are refused, a visitor asked to sign in', async () => {
    const instructor = await insertUser(database.db, { role: 'instructor' });
    for (const staff of [admin, instructor]) {
      expect((await outcome(as(staff).clientDocuments.quotations())).status).toBe(403);
      expect((await outcome(as(staff).clientDocuments.invoices())).status).toBe(403);
    }
    expect((await outcome(as(null).clientDocuments.invoices())).status).toBe(401);
  });
});
