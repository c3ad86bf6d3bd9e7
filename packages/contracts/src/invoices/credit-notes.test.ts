import { execFileSync } from 'node:child_process';
import { ensureBootstrapData } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import { createPdfRenderer } from '@tc/pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callerFor,
  insertCourse,
  insertUser,
  outcome,
  type TestCourse,
  type TestUser,
} from '../test-support.js';

const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
const NOW = '2026-11-24T06:00:00Z';

describe.each(testDatabases())('credit notes on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  let course: TestCourse;
  const pdf = createPdfRenderer({ chromePath: process.env.CHROME_PATH || undefined });
  const as = () => callerFor(database.db, { user: admin, now: () => new Date(NOW), pdf }).caller;

  async function invoice() {
    const quotation = await as().quotations.create({
      companyName: 'Gulf Ports Co',
      clientName: 'Layla Nasser',
      contactEmail: 'layla@gulfports.test',
      lines: [{ courseId: course.id, trainingType: 'assessment', candidates: 2, price: '50.00' }],
    });
    await database.db
      .updateTable('quotations')
      .set({ status: 'accepted' })
      .where('id', '=', quotation.id)
      .execute();
    return as().quotations.createInvoice({ id: quotation.id });
  }

  beforeAll(async () => {
    database = await create();
    await ensureBootstrapData(database.db, { adminEmail: 'main@test.bh', adminPassword: 'Main-admin-1' });
    await database.db
      .updateTable('websiteContent')
      .set({ vatRegistrationNumber: '220000000000003' })
      .execute();
    admin = await insertUser(database.db, { role: 'admin' });
    course = await insertCourse(database.db, { name: 'Rigger', code: 'RIGGER-CN' });
    await database.db
      .updateTable('courses')
      .set({ nameAr: 'رافع الأحمال' })
      .where('id', '=', course.id)
      .execute();
  }, 60_000);
  afterAll(async () => {
    await pdf.close();
    await database.close();
  });

  it('cancels a partly paid invoice once, with its own number and PDF; then it takes no payment or new due date', async () => {
    const { id, invoiceNumber } = await invoice();
    await as().invoices.recordPayment({ id, amount: '10.00', paidAt: '2026-11-24', method: 'cash' });
    expect((await outcome(as().invoices.creditNotePdf({ id }))).status).toBe(404);
    expect(await outcome(as().invoices.createCreditNote({ id, reason: '  ' }))).toEqual({
      status: 400,
      message: 'Reason is required',
    });
    const credited = await as().invoices.createCreditNote({ id, reason: 'Course cancelled by the client' });
    expect(credited).toMatchObject({
      status: 'credited',
      balance: '0.00',
      paidAmount: '10.00',
      creditNote: {
        creditNoteNumber: expect.stringMatching(/^CN-2026-\d{4}$/),
        reason: 'Course cancelled by the client',
        amount: '110.00',
        issueDate: '2026-11-24',
      },
    });
    const number = credited.creditNote?.creditNoteNumber ?? '';
    expect(await outcome(as().invoices.createCreditNote({ id, reason: 'Again' }))).toEqual({
      status: 409,
      message: `This invoice already has a credit note (${number})`,
    });
    expect(
      await outcome(
        as().invoices.recordPayment({ id, amount: '1.00', paidAt: '2026-11-24', method: 'cash' }),
      ),
    ).toEqual({ status: 409, message: 'A credited invoice takes no payments' });
    expect((await outcome(as().invoices.update({ id, dueDate: '2026-12-31' }))).status).toBe(409);
    expect((await as().invoices.list({ status: 'credited' })).map((each) => each.id)).toContain(id);

    const file = await as().invoices.creditNotePdf({ id });
    expect(file.fileName).toBe(`${number}.pdf`);
    const text = pdfText(file.pdf);
    for (const words of [
      'Tax Credit Note',
      number,
      invoiceNumber,
      '110.00',
      'Course cancelled by the client',
    ]) {
      expect(text, words).toContain(words);
    }
    // Bilingual: the course by its name and, beneath, the catalogue's Arabic.
    const unspaced = execFileSync('pdftotext', ['-', '-'], { input: file.pdf })
      .toString()
      .replace(/[\s\u202a-\u202e]+/g, '');
    expect(unspaced).toContain('Rigger');
    expect(unspaced).toContain('رافعالأحمال');
    const audit = await database.db
      .selectFrom('auditLog')
      .select(['action', 'entityTitle'])
      .where('entityType', '=', 'credit_note')
      .where('entityTitle', '=', number)
      .execute();
    expect(audit).toEqual([{ action: 'created', entityTitle: number }]);
  }, 60_000);

  it('makes one credit note when two requests come at once, and never one for a paid invoice', async () => {
    const { id } = await invoice();
    const results = await Promise.all([
      outcome(as().invoices.createCreditNote({ id, reason: 'First' })),
      outcome(as().invoices.createCreditNote({ id, reason: 'Second' })),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(
      await database.db.selectFrom('creditNotes').select('id').where('invoiceId', '=', id).execute(),
    ).toHaveLength(1);

    const paid = await invoice();
    await as().invoices.recordPayment({
      id: paid.id,
      amount: '110.00',
      paidAt: '2026-11-24',
      method: 'card',
    });
    expect(await outcome(as().invoices.createCreditNote({ id: paid.id, reason: 'No' }))).toEqual({
      status: 409,
      message: 'A paid invoice cannot be credited',
    });
  });
});
