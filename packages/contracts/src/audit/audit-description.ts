import type { Language } from '../language.js';
import { arabicMessages } from '../messages/arabic-messages.js';
import { messageTranslator } from '../messages/message-translator.js';

/** The table's translator, with lists of known fields ('phone, email') translated item by item. */
const toArabic = messageTranslator(arabicMessages, { lists: true });

/**
 * A trail row's description in the caller's language. The row keeps the English it was recorded
 * with; an Arabic caller reads each of its '; '-joined parts through the Arabic table
 * (messages/arabic/audit.ts), values kept as recorded (isolated), a part the table lacks in English.
 */
export function localDescription(description: string | null, language: Language): string | null {
  if (language !== 'ar' || description === null) return description;
  return description.split('; ').map(toArabic).join('\u061b ');
}

/** A row's title: a name, kept as it is, or one of the writers' fixed titles ('Website texts'), translated. */
export function localTitle(title: string | null, language: Language): string | null {
  if (language !== 'ar' || title === null) return title;
  return arabicMessages[title] ?? title;
}
