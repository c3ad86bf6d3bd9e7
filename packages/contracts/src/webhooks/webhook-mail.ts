import { CENTRE_TIME_ZONE } from '../centre-date.js';
import type { Language } from '../language.js';
import { centreMail } from '../mail/centre-layout.js';
import { DEFAULT_READER, linkFor, type Reader } from '../mail/recipient-language.js';
import type { Mail } from '../mail.js';

/** Where an admin finds the endpoint: the console's Integrations tab. */
const INTEGRATIONS_PATH = '/?tab=integrations';

const en = {
  subject: (host: string) => `Webhook switched off: ${host}`,
  greeting: 'Hello,',
  failed: (since: string) =>
    `Every delivery to this webhook endpoint has failed since ${since}, so it has been switched off and is sent nothing more:`,
  address: 'Address',
  next: 'When the receiving system is working again, switch the endpoint back on in the console (Integrations); its Test button sends a ping first.',
  button: 'Open Integrations',
  locale: 'en-GB',
};

const ar: typeof en = {
  subject: (host) => `إيقاف Webhook: ${host}`,
  greeting: 'مرحبًا،',
  failed: (since) =>
    `فشل كل إرسال إلى عنوان الـ Webhook هذا منذ ${since}، لذلك أُوقف ولن يُرسل إليه شيء بعد الآن:`,
  address: 'العنوان',
  next: 'عندما يعود النظام المستقبِل إلى العمل، أعيدوا تشغيل العنوان من لوحة التحكم (التكاملات)؛ يرسل زر الاختبار رسالة ping أولًا.',
  button: 'فتح التكاملات',
  locale: 'ar-BH-u-nu-latn',
};

const texts: Record<Language, typeof en> = { en, ar };

/** The admins' mail when three days of failures switch an endpoint off, in the reader's language. */
export function webhookSwitchedOffMail(
  to: string,
  url: string,
  failingSince: Date,
  appUrl: string,
  reader: Reader = DEFAULT_READER,
): Mail {
  const words = texts[reader.language];
  const since = new Intl.DateTimeFormat(words.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: CENTRE_TIME_ZONE,
  }).format(failingSince);
  return centreMail({
    to,
    subject: words.subject(new URL(url).host),
    greeting: words.greeting,
    language: reader.language,
    blocks: [
      { kind: 'text', text: words.failed(since) },
      { kind: 'details', rows: [[words.address, url]] },
      { kind: 'text', text: words.next },
      { kind: 'button', label: words.button, url: linkFor(`${appUrl}${INTEGRATIONS_PATH}`, reader) },
    ],
  });
}
