import { CENTRE_NAME } from '@tc/db';
import { centreMail } from '../mail/centre-layout.js';
import { DEFAULT_READER, linkFor, type Reader } from '../mail/recipient-language.js';
import type { Mail } from '../mail.js';

export const RESET_MAIL_SUBJECT = `Reset your password: ${CENTRE_NAME}`;

const en = {
  subject: RESET_MAIL_SUBJECT,
  greeting: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
  request: `We received a request to reset the password of your ${CENTRE_NAME} account. To choose a new password, open this link within the next hour:`,
  button: 'Reset Password',
  once: 'The link works once. If you did not ask for a new password, ignore this e-mail: your password stays as it is.',
};

const ar: typeof en = {
  subject: `إعادة تعيين كلمة المرور: ${CENTRE_NAME}`,
  greeting: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
  request: `تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابكم لدى ${CENTRE_NAME}. لاختيار كلمة مرور جديدة، افتحوا هذا الرابط خلال الساعة القادمة:`,
  button: 'إعادة تعيين كلمة المرور',
  once: 'يعمل الرابط مرة واحدة فقط. إن لم تطلبوا كلمة مرور جديدة، فتجاهلوا هذه الرسالة: تبقى كلمة المرور كما هي.',
};

const texts = { en, ar };

/**
 * The mail with a single-use reset link, in the reader's language. The link is a secret: it goes
 * in the body only.
 */
export function passwordResetMail(
  to: string,
  name: string | null,
  link: string,
  reader: Reader = DEFAULT_READER,
): Mail {
  const words = texts[reader.language];
  return centreMail({
    to,
    subject: words.subject,
    greeting: words.greeting(name),
    language: reader.language,
    blocks: [
      { kind: 'text', text: words.request },
      { kind: 'button', label: words.button, url: linkFor(link, reader) },
      { kind: 'text', text: words.once },
    ],
  });
}
