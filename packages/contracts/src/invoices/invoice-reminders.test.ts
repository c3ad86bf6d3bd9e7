import { execFileSync } from 'node:child_process';
import { createDatabase, type Database, ensureBootstrapData } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import { createPdfRenderer } from '@tc/pdf';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordingMailer } from '../mail.js';
import {
  callerFor,
  insertCourse,
  insertUser,
  jobContext,
  type TestCourse,
  type TestUser,
} from '../test-support.js';
import { sendInvoiceReminders } from './invoice-reminders.js';

const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
const ISSUED = '2026-11-24T06:00:00Z';
/** 09:00 in Bahrain on a day after the due date (24 Dec 2026). */
const daysAfterDue = (days: number) =>
  new Date(Date.parse('2026-12-24T06:00:00Z') + days * 24 * 60 * 60 * 1000);

/** The same database through a connection of its own, as another server process has it. */
async function anotherProcess(database: Database, name: string): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (name !== 'postgres' || !serverUrl) return database;
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
  const url = new URL(serverUrl);
  url.pathname = `/${rows[0]?.name}`;
  return createDatabase({ databaseUrl: url.toString() });
}

describe.each(testDatabases())('overdue invoice reminders on $name', ({ name, create }) => {
  let database: Database;
  let other: Database;
  let admin: TestUser;
  let course: TestCourse;
  const pdf = createPdfRenderer({ chromePath: process.env.CHROME_PATH || undefined });
  const mailer = createRecordingMailer();
  const as = () => callerFor(database.db, { user: admin, now: () => new Date(ISSUED), pdf }).caller;

  async function invoice(contactEmail: string) {
    const quotation = await as().quotations.create({
      companyName: 'Gulf Ports Co',
      clientName: 'Layla Nasser',
      contactEmail,
      ccEmails: 'accounts@gulfports.test',
      lines: [{ courseId: course.id, trainingType: 'assessment', candidates: 1, price: '1000.00' }],
    });
    await database.db
      .updateTable('quotations')
      .set({ status: 'accepted' })
      .where('id', '=', quotation.id)
      .execute();
    return as().quotations.createInvoice({ id: quotation.id });
  }
  /** The hourly job on both processes at once, on a day after the due date. */
  const runBoth = async (days: number) => {
    const runs = [database, other].map((process) =>
      jobContext(process.db, { mailer, pdf, now: () => daysAfterDue(days) }),
    );
    const counts = await Promise.all(runs.map((ctx) => sendInvoiceReminders(ctx)));
    for (const ctx of runs) await ctx.deliver();
    return counts;
  };
  const remindersTo = (to: string) => mailer.sent.filter((mail) => mail.to === to);

  beforeAll(async () => {
    database = await create();
    other = await anotherProcess(database, name);
    await ensureBootstrapData(database.db, { adminEmail: 'main@test.bh', adminPassword: 'Main-admin-1' });
    await database.db
      .updateTable('websiteContent')
      .set({ paymentDetails: 'Bank: National Bank of Bahrain\nIBAN: BH00 NBOB 0000 0000 0000 00' })
      .execute();
    admin = await insertUser(database.db, { role: 'admin' });
    course = await insertCourse(database.db, { name: 'Rigger', code: 'RIGGER-REM' });
  }, 60_000);
  afterAll(async () => {
    await pdf.close();
    if (other !== database) await other.close();
    await database.close();
  });

  it('reminds on the first overdue day and every 14 days after, once however many processes run', async () => {
    const late = await invoice('late@gulfports.test');
    const settled = await invoice('settled@gulfports.test');
    const cancelled = await invoice('cancelled@gulfports.test');
    await as().invoices.recordPayment({
      id: late.id,
      amount: '100.00',
      paidAt: '2026-11-24',
      method: 'cheque',
    });
    await as().invoices.recordPayment({
      id: settled.id,
      amount: '1100.00',
      paidAt: '2026-11-24',
      method: 'cash',
    });
    await as().invoices.createCreditNote({ id: cancelled.id, reason: 'Cancelled' });

    // Due on 24 Dec: on that day nothing is overdue yet.
    expect(await runBoth(0)).toEqual([0, 0]);
    expect(remindersTo('late@gulfports.test')).toHaveLength(0);

    const sent = await runBoth(1);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(1);
    const [mail] = remindersTo('late@gulfports.test');
    expect(mail).toMatchObject({
      subject: `Payment reminder: invoice ${late.invoiceNumber} is overdue`,
      cc: ['accounts@gulfports.test'],
    });
    for (const words of [
      'Balance due: BD 1,000.00',
      'Due date: Thu, 24 Dec 2026',
      'Days overdue: 1',
      'IBAN: BH00',
    ]) {
      expect(mail?.text, words).toContain(words);
    }
    const attachment = mail?.attachments?.[0];
    expect(attachment?.filename).toBe(`${late.invoiceNumber}.pdf`);
    expect(pdfText(attachment?.content ?? Buffer.alloc(0))).toContain(late.invoiceNumber);

    // The same day again (another hourly run), and the next 13 days: nothing.
    await runBoth(1);
    await runBoth(2);
    await runBoth(14);
    expect(remindersTo('late@gulfports.test')).toHaveLength(1);
    // 14 days after the first reminder: the second.
    await runBoth(15);
    expect(remindersTo('late@gulfports.test')).toHaveLength(2);
    expect(remindersTo('late@gulfports.test')[1]?.text).toContain('Days overdue: 15');
    await runBoth(16);
    expect(remindersTo('late@gulfports.test')).toHaveLength(2);
    // Paid and credited invoices are never reminded.
    expect(remindersTo('settled@gulfports.test')).toHaveLength(0);
    expect(remindersTo('cancelled@gulfports.test')).toHaveLength(0);

    // Paid in full: no reminder 14 days later.
    await as().invoices.recordPayment({
      id: late.id,
      amount: '1000.00',
      paidAt: '2026-11-24',
      method: 'cheque',
    });
    await runBoth(29);
    expect(remindersTo('late@gulfports.test')).toHaveLength(2);
  }, 120_000);
});
