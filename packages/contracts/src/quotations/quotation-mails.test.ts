import { execFileSync } from 'node:child_process';
import { ensureBootstrapData } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import { createPdfRenderer } from '@tc/pdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withCentreReplyTo } from '../mail/centre-reply-to.js';
import { createRecordingMailer, type Mail, type RecordingMailer } from '../mail.js';
import {
  callerFor,
  FakeClock,
  insertCourse,
  insertUser,
  outcome,
  PNG_BYTES,
  type TestUser,
  temporaryStorage,
} from '../test-support.js';

// The mails a quotation and its invoice send: who they reach (CC, Reply-To), what the console's
// previews show of them before they go, and the client's signed copy after accepting online.

const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
const signature = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;
const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
const CENTRE = 'Gulf Lifting & Heavy Equipment Training Centre';

describe.each(testDatabases())('a quotation’s and an invoice’s mails on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  let client: TestUser;
  let courseId: string;
  const pdf = createPdfRenderer({ chromePath: process.env.CHROME_PATH || undefined });
  const disk = temporaryStorage();
  const clock = new FakeClock(new Date('2026-11-24T06:00:00Z'));
  let recording: RecordingMailer;
  /** What the server's mailer does: the centre's Reply-To on each mail, read as it is sent. */
  let mailer: RecordingMailer;
  const as = (user: TestUser | null, through: RecordingMailer = mailer) =>
    callerFor(database.db, { user, now: clock.now, pdf, storage: disk.storage, mailer: through }).caller;
  const sentQuotation = async () => {
    const draft = await as(admin).quotations.create({
      companyName: 'Gulf Ports Co',
      clientName: 'Layla Nasser',
      contactEmail: 'layla@gulfports.test',
      ccEmails: 'ops@gulfports.test, finance@gulfports.test',
      lines: [{ courseId, trainingType: 'full_course', candidates: 3 }],
    });
    return as(admin).quotations.send({ id: draft.id });
  };
  const setContactEmail = (companyEmail: string) =>
    database.db.updateTable('websiteContent').set({ companyEmail }).execute();

  beforeAll(async () => {
    database = await create();
    await ensureBootstrapData(database.db, { adminEmail: 'main@test.bh', adminPassword: 'Main-admin-1' });
    admin = await insertUser(database.db, { role: 'admin', email: 'sales@centre.test' });
    client = await insertUser(database.db, { role: 'client' });
    courseId = (await insertCourse(database.db, { name: 'Mobile Crane Operations' })).id;
  }, 60_000);
  beforeEach(async () => {
    await setContactEmail('info@centre.test');
    recording = createRecordingMailer();
    mailer = { sent: recording.sent, send: withCentreReplyTo(recording, database.db).send };
  });
  afterAll(async () => {
    await pdf.close();
    await database.close();
  });

  it('answers every mail to the centre’s contact address as it reads when sent; an own Reply-To stays', async () => {
    await as(admin).quotations.testEmail({ email: 'someone@example.test' });
    await setContactEmail('bookings@centre.test');
    await as(admin).quotations.testEmail({ email: 'someone@example.test' });
    await mailer.send({ to: 'x@example.test', subject: 'Own', text: 'Hi', replyTo: 'visitor@example.test' });
    expect(recording.sent.map((mail) => mail.replyTo)).toEqual([
      'info@centre.test',
      'bookings@centre.test',
      'visitor@example.test',
    ]);
  });

  it('shows the quotation’s mail before Send, and Send sends that mail', async () => {
    const draft = await as(admin).quotations.create({
      companyName: 'Gulf Ports Co',
      clientName: 'Layla Nasser',
      contactEmail: 'layla@gulfports.test',
      ccEmails: 'ops@gulfports.test',
      lines: [{ courseId, trainingType: 'full_course', candidates: 3 }],
    });
    const preview = await as(admin).quotations.sendPreview({ id: draft.id });
    expect(preview).toEqual({
      to: 'layla@gulfports.test',
      cc: ['ops@gulfports.test'],
      replyTo: 'info@centre.test',
      subject: `Quotation ${draft.quotationNumber} from ${CENTRE}`,
      lines: [
        'Dear Layla Nasser,',
        'Thank you for your interest in our training. Please find our quotation for Gulf Ports Co attached.',
        `Quotation: ${draft.quotationNumber}`,
        'Courses: Mobile Crane Operations',
        expect.stringMatching(/^Total \(incl\. VAT 10%\): BD /),
        expect.stringMatching(/^Valid until: /),
      ],
    });
    // Looking sends nothing and changes nothing.
    expect(recording.sent).toEqual([]);
    expect((await as(admin).quotations.get({ id: draft.id })).status).toBe('draft');

    await as(admin).quotations.send({ id: draft.id });
    const [mail] = recording.sent as [Mail];
    expect({ to: mail.to, cc: mail.cc, replyTo: mail.replyTo, subject: mail.subject }).toEqual({
      to: preview.to,
      cc: preview.cc,
      replyTo: preview.replyTo,
      subject: preview.subject,
    });
    for (const line of preview.lines) expect(mail.text).toContain(line);
    expect(mail.attachments?.map((file) => file.filename)).toEqual([`${draft.quotationNumber}.pdf`]);
  }, 60_000);

  it('refuses a preview as Send would: 404 unknown, 409 decided, 403 for a non-admin', async () => {
    const quotation = await sentQuotation();
    await as(null).quotationLink.reject({ token: tokenOf(quotation.publicUrl), name: 'Ali', reason: 'No' });
    expect(await outcome(as(admin).quotations.sendPreview({ id: quotation.id }))).toEqual({
      status: 409,
      message: 'This quotation is rejected and cannot be sent again.',
    });
    expect((await outcome(as(admin).quotations.sendPreview({ id: crypto.randomUUID() }))).status).toBe(404);
    expect((await outcome(as(client).quotations.sendPreview({ id: quotation.id }))).status).toBe(403);
    expect((await outcome(as(client).invoices.mailPreview({ id: quotation.id }))).status).toBe(403);
    expect((await outcome(as(admin).invoices.mailPreview({ id: crypto.randomUUID() }))).status).toBe(404);
  }, 60_000);

  it('thanks the client (CC too) with the signed PDF once they accept; the admin hears of it', async () => {
    const quotation = await sentQuotation();
    recording.sent.length = 0;
    await as(null).quotationLink.accept({
      token: tokenOf(quotation.publicUrl),
      name: 'Layla Nasser',
      signature,
    });
    const thanks = recording.sent.find((mail) => mail.to === 'layla@gulfports.test');
    expect(recording.sent.map((mail) => mail.to).sort()).toEqual([
      'layla@gulfports.test',
      'sales@centre.test',
    ]);
    expect(thanks).toMatchObject({
      cc: ['ops@gulfports.test', 'finance@gulfports.test'],
      replyTo: 'info@centre.test',
      subject: `Quotation ${quotation.quotationNumber} accepted: thank you`,
    });
    for (const words of [
      'Thank you for accepting our quotation for Gulf Ports Co',
      `Quotation: ${quotation.quotationNumber}`,
      `Total (incl. VAT 10%): BD ${quotation.amount}`,
      'What happens next',
    ]) {
      expect(thanks?.text, words).toContain(words);
    }
    const [attachment] = thanks?.attachments ?? [];
    expect(attachment).toMatchObject({
      filename: `${quotation.quotationNumber}.pdf`,
      contentType: 'application/pdf',
    });
    const printed = pdfText(attachment?.content ?? Buffer.alloc(0));
    expect(printed).toContain(quotation.quotationNumber);
    expect(printed).toContain('Layla Nasser');
  }, 60_000);

  it('keeps the acceptance when the mail cannot be sent', async () => {
    const quotation = await sentQuotation();
    const down: RecordingMailer = { sent: [], send: () => Promise.reject(new Error('SMTP is down')) };
    const accepted = await as(null, down).quotationLink.accept({
      token: tokenOf(quotation.publicUrl),
      name: 'Layla Nasser',
      signature,
    });
    expect(accepted.status).toBe('accepted');
    expect((await as(admin).quotations.get({ id: quotation.id })).status).toBe('accepted');
  }, 60_000);

  it('mails the invoice to the client and the quotation’s CC list, as its preview shows', async () => {
    const quotation = await sentQuotation();
    await as(null).quotationLink.accept({ token: tokenOf(quotation.publicUrl), name: 'Layla', signature });
    const invoice = await as(admin).quotations.createInvoice({ id: quotation.id });
    await setContactEmail('accounts@centre.test');
    const preview = await as(admin).invoices.mailPreview({ id: invoice.id });
    expect(preview).toEqual({
      to: 'layla@gulfports.test',
      cc: ['ops@gulfports.test', 'finance@gulfports.test'],
      replyTo: 'accounts@centre.test',
      subject: `Tax invoice ${invoice.invoiceNumber}`,
      lines: [
        'Dear Layla Nasser,',
        'Please find attached our tax invoice. Thank you for training with us.',
        `Invoice: ${invoice.invoiceNumber}`,
        `Quotation: ${quotation.quotationNumber}`,
        `Total (incl. VAT 10%): BD ${invoice.amount}`,
        CENTRE,
      ],
    });
    recording.sent.length = 0;
    await as(admin).invoices.send({ id: invoice.id });
    const [mail] = recording.sent as [Mail];
    expect(mail).toMatchObject({
      to: preview.to,
      cc: preview.cc,
      replyTo: preview.replyTo,
      subject: preview.subject,
    });
    expect(mail.attachments?.map((file) => file.filename)).toEqual([`${invoice.invoiceNumber}.pdf`]);
    const trail = await database.db
      .selectFrom('auditLog')
      .select('changeDescription')
      .where('entityId', '=', invoice.id)
      .where('action', '=', 'sent')
      .executeTakeFirstOrThrow();
    expect(trail.changeDescription).toBe(
      `Tax invoice ${invoice.invoiceNumber} mailed to layla@gulfports.test, ops@gulfports.test, finance@gulfports.test`,
    );
  }, 60_000);
});
