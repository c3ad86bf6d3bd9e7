import type { Language } from '@tc/contracts/language';
import { localized, type WithArabic } from '@tc/contracts/localized';
import { pageLanguage } from './translate';

/*
 * The texts an admin writes (course names, photo titles, form labels, website texts) as the page
 * shows them: the Arabic on an Arabic page where it was given, else the English. Read at render,
 * as `t` is, so the page's language is the one the server chose.
 */

/** `field` of an item in the page's language, for an attribute (alt, aria-label) or a computed text. */
export function pageText<Field extends string, Item extends WithArabic<Field, string | null>>(
  item: Item,
  field: Field,
): Item[Field] {
  return localized(item, field, pageLanguage()).text;
}

/**
 * The attributes of an element holding an admin's text written in `language`: an English text on
 * an Arabic page says it is English (screen readers, fonts, hyphens), and every such text runs its
 * own way (dir="auto"), so 'Forklift Operation.' keeps its full stop at its end inside a RTL page.
 */
export function textAttributes(language: Language): { lang?: Language; dir: 'auto' } {
  return language === pageLanguage() ? { dir: 'auto' } : { lang: language, dir: 'auto' };
}

/** `field` of an item as the page shows it, in a span marked with its language (textAttributes). */
export function Localized<Field extends string>({
  item,
  field,
}: {
  item: WithArabic<Field, string | null>;
  field: Field;
}) {
  const { text, language } = localized(item, field, pageLanguage());
  return <span {...textAttributes(language)}>{text}</span>;
}
