import type { DocumentLanguage } from './documents.js';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every interpolated value goes through here: text and attribute values alike. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

/**
 * A value that reads left to right whatever the text around it (a number, a code, an e-mail, a
 * phone): isolated, so an Arabic line never reorders its parts ('+973 1777 4210' stays as typed).
 */
export function ltr(value: string | number): string {
  return `<bdi dir="ltr">${escapeHtml(value)}</bdi>`;
}

/**
 * "1936.00" -> "BD 1,936.00" (HTML-safe), isolated left to right so it reads the same in an Arabic
 * line. Amounts are strings from the server; no float touches them.
 */
export function bd(amount: string): string {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount.trim());
  if (!match) return ltr(`BD ${amount}`);
  const [, sign, whole = '', fils] = match;
  return ltr(`BD ${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${fils}`);
}

/** The months as each language writes them in Bahrain; the digits stay Western in both. */
const months: Record<DocumentLanguage, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ar: [
    'يناير',
    'فبراير',
    'مارس',
    'أبريل',
    'مايو',
    'يونيو',
    'يوليو',
    'أغسطس',
    'سبتمبر',
    'أكتوبر',
    'نوفمبر',
    'ديسمبر',
  ],
};

/** A month's name in Arabic, 1 = 'يناير' (English months come named by the server). */
export function arabicMonthName(month: number): string {
  return months.ar[month - 1] ?? String(month);
}

/** "2026-11-24" -> "24 Nov 2026" ("24 نوفمبر 2026"), read as a calendar day (no time zone can shift it). */
export function day(isoDate: string, language: DocumentLanguage = 'en'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = match ? months[language][Number(match[2]) - 1] : undefined;
  if (!match || !month) return escapeHtml(isoDate);
  return `${Number(match[3])} ${month} ${match[1]}`;
}

/**
 * "2026-11-24" -> "24/11/2026": day first as in Bahrain, read alike in English and Arabic, for the
 * bilingual documents' facts and tables.
 */
export function numericDay(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? ltr(`${match[3]}/${match[2]}/${match[1]}`) : escapeHtml(isoDate);
}

/** An instant as the centre reads it: "24 Nov 2026, 14:05" ("24 نوفمبر 2026، 14:05") in Bahrain time. */
export function instant(iso: string, language: DocumentLanguage = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return escapeHtml(iso);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Bahrain',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const comma = language === 'ar' ? '،' : ',';
  return `${day(`${parts.year}-${parts.month}-${parts.day}`, language)}${comma} ${parts.hour}:${parts.minute}`;
}

/**
 * Text a person typed (a note, an address, bank details), one block per line, each laid out by its
 * own first letter: an English line inside an Arabic note reads left to right with its full stop
 * at its end, an Arabic line inside an English one right to left. Blank lines keep their space.
 */
export function multiline(text: string): string {
  return text
    .trim()
    .split(/\r?\n/)
    .map((line) => (line.trim() === '' ? '<br>' : `<span class="para" dir="auto">${escapeHtml(line)}</span>`))
    .join('');
}
