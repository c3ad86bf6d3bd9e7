import type { MessageTable } from '../message-translator.js';

/** Arabic: what any request may be told, and the fields' labels and checks shared by the forms. */
export const requestMessages: MessageTable = {
  'A JSON request body is required': 'يجب أن يحمل الطلب محتوى بصيغة JSON',
  'Invalid input': 'المدخلات غير صالحة',
  'No procedure found on path "{}"': 'لا يوجد إجراء في المسار {0}',
  'Not found': 'غير موجود',
  'API key not found': 'مفتاح واجهة البرمجة غير موجود',
  'Choose at least one scope': 'اختر نطاقًا واحدًا على الأقل',
  'Each scope must be one of: {}': 'يجب أن يكون كل نطاق واحدًا من: {0}',
  'Expires at must be a date (YYYY-MM-DD) or a date and time':
    'يجب أن يكون تاريخ الانتهاء تاريخًا (YYYY-MM-DD) أو تاريخًا ووقتًا',
  'Expires at must be in the future': 'يجب أن يكون تاريخ الانتهاء في المستقبل',
  'Scopes must be a list': 'يجب أن تكون النطاقات قائمة',
  'This API key is unknown, revoked or expired.':
    'مفتاح واجهة البرمجة هذا غير معروف أو ملغى أو منتهي الصلاحية.',
  'This key may not call {} {}: it needs the {} scope':
    'لا يجوز لهذا المفتاح استدعاء {0} {1}: يلزمه النطاق {2}',
  'This key may not call {} {}: no API key may':
    'لا يجوز لهذا المفتاح استدعاء {0} {1}: لا يجوز ذلك لأي مفتاح',
  'Too many requests with this API key. Please try again in a minute.':
    'طلبات كثيرة بهذا المفتاح. يُرجى المحاولة بعد دقيقة.',
  'Webhook not found': 'خطاف الويب غير موجود',
  'Choose at least one event': 'اختر حدثًا واحدًا على الأقل',
  'Each event must be one of: {}': 'يجب أن يكون كل حدث واحدًا من: {0}',
  'Events must be a list': 'يجب أن تكون الأحداث قائمة',
  'Active must be true or false': 'يجب أن تكون قيمة التفعيل true أو false',
  'URL is required': 'العنوان مطلوب',
  'URL must be an https:// address': 'يجب أن يكون العنوان عنوان https://',
  'URL must be at most {} characters': 'يجب ألا يزيد العنوان على {0} حرفًا',
  'URL must not point to a private, loopback or link-local address':
    'يجب ألا يشير العنوان إلى عنوان خاص أو محلي أو عنوان ربط محلي',
  'URL must not carry a user name or password': 'يجب ألا يحمل العنوان اسم مستخدم أو كلمة مرور',
  'The endpoint is switched off': 'العنوان متوقف',
  'Answered {}': 'أجاب بالرمز {0}',
  'Answered {} (a redirect, which is not followed)': 'أجاب بالرمز {0} (إعادة توجيه لا تُتّبع)',
  'No answer within 10 seconds': 'لم يصل رد خلال 10 ثوانٍ',
  'The address of {} could not be found': 'تعذّر العثور على عنوان {0}',
  'Please change your temporary password before you continue.':
    'يُرجى تغيير كلمة المرور المؤقتة قبل المتابعة.',
  'Please sign in to continue.': 'يُرجى تسجيل الدخول للمتابعة.',
  'Sign-in and password calls must be sent one at a time, not in a batch.':
    'يجب إرسال طلبات تسجيل الدخول وكلمة المرور واحدًا تلو الآخر، لا مجمّعة.',
  'Something went wrong on our side. Please try again.': 'حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى.',
  'The input nests objects or arrays too deeply': 'المدخلات متداخلة بعمق يتجاوز المسموح',
  'The input': 'المدخلات',
  'The request body is incomplete': 'محتوى الطلب غير مكتمل',
  'The request body is not valid JSON': 'محتوى الطلب ليس JSON صالحًا',
  'The request body is too large': 'محتوى الطلب كبير جدًا',
  'The request body must be JSON (Content-Type: application/json)':
    'يجب أن يكون محتوى الطلب بصيغة JSON (Content-Type: application/json)',
  'The request body must be a JSON object': 'يجب أن يكون محتوى الطلب كائن JSON',
  'This request came from another website and was refused.': 'رُفض هذا الطلب لأنه جاء من موقع آخر.',
  'You do not have permission to do this.': 'ليست لديك صلاحية للقيام بذلك.',
  '{} is not allowed here': 'الطريقة {0} غير مسموح بها هنا',

  // Checks every form shares (fields.ts, errors.ts); the field's label is translated below.
  '{} is required': 'حقل «{0}» مطلوب',
  '{} may hold only digits, spaces, + and -': 'لا تقبل قيمة «{0}» إلا الأرقام والمسافات و+ و-',
  '{} must be at most {} characters': 'يجب ألا يتجاوز طول «{0}» {1} حرفًا',
  '{} must be at most {}': 'يجب ألا تتجاوز قيمة «{0}» {1}',
  '{} must be at least 1': 'يجب ألا تقل قيمة «{0}» عن 1',
  '{} must be one of: {}': 'يجب أن تكون قيمة «{0}» واحدة مما يلي: {1}',
  '{} must be {} {}': 'يجب أن تكون قيمة «{0}» من النوع {2}',
  '{} must be text': 'يجب أن تكون قيمة «{0}» نصًا',
  '{} must be a number': 'يجب أن تكون قيمة «{0}» رقمًا',
  '{} must be a whole number': 'يجب أن تكون قيمة «{0}» عددًا صحيحًا',
  '{} must not contain control characters': 'يجب ألا تحتوي قيمة «{0}» على رموز تحكم',
  string: 'نص',
  number: 'رقم',
  boolean: 'صواب أو خطأ',
  object: 'كائن',
  array: 'قائمة',

  // Paged lists, uploads, files, the calendar feed, deliveries.
  'direction must be asc or desc': 'يجب أن يكون الاتجاه asc أو desc',
  'search must be at most {} characters': 'يجب ألا يزيد البحث على {0} حرفًا',
  'search must be text': 'يجب أن يكون البحث نصًا',
  'sort must be one of: {}': 'يجب أن يكون الترتيب واحدًا مما يلي: {0}',
  'Please select an image file': 'يُرجى اختيار ملف صورة',
  'Please upload an image first': 'يُرجى رفع صورة أولًا',
  'The upload could not be read. Please try again.': 'تعذّرت قراءة الملف المرفوع. يُرجى المحاولة مرة أخرى.',
  'This upload link has expired or was already used. Please try again.':
    'انتهت صلاحية رابط الرفع هذا أو سبق استخدامه. يُرجى المحاولة مرة أخرى.',
  'File too large. File size must be less than 10.0MB': 'الملف كبير جدًا. يجب أن يقل حجمه عن 10.0 MB',
  'This calendar address is unknown or was turned off.': 'عنوان التقويم هذا غير معروف أو أُوقف.',
  'Delivery not found': 'الرسالة غير موجودة',
  'Only a failed delivery can be retried; this one is {}':
    'لا يُعاد إرسال إلا ما فشل إرساله؛ وحالة هذه الرسالة {0}',
  'id must be text': 'يجب أن يكون المعرّف نصًا',
  'state must be one of: {}': 'يجب أن تكون الحالة واحدة مما يلي: {0}',

  // Accounts and sign-in.
  'Current password is incorrect': 'كلمة المرور الحالية غير صحيحة',
  'Current password': 'كلمة المرور الحالية',
  'Email must be at most 255 characters': 'يجب ألا يزيد البريد الإلكتروني على 255 حرفًا',
  'Invalid email address': 'عنوان البريد الإلكتروني غير صالح',
  'Please enter a valid email address': 'يُرجى إدخال عنوان بريد إلكتروني صالح',
  'Invalid email or password': 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  'Language must be en or ar': 'يجب أن تكون اللغة en أو ar',
  Password: 'كلمة المرور',
  'Password must be at least 6 characters': 'يجب ألا تقل كلمة المرور عن 6 أحرف',
  'Password must be at most 200 characters': 'يجب ألا تزيد كلمة المرور على 200 حرف',
  "Passwords don't match": 'كلمتا المرور غير متطابقتين',
  'The new password must be different from the current one': 'يجب أن تختلف كلمة المرور الجديدة عن الحالية',
  'This password reset link is invalid or has expired.':
    'رابط إعادة تعيين كلمة المرور غير صالح أو منتهي الصلاحية.',
  'Too many password reset requests. Please wait an hour and try again.':
    'طلبات إعادة تعيين كلمة المرور كثيرة جدًا. يُرجى الانتظار ساعة ثم المحاولة مرة أخرى.',
  'Too many sign-in attempts. Please wait {} minute{} and try again.':
    'محاولات تسجيل الدخول كثيرة جدًا. يُرجى الانتظار {0} دقيقة ثم المحاولة مرة أخرى.',
  'A client can only be given the client or admin role': 'لا يُمنح العميل إلا دور العميل أو المسؤول',
  'A user with this email already exists': 'يوجد مستخدم بهذا البريد الإلكتروني',
  'Change your own password by editing your account': 'غيّر كلمة مرورك من خلال تعديل حسابك',
  'Enter your password to change a role, e-mail or password':
    'أدخل كلمة مرورك لتغيير الدور أو البريد الإلكتروني أو كلمة المرور',
  'First name': 'الاسم الأول',
  'Last name': 'اسم العائلة',
  Phone: 'الهاتف',
  Email: 'البريد الإلكتروني',
  'Only the main admin can change roles': 'لا يغيّر الأدوار إلا المسؤول الرئيسي',
  "Only the main admin can change the main admin's account":
    'لا يغيّر حساب المسؤول الرئيسي إلا المسؤول الرئيسي نفسه',
  'Only the main admin can create admin accounts': 'لا ينشئ حسابات المسؤولين إلا المسؤول الرئيسي',
  'The main admin cannot be {}d': 'لا يمكن {0} المسؤول الرئيسي',
  "The main admin's role cannot be changed": 'لا يمكن تغيير دور المسؤول الرئيسي',
  'User not found': 'المستخدم غير موجود',
  'You cannot change your own role': 'لا يمكنك تغيير دورك',
  'You cannot delete your own account': 'لا يمكنك حذف حسابك',
  'You cannot {} your own account': 'لا يمكنك {0} حسابك',
  delete: 'حذف',
  deactivate: 'تعطيل',
  'Your password must be at most 200 characters': 'يجب ألا تزيد كلمة مرورك على 200 حرف',
  'Your password must be text': 'يجب أن تكون كلمة مرورك نصًا',
  'role must be one of: {}': 'يجب أن يكون الدور واحدًا مما يلي: {0}',
  'Send exactly one field to change': 'أرسل حقلًا واحدًا فقط لتغييره',

  // Chat, the contact form and the website's texts.
  'Message cannot be empty': 'لا يمكن أن تكون الرسالة فارغة',
  'Message not found': 'الرسالة غير موجودة',
  'Message too long': 'الرسالة طويلة جدًا',
  'Message type must be text or system': 'يجب أن يكون نوع الرسالة text أو system',
  'before must be the id of a message': 'يجب أن تكون قيمة before معرّف رسالة',
  'Course interest': 'الدورة المطلوبة',
  Message: 'الرسالة',
  Name: 'الاسم',
  'Too many messages. Please try again later.': 'رسائل كثيرة جدًا. يُرجى المحاولة لاحقًا.',
  'state must be unread or read': 'يجب أن تكون الحالة unread أو read',
  'This text cannot be empty': 'لا يمكن أن يكون هذا النص فارغًا',
  'This text must be at most 2000 characters': 'يجب ألا يزيد هذا النص على 2000 حرف',

  // A person's data on request, and how long data is kept.
  'Give the e-mail or the national ID of the person': 'أدخل البريد الإلكتروني أو الرقم الشخصي للشخص',
  'Keep form submissions for {} to {} months': 'تُحفظ ردود النماذج من {0} إلى {1} شهرًا',
  'The main admin cannot be erased': 'لا يمكن محو بيانات المسؤول الرئيسي',
  'You cannot erase your own account': 'لا يمكنك محو بيانات حسابك',
  'keepPublicCertificates must be true or false': 'يجب أن تكون قيمة keepPublicCertificates صحيحة أو خاطئة',
};
