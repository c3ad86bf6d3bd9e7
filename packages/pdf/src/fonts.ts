import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

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

/** The stack every document and footer uses: Arabic names fall through to the Arabic face. */
export const fontFamily = "'Noto Sans', 'Noto Sans Arabic', sans-serif";

const cached = new Map<string, string>();

function face({ family, file, weight }: (typeof faces)[number]): string {
  let rule = cached.get(file);
  if (!rule) {
    const data = readFileSync(require.resolve(file)).toString('base64');
    rule = `@font-face{font-family:'${family}';font-style:normal;font-weight:${weight};src:url(data:font/woff2;base64,${data}) format('woff2')}`;
    cached.set(file, rule);
  }
  return rule;
}

/**
 * @font-face rules with the fonts inlined as data: URLs, so a page never fetches anything and looks
 * the same on every machine. Read once per process (about 170 kB of CSS).
 */
export function fontFaces(): string {
  return faces.map(face).join('\n');
}

/** The footer is printed once per page in a context of its own: it gets the small latin regular only. */
export function footerFontFaces(): string {
  return face(faces[0] as (typeof faces)[number]);
}
