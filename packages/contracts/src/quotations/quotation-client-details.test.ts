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

/**
 * The English words of a PDF as pdftotext reads them, one space between words: the tax invoice's
 * Arabic labels (and pdftotext's direction marks around them) are left out.
 */
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf })
    .toString()
    .replace(/[\u0600-\u06ff\u202a-\u202e]+/g, ' ')
    .replace(/[ \t]+/g, ' ');

describe.each(testDatabases())("a quotation's client details on $name", ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  let client: TestUser;
  let course: TestCourse;
  const pdf = createPdfRenderer({ chromePath: process.env.CHROME_PATH || undefined });
  const disk = temporaryStorage();
  const mailer = createRecordingMailer();
  const clock = new FakeClock(new Date('2026-11-24T06:00:00Z'));
  const as = (user: TestUser | null) =>
    callerFor(database.db, { user, now: clock.now, pdf, storage: disk.storage, mailer }).caller;
  const builder = () => ({
    clientId: client.id,
    companyName: 'Seef Rigging W.L.L.',
    clientName: 'Layla Nasser',
    contactEmail: 'layla@seefrigging.test',
    lines: [{ courseId: course.id, trainingType: 'full_course' as const, candidates: 2 }],
  });

  beforeAll(async () => {
    database = await create();
    await ensureBootstrapData(database.db, { adminEmail: 'main@test.bh', adminPassword: 'Main-admin-1' });
    admin = await insertUser(database.db, { role: 'admin' });
    course = await insertCourse(database.db, { name: 'Mobile Crane Operations', code: 'MOBILE-CRANE' });
    const { user } = await as(admin).users.create({
      email: 'layla@seefrigging.test',
      companyName: 'Seef Rigging W.L.L.',
      address: 'Flat 21, Building 310, Road 2803\nSeef District',
      vatNumber: '220000987600003',
      crNumber: '45678-1',
    });
    client = { ...admin, id: user.id, email: user.email, role: 'client' };
    await as(admin).quotations.updateDocumentSettings({
      vatRegistrationNumber: '200012345600002',
      termsAndConditions: 'Candidates bring their CPR.\nA missed class may be joined later.',
      paymentTermsDays: 45,
    });
  }, 60_000);
  afterAll(async () => {
    await pdf.close();
    await database.close();
  });

  it("copies the client account's address, VAT and CR numbers when the builder leaves them unset", async () => {
    const quotation = await as(admin).quotations.create(builder());
    expect(quotation).toMatchObject({
      address: 'Flat 21, Building 310, Road 2803\nSeef District',
      vatNumber: '220000987600003',
      crNumber: '45678-1',
    });
    const text = pdfText((await as(admin).quotations.pdf({ id: quotation.id })).pdf);
    expect(text).toContain('Flat 21, Building 310, Road 2803');
    expect(text).toContain('Seef District');
    expect(text).toMatch(/VAT no\. 220000987600003/);
    expect(text).toMatch(/CR no\. 45678-1/);
    expect(text).toMatch(/VAT registration no\. 200012345600002/);
    expect(text).toContain('Candidates bring their CPR.');
    expect(text).not.toContain('ACCEPT THIS QUOTATION ONLINE'); // a draft was not sent
  });

  it('keeps what the admin typed instead, and a field emptied stays empty', async () => {
    const quotation = await as(admin).quotations.create({
      ...builder(),
      address: 'PO Box 1234, Manama',
      vatNumber: '',
    });
    expect(quotation).toMatchObject({ address: 'PO Box 1234, Manama', vatNumber: null, crNumber: '45678-1' });
    // Without a client account nothing is copied.
    const walkIn = await as(admin).quotations.create({ ...builder(), clientId: null });
    expect(walkIn).toMatchObject({ address: null, vatNumber: null, crNumber: null });
  });

  it('an edit saves them with an audit row; naming another client brings that one’s', async () => {
    const quotation = await as(admin).quotations.create(builder());
    const edited = await as(admin).quotations.update({ id: quotation.id, vatNumber: '300000111100003' });
    expect(edited).toMatchObject({ vatNumber: '300000111100003', crNumber: '45678-1' });
    const audit = await database.db
      .selectFrom('auditLog')
      .select(['previousData', 'newData'])
      .where('entityId', '=', quotation.id)
      .where('action', '=', 'updated')
      .executeTakeFirstOrThrow();
    expect(audit.previousData).toMatchObject({ vatNumber: '220000987600003' });
    expect(audit.newData).toMatchObject({ vatNumber: '300000111100003' });

    const other = await as(admin).users.create({ email: 'ops@sitradocks.test', address: 'Sitra Docks' });
    const moved = await as(admin).quotations.update({
      id: quotation.id,
      clientId: other.user.id,
      crNumber: '99-1',
    });
    expect(moved).toMatchObject({ address: 'Sitra Docks', vatNumber: null, crNumber: '99-1' });
    // The same client again keeps what the quotation says.
    const same = await as(admin).quotations.update({ id: quotation.id, clientId: other.user.id });
    expect(same).toMatchObject({ address: 'Sitra Docks', crNumber: '99-1' });
  });

  it('refuses a VAT number that is not 15 digits, on create and edit', async () => {
    const bad = await outcome(as(admin).quotations.create({ ...builder(), vatNumber: '12345' }));
    expect(bad).toEqual({ status: 400, message: 'VAT number must be 15 digits' });
    const quotation = await as(admin).quotations.create(builder());
    const edit = await outcome(as(admin).quotations.update({ id: quotation.id, crNumber: 'CR 1' }));
    expect(edit).toEqual({ status: 400, message: 'CR number may hold only digits, letters, - and /' });
  });

  it("the builder's preview follows the same rule", async () => {
    const copied = pdfText((await as(admin).quotations.preview(builder())).pdf);
    expect(copied).toMatch(/VAT no\. 220000987600003/);
    expect(copied).toContain('Seef District');
    const typed = pdfText(
      (await as(admin).quotations.preview({ ...builder(), vatNumber: '', address: 'Typed Road' })).pdf,
    );
    expect(typed).not.toContain('VAT no.');
    expect(typed).toContain('Typed Road');
    expect(typed).toMatch(/CR no\. 45678-1/);
  });

  it('a sent quotation prints its online link to accept it', async () => {
    const quotation = await as(admin).quotations.create(builder());
    const sent = await as(admin).quotations.send({ id: quotation.id });
    const text = pdfText((await as(admin).quotations.pdf({ id: quotation.id })).pdf);
    expect(text).toContain('ACCEPT THIS QUOTATION ONLINE');
    expect(text.replace(/\s+/g, '')).toContain(sent.publicUrl);
    // Rejected, it has nothing left to accept.
    await database.db
      .updateTable('quotations')
      .set({ status: 'rejected' })
      .where('id', '=', quotation.id)
      .execute();
    const rejected = pdfText((await as(admin).quotations.pdf({ id: quotation.id })).pdf);
    expect(rejected).not.toContain('ACCEPT THIS QUOTATION ONLINE');
  });

  it('its tax invoice prints the same bill-to block, the due date after the payment terms and the terms', async () => {
    const quotation = await as(admin).quotations.create(builder());
    const sent = await as(admin).quotations.send({ id: quotation.id });
    const token = sent.publicUrl.slice(sent.publicUrl.lastIndexOf('/') + 1);
    const signature = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;
    await as(null).quotationLink.accept({ token, name: 'Layla Nasser', signature });
    const invoice = await as(admin).quotations.createInvoice({ id: quotation.id });
    expect(invoice).toMatchObject({ issueDate: '2026-11-24', dueDate: '2027-01-08' }); // 45 days
    const text = pdfText((await as(admin).invoices.pdf({ id: invoice.id })).pdf);
    expect(text).toContain('Tax Invoice');
    expect(text).toMatch(/Due date 08\/01\/2027/);
    expect(text).toContain('Seef District');
    expect(text).toMatch(/VAT no\. 220000987600003/);
    expect(text).toMatch(/CR no\. 45678-1/);
    expect(text).toMatch(/VAT registration no\. 200012345600002/);
    expect(text).toMatch(/Balance due BD 352\.00/);
    expect(text).toContain('Candidates bring their CPR.');
  });
});
