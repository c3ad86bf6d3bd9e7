import type { Page } from '@playwright/test';
import { ar, arabicMessages, en, textsOf } from './catalogues.js';
import { expect } from './fixtures.js';

// What the Arabic journeys check on every screen: the direction, and that no English text of the
// web's catalogue or of the server's messages is left on it.
export const firstRender = { timeout: 15_000 };

/**
 * The English texts a screen in Arabic must not show: each as a pattern of the whole text (its
 * {{placeholders}} stand for anything), leaving out those Arabic writes the same (PDF, CSV) and
 * those with no word of three letters (a lone 'BD'). The server's messages too ('{}' for a value).
 */
const englishTexts = (() => {
  const arabic = new Set(textsOf(ar));
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const catalogue = [...new Set(textsOf(en))]
    .filter((text) => !arabic.has(text) && /[A-Za-z]{3}/.test(text.replace(/\{\{\s*\w+\s*\}\}/g, '')))
    .map((text) => new RegExp(`^${escaped(text).replace(/\\\{\\\{\s*\w+\s*\\\}\\\}/g, '.+')}$`));
  const messages = Object.keys(arabicMessages)
    .filter((message) => message.includes(' '))
    .map((message) => new RegExp(`^${escaped(message).replaceAll('\\{\\}', '.+')}$`));
  return [...catalogue, ...messages];
})();

/**
 * Data on the screens that is also a text of the catalogue: the seeded main admin's name and the
 * centre's own name (a company name in the users' list). Names stay as they were written.
 */
const NAMES = new Set(['Main Admin', 'Gulf Lifting & Heavy Equipment Training Centre']);

/** The texts on the page (text nodes, placeholders, accessible labels) that are English catalogue texts. */
export async function englishLeft(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // A text marked English on purpose (a record kept as it was written, the bilingual
      // verification block) is not a text left untranslated.
      if (parent && parent.closest('script, style, [hidden], [lang^="en"]:not(html)') === null) {
        texts.push(node.textContent ?? '');
      }
    }
    for (const element of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
      // An English field's own words (its placeholder, beside its Arabic twin) are English on purpose.
      if (element.closest('[lang^="en"]:not(html)')) continue;
      for (const name of ['placeholder', 'aria-label', 'title']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts.map((text) => text.trim()).filter(Boolean);
  });
  return [
    ...new Set(
      shown.filter(
        (shownText) => !NAMES.has(shownText) && englishTexts.some((pattern) => pattern.test(shownText)),
      ),
    ),
  ];
}

export async function expectArabicPage(page: Page, { texts = true } = {}) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.waitForLoadState('networkidle');
  if (texts) expect(await englishLeft(page)).toEqual([]);
}
