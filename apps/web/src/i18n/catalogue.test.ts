import { readdirSync, readFileSync } from 'node:fs';
import { ARABIC_LETTER } from '@tc/contracts/language';
import { beforeAll, describe, expect, it } from 'vitest';
import { ar } from './ar';
import { en } from './en';
import { loadPortalTexts } from './portal-texts';
import { createTranslator, t } from './translate';

/** Every text of a catalogue by its dotted key. */
function textsOf(node: unknown, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [name, value] of Object.entries(node as Record<string, unknown>)) {
    if (typeof value === 'string') texts.set(`${prefix}${name}`, value);
    else for (const [key, text] of textsOf(value, `${prefix}${name}.`)) texts.set(key, text);
  }
  return texts;
}

const english = textsOf(en);
const arabic = textsOf(ar);
const pluralForm = /^(.*)_(zero|one|two|few|many)$/;
const arabicForms = ['zero', 'one', 'two', 'few', 'many'];
/** The keys that have plural forms: English gives them a `_one`. */
const pluralBases = [...english.keys()].flatMap((key) => {
  const base = pluralForm.exec(key)?.[1];
  return base !== undefined && english.has(base) ? [base] : [];
});
/** The key a plural form is a form of, or undefined for a plain key. */
function baseOf(key: string, texts: Map<string, string>): string | undefined {
  const base = pluralForm.exec(key)?.[1];
  return base !== undefined && texts.has(base) ? base : undefined;
}
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] as string))].sort();
}

describe('the Arabic catalogue', () => {
  it('has the keys of the English one, apart from plural forms', () => {
    const plainKeys = (texts: Map<string, string>) =>
      [...texts.keys()].filter((key) => baseOf(key, texts) === undefined).sort();
    expect(pluralBases.length).toBeGreaterThan(20);
    expect(plainKeys(arabic)).toEqual(plainKeys(english));
  });

  it('gives plural forms only to keys with an English singular, and every Arabic form to each', () => {
    const formsOfArabic = [...arabic.keys()].filter((key) => baseOf(key, arabic) !== undefined).sort();
    const expected = pluralBases.flatMap((base) => arabicForms.map((form) => `${base}_${form}`)).sort();
    expect(formsOfArabic).toEqual(expected);
  });

  it('keeps exactly the placeholders of each English text', () => {
    const differences: string[] = [];
    for (const [key, text] of arabic) {
      const found = placeholders(text);
      const base = baseOf(key, arabic);
      const expected = placeholders(english.get(base ?? key) ?? '');
      // The plain text and the forms 'few' and 'many' show the number; the forms 'zero', 'one' and 'two'
      // may leave it to their words ('صفان', two classes) as English '1 class' does, but nothing else.
      const wordsOnly = base !== undefined && /_(zero|one|two)$/.test(key);
      const englishOne = placeholders(english.get(`${base}_one`) ?? '');
      const needed = wordsOnly
        ? expected.filter((name) => name !== 'count' && englishOne.includes(name))
        : expected;
      const same = wordsOnly
        ? needed.every((name) => found.includes(name)) &&
          found.every((name) => expected.includes(name) || name === 'count')
        : found.join() === needed.join();
      if (!same)
        differences.push(`${key}: {{${found.join('}}, {{')}}} instead of {{${expected.join('}}, {{')}}}`);
    }
    expect(differences).toEqual([]);
  });

  it('translates every text, apart from names, codes and formats', () => {
    // Left as in English on purpose: the brand's short name and the time format the input expects.
    const sameOnPurpose = ['brand.shortName', 'adminSchedules.timePlaceholder'];
    const untranslated = [...arabic].filter(([key, text]) => {
      if (english.get(key) !== text || sameOnPurpose.includes(key)) return false;
      // Placeholders, digits and signs only ('{{percent}}%', '—'): nothing to translate.
      return /[A-Za-z]/.test(text.replace(/\{\{\s*\w+\s*\}\}/g, ''));
    });
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it('writes Arabic text in Arabic letters, codes and names aside', () => {
    const noArabic = [...arabic].filter(
      ([, text]) => /[A-Za-z]/.test(text.replace(/\{\{\s*\w+\s*\}\}/g, '')) && !ARABIC_LETTER.test(text),
    );
    expect(noArabic.map(([key]) => key).sort()).toEqual([
      'adminSchedules.timePlaceholder',
      'brand.shortName',
    ]);
  });
});

describe('t in Arabic', () => {
  const tAr = createTranslator('ar-BH', ar);

  it('finds a text and fills its placeholders, each value isolated so it runs its own way', () => {
    expect(tAr('portal.welcome', { name: 'Sitra Cranes W.L.L.' })).toBe(
      ar.portal.welcome.replace('{{name}}', '\u2068Sitra Cranes W.L.L.\u2069'),
    );
    expect(tAr('nav.missing' as 'nav.allCourses')).toBe('nav.missing');
    // English needs no isolation: its sentences and values run the same way.
    expect(createTranslator('en', en)('portal.welcome', { name: 'Jane' })).toBe('Welcome Jane');
  });

  it('picks the plural form of Intl.PluralRules for 0, 1, 2, 3, 11 and 100', () => {
    const forms = ar.adminSchedules;
    expect(tAr('adminSchedules.count', { count: 0 })).toBe(forms.count_zero);
    expect(tAr('adminSchedules.count', { count: 1 })).toBe(forms.count_one);
    expect(tAr('adminSchedules.count', { count: 2 })).toBe(forms.count_two);
    expect(tAr('adminSchedules.count', { count: 3 })).toBe(forms.count_few.replace('{{count}}', '3'));
    expect(tAr('adminSchedules.count', { count: 11 })).toBe(forms.count_many.replace('{{count}}', '11'));
    expect(tAr('adminSchedules.count', { count: 100 })).toBe(forms.count.replace('{{count}}', '100'));
    expect([0, 1, 2, 3, 11, 100].map((count) => tAr('adminSchedules.count', { count }))).toEqual([
      'لا توجد حصص',
      'حصة واحدة',
      'حصتان',
      '3 حصص',
      '11 حصة',
      '100 حصة',
    ]);
  });

  it('picks the same forms for a larger number: 103 few, 111 many, 1,000 other', () => {
    expect(tAr('users.count', { count: 103 })).toBe('103 مستخدمين');
    expect(tAr('users.count', { count: 111 })).toBe('111 مستخدمًا');
    expect(tAr('users.count', { count: 1000 })).toBe('1,000 مستخدم');
  });

  it('writes a count in Latin digits with digit grouping, as Bahrain’s portals do', () => {
    expect(tAr('auditTrail.count', { count: 10_000 })).toBe(
      ar.auditTrail.count.replace('{{count}}', '10,000'),
    );
    expect(tAr('portal.welcome', { name: 2026 })).toContain('2026');
  });

  it('falls back to the plain key where a text has no form of the category', () => {
    expect(tAr('portal.welcome', { count: 2, name: 'Jane' })).toBe(tAr('portal.welcome', { name: 'Jane' }));
  });
});

describe('t in English', () => {
  const tEn = createTranslator('en', en);
  beforeAll(loadPortalTexts);

  it('answers what the exported t answers', () => {
    for (const count of [0, 1, 2, 3, 11, 100, 10_000]) {
      expect(tEn('adminSchedules.count', { count })).toBe(t('adminSchedules.count', { count }));
    }
    expect(t('adminSchedules.count', { count: 0 })).toBe('0 classes');
    expect(t('adminSchedules.count', { count: 2 })).toBe('2 classes');
    expect(t('financialGoals.card.daysLeft', { count: 1, days: '1' })).toBe('1 day left');
    expect(t('invoiceDaysOverdue', { count: 3 })).toBe('3 days overdue');
  });

  it('is not bundled with the Arabic texts: no module imports them statically; an Arabic page loads them', () => {
    const source = new URL('../', import.meta.url);
    const importers = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter(
      (path) =>
        /\.tsx?$/.test(path) &&
        !/\.test\.tsx?$/.test(path) &&
        /from '[./]*(i18n\/)?ar(-\w+)?(\/\w+)?'/.test(readFileSync(new URL(path, source), 'utf8')) &&
        !/^i18n\/ar(\.ts|-\w+\.ts|\/)/.test(path) &&
        // The verification page's bilingual block: the certificate texts of both, in its chunk only.
        path !== 'i18n/verification-texts.ts' &&
        // The server's renderer, built apart (never in the browser's bundle), renders both languages.
        path !== 'entry-server.tsx',
    );
    expect(importers).toEqual([]);
    expect(readFileSync(new URL('./translate.ts', import.meta.url), 'utf8')).not.toMatch(/'\.\/ar/);
    // page-language.ts, the page's first module, fetches the pages' texts (a chunk of their own) for
    // Arabic only, and portal-texts.ts the portals' with a portal.
    expect(readFileSync(new URL('./page-language.ts', import.meta.url), 'utf8')).toMatch(
      /import\('\.\/ar-site'\)/,
    );
    expect(readFileSync(new URL('./portal-texts.ts', import.meta.url), 'utf8')).toMatch(
      /import\('\.\/ar-portals'\)/,
    );
  });
});
