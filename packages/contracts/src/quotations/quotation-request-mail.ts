import { CENTRE_NAME } from '@tc/db';
import type { Language } from '../language.js';
import { centreMail } from '../mail/centre-layout.js';
import type { Mail } from '../mail.js';
import { type CourseNames, lineCourseName } from './course-names.js';
import type { Quotation } from './quotations.schema.js';

/*
 * The mails of a visitor's quotation request: the requester's acknowledgement, in the language
 * they asked in, and the admins' notice, in each admin's. Names, courses and counts are values.
 */

const en = {
  thanks: {
    subject: `We have received your request: ${CENTRE_NAME}`,
    dear: (name: string) => `Dear ${name},`,
    intro: (company: string) =>
      `Thank you for your request for a quotation for ${company}. Our team is preparing it and will send it to this address shortly.`,
    reply: 'If you would like to add anything, simply reply to this email.',
  },
  notice: {
    subject: (company: string) => `New quotation request from ${company}`,
    hello: 'Hello,',
    intro: (number: string) =>
      `A visitor asked for a quotation on the website. Draft ${number} is ready for you to review and send.`,
    button: 'Open the Quotations tab',
  },
  labels: {
    company: 'Company',
    contact: 'Contact',
    courses: 'Courses',
    preferredDate: 'Preferred date',
    notes: 'Notes',
  },
  candidates: (count: number) => (count === 1 ? '1 candidate' : `${count} candidates`),
};

/** Candidates as Arabic counts them. */
const arabicCandidates = (count: number) =>
  count === 1 ? 'متدرّب واحد' : count === 2 ? 'متدرّبان' : count <= 10 ? `${count} متدرّبين` : `${count} متدرّبًا`;

const ar: typeof en = {
  thanks: {
    subject: `تلقّينا طلبكم: ${CENTRE_NAME}`,
    dear: (name) => `السيد/السيدة ${name}،`,
    intro: (company) =>
      `شكرًا لطلبكم عرض سعر لشركة ${company}. يعدّه فريقنا الآن وسيرسله إلى هذا العنوان قريبًا.`,
    reply: 'إن أردتم إضافة أي شيء، فما عليكم إلا الرد على هذه الرسالة.',
  },
  notice: {
    subject: (company) => `طلب عرض سعر جديد من ${company}`,
    hello: 'مرحبًا،',
    intro: (number) => `طلب زائر عرض سعر من الموقع. المسودة ${number} جاهزة لمراجعتكم وإرسالها.`,
    button: 'فتح تبويب عروض الأسعار',
  },
  labels: {
    company: 'الشركة',
    contact: 'جهة الاتصال',
    courses: 'الدورات',
    preferredDate: 'الموعد المفضّل',
    notes: 'ملاحظات',
  },
  candidates: arabicCandidates,
};

const texts: Record<Language, typeof en> = { en, ar };

/**
 * What was asked, as both mails list it: in Arabic each course by its name in `arabic` (the
 * catalogue's, when it has one), in English by the name it was priced with.
 */
function requestRows(quotation: Quotation, language: Language, arabic: CourseNames): [string, string][] {
  const words = texts[language];
  const courses = quotation.lines
    .map((line) => {
      const name = language === 'ar' ? lineCourseName(line, arabic) : line.courseName;
      return `${name} (${words.candidates(line.candidates)})`;
    })
    .join(language === 'ar' ? '، ' : ', ');
  const rows: [string, string][] = [
    [words.labels.company, quotation.companyName],
    [
      words.labels.contact,
      `${quotation.contactPerson ?? quotation.clientName} · ${quotation.contactEmail} · ${quotation.contactPhone ?? ''}`,
    ],
    [words.labels.courses, courses],
  ];
  if (quotation.request?.preferredDate)
    rows.push([words.labels.preferredDate, quotation.request.preferredDate]);
  if (quotation.request?.notes) rows.push([words.labels.notes, quotation.request.notes]);
  return rows;
}

/** To the requester: their request is in, and a quotation will follow. */
export function quotationRequestThanksMail(
  quotation: Quotation,
  language: Language,
  arabic: CourseNames,
): Mail {
  const words = texts[language].thanks;
  return centreMail({
    language,
    to: quotation.contactEmail,
    subject: words.subject,
    greeting: words.dear(quotation.contactPerson ?? quotation.clientName),
    blocks: [
      { kind: 'text', text: words.intro(quotation.companyName) },
      { kind: 'details', rows: requestRows(quotation, language, arabic) },
      { kind: 'text', text: words.reply },
    ],
  });
}

/** To an admin: a draft from the website waits for review. */
export function quotationRequestNoticeMail(
  quotation: Quotation,
  to: string,
  adminUrl: string,
  language: Language,
  arabic: CourseNames,
): Mail {
  const words = texts[language].notice;
  return centreMail({
    language,
    to,
    subject: words.subject(quotation.companyName),
    greeting: words.hello,
    blocks: [
      { kind: 'text', text: words.intro(quotation.quotationNumber) },
      { kind: 'details', rows: requestRows(quotation, language, arabic) },
      { kind: 'button', label: words.button, url: adminUrl },
    ],
  });
}
