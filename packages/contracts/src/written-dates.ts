/*
 * Dates as people write them in figures, in each language of the site: the date fields write and
 * read them so (apps/web), and the API reads a date a form posted as typed (a page without
 * JavaScript). The API's own fields only ever take YYYY-MM-DD.
 */

/** A part of a date written in figures. */
type DatePart = 'day' | 'month' | 'year';

/**
 * How a language writes a date in figures, on every screen: in the date fields (typed and shown)
 * and in the lists. English is written the centre's way, as in Bahrain: day first, 22/11/2026,
 * whatever the browser's own locale says. Arabic writes them the same way, in the same Western
 * figures, as Bahrain's forms and certificates do (its month names and times from ar-BH). The
 * server only ever sees YYYY-MM-DD.
 */
export interface DateWriting {
  order: readonly [DatePart, DatePart, DatePart];
  separator: string;
  /** What an empty date field shows: the format to type. */
  placeholder: string;
  /** Intl's locale for the language's times and month names. */
  locale: string;
}

const WRITINGS: Record<string, DateWriting> = {
  en: { order: ['day', 'month', 'year'], separator: '/', placeholder: 'dd/mm/yyyy', locale: 'en-GB' },
  // -u-nu-latn: Western figures (Intl would write Arabic-Indic ones for ar-BH).
  ar: {
    order: ['day', 'month', 'year'],
    separator: '/',
    placeholder: 'dd/mm/yyyy',
    locale: 'ar-BH-u-nu-latn',
  },
};

/** The language's way of writing dates; a language without one is written as English. */
export function dateWriting(language: string): DateWriting {
  return WRITINGS[language] ?? (WRITINGS.en as DateWriting);
}

/** The page's language as Intl takes it (month names, times, numbers). */
export const localeOf = (language: string) => dateWriting(language).locale;

/** A calendar date ('YYYY-MM-DD') as the language writes it ('22/11/2026'); it never shifts a day. */
export function formatCalendarDate(date: string, language: string): string {
  const [year = '', month = '', day = ''] = date.split('-');
  const parts: Record<DatePart, string> = { day, month, year };
  const writing = dateWriting(language);
  return writing.order.map((part) => parts[part]).join(writing.separator);
}

const pad = (figures: string) => figures.padStart(2, '0');

/**
 * A date typed in the language's way ('22/11/2026', also '22-11-2026', '22.11.2026' or '2/3/2026')
 * as 'YYYY-MM-DD', or null when it is no date of the calendar (31/02/2026, a two-figure year).
 * 'YYYY-MM-DD' itself, pasted from elsewhere, is taken too.
 */
export function parseCalendarDate(text: string, language: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const groups = iso ? iso.slice(1) : trimmed.split(/[^\d]+/);
  if (groups.length !== 3) return null;
  const order: readonly DatePart[] = iso ? ['year', 'month', 'day'] : dateWriting(language).order;
  const parts = Object.fromEntries(order.map((part, index) => [part, groups[index] ?? ''])) as Record<
    DatePart,
    string
  >;
  if (!/^\d{4}$/.test(parts.year) || !/^\d{1,2}$/.test(parts.month) || !/^\d{1,2}$/.test(parts.day))
    return null;
  const date = `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`;
  // A date of the calendar reads back the same; 31/02 would come back as 03/03.
  const real = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(real.getTime()) && real.toISOString().slice(0, 10) === date ? date : null;
}
