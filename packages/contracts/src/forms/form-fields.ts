/**
 * The form builder's field rules, shared by the server (which decides) and the editor (which
 * previews what the server will do): the field types, options entered comma-separated, and the
 * field names made from labels.
 */

export const FORM_FIELD_TYPES = [
  'text',
  'email',
  'phone',
  'textarea',
  'number',
  'select',
  'radio',
  'checkbox',
  'date',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Longest field name (the column is 50 characters). */
export const FIELD_NAME_MAX = 50;

/** Select, radio and checkbox fields need options; the others take none. */
export function fieldTypeHasOptions(type: FormFieldType): boolean {
  return type === 'select' || type === 'radio' || type === 'checkbox';
}

/**
 * Options with their Arabic words beside them (by position, each list a list or comma-separated
 * text): the options as parseOptions keeps them, and for each kept one its Arabic, trimmed, null
 * where none was given. The Arabic of a dropped option (blank, repeated) goes with it.
 */
export function parseOptionPairs(
  value: string | readonly string[],
  arabic: string | readonly (string | null)[],
): { options: string[]; optionsAr: (string | null)[] } {
  const items = typeof value === 'string' ? value.split(',') : value;
  const arabicItems = typeof arabic === 'string' ? arabic.split(',') : arabic;
  const options: string[] = [];
  const optionsAr: (string | null)[] = [];
  items.forEach((item, index) => {
    const option = item.trim();
    if (option === '' || options.includes(option)) return;
    options.push(option);
    optionsAr.push(arabicItems[index]?.trim() || null);
  });
  return { options, optionsAr };
}

/** Options as the editor takes them (comma-separated text) or as a list: trimmed, blanks and repeats dropped. */
export function parseOptions(value: string | readonly string[]): string[] {
  const items = typeof value === 'string' ? value.split(',') : value;
  const options: string[] = [];
  for (const item of items) {
    const option = item.trim();
    if (option !== '' && !options.includes(option)) options.push(option);
  }
  return options;
}

/**
 * A field name from a label: accents dropped, lowercase, runs of anything but a-z and 0-9 become
 * one underscore, at most 50 characters. Empty when nothing is left (an Arabic label).
 */
export function fieldNameFromLabel(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, FIELD_NAME_MAX)
    .replace(/_+$/, '');
}

/** `base`, or `base_2`, `base_3`... (cut to fit 50 characters) if it is taken. */
function unusedName(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `_${n}`;
    const name = `${base.slice(0, FIELD_NAME_MAX - suffix.length)}${suffix}`;
    if (!taken.has(name)) return name;
  }
}

/**
 * The field names of a form, in order: a name given is kept, a missing one is made from the label,
 * or is field_N (N the field's position from 1) when the label gives none; made names never repeat
 * another field's. Two fields given the same name are the caller's mistake (see duplicateFieldName).
 */
export function assignFieldNames(fields: readonly { label: string; fieldName?: string | null }[]): string[] {
  const given = new Set(fields.map((field) => field.fieldName ?? '').filter((name) => name !== ''));
  const taken = new Set(given);
  return fields.map((field, index) => {
    if (field.fieldName) return field.fieldName;
    const name = unusedName(fieldNameFromLabel(field.label) || `field_${index + 1}`, taken);
    taken.add(name);
    return name;
  });
}

/** The first field name given to two fields, or null. */
export function duplicateFieldName(fields: readonly { fieldName?: string | null }[]): string | null {
  const seen = new Set<string>();
  for (const field of fields) {
    if (!field.fieldName) continue;
    if (seen.has(field.fieldName)) return field.fieldName;
    seen.add(field.fieldName);
  }
  return null;
}
