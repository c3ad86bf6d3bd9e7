import type { Language } from '../language.js';
import { toArabic } from './arabic-messages.js';

/** A message the server shows, in the caller's language: English as written, else translated. */
export function localMessage(message: string, language: Language): string {
  return language === 'ar' ? toArabic(message) : message;
}
