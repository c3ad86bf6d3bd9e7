import type { Language } from '../language.js';

/**
 * The words of the tax invoice's mails, in each language: the Arabic typed by the English. Names,
 * numbers, amounts and dates are values: they go in as they are.
 */
const en = {
  dear: (name: string) => `Dear ${name},`,
  invoice: {
    subject: (number: string) => `Tax invoice ${number}`,
    text: 'Please find attached our tax invoice. Thank you for training with us.',
    labels: { invoice: 'Invoice', quotation: 'Quotation', total: 'Total (incl. VAT 10%)' },
  },
  reminder: {
    subject: (number: string) => `Payment reminder: invoice ${number} is overdue`,
    text: (number: string, due: string, balance: string) =>
      `Our tax invoice ${number} was due on ${due} and ${balance} of it is still unpaid. Please settle it at your earliest convenience; if you have already paid, thank you, and please send us the payment reference.`,
    labels: {
      invoice: 'Invoice',
      total: 'Total (incl. VAT)',
      paid: 'Paid',
      balance: 'Balance due',
      dueDate: 'Due date',
      daysOverdue: 'Days overdue',
    },
    howToPay: 'How to pay:',
    attached: 'The invoice is attached.',
  },
};

const ar: typeof en = {
  dear: (name) => `السيد/السيدة ${name}،`,
  invoice: {
    subject: (number) => `الفاتورة الضريبية ${number}`,
    text: 'تجدون مرفقًا فاتورتنا الضريبية. شكرًا لتدريبكم معنا.',
    labels: {
      invoice: 'الفاتورة',
      quotation: 'عرض السعر',
      total: 'الإجمالي (شاملًا ضريبة القيمة المضافة 10%)',
    },
  },
  reminder: {
    subject: (number) => `تذكير بالسداد: الفاتورة ${number} متأخرة السداد`,
    text: (number, due, balance) =>
      `استحق سداد فاتورتنا الضريبية ${number} في ${due}، ولا يزال مبلغ ${balance} منها غير مسدَّد. يرجى سداده في أقرب وقت ممكن؛ وإن كنتم قد سددتموه فشكرًا لكم، ونرجو إرسال مرجع الدفع إلينا.`,
    labels: {
      invoice: 'الفاتورة',
      total: 'الإجمالي (شاملًا ضريبة القيمة المضافة)',
      paid: 'المدفوع',
      balance: 'الرصيد المستحق',
      dueDate: 'تاريخ الاستحقاق',
      daysOverdue: 'أيام التأخير',
    },
    howToPay: 'طريقة السداد:',
    attached: 'الفاتورة مرفقة.',
  },
};

export const invoiceMailTexts: Record<Language, typeof en> = { en, ar };
