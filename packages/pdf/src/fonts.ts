import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { DocumentLanguage } from './documents.js';

const require = createRequire(import.meta.url);

/** The font files shipped with this package (Noto Sans, latin and Arabic, regular and bold). */
const faces = [
  { family: 'Noto Sans', file: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2', weight: 400 },
  { family: 'Noto Sans', file: '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff2', weight: 700 },
  {
    family: 'Noto Sans Arabic',
    file: '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2',
    weight: 400,
  },
  {
    family: 'Noto Sans Arabic',
    file: '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2',
    weight: 700,
  },
];

/**
 * The stack every document and footer uses: Arabic letters fall through to the Arabic face, and an
 * emoji (in a name or a note) to Noto Emoji, so it prints as itself rather than as an empty box.
 */
export const fontFamily = "'Noto Sans', 'Noto Sans Arabic', 'Noto Emoji', sans-serif";

const cached = new Map<string, string>();

function dataUrl(file: string): string {
  return `url(data:font/woff2;base64,${readFileSync(require.resolve(file)).toString('base64')}) format('woff2')`;
}

function face({ family, file, weight }: (typeof faces)[number]): string {
  let rule = cached.get(file);
  if (!rule) {
    rule = `@font-face{font-family:'${family}';font-style:normal;font-weight:${weight};src:${dataUrl(file)}}`;
    cached.set(file, rule);
  }
  return rule;
}

/**
 * Noto Emoji comes in a dozen files, each for its own range of characters (its package's 400.css
 * names them): about 1.3 MB of CSS once inlined, so a document only carries them when its text has
 * an emoji, and Chromium then loads only the files whose range it uses.
 */
export function emojiFaces(): string {
  let rules = cached.get('emoji');
  if (!rules) {
    const css = readFileSync(require.resolve('@fontsource/noto-emoji/400.css'), 'utf8');
    rules = [...css.matchAll(/url\(\.\/files\/([\w-]+\.woff2)\)[^;]*;\s*unicode-range:\s*([^;]+);/g)]
      .map(
        ([, file, range]) =>
          `@font-face{font-family:'Noto Emoji';font-style:normal;font-weight:400;src:${dataUrl(`@fontsource/noto-emoji/files/${file}`)};unicode-range:${range}}`,
      )
      .join('\n');
    cached.set('emoji', rules);
  }
  return rules;
}

const emoji = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

/** Whether the text holds an emoji (which then needs the Noto Emoji faces). */
export const hasEmoji = (text: string) => emoji.test(text);
const arabicLetter = /\p{Script=Arabic}/u;

/** Whether the text holds an Arabic letter (which then needs the Noto Sans Arabic face). */
export const hasArabic = (text: string) => arabicLetter.test(text);

/**
 * @font-face rules with the fonts inlined as data: URLs, so a page never fetches anything and looks
 * the same on every machine. Read once per process (about 170 kB of CSS, more with emoji in `text`).
 */
export function fontFaces(text: string): string {
  return faces.map(face).join('\n') + (hasEmoji(text) ? `\n${emojiFaces()}` : '');
}

/**
 * The footer is printed once per page in a context of its own: it gets the small regular faces
 * only: the Arabic one for an Arabic or bilingual document's title and page numbers, or for centre
 * details written in Arabic, and Noto Emoji only when those details hold an emoji.
 */
export function footerFontFaces(language: DocumentLanguage, text: string): string {
  const [latin, , arabic] = faces as [(typeof faces)[number], unknown, (typeof faces)[number]];
  const withArabic = language === 'ar' || hasArabic(text);
  return face(latin) + (withArabic ? face(arabic) : '') + (hasEmoji(text) ? `\n${emojiFaces()}` : '');
}
