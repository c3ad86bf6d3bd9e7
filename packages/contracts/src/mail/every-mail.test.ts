import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ensureBootstrapData } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import { describe, expect, it } from 'vitest';
import { passwordResetMail } from '../auth/reset-mail.js';
import { type Due, expiryReminderMail } from '../certificates/expiry-reminder-mail.js';
import { invoiceMail } from '../invoices/invoice-mail.js';
import { invoiceReminderMail } from '../invoices/invoice-reminder-mail.js';
import type { Invoice } from '../invoices/invoices.schema.js';
import { createRecordingMailer, type Mail } from '../mail.js';
import {
  quotationAcceptedMail,
  quotationDecisionMail,
  quotationMail,
  quotationPageLink,
  quotationReminderMail,
  testMail,
} from '../quotations/quotation-mail.js';
import {
  quotationRequestNoticeMail,
  quotationRequestThanksMail,
} from '../quotations/quotation-request-mail.js';
import type { Quotation } from '../quotations/quotations.schema.js';
import { type ScheduleMailKind, scheduleMail } from '../schedules/schedule-mail.js';
import type { Schedule } from '../schedules/schedules.schema.js';
import { webhookSwitchedOffMail } from '../webhooks/webhook-mail.js';
import { withCentreReplyTo } from './centre-reply-to.js';
import { recipientLanguage } from './recipient-language.js';

// Every mail the product sends, rendered: each is on the centre's layout (its header and footer),
// says the same in both parts (its link included), and never turns a name into markup.

const APP = 'https://training.test';
const bold = '<b>Layla</b> & Co';
const boldEscaped = '&#60;b&#62;Layla&#60;/b&#62; &#38; Co';
const footer = 'Kingdom of Bahrain';
const id = '00000000-0000-4000-8000-000000000001';

const quotation: Quotation = {
  id,
  quotationNumber: 'Q-2026-0001',
  status: 'accepted',
  clientId: id,
  companyName: bold,
  clientName: bold,
  contactEmail: 'client@example.test',
  contactPhone: null,
  contactPerson: null,
  address: null,
  vatNumber: null,
  crNumber: null,
  ccEmails: ['ops@example.test'],
  lines: [
    {
      courseId: id,
      courseName: 'Tower Crane Operations',
      courseCode: 'TC-01',
      trainingType: 'full_course',
      candidates: 2,
      unitPrice: '880.00',
      lineTotal: '1760.00',
    },
  ],
  subtotal: '1760.00',
  vatRate: 10,
  vatAmount: '176.00',
  amount: '1936.00',
  currency: 'BHD',
  validUntil: '2026-12-31',
  pdfTheme: 'corporate',
  language: 'en',
  notes: null,
  publicUrl: `${APP}/quote/abc?x=1&y=2`,
  sentAt: null,
  viewedAt: null,
  acceptedAt: null,
  acceptedBy: bold,
  acceptanceNotes: null,
  rejectedAt: null,
  rejectedBy: null,
  rejectionReason: null,
  reminderCount: 0,
  invoice: null,
  publishedByName: null,
  source: 'console',
  request: null,
  createdAt: '2026-11-01T08:00:00+03:00',
  updatedAt: '2026-11-01T08:00:00+03:00',
};

const invoice: Invoice = {
  id,
  invoiceNumber: 'INV-2026-0001',
  quotationId: id,
  quotationNumber: 'Q-2026-0001',
  clientId: id,
  companyName: bold,
  clientName: bold,
  clientEmail: 'client@example.test',
  ccEmails: ['ops@example.test'],
  subtotal: '1760.00',
  vatRate: 10,
  vatAmount: '176.00',
  amount: '1936.00',
  issueDate: '2026-11-02',
  dueDate: '2026-12-02',
  status: 'unpaid',
  paidAmount: '0.00',
  balance: '1936.00',
  payments: [],
  creditNote: null,
  vatRegistrationNumber: null,
  createdAt: '2026-11-02T08:00:00+03:00',
};

const schedule: Schedule = {
  id,
  userId: id,
  courseId: id,
  courseName: 'Tower Crane Operations',
  courseNameAr: null,
  courseCode: 'TC-01',
  courseType: null,
  preferredDate: '2027-01-10',
  preferredTime: '10:30',
  endDate: null,
  alternativeDate: null,
  numberOfCandidates: 3,
  instructorId: null,
  instructorName: null,
  notes: null,
  status: 'pending',
  hasTimeChanged: true,
  clientApprovedTimeChange: false,
  originalDate: '2027-01-10',
  originalTime: '08:00',
  createdAt: '2026-11-01T08:00:00+03:00',
  updatedAt: '2026-11-01T08:00:00+03:00',
  user: { id, companyName: bold, firstName: null, lastName: null, email: 'client@example.test', phone: null },
  course: { id, name: 'Tower Crane Operations', code: 'TC-01' },
};

const due: Due = {
  id,
  certificateNumber: 'CERT-1',
  courseName: 'Tower Crane Operations',
  expiryDate: '2027-01-10',
  email: 'client@example.test',
  companyName: bold,
  firstName: null,
  lastName: null,
};

const pdf = Buffer.from('%PDF-1.7');
const kinds: ScheduleMailKind[] = ['scheduled', 'updated', 'confirmed', 'cancelled', 'reminder'];

/** Each mail with the link it must carry (none for the invoice and the test mail). */
const mails: [name: string, mail: Mail, link: string | null][] = [
  [
    'password reset',
    passwordResetMail('a@example.test', bold, `${APP}/reset-password?token=abc`),
    `${APP}/reset-password?token=abc`,
  ],
  ...kinds.map(
    (kind) =>
      [
        `class ${kind}`,
        scheduleMail(schedule, kind, 'client@example.test', APP, 'BEGIN:VCALENDAR'),
        `${APP}/`,
      ] as [string, Mail, string],
  ),
  ['certificate expiry reminder', expiryReminderMail(due, 30, APP), `${APP}/?section=contact`],
  ['quotation', quotationMail(quotation, new Map(), pdf), quotationPageLink(quotation)],
  ['quotation reminder', quotationReminderMail(quotation, new Map()), quotationPageLink(quotation)],
  ['quotation accepted, to the client', quotationAcceptedMail(quotation), null],
  [
    'quotation decision',
    quotationDecisionMail(quotation, 'admin@example.test', `${APP}/?tab=quotations`, 'en', new Map()),
    `${APP}/?tab=quotations`,
  ],
  ['tax invoice', invoiceMail(invoice, 'client@example.test', 'en', pdf), null],
  [
    'overdue invoice reminder',
    invoiceReminderMail({ invoice, today: '2026-12-09', paymentDetails: 'IBAN: BH00', language: 'en' }),
    null,
  ],
  ['test mail', testMail('admin@example.test', 'en'), null],
  ['quotation request, to the visitor', quotationRequestThanksMail(quotation, 'en', new Map()), null],
  [
    'quotation request, to an admin',
    quotationRequestNoticeMail(quotation, 'admin@example.test', `${APP}/?tab=quotations`, 'en', new Map()),
    `${APP}/?tab=quotations`,
  ],
  [
    'webhook switched off',
    webhookSwitchedOffMail('admin@example.test', 'https://erp.example.test/hooks', new Date(0), APP),
    `${APP}/?tab=integrations`,
  ],
];

describe.each(mails)('the %s mail', (_name, mail, link) => {
  it('is on the centre’s layout: its header and footer in both parts', () => {
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain('Gulf Lifting &#38; Heavy Equipment Training Centre');
    expect(mail.html).toContain(footer);
    expect(mail.text).toContain('Gulf Lifting & Heavy Equipment Training Centre');
  });

  it.runIf(link)('carries its link in the HTML and the text part', () => {
    const url = link ?? '';
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(`href="${url.replaceAll('&', '&#38;')}"`);
  });

  it('escapes a name: it never becomes markup', () => {
    if (!mail.text.includes(bold)) return expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain(boldEscaped);
    expect(mail.html).not.toContain('<b>Layla</b>');
  });
});

const arabic = recipientLanguage('ar');

/** The mails to a recipient whose account chose Arabic, each with its link (which says so). */
/** The course as the catalogue names it in Arabic: what an Arabic mail calls it. */
const towerCraneAr = 'تشغيل الرافعات البرجية';
const arabicSchedule: Schedule = { ...schedule, courseNameAr: towerCraneAr };

const arabicMails: [name: string, mail: Mail, link: string][] = [
  [
    'password reset',
    passwordResetMail('a@example.test', bold, `${APP}/reset-password?token=abc`, arabic),
    `${APP}/reset-password?token=abc&lang=ar`,
  ],
  ...kinds.map(
    (kind) =>
      [
        `class ${kind}`,
        scheduleMail(arabicSchedule, kind, 'client@example.test', APP, 'BEGIN:VCALENDAR', arabic),
        `${APP}/?lang=ar`,
      ] as [string, Mail, string],
  ),
  [
    'certificate expiry reminder',
    expiryReminderMail({ ...due, courseNameAr: towerCraneAr }, 30, APP, arabic),
    `${APP}/?section=contact&lang=ar`,
  ],
];

/** What an Arabic mail keeps as it is: names, codes, addresses and the centre's name. */
const values = [
  'Gulf Lifting & Heavy Equipment Training Centre',
  bold,
  'client@example.test',
  'CERT-1',
  `${APP}/?lang=ar`,
];

describe.each(arabicMails)('the %s mail, to a recipient who chose Arabic', (_name, mail, link) => {
  it('runs right to left on the centre’s layout, in its Arabic words', () => {
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('مملكة البحرين');
    expect(mail.subject).toMatch(/[\u0621-\u064A]{3}/);
    expect(mail.text).toContain('Gulf Lifting & Heavy Equipment Training Centre');
    expect(mail.html).toContain(boldEscaped);
    expect(mail.html).not.toContain('<b>Layla</b>');
  });

  it('leaves no English word but its values', () => {
    let words = `${mail.subject}\n${mail.text}`.replaceAll(link, '');
    for (const value of values) words = words.replaceAll(value, '');
    expect(words).not.toMatch(/[A-Za-z]{2,}/);
  });

  it('carries its link, opening the page in Arabic, in the HTML and the text part', () => {
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link.replaceAll('&', '&#38;')}"`);
  });
});

describe.each(testDatabases())('every mail of the product, as the server sends it on $name', ({ create }) => {
  it('answers to the centre’s contact address of the website content', async () => {
    const database = await create();
    try {
      await ensureBootstrapData(database.db);
      await database.db.updateTable('websiteContent').set({ companyEmail: 'info@centre.test' }).execute();
      const recording = createRecordingMailer();
      const mailer = withCentreReplyTo(recording, database.db);
      for (const [, mail] of mails) await mailer.send(mail);
      expect(recording.sent.map((mail) => mail.replyTo)).toEqual(mails.map(() => 'info@centre.test'));
    } finally {
      await database.close();
    }
  });
});

describe('the mails to a client’s company', () => {
  it('copy the quotation’s CC list', () => {
    const copied = mails.filter(([name]) => /quotation(?! decision| request)|invoice/.test(name));
    expect(copied.map(([name]) => name)).toEqual([
      'quotation',
      'quotation reminder',
      'quotation accepted, to the client',
      'tax invoice',
      'overdue invoice reminder',
    ]);
    for (const [name, mail] of copied) expect(mail.cc, name).toEqual(['ops@example.test']);
  });
});

describe('every mail of the product', () => {
  it('is made by centreMail: no other file writes a mail page', async () => {
    const root = join(import.meta.dirname, '..');
    const files = await readdir(root, { recursive: true });
    const pages: string[] = [];
    for (const file of files.filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
      if ((await readFile(join(root, file), 'utf8')).includes('<!doctype html>')) pages.push(file);
    }
    expect(pages).toEqual([join('mail', 'centre-layout.ts')]);
  });
});
