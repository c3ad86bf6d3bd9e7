import type { MessageTable } from '../message-translator.js';

/** Arabic: quotations, tax invoices and payments, financial goals, reports and document settings. */
export const moneyMessages: MessageTable = {
  // Quotations.
  '"{}" is not a valid CC email address': 'العنوان {0} ليس بريدًا إلكترونيًا صالحًا للنسخة',
  'A quotation has at most {} courses': 'لا يضم عرض السعر أكثر من {0} دورة',
  'Candidates must be a whole number from 1 to {}': 'يجب أن يكون عدد المتدربين عددًا صحيحًا من 1 إلى {0}',
  'Client contact name': 'اسم جهة الاتصال لدى العميل',
  'Client not found': 'العميل غير موجود',
  'Company name': 'اسم الشركة',
  'Contact person': 'الشخص المسؤول',
  'Contact phone': 'هاتف التواصل',
  Notes: 'ملاحظات',
  Address: 'العنوان',
  'CR number': 'رقم السجل التجاري',
  'CR number may hold only digits, letters, - and /': 'لا يقبل رقم السجل التجاري إلا الأرقام والحروف و- و/',
  'VAT number must be 15 digits': 'يجب أن يتكون الرقم الضريبي من 15 رقمًا',
  'PDF theme must be corporate, minimal or bold': 'يجب أن يكون تصميم PDF هو corporate أو minimal أو bold',
  'Please select a course to add.': 'يُرجى اختيار دورة لإضافتها.',
  // A visitor's quotation request.
  'A course you chose is not offered. Please choose again.':
    'إحدى الدورات التي اخترتموها غير متاحة. يُرجى الاختيار مجددًا.',
  'A request has at most {} courses': 'لا يضم الطلب أكثر من {0} دورة',
  'Choose each course once': 'اختاروا كل دورة مرة واحدة',
  'Company name is required': 'اسم الشركة مطلوب',
  'Contact person is required': 'اسم الشخص المسؤول مطلوب',
  'Number of candidates must be between 1 and {}': 'يجب أن يكون عدد المتدربين بين 1 و{0}',
  'Phone is required': 'رقم الهاتف مطلوب',
  'Please select a course': 'يُرجى اختيار دورة',
  'Preferred date must be a month (YYYY-MM) or a date (YYYY-MM-DD)':
    'يجب أن يكون الموعد المفضّل شهرًا (YYYY-MM) أو تاريخًا (YYYY-MM-DD)',
  'Thank you. We have received your request and will send you a quotation shortly.':
    'شكرًا لكم. تلقّينا طلبكم وسنرسل إليكم عرض السعر قريبًا.',
  'Please select at least one course': 'يُرجى اختيار دورة واحدة على الأقل',
  'Please sign in the box': 'يُرجى التوقيع داخل المربع',
  'Please tell us why': 'يُرجى إخبارنا بالسبب',
  'Please type your full name': 'يُرجى كتابة اسمك الكامل',
  'Price must be 0 or more, with at most 2 decimals':
    'يجب أن يكون السعر صفرًا أو أكثر، بمنزلتين عشريتين على الأكثر',
  'Quotation not found': 'عرض السعر غير موجود',
  'Quotation {} was saved as a draft, but the email could not be sent. Please try Send again.':
    'حُفظ عرض السعر {0} مسودةً، لكن تعذّر إرسال البريد الإلكتروني. يُرجى الضغط على «إرسال» مرة أخرى.',
  'The email could not be sent. Please check the mail settings and try again.':
    'تعذّر إرسال البريد الإلكتروني. يُرجى التحقق من إعدادات البريد ثم المحاولة مرة أخرى.',
  'The signature is too large': 'التوقيع كبير جدًا',
  'The signature is too large: at most {} x {} pixels': 'التوقيع كبير جدًا: {0} × {1} بكسل على الأكثر',
  'The signature must be a PNG image': 'يجب أن يكون التوقيع صورة PNG',
  'This quotation has a tax invoice, so it cannot be deleted.':
    'لعرض السعر هذا فاتورة ضريبية، لذا لا يمكن حذفه.',
  'This quotation has expired. Please ask the training centre for a new one.':
    'انتهت صلاحية عرض السعر هذا. يُرجى طلب عرض جديد من مركز التدريب.',
  'This quotation is {} and can no longer be changed.': 'حالة عرض السعر هذا {0}، ولم يعد تغييره ممكنًا.',
  'This quotation is {} and cannot be sent again.': 'حالة عرض السعر هذا {0}، ولا يمكن إرساله مرة أخرى.',
  draft: 'مسودة',
  sent: 'مُرسَل',
  viewed: 'تمت مشاهدته',
  accepted: 'مقبول',
  rejected: 'مرفوض',
  expired: 'منتهي الصلاحية',
  'This quotation link is not valid. Please contact the training centre.':
    'رابط عرض السعر هذا غير صالح. يُرجى التواصل مع مركز التدريب.',
  'This quotation was already accepted by {}.': 'سبق أن قَبِل {0} عرض السعر هذا.',
  'This quotation was already declined by {}.': 'سبق أن رفض {0} عرض السعر هذا.',
  'Too many requests. Please try again later.': 'طلبات كثيرة جدًا. يُرجى المحاولة لاحقًا.',
  'Training type must be full_course or assessment': 'يجب أن يكون نوع التدريب full_course أو assessment',
  'Valid until': 'صالح حتى',
  'Valid until cannot be before today': 'لا يمكن أن يسبق تاريخ الصلاحية تاريخ اليوم',

  // Tax invoices and payments.
  'A credited invoice cannot be changed': 'لا يمكن تغيير فاتورة صدر لها إشعار دائن',
  'This invoice already has a credit note ({})': 'لهذه الفاتورة إشعار دائن بالفعل ({0})',
  'The payment is more than the balance ({})': 'الدفعة أكبر من الرصيد المستحق ({0})',
  'A credited invoice takes no payments': 'لا تُسجَّل دفعات على فاتورة صدر لها إشعار دائن',
  'A paid invoice cannot be credited': 'لا يصدر إشعار دائن لفاتورة مدفوعة',
  'Amount must be more than 0, with at most 2 decimals':
    'يجب أن يكون المبلغ أكبر من صفر، بمنزلتين عشريتين على الأكثر',
  'Client name': 'اسم العميل',
  'Due date': 'تاريخ الاستحقاق',
  'Due date cannot be before the issue date': 'لا يمكن أن يسبق تاريخ الاستحقاق تاريخ الإصدار',
  'Invoice not found': 'الفاتورة غير موجودة',
  'Invoice number': 'رقم الفاتورة',
  'Method must be bank_transfer, cash, card or cheque':
    'يجب أن تكون طريقة الدفع bank_transfer أو cash أو card أو cheque',
  'Only an accepted quotation can be invoiced.': 'لا تصدر فاتورة إلا لعرض سعر مقبول.',
  'Payment date': 'تاريخ الدفع',
  'Payment date cannot be in the future': 'لا يمكن أن يكون تاريخ الدفع في المستقبل',
  'Payment not found': 'الدفعة غير موجودة',
  Reason: 'السبب',
  Reference: 'المرجع',
  'This invoice has no client email address.': 'لا يوجد بريد إلكتروني للعميل في هذه الفاتورة.',
  'This quotation already has a tax invoice ({}).': 'لعرض السعر هذا فاتورة ضريبية بالفعل ({0}).',
  'status must be one of: {}': 'يجب أن تكون الحالة واحدة مما يلي: {0}',

  // Financial goals.
  'A debit of {} would take this goal below zero: it holds {}':
    'خصم {0} سينزل بهذا الهدف دون الصفر: رصيده {1}',
  'A goal holds at most {}: this credit would take it past that':
    'لا يتجاوز الهدف {0}: وهذا الإيداع سيتخطى ذلك',
  'A reversal cannot be reversed: record a new transaction instead':
    'لا يمكن عكس قيد عكسي: سجّل معاملة جديدة بدلًا من ذلك',
  Amount: 'المبلغ',
  'End date must be a date written YYYY-MM-DD': 'يجب أن يكون تاريخ الانتهاء تاريخًا بصيغة YYYY-MM-DD',
  'Financial goal not found': 'الهدف المالي غير موجود',
  'Goal title': 'عنوان الهدف',
  'Target amount': 'المبلغ المستهدف',
  'The end date must not be before the start date': 'يجب ألا يسبق تاريخ الانتهاء تاريخ البدء',
  'This goal has transactions and cannot be deleted: close it instead':
    'لهذا الهدف معاملات ولا يمكن حذفه: أغلقه بدلًا من ذلك',
  'This goal is closed: reopen it to record transactions': 'هذا الهدف مغلق: أعد فتحه لتسجيل المعاملات',
  'This transaction has already been reversed': 'عُكست هذه المعاملة بالفعل',
  'Transaction not found': 'المعاملة غير موجودة',
  'transactionType must be credit or debit': 'يجب أن يكون نوع المعاملة credit أو debit',
  '{} must be a number of dinars such as 1250.50': 'يجب أن تكون قيمة «{0}» مبلغًا بالدينار مثل 1250.50',
  '{} must be more than 0': 'يجب أن تكون قيمة «{0}» أكبر من صفر',
  '{} must have at most 2 decimals': 'يجب ألا تزيد قيمة «{0}» على منزلتين عشريتين',

  // Reports and the documents' settings.
  'Month must be a whole number from 1 to 12': 'يجب أن يكون الشهر عددًا صحيحًا من 1 إلى 12',
  'Year must be between {} and the current year': 'يجب أن تكون السنة بين {0} والسنة الحالية',
  'Payment details': 'تفاصيل الدفع',
  'Payment terms must be a whole number of days from 0 to {}':
    'يجب أن تكون مدة السداد عددًا صحيحًا من الأيام من 0 إلى {0}',
  'Terms and conditions': 'الشروط والأحكام',
  'VAT registration number': 'رقم التسجيل الضريبي',
  'Website content has not been set up': 'لم يُعدّ محتوى الموقع بعد',
};
