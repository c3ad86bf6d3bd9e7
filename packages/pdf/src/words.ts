import type { DocumentLanguage, DocumentLine, DocumentPayment } from './documents.js';

/**
 * The words the layout's shared blocks print (the client block, the course table, the totals), in
 * each language. They are HTML written here, never a person's text, so they go in as they are.
 */
export interface LayoutWords {
  attn: string;
  vatNumber: string;
  crNumber: string;
  email: string;
  phone: string;
  course: string;
  training: string;
  candidates: string;
  pricePerCandidate: string;
  amount: string;
  trainingTypes: Record<DocumentLine['trainingType'], string>;
  subtotal: string;
  /** '{rate}' stands for the rate, '10%'. */
  vat: string;
  total: string;
  termsAndConditions: string;
  vatRegistrationNumber: string;
}

export const layoutWords: Record<DocumentLanguage, LayoutWords> = {
  en: {
    attn: 'Attn:',
    vatNumber: 'VAT no.',
    crNumber: 'CR no.',
    email: 'E-mail',
    phone: 'Phone',
    course: 'Course',
    training: 'Training',
    candidates: 'Candidates',
    pricePerCandidate: 'Price per<br>candidate',
    amount: 'Amount',
    trainingTypes: { full_course: 'Full course', assessment: 'Assessment only' },
    subtotal: 'Subtotal',
    vat: 'VAT {rate}',
    total: 'Total',
    termsAndConditions: 'Terms and conditions',
    vatRegistrationNumber: 'VAT registration no.',
  },
  ar: {
    attn: 'عناية:',
    vatNumber: 'الرقم الضريبي',
    crNumber: 'رقم السجل التجاري',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    course: 'الدورة',
    training: 'نوع التدريب',
    candidates: 'عدد المتدربين',
    pricePerCandidate: 'السعر لكل متدرب',
    amount: 'المبلغ',
    trainingTypes: { full_course: 'دورة كاملة', assessment: 'تقييم فقط' },
    subtotal: 'المجموع الفرعي',
    vat: 'ضريبة القيمة المضافة {rate}',
    total: 'الإجمالي',
    termsAndConditions: 'الشروط والأحكام',
    vatRegistrationNumber: 'رقم التسجيل الضريبي',
  },
};

/**
 * One label in both languages, English first and the Arabic after it: a tax invoice serves a
 * reader of either (Bahrain's VAT rules accept Arabic or English). The Arabic is isolated, so its
 * words keep their right-to-left order, but takes the English's side of its cell.
 */
export function bilingual(english: string, arabic: string): string {
  return `${english}<span class="ar" lang="ar">${arabic}</span>`;
}

/**
 * A bilingual label's Arabic follows its English on the same line, which keeps the invoice on one
 * page (with a slightly smaller type than the one-language documents); a title, a column's header
 * or a cell puts it on the line beneath. The bilingual documents run left to right, so the gap is
 * on the Arabic's left.
 */
export const bilingualCss = `
body{font-size:9pt}
.status-mark{margin-top:2mm;font-size:12pt}
.ar{unicode-bidi:isolate;margin-left:1.6mm;text-transform:none}
.doc h1 .ar,.lines th .ar,.lines td .ar,.payments .ar{display:block;margin-left:0}
.totals>table .grand td:first-child{font-size:10.5pt}
.doc h1 .ar{font-size:0.8em}
.totals>table{width:100mm}
.totals>table td:first-child{white-space:nowrap}
`;

function bilingualRecord<T extends Record<string, string>>(english: T, arabic: T): T {
  return Object.fromEntries(
    Object.keys(english).map((key) => [key, bilingual(english[key] as string, arabic[key] as string)]),
  ) as T;
}

/** The layout's words for a bilingual document: every label in English and in Arabic. */
const { trainingTypes: englishTypes, ...english } = layoutWords.en;
const { trainingTypes: arabicTypes, ...arabic } = layoutWords.ar;
export const bilingualLayoutWords: LayoutWords = {
  // The Arabic line beneath gives the header its second line: the English needs no break of its own.
  ...bilingualRecord({ ...english, pricePerCandidate: 'Price per candidate' }, arabic),
  // Inline before a name, where 'عناية:' on a line of its own would leave the name adrift.
  attn: 'Attn (<span lang="ar">عناية</span>):',
  trainingTypes: bilingualRecord(englishTypes, arabicTypes),
};

/** How a payment was received, in both languages (only the tax invoice lists payments). */
export const paymentMethods: Record<DocumentPayment['method'], string> = {
  bank_transfer: bilingual('Bank transfer', 'تحويل بنكي'),
  cash: bilingual('Cash', 'نقدًا'),
  card: bilingual('Card', 'بطاقة'),
  cheque: bilingual('Cheque', 'شيك'),
};
