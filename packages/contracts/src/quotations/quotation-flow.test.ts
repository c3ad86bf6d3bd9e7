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
  jobContext,
  outcome,
  PNG_BYTES,
  type TestCourse,
  type TestUser,
  temporaryStorage,
} from '../test-support.js';
import { expireQuotations, sendQuotationReminders } from './quotation-reminders.js';

/** The words of a PDF, as pdftotext reads them. */
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
const signature = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;
const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabases())('a quotation from builder to tax invoice on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  let course: TestCourse;
  const pdf = createPdfRenderer({ chromePath: process.env.CHROME_PATH || undefined });
  const disk = temporaryStorage();
  const mailer = createRecordingMailer();
  const clock = new FakeClock(new Date('2026-11-24T06:00:00Z'));
  const as = (user: TestUser | null) =>
    callerFor(database.db, { user, now: clock.now, pdf, storage: disk.storage, mailer }).caller;
  const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
  const draft = (lines = [{ courseId: '', trainingType: 'full_course' as const, candidates: 3 }]) =>
    as(admin).quotations.create({
      companyName: 'Gulf Ports Co',
      clientName: 'Layla Nasser',
      contactEmail: 'layla@gulfports.test',
      ccEmails: 'ops@gulfports.test',
      notes: 'Training at the client’s yard in Sitra.',
      lines: lines.map((line) => ({ ...line, courseId: line.courseId || course.id })),
    });

  beforeAll(async () => {
    database = await create();
    await ensureBootstrapData(database.db, { adminEmail: 'main@test.bh', adminPassword: 'Main-admin-1' });
    admin = await insertUser(database.db, { role: 'admin', email: 'sales@centre.test' });
    course = await insertCourse(database.db, { name: 'Mobile Crane Operations', code: 'MOBILE-CRANE' });
    await database.db
      .updateTable('websiteContent')
      .set({
        paymentDetails: 'Bank: National Bank of Bahrain\nIBAN: BH00 NBOB 0000 0000 0000 00',
        vatRegistrationNumber: '220000000000003',
      })
      .execute();
  }, 60_000);
  afterAll(async () => {
    await pdf.close();
    await database.close();
  });

  it('sends the PDF and the link, and the PDF says what was quoted', async () => {
    const quotation = await draft();
    mailer.sent.length = 0;
    const sent = await as(admin).quotations.send({ id: quotation.id });
    expect(sent).toMatchObject({ status: 'sent', sentAt: clock.now().toISOString() });
    const [mail] = mailer.sent;
    expect(mail).toMatchObject({ to: 'layla@gulfports.test', cc: ['ops@gulfports.test'] });
    expect(mail?.text).toContain(quotation.publicUrl);
    expect(mail?.html).toContain(quotation.publicUrl);
    const attachment = mail?.attachments?.[0];
    expect(attachment).toMatchObject({
      filename: `${quotation.quotationNumber}.pdf`,
      contentType: 'application/pdf',
    });
    const text = pdfText(attachment?.content ?? Buffer.alloc(0));
    for (const words of [
      quotation.quotationNumber,
      'Mobile Crane Operations',
      'VAT 10%',
      '528.00',
      'IBAN',
      'Page 1 of 1',
    ]) {
      expect(text, words).toContain(words);
    }
  }, 60_000);

  it('lets the client open, sign and accept once; the admin hears of it and invoices it once', async () => {
    const quotation = await as(admin).quotations.send({ id: (await draft()).id });
    const token = tokenOf(quotation.publicUrl);
    const opened = await as(null).quotationLink.view({ token });
    // The client sees the quotation's notes, and not that the centre knows it was opened.
    expect(opened).toMatchObject({
      status: 'sent',
      canDecide: true,
      amount: '528.00',
      notes: 'Training at the client’s yard in Sitra.',
    });
    expect(opened).not.toHaveProperty('viewedAt');
    expect((await as(admin).quotations.get({ id: quotation.id })).viewedAt).not.toBeNull();

    expect(await outcome(as(admin).quotations.createInvoice({ id: quotation.id }))).toEqual({
      status: 409,
      message: 'Only an accepted quotation can be invoiced.',
    });
    mailer.sent.length = 0;
    const accepted = await as(null).quotationLink.accept({
      token,
      name: 'Layla Nasser',
      signature,
      notes: 'PO 4471 follows',
    });
    expect(accepted).toMatchObject({ status: 'accepted', acceptedBy: 'Layla Nasser', canDecide: false });
    // The admin who published it hears of it; the client gets their signed copy.
    expect(mailer.sent.map((mail) => [mail.to, mail.subject]).sort()).toEqual([
      ['layla@gulfports.test', `Quotation ${quotation.quotationNumber} accepted: thank you`],
      ['sales@centre.test', `Quotation ${quotation.quotationNumber} accepted by Gulf Ports Co`],
    ]);
    expect(disk.files()).toEqual([expect.stringMatching(/^private\/signatures\/[0-9a-f-]{36}\.png$/)]);
    expect(await outcome(as(null).quotationLink.accept({ token, name: 'Someone', signature }))).toEqual({
      status: 409,
      message: 'This quotation was already accepted by Layla Nasser.',
    });
    expect(
      (await outcome(as(null).quotationLink.reject({ token, name: 'Someone', reason: 'No' }))).status,
    ).toBe(409);

    const invoice = await as(admin).quotations.createInvoice({ id: quotation.id });
    expect(invoice).toMatchObject({
      invoiceNumber: expect.stringMatching(/^INV-2026-\d{4}$/),
      quotationNumber: quotation.quotationNumber,
      amount: '528.00',
      vatAmount: '48.00',
      vatRegistrationNumber: '220000000000003',
    });
    expect(await outcome(as(admin).quotations.createInvoice({ id: quotation.id }))).toEqual({
      status: 409,
      message: `This quotation already has a tax invoice (${invoice.invoiceNumber}).`,
    });
    const invoicePdf = pdfText((await as(admin).invoices.pdf({ id: invoice.id })).pdf);
    for (const words of ['Tax Invoice', invoice.invoiceNumber, '220000000000003', '528.00']) {
      expect(invoicePdf, words).toContain(words);
    }
    const acceptedPdf = pdfText((await as(null).quotationLink.pdf({ token })).pdf);
    expect(acceptedPdf).toContain('Layla Nasser');
    expect(await outcome(as(admin).quotations.delete({ id: quotation.id }))).toEqual({
      status: 409,
      message: 'This quotation has a tax invoice, so it cannot be deleted.',
    });
  }, 60_000);

  it('takes a rejection with its reason; a draft link and an unknown one are not found; an expired one says so', async () => {
    const quotation = await as(admin).quotations.send({ id: (await draft()).id });
    const rejected = await as(null).quotationLink.reject({
      token: tokenOf(quotation.publicUrl),
      name: 'Ali',
      reason: 'Over budget',
    });
    expect(rejected).toMatchObject({ status: 'rejected', rejectedBy: 'Ali', rejectionReason: 'Over budget' });

    const unsent = await draft();
    for (const token of [tokenOf(unsent.publicUrl), 'x'.repeat(32), 'short']) {
      expect(await outcome(as(null).quotationLink.view({ token }))).toEqual({
        status: 404,
        message: 'This quotation link is not valid. Please contact the training centre.',
      });
    }

    const old = await as(admin).quotations.send({ id: (await draft()).id });
    await database.db
      .updateTable('quotations')
      .set({ validUntil: '2026-11-23' })
      .where('id', '=', old.id)
      .execute();
    expect((await as(null).quotationLink.view({ token: tokenOf(old.publicUrl) })).status).toBe('expired');
    expect(
      await outcome(as(null).quotationLink.accept({ token: tokenOf(old.publicUrl), name: 'Ali', signature })),
    ).toEqual({
      status: 409,
      message: 'This quotation has expired. Please ask the training centre for a new one.',
    });
    expect(
      await outcome(
        as(null).quotationLink.accept({
          token: tokenOf(quotation.publicUrl),
          name: 'Ali',
          signature: 'data:image/png;base64,AAAA',
        }),
      ),
    ).toMatchObject({
      status: 409,
    });
  }, 60_000);

  it('reminds 3 and 7 days after sending, once each, however many runs go at once', async () => {
    const quotation = await as(admin).quotations.send({ id: (await draft()).id });
    // Runs at once as on several processes, each a day count after now; then their mails go.
    const run = async (...days: number[]) => {
      const runs = days.map((after) =>
        jobContext(database.db, { mailer, now: () => new Date(clock.now().getTime() + after * DAY) }),
      );
      await Promise.all(runs.map((ctx) => sendQuotationReminders(ctx)));
      for (const ctx of runs) await ctx.deliver();
    };
    const remindersTo = () =>
      mailer.sent.filter(
        (mail) =>
          mail.subject ===
          `Reminder: quotation ${quotation.quotationNumber} from Gulf Lifting & Heavy Equipment Training Centre`,
      );
    mailer.sent.length = 0;
    await run(2, 2);
    expect(remindersTo()).toHaveLength(0);
    await run(3.1, 3.1, 4);
    expect(remindersTo()).toHaveLength(1);
    await run(7.5, 7.5);
    expect(remindersTo()).toHaveLength(2);
    await run(9);
    expect(remindersTo()).toHaveLength(2);
    expect((await as(admin).quotations.get({ id: quotation.id })).reminderCount).toBe(2);
  }, 60_000);

  it('moves only along draft -> sent -> viewed -> accepted or rejected, and expires by the date', async () => {
    const quotation = await draft();
    const sent = await as(admin).quotations.send({ id: quotation.id });
    // A sent quotation is still edited (its next PDF shows the change), and can be sent again.
    expect((await as(admin).quotations.update({ id: sent.id, notes: 'Revised' })).notes).toBe('Revised');
    expect((await as(admin).quotations.send({ id: sent.id })).status).toBe('sent');
    await as(null).quotationLink.view({ token: tokenOf(sent.publicUrl) });
    expect(await outcome(as(admin).quotations.update({ id: sent.id, notes: 'Again' }))).toEqual({
      status: 409,
      message: 'This quotation is viewed and can no longer be changed.',
    });
    await as(null).quotationLink.reject({ token: tokenOf(sent.publicUrl), name: 'Ali', reason: 'Dates' });
    expect(await outcome(as(admin).quotations.send({ id: sent.id }))).toEqual({
      status: 409,
      message: 'This quotation is rejected and cannot be sent again.',
    });

    const late = await as(admin).quotations.send({ id: (await draft()).id });
    const later = {
      db: database.db,
      now: () => new Date(Date.parse(`${late.validUntil}T00:00:00+03:00`) + 25 * 60 * 60 * 1000),
    };
    expect(await expireQuotations(later)).toBeGreaterThanOrEqual(1);
    expect((await as(admin).quotations.get({ id: late.id })).status).toBe('expired');
    expect((await as(admin).quotations.get({ id: sent.id })).status).toBe('rejected');
  }, 60_000);

  it('answers 503 naming CHROME_PATH when no browser can make the PDF', async () => {
    const quotation = await draft();
    const nowhere = createPdfRenderer({ chromePath: '/nowhere/chrome' });
    const caller = callerFor(database.db, { user: admin, pdf: nowhere }).caller;
    expect(await outcome(caller.quotations.pdf({ id: quotation.id }))).toEqual({
      status: 503,
      message: expect.stringContaining('CHROME_PATH'),
    });
  });
});
