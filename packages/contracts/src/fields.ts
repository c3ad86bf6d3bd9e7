import { z } from 'zod';

/**
 * Control characters no text of the product may hold: C0 (U+0000 to U+001F) but tab, line feed and
 * carriage return, and DEL. PostgreSQL refuses U+0000 outright, and the others are never typed,
 * only smuggled. One rule: every procedure's input is checked against it before it runs (trpc.ts),
 * and the shared text fields below carry it for inputs that do not come as JSON (CSV cells).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasControlCharacter(text: string): boolean {
  return controlCharacter.test(text);
}

export function controlCharacterMessage(field: string): string {
  return `${field} must not contain control characters`;
}

const CONTROL_CHARACTER_ENDING = ' must not contain control characters';

/**
 * A field's path as a person reads it, for a field whose schema carries no label of its own: its
 * last name, words split and capitalised ('fields.1.courseInterest' -> 'Course interest').
 */
export function fieldLabelOf(path: string): string {
  const name = path
    .replace(new RegExp(controlCharacter.source, 'g'), '')
    .split('.')
    .reverse()
    .find((part) => part !== '' && !/^\d+$/.test(part));
  if (!name) return 'The input';
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The message for a control character at a path of an input: the one the field's schema gives
 * (it names the field as the form labels it, 'Full name ...'), else one naming the field by its key.
 */
export function labelledControlCharacterMessage(schema: z.ZodType, value: unknown, path: string): string {
  const result = schema.safeParse(value);
  const issue = result.success
    ? undefined
    : result.error.issues.find(
        (candidate) =>
          candidate.path.join('.') === path && candidate.message.endsWith(CONTROL_CHARACTER_ENDING),
      );
  return issue?.message ?? controlCharacterMessage(fieldLabelOf(path));
}

/**
 * How deep a request's input may nest objects and arrays. No procedure takes more than a few
 * levels; a body nested thousands deep would overflow the stack of any walk over it (a 500).
 */
export const INPUT_DEPTH_MAX = 32;
export const INPUT_TOO_DEEP_MESSAGE = 'The input nests objects or arrays too deeply';

/** Whether a JSON value nests objects or arrays more than `max` levels deep (bounded recursion). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  if (typeof value !== 'object' || value === null || value instanceof Uint8Array) return false;
  if (max === 0) return true;
  return Object.values(value).some((item) => nestsDeeperThan(item, max - 1));
}

/**
 * Where in a request's input (a JSON value) a control character sits, keys included: the field's
 * path ('fields.0.label'; '' for the input itself), or null when there is none. Files are skipped.
 */
export function findControlCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : null;
  if (typeof value !== 'object' || value === null || value instanceof Uint8Array) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (hasControlCharacter(key)) return itemPath;
    const found = findControlCharacter(item, itemPath);
    if (found !== null) return found;
  }
  return null;
}

/**
 * A text field the form marks required: the same message whether the field is empty, missing or
 * not text, so a REST caller reads what the form shows.
 */
export function requiredString(message: string, label = 'This field') {
  return z
    .string({ error: message })
    .min(1, message)
    .refine((text) => !hasControlCharacter(text), controlCharacterMessage(label));
}

/** Required text: trimmed, 1 to max characters; blank answers the form's own message. */
export function requiredText(message: string, max: number, label: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((text) => !hasControlCharacter(text), controlCharacterMessage(label));
}

/** Optional text: trimmed, at most max characters; empty becomes null. */
export function optionalText(max: number, label: string) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((text) => !hasControlCharacter(text), controlCharacterMessage(label))
    .transform((value) => (value === '' ? null : value))
    .nullable();
}

/**
 * The Arabic beside an English text an admin writes (issue 27): optional, as long as the English may
 * be, named '<label> (Arabic)' in its messages; empty becomes null (the page then shows the English).
 */
export function arabicText(max: number, label: string) {
  return optionalText(max, `${label} (Arabic)`);
}

/**
 * The days a date field takes: years 1900 to 2999 only. PostgreSQL refuses year 0000, and nothing
 * at a training centre (a date of birth, a class, an expiry) lies outside them. Date pickers offer
 * the same days.
 */
export const FIRST_ISO_DATE = '1900-01-01';
export const LAST_ISO_DATE = '2999-12-31';

/** A date as a date input gives it (YYYY-MM-DD), with the message for a missing or malformed one. */
export function isoDate(message: string) {
  return z.iso
    .date({ error: message })
    .refine((date) => date >= FIRST_ISO_DATE && date <= LAST_ISO_DATE, message);
}

/**
 * Arabic-Indic (U+0660 to U+0669) and Persian (U+06F0 to U+06F9) digits as 0-9: a national ID or a
 * phone number typed on an Arabic keyboard is the same number, stored and searched as one.
 */
export function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/** What a phone number may hold: digits, spaces, + and -, with at least one digit. */
const phoneCharacters = /^[0-9 +-]*[0-9][0-9 +-]*$/;

export function phoneMessage(label: string): string {
  return `${label} may hold only digits, spaces, + and -`;
}

/** Whether a phone number (digits already western) holds only what a phone number may. */
export function isPhoneText(text: string): boolean {
  return phoneCharacters.test(text);
}

/** An optional phone number: trimmed, digits made western, at most max characters; empty becomes null. */
export function optionalPhone(max: number, label: string) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform(westernDigits)
    .refine((text) => text === '' || isPhoneText(text), phoneMessage(label))
    .transform((value) => (value === '' ? null : value))
    .nullable();
}
