import type { Language } from './language.js';

/*
 * The texts an admin writes (a course's name, a photo's title, a form's labels, the website texts)
 * are English, and may also be given in Arabic in a field beside each, named with `Ar` at its end
 * (`name` and `nameAr`). No zod here: the public pages import it without loading zod.
 */

/** A text to show and the language it is written in (for its element's `lang`). */
export interface LocalizedText<Text extends string | null = string> {
  text: Text;
  language: Language;
}

/** An item with an English text and, maybe, its Arabic beside it (null when none was given). */
export type WithArabic<Field extends string, Text extends string | null> = {
  readonly [Key in Field]: Text;
} & { readonly [Key in `${Field}Ar`]?: string | null };

/**
 * The text of `field` to show a reader of `language`: the Arabic one on an Arabic page when it was
 * given, else the English one (which then says it is English, so its element can be marked).
 */
export function localized<Field extends string, Item extends WithArabic<Field, string | null>>(
  item: Item,
  field: Field,
  language: Language,
): LocalizedText<Item[Field]> {
  const arabic = (item as Record<string, string | null | undefined>)[`${field}Ar`];
  // A given Arabic is a text, which is whatever the English field's type allows.
  if (language === 'ar' && arabic) return { text: arabic as Item[Field], language: 'ar' };
  return { text: item[field], language: 'en' };
}

/**
 * A choice field's option as a reader of `language` sees it: its Arabic (by position) when there
 * is one, else the option itself. The answer sent is always the option itself (the English), so
 * exports and reports count one answer however it was shown.
 */
export function localizedOption(
  field: { readonly options: readonly string[]; readonly optionsAr?: readonly (string | null)[] | null },
  index: number,
  language: Language,
): LocalizedText {
  const option = field.options[index] ?? '';
  const arabic = field.optionsAr?.[index];
  if (language === 'ar' && arabic) return { text: arabic, language: 'ar' };
  return { text: option, language: 'en' };
}
