import type { DocumentLanguage } from './documents.js';

/** The operators' register's words in each language (the client portal's register says the same). */
export const operatorsWords = {
  en: {
    title: 'Trained Operators Register',
    client: 'Client',
    prepared: 'Prepared',
    showing: 'Showing',
    operators: 'operators',
    certificates: 'certificates',
    operator: 'Operator',
    certificateNumber: 'Certificate No.',
    course: 'Course',
    issued: 'Issued',
    expires: 'Expires',
    state: 'Status',
    noExpiry: 'No expiry',
    none: 'No certified operators match this list.',
    status: { valid: 'Valid', expiring: 'Expiring', expired: 'Expired', revoked: 'Revoked' },
    expiringRule: (days: number) =>
      `Expiring: valid today and expiring within ${days} days. Dates are Bahrain dates on the day this list was prepared.`,
    verify: (address: string) =>
      `Any certificate can be checked by its number or the operator’s national ID at ${address}, or by the QR code printed on it.`,
  },
  ar: {
    title: 'سجل المشغلين المدرَّبين',
    client: 'العميل',
    prepared: 'أُعدّ في',
    showing: 'المعروض',
    operators: 'مشغلين',
    certificates: 'شهادات',
    operator: 'المشغل',
    certificateNumber: 'رقم الشهادة',
    course: 'الدورة',
    issued: 'تاريخ الإصدار',
    expires: 'تاريخ الانتهاء',
    state: 'الحالة',
    noExpiry: 'بلا انتهاء',
    none: 'لا يوجد مشغلون معتمدون يطابقون هذه القائمة.',
    status: { valid: 'سارية', expiring: 'قاربت على الانتهاء', expired: 'منتهية', revoked: 'ملغاة' },
    expiringRule: (days: number) =>
      `قاربت على الانتهاء: سارية اليوم وتنتهي خلال ${days} يومًا. التواريخ بتوقيت البحرين في يوم إعداد هذه القائمة.`,
    verify: (address: string) =>
      `يمكن التحقق من أي شهادة برقمها أو بالرقم الشخصي للمشغل على ${address}، أو برمز QR المطبوع عليها.`,
  },
} satisfies Record<DocumentLanguage, unknown>;
