import { execFileSync } from 'node:child_process';
import { ensureBootstrapData } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import { createPdfRenderer } from '@tc/pdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRecordingMailer, type Mail, type RecordingMailer } from '../mail.js';
import { reportPdf } from '../reports/report-pdf.js';
import {
  callerFor,
  FakeClock,
  insertCourse,
  insertUser,
  PNG_BYTES,
  type TestUser,
  temporaryStorage,
} from '../test-support.js';
import { arabicCourseNames } from './course-names.js';
import { quotationReminderMail } from './quotation-mail.js';

// A quotation's language: the client account's unless the admin chooses, and its PDF, its mails
// and its page's link follow it; the tax invoice's mail follows the client's account; a report
// follows the admin who asks for it.

/** pdftotext cuts joined Arabic letters at odd places: Arabic is compared with no spaces. */
const pdfWords = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-', '-'], { input: pdf })
    .toString()
    .replace(/[\s\u202a-\u202e]+/g, '');
const signature = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;
const CENTRE = 'Gulf Lifting & Heavy Equipment Training Centre';
/**
 * The English words an Arabic mail still has once its values are taken out (the centre's name,
 * numbers, addresses, links, 'BD' as the Arabic screens write it): none expected. The course has
 * an Arabic name in the catalogue, which an Arabic mail uses.
 */
const englishLeft = (mail: Mail, values: string[]) => {
  let words = `${mail.subject}\n${mail.text}`;
  for (const value of [CENTRE, 'layla@gulfports.test', 'BD', ...values]) {
    words = words.replaceAll(value, '');
  }
  return words.match(/[A-Za-z]{2,}/g) ?? [];
};
const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe.each(testDatabases())('a quotation in its language on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  let arabicClient: TestUser;
  let undecidedClient: TestUser;
  let courseId: string;
  const pdf = createPdfRenderer({ chromePath: process.env.CHROME_PATH || undefined });
  const disk = temporaryStorage();
  const clock = new FakeClock(new Date('2026-11-24T06:00:00Z'));
  let mailer: RecordingMailer;
  const as = (user: TestUser | null) =>
    callerFor(database.db, { user, now: clock.now, pdf, storage: disk.storage, mailer }).caller;
  const draftFor = (client: TestUser | null, language?: 'en' | 'ar') =>
    as(admin).quotations.create({
      clientId: client?.id ?? null,
      companyName: 'شركة الخليج للموانئ',
      clientName: 'ليلى ناصر',
      contactEmail: 'layla@gulfports.test',
      lines: [{ courseId, trainingType: 'full_course', candidates: 3 }],
      notes: 'يبدأ التدريب الساعة 7:30.\nBring safety boots 🥾.',
      ...(language ? { language } : {}),
    });

  beforeAll(async () => {
    database = await create();
    await ensureBootstrapData(database.db, { adminEmail: 'main@test.bh', adminPassword: 'Main-admin-1' });
    admin = await insertUser(database.db, { role: 'admin', email: 'sales@centre.test' });
    arabicClient = await insertUser(database.db, { role: 'client' });
    undecidedClient = await insertUser(database.db, { role: 'client' });
    await database.db
      .updateTable('users')
      .set({ language: 'ar' })
      .where('id', '=', arabicClient.id)
      .execute();
    courseId = (await insertCourse(database.db, { name: 'Mobile Crane Operations' })).id;
    await database.db
      .updateTable('courses')
      .set({ nameAr: 'تشغيل الرافعة المتحركة' })
      .where('id', '=', courseId)
      .execute();
  }, 60_000);
  beforeEach(() => {
    mailer = createRecordingMailer();
  });
  afterAll(async () => {
    await pdf.close();
    await database.close();
  });

  it("takes the client account's language unless the admin chooses one; English otherwise", async () => {
    expect((await draftFor(arabicClient)).language).toBe('ar');
    expect((await draftFor(arabicClient, 'en')).language).toBe('en');
    expect((await draftFor(undecidedClient)).language).toBe('en');
    expect((await draftFor(null)).language).toBe('en');
    const changed = await as(admin).quotations.update({ id: (await draftFor(null)).id, language: 'ar' });
    expect(changed.language).toBe('ar');
    expect((await as(admin).quotations.get({ id: changed.id })).language).toBe('ar');
  });

  it('prints its PDF and its preview in Arabic, the course by its Arabic name', async () => {
    const quotation = await draftFor(arabicClient);
    const printed = pdfWords((await as(admin).quotations.pdf({ id: quotation.id })).pdf);
    for (const words of ['عرض', 'تاريخالإصدار', 'المجموعالفرعي', 'الإجمالي', 'تشغيلالرافعةالمتحركة']) {
      expect(printed).toContain(words);
    }
    expect(printed).not.toContain('MobileCraneOperations');
    // The line keeps the name it was priced with; an English PDF prints that.
    expect(quotation.lines[0]?.courseName).toBe('Mobile Crane Operations');
    const english = await draftFor(arabicClient, 'en');
    expect(pdfWords((await as(admin).quotations.pdf({ id: english.id })).pdf)).toContain(
      'MobileCraneOperations',
    );
    expect(printed).toMatch(/BD[\d,]+\.\d{2}/); // amounts whole, left to right
    expect(printed).not.toContain('Issuedate');
    const builder = {
      clientId: arabicClient.id,
      companyName: 'شركة الخليج للموانئ',
      clientName: 'ليلى ناصر',
      contactEmail: 'layla@gulfports.test',
      lines: [{ courseId, trainingType: 'full_course' as const, candidates: 3 }],
    };
    const preview = pdfWords((await as(admin).quotations.preview(builder)).pdf);
    expect(preview).toContain('تاريخالإصدار');
    expect(preview).toContain('تشغيلالرافعةالمتحركة');
  });

  it('mails it in Arabic, right to left, its link opening the page in Arabic; the client thanked in Arabic', async () => {
    const quotation = await draftFor(arabicClient);
    const sent = await as(admin).quotations.send({ id: quotation.id });
    const [mail] = mailer.sent as [Mail];
    expect(mail.subject).toBe(`عرض السعر ${sent.quotationNumber} من ${CENTRE}`);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('السيد/السيدة ليلى ناصر،');
    expect(mail.text).toContain(`${sent.publicUrl}?lang=ar`);
    expect(mail.text).toContain('تشغيل الرافعة المتحركة');
    expect(englishLeft(mail, [`${sent.publicUrl}?lang=ar`, sent.quotationNumber])).toEqual([]);
    expect(pdfWords(mail.attachments?.[0]?.content as Buffer)).toContain('تاريخالإصدار');

    // Its page names the course in the reader's language.
    const page = (language: 'en' | 'ar') =>
      callerFor(database.db, { now: clock.now, language }).caller.quotationLink.view({
        token: tokenOf(sent.publicUrl),
      });
    expect((await page('ar')).lines.map((line) => line.courseName)).toEqual(['تشغيل الرافعة المتحركة']);
    expect((await page('en')).lines.map((line) => line.courseName)).toEqual(['Mobile Crane Operations']);

    mailer.sent.length = 0;
    await as(null).quotationLink.accept({ token: tokenOf(sent.publicUrl), name: 'ليلى ناصر', signature });
    const thanks = mailer.sent.find((one) => one.to === 'layla@gulfports.test');
    expect(thanks?.subject).toBe(`تم قبول عرض السعر ${sent.quotationNumber}: شكرًا لكم`);
    expect(thanks?.html).toContain('dir="rtl"');
    expect(englishLeft(thanks as Mail, [sent.quotationNumber])).toEqual([]);
    // The admin who published it reads it in their own language: English, never chosen.
    const decision = mailer.sent.find((one) => one.to === 'sales@centre.test');
    expect(decision?.subject).toMatch(/^Quotation .* accepted by/);
    expect(decision?.text).toContain('Courses: Mobile Crane Operations');

    // Its tax invoice mail follows the client's account: Arabic; its PDF is bilingual.
    const invoice = await as(admin).quotations.createInvoice({ id: quotation.id });
    mailer.sent.length = 0;
    await as(admin).invoices.send({ id: invoice.id });
    const [invoiceMail] = mailer.sent as [Mail];
    expect(invoiceMail.subject).toBe(`الفاتورة الضريبية ${invoice.invoiceNumber}`);
    expect(invoiceMail.html).toContain('dir="rtl"');
    expect(englishLeft(invoiceMail, [invoice.invoiceNumber, sent.quotationNumber])).toEqual([]);
    const bilingual = pdfWords(invoiceMail.attachments?.[0]?.content as Buffer);
    expect(bilingual).toContain('TaxInvoice');
    expect(bilingual).toContain('فاتورة');
    // Its course by both names: the one it was priced with, and the catalogue's Arabic beneath.
    expect(bilingual).toContain('MobileCraneOperations');
    expect(bilingual).toContain('تشغيلالرافعةالمتحركة');
  }, 60_000);

  it('reminds in its language', async () => {
    const sent = await as(admin).quotations.send({ id: (await draftFor(arabicClient)).id });
    const reminder = quotationReminderMail(sent, await arabicCourseNames(database.db, sent.lines, 'ar'));
    expect(reminder.text).toContain('تشغيل الرافعة المتحركة');
    expect(reminder.subject).toBe(`تذكير: عرض السعر ${sent.quotationNumber} من ${CENTRE}`);
    expect(reminder.text).toContain('صالح حتى: الخميس، 24 ديسمبر 2026');
    expect(reminder.text).toContain('?lang=ar');
    expect(englishLeft(reminder, [`${sent.publicUrl}?lang=ar`, sent.quotationNumber])).toEqual([]);
  });

  it('prints a report in the language of the admin who asks for it', async () => {
    const ctx = { db: database.db, pdf, now: clock.now, language: 'ar' as const };
    const monthly = pdfWords((await reportPdf(ctx, { year: 2026, month: 11 })).pdf);
    expect(monthly).toContain('التقريرالشهري');
    expect(monthly).toContain('نوفمبر');
    expect(monthly).not.toContain('MonthlyReport');
    const english = pdfWords((await reportPdf({ ...ctx, language: 'en' }, { year: 2026, month: 11 })).pdf);
    expect(english).toContain('MonthlyReport');
  });
});
