import { localized } from '../localized.js';
import { centreMail } from '../mail/centre-layout.js';
import { DEFAULT_READER, linkFor, mailDate, type Reader } from '../mail/recipient-language.js';
import type { Mail } from '../mail.js';
import { personName } from '../users/person-rules.js';

/** A certificate that reaches a reminder threshold, with the client account it belongs to. */
export interface Due {
  id: string;
  certificateNumber: string;
  courseName: string;
  /** The catalogue's Arabic name, if it has one, for an Arabic reader. */
  courseNameAr?: string | null;
  expiryDate: string;
  email: string;
  companyName: string | null;
  firstName: string | null;
  lastName: string | null;
}

const en = {
  subject: (number: string, expires: string) => `Certificate ${number} expires on ${expires}`,
  greeting: (name: string | null) => `Dear ${name ?? 'customer'},`,
  expires: (course: string, number: string, expires: string, days: number) =>
    `The ${course} certificate ${number} expires on ${expires}, in ${days === 7 ? 'a week' : `${days} days`}.`,
  consequence:
    'Once it has expired, the operator is no longer certified for this work and may be turned away at site gates.',
  book: 'Book a refresher course',
  portal: (link: string) => `Your certificates are in your client portal: ${link}`,
};

/** Days as Arabic counts them: a week, 3 to 10 أيام, 11 and more يومًا (the reminders are 90, 30, 7). */
const arabicDays = (days: number) => (days === 7 ? 'أسبوع' : days <= 10 ? `${days} أيام` : `${days} يومًا`);

const ar: typeof en = {
  subject: (number, expires) => `تنتهي صلاحية الشهادة ${number} بتاريخ ${expires}`,
  greeting: (name) => (name ? `مرحبًا ${name}،` : 'عزيزنا العميل،'),
  expires: (course, number, expires, days) =>
    `تنتهي صلاحية شهادة ${course} رقم ${number} بتاريخ ${expires}، أي بعد ${arabicDays(days)}.`,
  consequence: 'بعد انتهاء صلاحيتها لا يعود المشغّل معتمدًا لهذا العمل، وقد يُمنع من الدخول عند بوابات المواقع.',
  book: 'احجزوا دورة تنشيطية',
  portal: (link) => `تجدون شهاداتكم في بوابة العميل: ${link}`,
};

const texts = { en, ar };

/** The reminder, in the centre's mail layout (HTML and text from the same words) and the reader's language. */
export function expiryReminderMail(
  certificate: Due,
  days: number,
  appUrl: string,
  reader: Reader = DEFAULT_READER,
): Mail {
  const words = texts[reader.language];
  const expires = mailDate(certificate.expiryDate, reader.language);
  const number = certificate.certificateNumber;
  const courseName = localized(certificate, 'courseName', reader.language).text;
  return centreMail({
    to: certificate.email,
    subject: words.subject(number, expires),
    // The contact person by name, else the company, as every screen and mail names a person.
    greeting: words.greeting(personName({ ...certificate, email: null })),
    language: reader.language,
    blocks: [
      { kind: 'text', text: words.expires(courseName, number, expires, days) },
      { kind: 'text', text: words.consequence },
      { kind: 'button', label: words.book, url: linkFor(`${appUrl}/?section=contact`, reader) },
      { kind: 'text', text: words.portal(linkFor(`${appUrl}/`, reader)) },
    ],
  });
}
