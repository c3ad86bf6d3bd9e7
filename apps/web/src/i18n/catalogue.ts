import type { en } from './en';

/** The plural categories of Intl.PluralRules that a text may have its own form for ('other' is the plain key). */
export type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many';

/** The keys of a group that have an English singular: `count` for `count` and `count_one`. */
type PluralBase<Group> = {
  [Name in keyof Group & string]: Name extends `${infer Base}_one`
    ? Base extends keyof Group
      ? Base
      : never
    : never;
}[keyof Group & string];

/**
 * The texts of one language in the shape of `Group` (a part of en): every text a string, and for every
 * key with an English `_one` form a `<key>_<form>` text for each plural form of the language. A missing
 * key, a key English does not have, or a plural form of a key without one (a typo) fails the typecheck.
 */
export type Texts<Group, Forms extends PluralForm = 'one'> = {
  [Name in keyof Group]: Group[Name] extends string ? string : Texts<Group[Name], Forms>;
} & { [Name in `${PluralBase<Group>}_${Forms}`]: string };

/** All the texts of a language; English has the plural forms 'one' (and 'other', the plain key). */
export type Catalogue<Forms extends PluralForm = 'one'> = Texts<typeof en, Forms>;

/** Arabic has every plural form: 0, 1, 2, 3–10, 11–99 and the plain key for 100–102 and fractions. */
export type ArabicForms = PluralForm;
