import type { MessageTable } from '../message-translator.js';

/** Arabic: the form builder and the public forms' answers, and the gallery. */
export const contentMessages: MessageTable = {
  'A field offers at most {} options': 'لا يقدّم الحقل أكثر من {0} خيارًا',
  'A form holds at most {} fields': 'لا يضم النموذج أكثر من {0} حقلًا',
  'An option must be at most {} characters': 'يجب ألا يزيد الخيار على {0} حرفًا',
  'Field label': 'عنوان الحقل',
  'Field name __proto__ is reserved': 'اسم الحقل __proto__ محجوز',
  'Field name': 'اسم الحقل',
  'Field name must be lowercase letters, numbers and underscores only':
    'يجب أن يتكون اسم الحقل من أحرف لاتينية صغيرة وأرقام وشرطات سفلية فقط',
  'Field type must be one of: {}': 'يجب أن يكون نوع الحقل واحدًا مما يلي: {0}',
  'Form not found': 'النموذج غير موجود',
  'Two fields are named {}: each field of a form needs its own field name':
    'يوجد حقلان باسم {0}: يحتاج كل حقل في النموذج إلى اسم خاص به',
  'A form already uses the address /forms/{}': 'يستخدم نموذج آخر العنوان ‎/forms/{0}',
  'Form title': 'عنوان النموذج',
  'Options must be a list or comma-separated text': 'يجب أن تكون الخيارات قائمة أو نصًا مفصولًا بفواصل',
  Placeholder: 'النص الإرشادي',
  'Slug must be lowercase letters, numbers, and hyphens only':
    'يجب أن يتكون المعرّف في الرابط من أحرف لاتينية صغيرة وأرقام وشرطات فقط',
  'Submit button text': 'نص زر الإرسال',
  'Success message': 'رسالة النجاح',
  'The answers must be a JSON object': 'يجب أن تكون الإجابات كائن JSON',
  'URL slug': 'المعرّف في الرابط',
  'fields must be a list': 'يجب أن تكون الحقول قائمة',
  'isRequired must be true or false': 'يجب أن تكون قيمة isRequired هي true أو false',
  'state must be active or inactive': 'يجب أن تكون الحالة active أو inactive',
  '{} must be a list of the offered options': 'يجب أن تكون قيمة «{0}» قائمة من الخيارات المعروضة',
  '{} must be a valid date': 'يجب أن تكون قيمة «{0}» تاريخًا صالحًا',
  '{} must be a valid e-mail address': 'يجب أن تكون قيمة «{0}» بريدًا إلكترونيًا صالحًا',
  '{} must be a valid phone number': 'يجب أن تكون قيمة «{0}» رقم هاتف صالحًا',
  '{} must be one of the offered options': 'يجب أن تكون قيمة «{0}» أحد الخيارات المعروضة',
  '{} needs at least one option': 'يحتاج الحقل «{0}» إلى خيار واحد على الأقل',
  'Too many submissions. Please try again in {} minute{}.':
    'إرسالات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد {0} دقيقة.',

  // The Arabic beside an English text (courses, photos, forms, website texts): 'Course name (Arabic)'.
  '{} (Arabic)': '{0} بالعربية',
  'This text': 'هذا النص',
  'An option (Arabic) must be at most {} characters': 'يجب ألا يزيد الخيار بالعربية على {0} حرفًا',
  'Arabic options must be a list or comma-separated text':
    'يجب أن تكون الخيارات بالعربية قائمة أو نصًا مفصولًا بفواصل',

  // The gallery.
  'Display order': 'ترتيب العرض',
  'Display order must be at least -1000000': 'يجب ألا يقل ترتيب العرض عن ‎-1000000',
  'Display order must be at most 1000000': 'يجب ألا يزيد ترتيب العرض على 1000000',
  Image: 'الصورة',
  'Photo not found': 'الصورة غير موجودة',
  Title: 'العنوان',
};
