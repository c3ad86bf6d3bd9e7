import { afterAll, describe, expect, it } from 'vitest';
import { quotationHtml } from './quotation.js';
import { createPdfRenderer } from './render.js';
import { reportHtml } from './report.js';
import { arabicQuotation, centre, sampleMonthlyReport, sampleQuotation } from './test-documents.js';
import { hasPoppler, pagesText, poppler } from './test-poppler.js';

/**
 * The Arabic documents as printed: Arabic words, right to left, numbers left to right; what people
 * typed laid out line by line in its own direction; an emoji printed in the emoji font.
 */

/**
 * pdftotext cuts joined Arabic letters at odd places and lists an Arabic line's words in their
 * printed order: Arabic is compared word by word, with no spaces at all.
 */
const unspaced = (text: string) => text.replace(/[\s\u202a-\u202e]+/g, '');

interface Word {
  text: string;
  xMin: number;
  xMax: number;
  yMin: number;
}

/** Every word of the first page with where it sits (pdftotext -bbox), in points from the top left. */
async function wordsOf(pdf: Buffer): Promise<Word[]> {
  const xhtml = (await poppler('pdftotext', ['-bbox', '-f', '1', '-l', '1', '-', '-'], pdf)).toString('utf8');
  return [
    ...xhtml.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g),
  ].map(([, xMin, yMin, xMax, text]) => ({
    text: text ?? '',
    xMin: Number(xMin),
    yMin: Number(yMin),
    xMax: Number(xMax),
  }));
}

const word = (words: Word[], text: string) => {
  const found = words.find((one) => one.text === text);
  if (!found) throw new Error(`"${text}" is not printed`);
  return found;
};

describe.skipIf(!hasPoppler)('documents in Arabic and in mixed text', () => {
  const renderer = createPdfRenderer({ chromePath: process.env.CHROME_PATH || undefined });
  afterAll(() => renderer.close());
  const render = (html: string, language: 'en' | 'ar') =>
    renderer.render(html, { footer: { centre, language } });

  it('an Arabic quotation: Arabic words, mirrored, its numbers, codes and amounts left to right', async () => {
    const pdf = await render(quotationHtml(arabicQuotation()), 'ar');
    const [page = '', ...more] = await pagesText(pdf);
    expect(more).toEqual([]);
    for (const words of ['عرض', 'سعر', 'تاريخالإصدار', 'صالح', 'المجموعالفرعي', 'الإجمالي', 'صفحة']) {
      expect(unspaced(page)).toContain(words);
    }
    for (const word of ['شركة', 'المنارة', 'للإنشاءات']) expect(unspaced(page)).toContain(word);
    // Left to right inside the Arabic lines, each as typed.
    for (const value of [
      'Q-2026-0042',
      '+973 3912 0456',
      'fatima.alkhalifa@almanara.bh',
      'BD 1,140.15',
      'OCO-305-SUP',
    ]) {
      expect(page).toContain(value);
    }
    expect(page).toContain('7:30');
    // Mirrored: the document's name and number at the left, the centre's name at the right.
    const words = await wordsOf(pdf);
    const number = words.filter((one) => one.text === 'Q-2026-0042').sort((a, b) => a.yMin - b.yMin)[0];
    expect(number?.xMin).toBeLessThan(100);
    expect(word(words, 'Gulf').xMin).toBeGreaterThan(250);
  });

  it("a note's English line inside Arabic-led text reads left to right, its full stop at its end", async () => {
    const pdf = await render(quotationHtml(arabicQuotation()), 'ar');
    const [page = ''] = await pagesText(pdf);
    expect(page).toContain('Candidates bring their CPR and safety boots.');
    const words = await wordsOf(pdf);
    const line = words.filter((one) => Math.abs(one.yMin - word(words, 'Candidates').yMin) < 1);
    // The full stop ends the line at its right, after 'boots'.
    expect(line.reduce((last, one) => (one.xMax > last.xMax ? one : last)).text).toBe('boots.');
    // Aligned at its own start (the left), like the terms' English line in the same column; an
    // English line laid out right to left would end at the column's right edge instead.
    expect(Math.abs(word(words, 'Candidates').xMin - word(words, 'Payment').xMin)).toBeLessThan(1.5);
  });

  it('an emoji in a note or a name prints in the emoji font, carried only when there is one', async () => {
    const fontsOf = async (pdf: Buffer) => (await poppler('pdffonts', ['-'], pdf)).toString('utf8');
    const withEmoji = await render(quotationHtml(arabicQuotation()), 'ar');
    expect(await fontsOf(withEmoji)).toMatch(/NotoEmoji-Regular\s+CID TrueType\s+Identity-H\s+yes/);
    const named = await render(
      quotationHtml({
        ...sampleQuotation('corporate'),
        client: { ...sampleQuotation('corporate').client, contactName: 'Ali 🏗️ Hassan' },
        notes: null,
      }),
      'en',
    );
    expect(await fontsOf(named)).toContain('NotoEmoji-Regular');
    const plain = await render(quotationHtml(sampleQuotation('corporate')), 'en');
    expect(await fontsOf(plain)).not.toContain('NotoEmoji');
  });

  it("the footer carries the Arabic and emoji faces its centre's details need, in any document", async () => {
    const fontsOf = async (pdf: Buffer) => (await poppler('pdffonts', ['-'], pdf)).toString('utf8');
    const html = quotationHtml(sampleQuotation('corporate'));
    const plain = await render(html, 'en');
    expect(await fontsOf(plain)).not.toMatch(/NotoSansArabic|NotoEmoji/);
    const footer = { ...centre, name: 'Gulf Lifting 🏗️', address: 'Building 12, المنامة' };
    const pdf = await renderer.render(html, { footer: { centre: footer, language: 'en' } });
    const fonts = await fontsOf(pdf);
    expect(fonts).toContain('NotoSansArabic-Regular');
    expect(fonts).toContain('NotoEmoji-Regular');
    expect(unspaced((await pagesText(pdf))[0] ?? '')).toContain('المنامة');
  });

  it('a monthly report in Arabic: Arabic words and month, Western digits', async () => {
    const html = reportHtml({
      kind: 'monthly',
      language: 'ar',
      centre,
      generatedAt: '2026-11-24T08:00:00Z',
      report: sampleMonthlyReport(),
    });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    const [page = '', ...more] = await pagesText(await render(html, 'ar'));
    expect(more).toEqual([]);
    for (const words of ['التقريرالشهري', 'نوفمبر', 'الحصصحسبالحالة', 'المبالغ', 'المفوتر']) {
      expect(unspaced(page)).toContain(words);
    }
    expect(page).not.toContain('November');
    expect(page).toContain('BD 12,480.50');
  });
});
