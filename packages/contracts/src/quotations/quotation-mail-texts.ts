import { CENTRE_NAME } from '@tc/db';
import type { Language } from '../language.js';

/**
 * The words of the quotation mails, in each language: the Arabic typed by the English, so neither
 * can miss one. Names, numbers, amounts and dates are values: they go in as they are.
 */
const en = {
  dear: (name: string) => `Dear ${name},`,
  hello: 'Hello,',
  labels: {
    quotation: 'Quotation',
    courses: 'Courses',
    total: 'Total (incl. VAT 10%)',
    validUntil: 'Valid until',
    acceptedBy: 'Accepted by',
    rejectedBy: 'Rejected by',
    client: 'Client',
    notes: 'Notes',
    reason: 'Reason',
  },
  viewButton: 'View the quotation',
  sent: {
    subject: (number: string) => `Quotation ${number} from ${CENTRE_NAME}`,
    intro: (company: string) =>
      `Thank you for your interest in our training. Please find our quotation for ${company} attached.`,
    online: 'You can read it, download it and accept or decline it online, with no account needed:',
  },
  accepted: {
    subject: (number: string) => `Quotation ${number} accepted: thank you`,
    intro: (company: string) =>
      `Thank you for accepting our quotation for ${company}. Your signed copy is attached.`,
    next: 'What happens next: our team will contact you to agree the training dates, and we will send you the tax invoice for this quotation.',
    questions: 'If you have any question, simply reply to this email.',
  },
  reminder: {
    subject: (number: string) => `Reminder: quotation ${number} from ${CENTRE_NAME}`,
    intro: (company: string, date: string) =>
      `A reminder of our quotation for ${company}. It stays valid until ${date}.`,
  },
  decision: {
    subject: (number: string, accepted: boolean, company: string) =>
      `Quotation ${number} ${accepted ? 'accepted' : 'rejected'} by ${company}`,
    accepted: 'The client accepted the quotation online. You can now create its tax invoice in the console.',
    rejected: 'The client declined the quotation online.',
    button: 'Open the Quotations tab',
  },
  test: {
    subject: `Test email from ${CENTRE_NAME}`,
    text: 'This is a test email from the training centre console. Mail is working.',
  },
};

const ar: typeof en = {
  dear: (name) => `السيد/السيدة ${name}،`,
  hello: 'مرحبًا،',
  labels: {
    quotation: 'عرض السعر',
    courses: 'الدورات',
    total: 'الإجمالي (شاملًا ضريبة القيمة المضافة 10%)',
    validUntil: 'صالح حتى',
    acceptedBy: 'قَبِله',
    rejectedBy: 'رفضه',
    client: 'العميل',
    notes: 'ملاحظات',
    reason: 'السبب',
  },
  viewButton: 'الاطلاع على عرض السعر',
  sent: {
    subject: (number) => `عرض السعر ${number} من ${CENTRE_NAME}`,
    intro: (company) => `شكرًا لاهتمامكم بدوراتنا التدريبية. تجدون مرفقًا عرض السعر المُعدّ لـ ${company}.`,
    online: 'يمكنكم قراءته وتنزيله وقبوله أو رفضه عبر الإنترنت، دون الحاجة إلى حساب:',
  },
  accepted: {
    subject: (number) => `تم قبول عرض السعر ${number}: شكرًا لكم`,
    intro: (company) => `شكرًا لقبولكم عرض السعر المُعدّ لـ ${company}. مرفق نسختكم الموقّعة.`,
    next: 'الخطوة التالية: سيتواصل معكم فريقنا للاتفاق على مواعيد التدريب، وسنرسل إليكم الفاتورة الضريبية لعرض السعر هذا.',
    questions: 'لأي استفسار، يكفي الرد على هذه الرسالة.',
  },
  reminder: {
    subject: (number) => `تذكير: عرض السعر ${number} من ${CENTRE_NAME}`,
    intro: (company, date) => `نذكّركم بعرض السعر المُعدّ لـ ${company}، وهو صالح حتى ${date}.`,
  },
  decision: {
    subject: (number, accepted, company) => `${accepted ? 'قَبِلت' : 'رفضت'} ${company} عرض السعر ${number}`,
    accepted: 'قَبِل العميل عرض السعر عبر الإنترنت. يمكنكم الآن إنشاء فاتورته الضريبية من لوحة الإدارة.',
    rejected: 'رفض العميل عرض السعر عبر الإنترنت.',
    button: 'فتح تبويب عروض الأسعار',
  },
  test: {
    subject: `رسالة تجريبية من ${CENTRE_NAME}`,
    text: 'هذه رسالة تجريبية من لوحة إدارة مركز التدريب. البريد يعمل.',
  },
};

export const quotationMailTexts: Record<Language, typeof en> = { en, ar };
