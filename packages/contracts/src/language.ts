/*
 * The product's two languages and how a request's is chosen. No zod here: the web app's first
 * module imports this to pick the page's texts before anything else loads.
 *
 * A caller's language: the account's (a signed-in user's choice), else the `lang` cookie (this
 * browser's choice, or a `?lang=` link's), else the first of Accept-Language's that the product
 * has, else English. A page's `?lang=en|ar` chooses it (the cookie, and the account of a
 * signed-in user), for links in mails and QR codes.
 */

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself, as a language switch shows it (never translated). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };

/**
 * 'Loading...' in each language: the first paint's text, which the server writes into the page
 * before the app and its texts load, and the app's own (common.loading), so nothing changes once
 * it runs.
 */
export const LOADING_TEXTS: Record<Language, string> = { en: 'Loading...', ar: 'جارٍ التحميل...' };

/** The cookie that keeps a browser's choice, for a year. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The query parameter of a link that chooses the language. */
export const LANGUAGE_QUERY = 'lang';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** A letter of the Arabic script: a text with one is written, at least in part, in Arabic. */
export const ARABIC_LETTER = /[\u0600-\u06ff]/;

/** The way a language's text runs, for `<html dir>`. */
export const textDirection = (language: Language): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

/**
 * The product's language an Accept-Language header prefers ('ar-BH,ar;q=0.9,en;q=0.8' is Arabic),
 * by its q values; undefined when it names neither.
 */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  let best: { language: Language; q: number } | undefined;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!isLanguage(primary) || !(q > 0)) continue;
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language;
}

/** The caller's language: the account's, else the cookie's, else Accept-Language's, else English. */
export function callerLanguage(choices: {
  account?: string | null;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}): Language {
  if (isLanguage(choices.account)) return choices.account;
  if (isLanguage(choices.cookie)) return choices.cookie;
  return acceptedLanguage(choices.acceptLanguage) ?? 'en';
}
