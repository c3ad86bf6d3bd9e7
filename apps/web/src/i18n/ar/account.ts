import type { ArabicForms, Texts } from '../catalogue';
import type { accountTexts as english } from '../en/account';

/** Arabic: signing in, and choosing a new password from a reset link. */
export const accountTexts = {
  login: {
    title: 'بوابة الدخول',
    close: 'إغلاق نافذة تسجيل الدخول',
    chooseText: 'اختر طريقة تسجيل الدخول.',
    clientLogin: 'دخول العملاء',
    clientLoginText: 'للشركات: حصصكم وشهاداتكم',
    adminLogin: 'دخول الإدارة',
    adminLoginText: 'للموظفين والمدربين: إدارة مركز التدريب',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
    forgotPassword: 'نسيت كلمة المرور؟',
    needAccess: 'تحتاج إلى صلاحية دخول؟ تواصل مع مسؤول النظام للحصول على بيانات الدخول.',
    successTitle: 'تم تسجيل الدخول بنجاح',
    successText: 'مرحبًا بعودتك!',
    firstText: 'مرحبًا بك في مركز التدريب.',
    failedTitle: 'تعذّر تسجيل الدخول',
    failedText: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  },
  forgotPassword: {
    title: 'نسيت كلمة المرور',
    text: 'أدخل البريد الإلكتروني لحسابك وسنرسل إليك رابطًا لاختيار كلمة مرور جديدة.',
    submit: 'إرسال رابط إعادة التعيين',
    backToLogin: 'العودة إلى تسجيل الدخول',
    sentTitle: 'تحقق من بريدك الإلكتروني',
    sentText:
      'إذا كان هناك حساب بهذا العنوان، فقد أرسلنا رابطًا لإعادة تعيين كلمة المرور. تنتهي صلاحية الرابط خلال ساعة واحدة.',
    failedTitle: 'تعذّرت إعادة التعيين',
    failedText: 'تعذّرت إعادة تعيين كلمة المرور. يرجى التحقق من عنوان بريدك الإلكتروني.',
  },
  resetPassword: {
    title: 'إعادة تعيين كلمة المرور',
    text: 'اختر كلمة مرور جديدة لحسابك.',
    invalidTitle: 'رابط إعادة التعيين غير صالح',
    invalidText: 'رابط إعادة تعيين كلمة المرور هذا غير صالح أو انتهت صلاحيته.',
    backHome: 'العودة إلى الرئيسية',
    newPassword: 'كلمة المرور الجديدة',
    confirmPassword: 'تأكيد كلمة المرور الجديدة',
    submit: 'إعادة تعيين كلمة المرور',
    submitting: 'جارٍ إعادة التعيين...',
    doneTitle: 'اكتملت إعادة تعيين كلمة المرور',
    doneText: 'تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.',
    continueToLogin: 'المتابعة إلى تسجيل الدخول',
    successTitle: 'تمت إعادة تعيين كلمة المرور بنجاح',
    successText: 'يمكنك الآن تسجيل الدخول بكلمة المرور الجديدة.',
    failedTitle: 'تعذّرت إعادة التعيين',
    failedText: 'تعذّرت إعادة تعيين كلمة المرور. ربما انتهت صلاحية الرابط.',
  },
} satisfies Texts<typeof english, ArabicForms>;
