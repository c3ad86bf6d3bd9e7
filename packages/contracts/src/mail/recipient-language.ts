import { isLanguage, LANGUAGE_QUERY, type Language } from '../language.js';
import { formatClassDate } from '../schedules/schedules.schema.js';

/*
 * The language a mail or a push notification is written in, decided once for every message:
 * the recipient's own choice (users.language), else the language of whoever caused the message
 * when that is the recipient themselves (a password reset asked from their browser), else English,
 * as every message was before the choice existed.
 */

/** Whom a message is written for: its language, and whether the recipient's account chose it. */
export interface Reader {
  language: Language;
  /**
   * Only an account's choice goes into the message's links (`?lang=`): such a link writes the
   * language to the account of whoever opens it signed in, and a choice nobody made must not be
   * stored. Without it the page follows the browser, as the message's fallback did.
   */
  accountChoice: boolean;
}

/** A reader nobody chose a language for: English, as every message was before. */
export const DEFAULT_READER: Reader = { language: 'en', accountChoice: false };

/**
 * The reader of a message: the recipient account's language (`users.language`), else `causedBy`
 * (the caller's language, for a message the recipient asked for from their own browser), else
 * English.
 */
export function recipientLanguage(account: string | null | undefined, causedBy: Language = 'en'): Reader {
  if (isLanguage(account)) return { language: account, accountChoice: true };
  return { language: causedBy, accountChoice: false };
}

/** A link of the web app that opens in the reader's chosen language: `?lang=` (or `&lang=`) added. */
export function linkFor(url: string, reader: Reader): string {
  if (!reader.accountChoice) return url;
  const link = new URL(url);
  link.searchParams.set(LANGUAGE_QUERY, reader.language);
  return link.toString();
}

/** Arabic dates in Western figures, as Bahrain's forms and certificates write them. */
const arabicDate = new Intl.DateTimeFormat('ar-BH-u-nu-latn', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A calendar date ('YYYY-MM-DD') as a mail writes it: 'Sun, 10 Jan 2027' in English (as every
 * screen does), 'الأحد، 10 يناير 2027' in Arabic. A class date is a calendar date: no time zone
 * moves it.
 */
export function mailDate(date: string, language: Language): string {
  if (language === 'en') return formatClassDate(date);
  return arabicDate.format(new Date(`${date}T00:00:00Z`));
}
