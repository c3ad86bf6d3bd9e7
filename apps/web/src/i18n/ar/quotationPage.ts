import type { ArabicForms, Texts } from '../catalogue';
import type { quotationPageTexts as english } from '../en/quotationPage';

/** Arabic: the client's quotation page, opened from a quotation's link. */
export const quotationPageTexts = {
  quotationPage: {
    heading: 'عرض السعر الخاص بكم',
    title: 'عرض السعر {{number}}',
    preparedFor: 'مُعدّ لـ',
    notes: 'ملاحظات',
    issued: 'تاريخ الإصدار',
    validUntil: 'صالح حتى',
    coursesTitle: 'الدورات',
    noLines: 'لا يتضمن عرض السعر هذا أي دورة.',
    columns: {
      course: 'الدورة',
      type: 'نوع التدريب',
      candidates: 'المتدربون',
      price: 'السعر لكل متدرب',
      total: 'إجمالي البند',
    },
    downloadPdf: 'تنزيل PDF',
    notFoundTitle: 'عرض السعر غير موجود',
    notFoundText: 'رابط عرض السعر هذا غير صالح. يرجى التواصل مع مركز التدريب.',
    loadFailed: 'تعذّر تحميل عرض السعر',
    failed: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
    refusedTitle: 'لم يُسجَّل ردك',
    acceptedTitle: 'تم قبول عرض السعر',
    acceptedText:
      'قُبل عرض السعر في {{date}} من قِبل {{name}}. شكرًا لكم: سيتواصل معكم مركز التدريب لجدولة التدريب.',
    rejectedTitle: 'تم رفض عرض السعر',
    rejectedText: 'رُفض عرض السعر في {{date}} من قِبل {{name}}.',
    reason: 'السبب: {{reason}}',
    expiredTitle: 'انتهت صلاحية عرض السعر',
    expiredText: 'انتهت صلاحية عرض السعر هذا. يرجى طلب عرض جديد من مركز التدريب.',
    closedTitle: 'عرض السعر مغلق',
    closedText: 'لم يعد بالإمكان الرد على عرض السعر هذا عبر الإنترنت. يرجى التواصل مع مركز التدريب.',
    accept: {
      title: 'قبول عرض السعر',
      text: 'اكتب اسمك الكامل ووقّع في المربع لقبول عرض السعر نيابةً عن شركتك.',
      name: 'الاسم الكامل',
      nameText: 'اسم الشخص الذي يقبل العرض نيابةً عن الشركة',
      signature: 'التوقيع',
      signatureHelp:
        'ارسم توقيعك في المربع بالفأرة أو بإصبعك أو بالقلم. إذا تعذّر عليك الرسم، فاكتب اسمك أعلاه واختر «التوقيع باسمي المكتوب».',
      signed: 'توقيعك في المربع.',
      notSigned: 'المربع فارغ.',
      clear: 'مسح',
      typedSignature: 'التوقيع باسمي المكتوب',
      notes: 'ملاحظات (اختياري)',
      submit: 'قبول عرض السعر',
    },
    decline: {
      title: 'رفض عرض السعر',
      name: 'الاسم الكامل',
      reason: 'السبب',
      submit: 'رفض عرض السعر',
    },
  },
} satisfies Texts<typeof english, ArabicForms>;
