import type { ArabicForms, Texts } from '../catalogue';
import type { portalCommonTexts as english } from '../en/portalCommon';

/** Arabic: texts the portals share: roles, a client's details, statuses, payment methods, PDF themes and uploads. */
export const portalCommonTexts = {
  roles: {
    client: 'عميل',
    admin: 'مسؤول',
    instructor: 'مدرب',
  },
  clientDetails: {
    address: 'العنوان',
    vatNumber: 'رقم التسجيل في ضريبة القيمة المضافة',
    vatNumberText: '15 رقمًا',
    crNumber: 'رقم السجل التجاري',
    crNumberText: 'السجل التجاري',
  },
  invoiceStatus: {
    unpaid: 'غير مدفوعة',
    partially_paid: 'مدفوعة جزئيًا',
    paid: 'مدفوعة',
    overdue: 'متأخرة السداد',
    credited: 'ملغاة بإشعار دائن',
  },
  paymentMethod: {
    bank_transfer: 'تحويل بنكي',
    cash: 'نقدًا',
    card: 'بطاقة',
    cheque: 'شيك',
  },
  pdfTheme: {
    corporate: 'رسمي',
    minimal: 'بسيط',
    bold: 'بارز',
  },
  scheduleStatus: {
    pending: 'قيد الانتظار',
    confirmed: 'مؤكدة',
    completed: 'مكتملة',
    cancelled: 'ملغاة',
  },
  certificateValidity: {
    valid: 'صالحة',
    expired: 'منتهية الصلاحية',
    revoked: 'ملغاة',
  },
  uploads: {
    hint: 'PNG أو JPEG أو WebP أو GIF، بحد أقصى 10 ميغابايت',
    choose: 'اختيار صورة',
    change: 'تغيير الصورة',
    remove: 'إزالة الصورة',
    preview: 'معاينة الصورة المرفوعة',
    previewUnavailable: 'لا يمكن عرض الصورة هنا.',
    uploading: 'جارٍ الرفع',
    uploadingPercent: 'جارٍ الرفع... {{percent}}%',
    tooLargeTitle: 'الملف كبير جدًا',
    tooLargeText: 'يجب أن يكون حجم الملف أقل من 10.0 ميغابايت',
    notImageTitle: 'نوع ملف غير صالح',
    notImageText: 'يرجى اختيار ملف صورة',
    failedTitle: 'تعذّر الرفع',
    failedText: 'تعذّر رفع الصورة. يرجى المحاولة مرة أخرى.',
    addressFailedText: 'تعذّر الحصول على رابط الرفع. يرجى المحاولة مرة أخرى.',
  },
} satisfies Texts<typeof english, ArabicForms>;
