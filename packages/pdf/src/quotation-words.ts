import type { DocumentLanguage } from './documents.js';

/**
 * A quotation's own words in each language: HTML written here; the values a sentence takes (a
 * date, a rate, a name) arrive already escaped and isolated.
 */
export const quotationWords = {
  en: {
    title: 'Quotation',
    number: 'Number',
    issueDate: 'Issue date',
    validUntil: 'Valid until',
    totalIncludingVat: 'Total including VAT',
    preparedFor: 'Prepared for',
    validity: (date: string, rate: string) =>
      `This quotation is valid until ${date}. Prices are in Bahraini dinars (BD) per candidate; VAT at ${rate} is added to the subtotal.`,
    notes: 'Notes',
    paymentDetails: 'Payment details',
    accepted: 'Accepted',
    acceptedBy: (name: string, at: string) => `Accepted by <strong>${name}</strong> on ${at} (Bahrain time).`,
    signature: 'Signature',
    signatureOf: (name: string) => `Signature of ${name}`,
    acceptOnline: 'Accept this quotation online',
    scanOrOpen: 'Scan the code or open the link to read this quotation and sign it:',
    qrCode: 'QR code of the link to accept this quotation online',
  },
  ar: {
    title: 'عرض سعر',
    number: 'الرقم',
    issueDate: 'تاريخ الإصدار',
    validUntil: 'صالح حتى',
    totalIncludingVat: 'الإجمالي شاملًا ضريبة القيمة المضافة',
    preparedFor: 'مُعدّ لـ',
    validity: (date: string, rate: string) =>
      `عرض السعر هذا صالح حتى ${date}. الأسعار بالدينار البحريني (BD) لكل متدرب، وتُضاف ضريبة القيمة المضافة بنسبة ${rate} إلى المجموع الفرعي.`,
    notes: 'ملاحظات',
    paymentDetails: 'بيانات الدفع',
    accepted: 'مقبول',
    acceptedBy: (name: string, at: string) => `قَبِله <strong>${name}</strong> في ${at} (بتوقيت البحرين).`,
    signature: 'التوقيع',
    signatureOf: (name: string) => `توقيع ${name}`,
    acceptOnline: 'اقبل عرض السعر عبر الإنترنت',
    scanOrOpen: 'امسح الرمز أو افتح الرابط لقراءة عرض السعر هذا وتوقيعه:',
    qrCode: 'رمز QR لرابط قبول عرض السعر عبر الإنترنت',
  },
} satisfies Record<DocumentLanguage, Record<string, unknown>>;
