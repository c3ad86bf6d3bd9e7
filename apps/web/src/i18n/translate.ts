import { en } from './en';

/** Every text's key: the dotted path to a string in en.ts, so a mistyped key fails the typecheck. */
type KeysOf<Node, Prefix extends string = ''> = {
  [Name in keyof Node & string]: Node[Name] extends string
    ? `${Prefix}${Name}`
    : KeysOf<Node[Name], `${Prefix}${Name}.`>;
}[keyof Node & string];

export type TextKey = KeysOf<typeof en>;
export type TFunction = (key: TextKey, values?: Record<string, string | number>) => string;

// One language today: the texts are bundled, so every render is translated from the first one.
// A second language would add its own copy of en's shape here and a choice of the two.
const language = 'en';
const countFormat = new Intl.NumberFormat(language);

function lookup(key: string): string | undefined {
  let node: unknown = en;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The text of `key`, with each `{{name}}` replaced by `values.name`. With a count of 1, the text
 * `<key>_one` is used where there is one ('1 class', not '1 classes'); a count, a quantity, is
 * written with the language's digit grouping ('10,000 entries'), other numbers as they are (years).
 */
export const t: TFunction = (key, values) => {
  const text = (values?.count === 1 ? lookup(`${key}_one`) : undefined) ?? lookup(key) ?? key;
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    if (!(name in values)) return placeholder;
    const value = values[name];
    return name === 'count' && typeof value === 'number' ? countFormat.format(value) : String(value);
  });
};

const translation = { t, i18n: { language } } as const;

/** The texts of the page's language, as `t`, and the language itself, as `i18n.language` (for dates). */
export function useTranslation() {
  return translation;
}
