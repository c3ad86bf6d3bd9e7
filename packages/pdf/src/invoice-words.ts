import type { InvoicePaymentStatus } from './documents.js';
import { bilingual } from './words.js';

/**
 * The tax invoice's and the credit note's words, each in English and in Arabic at once: Bahrain's
 * VAT rules accept either language, and one bilingual document serves every reader. Sentences take
 * values already escaped and isolated (an amount, a date, a number).
 */
export const invoiceWords = {
  taxInvoice: bilingual('Tax Invoice', 'فاتورة ضريبية'),
  invoiceNumber: bilingual('Invoice number', 'رقم الفاتورة'),
  issueDate: bilingual('Issue date', 'تاريخ الإصدار'),
  dueDate: bilingual('Due date', 'تاريخ الاستحقاق'),
  quotation: bilingual('Quotation', 'عرض السعر'),
  billTo: bilingual('Bill to', 'فاتورة إلى'),
  amountPaid: bilingual('Amount paid', 'المبلغ المدفوع'),
  balanceDue: bilingual('Balance due', 'الرصيد المستحق'),
  paymentDetails: bilingual('Payment details', 'بيانات الدفع'),
  paymentsReceived: bilingual('Payments received', 'الدفعات المستلمة'),
  date: bilingual('Date', 'التاريخ'),
  method: bilingual('Method', 'الطريقة'),
  reference: bilingual('Reference', 'المرجع'),
  amount: bilingual('Amount', 'المبلغ'),
  statusMarks: {
    unpaid: null,
    partially_paid: bilingual('Partly paid', 'مدفوعة جزئيًا'),
    paid: bilingual('Paid', 'مدفوعة'),
    overdue: bilingual('Overdue', 'متأخرة السداد'),
    credited: bilingual('Credited', 'ملغاة بإشعار دائن'),
  } satisfies Record<InvoicePaymentStatus, string | null>,
  follows: (quotation: string): [english: string, arabic: string] => [
    `Amounts are in Bahraini dinars (BD). This invoice follows quotation ${quotation}.`,
    `المبالغ بالدينار البحريني (BD). صدرت هذه الفاتورة بناءً على عرض السعر ${quotation}.`,
  ],
  standing: (
    balance: string,
    due: string,
    dueAr: string,
    invoice: string,
    creditNote: string,
  ): Record<InvoicePaymentStatus, [english: string, arabic: string]> => ({
    unpaid: [
      `Please pay ${balance} by ${due}, quoting invoice ${invoice}.`,
      `يرجى سداد ${balance} في موعد أقصاه ${dueAr}، مع ذكر رقم الفاتورة ${invoice}.`,
    ],
    partially_paid: [
      `Thank you for your payment. Please pay the balance of ${balance} by ${due}.`,
      `شكرًا على دفعتكم. يرجى سداد الرصيد المتبقي ${balance} في موعد أقصاه ${dueAr}.`,
    ],
    overdue: [
      `<strong>This invoice was due on ${due}.</strong> Please pay the balance of ${balance} now.`,
      `<strong>استحق سداد هذه الفاتورة في ${dueAr}.</strong> يرجى سداد الرصيد ${balance} الآن.`,
    ],
    paid: ['Paid in full. Thank you.', 'سُدِّدت بالكامل. شكرًا لكم.'],
    credited: [
      `<strong>Cancelled by credit note ${creditNote}.</strong> Nothing is due on this invoice.`,
      `<strong>أُلغيت بموجب الإشعار الدائن ${creditNote}.</strong> لا يستحق أي مبلغ على هذه الفاتورة.`,
    ],
  }),
  taxCreditNote: bilingual('Tax Credit Note', 'إشعار دائن ضريبي'),
  creditNoteNumber: bilingual('Credit note number', 'رقم الإشعار الدائن'),
  taxInvoiceNumber: bilingual('Tax invoice', 'الفاتورة الضريبية'),
  invoiceDate: bilingual('Invoice date', 'تاريخ الفاتورة'),
  creditTo: bilingual('Credit to', 'إشعار دائن إلى'),
  totalCredited: bilingual('Total credited', 'الإجمالي الدائن'),
  reason: bilingual('Reason', 'السبب'),
  cancels: (invoice: string, date: string, dateAr: string) =>
    paragraphs(
      `This credit note cancels tax invoice ${invoice} of ${date} in full, VAT included. Amounts are in Bahraini dinars (BD).`,
      `يُلغي هذا الإشعار الدائن الفاتورة الضريبية ${invoice} الصادرة في ${dateAr} بالكامل، شاملةً ضريبة القيمة المضافة. المبالغ بالدينار البحريني (BD).`,
    ),
};

/** A sentence in English, then in Arabic on its own line, right to left. */
export function paragraphs(english: string, arabic: string): string {
  return `<span class="para">${english}</span><span class="para" lang="ar" dir="rtl">${arabic}</span>`;
}
