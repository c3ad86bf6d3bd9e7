import type { MessageTable } from '../message-translator.js';

/** Arabic: the catalogue, classes, private and public certificates. */
export const trainingMessages: MessageTable = {
  // Courses.
  'A course with this code was just added. Please try again.':
    'أُضيفت للتو دورة بهذا الرمز. يُرجى المحاولة مرة أخرى.',
  'Another course already has the code "{}"': 'توجد دورة أخرى بالرمز {0}',
  'Assessment price': 'سعر التقييم',
  'Training price': 'سعر التدريب',
  'Certificate type must be local or rtitb': 'يجب أن يكون نوع الشهادة local أو rtitb',
  'Course code': 'رمز الدورة',
  'Course name': 'اسم الدورة',
  'Course not found': 'الدورة غير موجودة',
  'Course type must be one of: {}': 'يجب أن يكون نوع الدورة واحدًا مما يلي: {0}',
  'Course type': 'نوع الدورة',
  Course: 'الدورة',
  Description: 'الوصف',
  Duration: 'المدة',
  'Image address': 'عنوان الصورة',
  'What you will learn': 'ما ستتعلمه',
  'This course cannot be deleted: it is used by {}. Make it inactive instead.':
    'لا يمكن حذف هذه الدورة لأنها مستخدمة في {0}. اجعلها غير نشطة بدلًا من ذلك.',
  '{} must be 0 or more': 'يجب أن تكون قيمة «{0}» صفرًا أو أكثر',
  '{} must be a whole number of dinars': 'يجب أن تكون قيمة «{0}» عددًا صحيحًا من الدنانير',

  // Classes.
  'A new class is pending or confirmed': 'الحصة الجديدة إما قيد الانتظار أو مؤكدة',
  'A {} class can no longer be changed.': 'لا يمكن تغيير حصة حالتها {0}.',
  pending: 'قيد الانتظار',
  confirmed: 'مؤكدة',
  completed: 'مكتملة',
  cancelled: 'ملغاة',
  '{} must be a date': 'يجب أن تكون قيمة «{0}» تاريخًا',
  'Alternative date': 'التاريخ البديل',
  'End date': 'تاريخ الانتهاء',
  'Start date': 'تاريخ البدء',
  From: 'من',
  To: 'إلى',
  Date: 'التاريخ',
  Time: 'الوقت',
  'Assign an instructor first': 'عيّن مدربًا أولًا',
  'At least 1 candidate is required': 'يلزم متدرب واحد على الأقل',
  'At least 1 candidate per session': 'متدرب واحد على الأقل في كل جلسة',
  'At least 1 session': 'جلسة واحدة على الأقل',
  'At most 200 clients at once': '200 عميل على الأكثر في المرة الواحدة',
  'Candidates per session': 'عدد المتدربين في الجلسة',
  'Days between sessions': 'عدد الأيام بين الجلسات',
  'Number of candidates': 'عدد المتدربين',
  'Number of sessions': 'عدد الجلسات',
  'Class not found': 'الحصة غير موجودة',
  'End date cannot be before the date': 'لا يمكن أن يسبق تاريخ الانتهاء تاريخ الحصة',
  'From cannot be after To': 'لا يمكن أن يأتي «من» بعد «إلى»',
  'Maximum 10 sessions allowed': 'الحد الأقصى 10 جلسات',
  'Maximum 100 candidates allowed': 'الحد الأقصى 100 متدرب',
  'Maximum 20 candidates per session allowed': 'الحد الأقصى 20 متدربًا في الجلسة',
  'Please select an instructor': 'يُرجى اختيار مدرب',
  'Select at least one client': 'اختر عميلًا واحدًا على الأقل',
  'Sessions can be at most 30 days apart': 'لا يزيد الفاصل بين الجلسات على 30 يومًا',
  'Sessions must be at least 1 day apart': 'يجب أن يفصل بين الجلسات يوم واحد على الأقل',
  'Status must be one of: pending, confirmed, completed, cancelled':
    'يجب أن تكون الحالة واحدة مما يلي: pending وconfirmed وcompleted وcancelled',
  Status: 'الحالة',
  'The client has not approved the new time yet. It can be confirmed once they approve it.':
    'لم يوافق العميل على الموعد الجديد بعد. يمكن تأكيده بعد موافقته.',
  'The date has passed': 'لقد مضى هذا التاريخ',
  'This class has no new time waiting for your approval.': 'لا يوجد لهذه الحصة موعد جديد بانتظار موافقتك.',
  'This class is already {}.': 'هذه الحصة {0} بالفعل.',
  'This class is on {}: it can be marked completed from that day on.':
    'موعد هذه الحصة {0}: يمكن تعليمها مكتملة ابتداءً من ذلك اليوم.',
  'Time must be HH:mm, for example 08:30': 'يجب أن يكون الوقت بصيغة HH:mm، مثل 08:30',
  'You have already approved the new time of this class.': 'لقد وافقت بالفعل على الموعد الجديد لهذه الحصة.',
  'allowPast must be true or false': 'يجب أن تكون قيمة allowPast هي true أو false',
  '{} already teaches {}{}. Confirm the double booking to save anyway.':
    'المدرب {0} يدرّس بالفعل {1}{2}. أكّد الحجز المزدوج للحفظ على أي حال.',

  // Certificates a client downloads.
  'Certificate not found': 'الشهادة غير موجودة',
  'Certificate number': 'رقم الشهادة',
  Client: 'العميل',
  'Expiry date': 'تاريخ الانتهاء',
  'Issue date': 'تاريخ الإصدار',
  'Expiry date must be after the issue date': 'يجب أن يأتي تاريخ الانتهاء بعد تاريخ الإصدار',
  'Government number': 'الرقم الحكومي',
  'Government number must be at most 50 digits': 'يجب ألا يزيد الرقم الحكومي على 50 رقمًا',
  'Invalid file type. Please select a PDF file': 'نوع الملف غير صالح. يُرجى اختيار ملف PDF',
  'Please enter numbers only': 'يُرجى إدخال أرقام فقط',
  'Please select a PDF file': 'يُرجى اختيار ملف PDF',
  'Please upload the certificate PDF first': 'يُرجى رفع ملف PDF للشهادة أولًا',
  'The certificate file is missing. Please contact us.': 'ملف الشهادة مفقود. يُرجى التواصل معنا.',
  'This PDF contains scripts or actions, which certificates must not have. Please save it again as a plain PDF.':
    'يحتوي ملف PDF هذا على نصوص برمجية أو إجراءات لا يجوز أن تحملها الشهادات. يُرجى حفظه من جديد بصيغة PDF عادية.',
  'This PDF could not be checked for scripts or actions (it is encrypted or compressed in an unusual way). Please save it again as a plain PDF.':
    'تعذّر فحص ملف PDF هذا بحثًا عن نصوص برمجية أو إجراءات (فهو مشفّر أو مضغوط بطريقة غير معتادة). يُرجى حفظه من جديد بصيغة PDF عادية.',
  'status must be valid or expired': 'يجب أن تكون الحالة valid أو expired',

  // Public certificates: verification, publishing and the CSV import.
  'A certificate number in the file was published meanwhile; nothing was imported.':
    'نُشر في الأثناء رقم شهادة وارد في الملف؛ لم يُستورد شيء.',
  'A certificate number or national ID is at most {} characters':
    'لا يزيد رقم الشهادة أو الرقم الشخصي على {0} حرفًا',
  'A certificate with this number already exists': 'توجد شهادة بهذا الرقم',
  'Another certificate already has the number {}': 'توجد شهادة أخرى بالرقم {0}',
  'A course the file names was deleted meanwhile; nothing was imported.':
    'حُذفت في الأثناء دورة يذكرها الملف؛ لم يُستورد شيء.',
  'A file may hold at most {} certificates; split it': 'لا يحمل الملف أكثر من {0} شهادة؛ قسّمه',
  'Certificate number or national ID': 'رقم الشهادة أو الرقم الشخصي',
  'Date of birth': 'تاريخ الميلاد',
  'File too large. A CSV file must be less than 2 MB': 'الملف كبير جدًا. يجب أن يقل حجم ملف CSV عن 2 MB',
  'Invalid file type. Please select a CSV file saved as UTF-8':
    'نوع الملف غير صالح. يُرجى اختيار ملف CSV محفوظ بترميز UTF-8',
  'National ID': 'الرقم الشخصي',
  'Please enter a certificate number or national ID': 'يُرجى إدخال رقم الشهادة أو الرقم الشخصي',
  'Please give the reason for revoking this certificate': 'يُرجى ذكر سبب إلغاء هذه الشهادة',
  'Please select a CSV file': 'يُرجى اختيار ملف CSV',
  'Student must be at least 18 years old to obtain certification.':
    'يجب ألا يقل عمر المتدرب عن 18 عامًا لنيل الشهادة.',
  'Student name': 'اسم المتدرب',
  'The CSV file could not be read: {}': 'تعذّرت قراءة ملف CSV: {0}',
  'The file has no certificates to import': 'لا يحتوي الملف على شهادات لاستيرادها',
  'The first row must name the columns: {}': 'يجب أن يسمّي الصف الأول الأعمدة: {0}',
  'The reason': 'السبب',
  'The verification code is missing': 'رمز التحقق مفقود',
  'This certificate is already revoked': 'هذه الشهادة ملغاة بالفعل',
  'No client account has the e-mail "{}"': 'لا يوجد حساب عميل بالبريد الإلكتروني {0}',
  'clientId must be a client account id': 'يجب أن يكون clientId معرّف حساب عميل',
  'courseId must be a course id': 'يجب أن يكون courseId معرّف دورة',
  'This verification code is not valid': 'رمز التحقق هذا غير صالح',
  'Too many searches. Please wait a few minutes and try again.':
    'عمليات بحث كثيرة جدًا. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
  '{}, so nothing was imported. Correct the file and import it again.':
    '{0}، لذا لم يُستورد شيء. صحّح الملف واستورده مرة أخرى.',
};
