import type { Language } from '@tc/contracts/language';
import type { Catalogue } from './catalogue';
import type { en } from './en';
import { enSite } from './en-site';

/** Every text's key: the dotted path to a string in en.ts, so a mistyped key fails the typecheck. */
type KeysOf<Node, Prefix extends string = ''> = {
  [Name in keyof Node & string]: Node[Name] extends string
    ? `${Prefix}${Name}`
    : KeysOf<Node[Name], `${Prefix}${Name}.`>;
}[keyof Node & string];

export type TextKey = KeysOf<typeof en>;
export type TFunction = (key: TextKey, values?: Record<string, string | number>) => string;

function lookup(catalogue: unknown, key: string): string | undefined {
  let node = catalogue;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/** The primary tags of the languages written right to left. */
const RIGHT_TO_LEFT = new Set(['ar']);

/** Whether a language (a BCP 47 tag such as 'ar' or 'ar-BH') is written right to left. */
export const isRightToLeft = (language: string): boolean => RIGHT_TO_LEFT.has(language.split('-')[0] ?? '');

/**
 * The `t` of a language (a BCP 47 tag such as 'en' or 'ar-BH') reading the texts of `catalogue`.
 *
 * `t(key, values)` answers the text of `key`, with each `{{name}}` replaced by `values.name`. With a
 * numeric `values.count`, the text `<key>_<category>` is used where there is one, the category being
 * the language's plural rule for the count (`Intl.PluralRules`: English 'one' for 1, so '1 class', not
 * '1 classes'; Arabic 'zero', 'one', 'two', 'few', 'many'), else the plain key, which is the 'other' form.
 * A count, a quantity, is written with the language's digit grouping in Latin digits ('10,000 entries'),
 * other numbers as they are (years). In a right-to-left language every other value is isolated (U+2068 FIRST
 * STRONG ISOLATE ... U+2069), so it keeps its own direction inside the sentence.
 */
export function createTranslator(language: string, catalogue: Partial<Catalogue>): TFunction {
  const pluralRules = new Intl.PluralRules(language);
  const countFormat = new Intl.NumberFormat(language, { numberingSystem: 'latn' });
  // In a right-to-left text, each value but a count (a name, an e-mail, a code, an amount) runs its own way,
  // as <bdi> would: 'مرحبًا Sitra Cranes W.L.L.' keeps the full stop at the name's end.
  const isolate = isRightToLeft(language)
    ? (value: string) => `\u2068${value}\u2069`
    : (value: string) => value;
  return (key, values) => {
    const count = values?.count;
    const plural =
      typeof count === 'number' ? lookup(catalogue, `${key}_${pluralRules.select(count)}`) : undefined;
    const text = plural ?? lookup(catalogue, key) ?? key;
    if (!values) return text;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
      if (!(name in values)) return placeholder;
      const value = values[name];
      return name === 'count' && typeof value === 'number'
        ? countFormat.format(value)
        : isolate(String(value));
    });
  };
}

// The English texts of the pages outside the portals are bundled, so an English page is translated
// from its first render. Arabic is not imported here, so that it stays out of what an English visitor
// downloads: the page's start (page-language.ts, from main.tsx) loads it and calls setPageLanguage
// before the first render, and a page keeps its language until it is loaded again. The portals' texts
// come with a portal's code (portal-texts.ts), added before it renders.
/** The texts a page reads: its language, its `t`, and how it tells the server's messages. */
export interface PageTexts {
  language: Language;
  catalogue: Partial<Catalogue>;
  translate: TFunction;
  translateMessage: (message: string) => string;
}

/** The texts of `language` read from `catalogue`, and the server's messages through `messages`. */
export function pageTexts(
  language: Language,
  catalogue: Partial<Catalogue>,
  messages: (message: string) => string = (message) => message,
): PageTexts {
  return {
    language,
    catalogue,
    translate: createTranslator(language, catalogue),
    translateMessage: messages,
  };
}

let page: PageTexts = pageTexts('en', enSite);
/**
 * The server renders pages of both languages at once, each in a scope of its own (entry-server.tsx
 * sets this); in the browser there is one page, so no scope.
 */
let scoped: () => PageTexts | undefined = () => undefined;
const current = () => scoped() ?? page;

/** On the server: where a render finds its page's texts. */
export function setPageTextsScope(read: () => PageTexts | undefined): void {
  scoped = read;
}

/**
 * Reads the page's texts from `catalogue` from now on, and the server's messages (those the forms'
 * own checks give, from the schemas the server runs) through `messages`: called once, before the
 * app starts.
 */
export function setPageLanguage(
  chosen: Language,
  catalogue: Partial<Catalogue>,
  messages: (message: string) => string = (message) => message,
): void {
  page = pageTexts(chosen, catalogue, messages);
}

/** Adds a part of the page language's texts (a portal's) to those `t` reads, before what shows them renders. */
export function addPageTexts(part: Partial<Catalogue>): void {
  page = pageTexts(page.language, { ...page.catalogue, ...part }, page.translateMessage);
}

/**
 * A message of the server's (a schema's check, a constant it answers with) in the page's language,
 * as the server itself tells it to this page: English as written, else from the same table.
 */
export const localMessage = (message: string): string => current().translateMessage(message);

/** The page's language. */
export const pageLanguage = (): Language => current().language;

/** The `t` of the page's language. */
export const t: TFunction = (key, values) => current().translate(key, values);

/** The texts of the page's language, as `t`, and the language itself, as `i18n.language` (for dates). */
export function useTranslation() {
  return { t, i18n: { language: current().language } } as const;
}
