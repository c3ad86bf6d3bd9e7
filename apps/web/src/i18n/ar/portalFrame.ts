import type { ArabicForms, Texts } from '../catalogue';
import type { portalFrameTexts as english } from '../en/portalFrame';

/** Arabic: the portals' frame: its titles and greeting, and the name and password asked at a first sign-in. */
export const portalFrameTexts = {
  portal: {
    adminTitle: 'بوابة الإدارة',
    instructorTitle: 'بوابة المدرب',
    clientTitle: 'بوابة العميل',
    welcome: 'مرحبًا {{name}}',
    logout: 'تسجيل الخروج',
    editWebsite: 'تعديل الموقع',
  },
  ownName: {
    title: 'اسمك',
    text: 'يرى زملاؤك اسمك في محادثة الفريق وفي التحيات وفي سجل التدقيق. أخبرنا باسمك للمتابعة.',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    submit: 'حفظ',
    failed: 'تعذّر حفظ اسمك',
  },
  changePassword: {
    title: 'اختر كلمة مرور جديدة',
    text: 'سجّلت الدخول بكلمة مرور مؤقتة. اختر كلمة المرور الخاصة بك للمتابعة.',
    currentPassword: 'كلمة المرور الحالية',
    newPassword: 'كلمة المرور الجديدة',
    confirmPassword: 'تأكيد كلمة المرور الجديدة',
    submit: 'حفظ كلمة المرور الجديدة',
    successTitle: 'تم تغيير كلمة المرور',
    successText: 'تم تعيين كلمة المرور الجديدة.',
    failedText: 'تعذّر تغيير كلمة المرور',
  },
} satisfies Texts<typeof english, ArabicForms>;
