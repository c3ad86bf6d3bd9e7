import { afterAll, describe, expect, it } from 'vitest';
import { createPdfRenderer, findChromium } from './render.js';

describe('the PDF renderer', () => {
  // CHROME_PATH is the one variable this suite reads: the browser the machine provides.
  const renderer = createPdfRenderer({ chromePath: process.env.CHROME_PATH || undefined });
  afterAll(() => renderer.close());

  it('renders an HTML document to an A4 PDF', async () => {
    const pdf = await renderer.render(
      '<!doctype html><html><body><h1>Quotation QT-2026-0001</h1><p>Total: BD 1,234.50</p></body></html>',
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 59[45]\.\d+ 84[12]\.\d+\]/);
  });

  it('reuses one browser for several documents', async () => {
    const [a, b] = await Promise.all([
      renderer.render('<p>one</p>'),
      renderer.render('<p>two</p>', { landscape: true }),
    ]);
    expect(a.length).toBeGreaterThan(500);
    expect(b.length).toBeGreaterThan(500);
  });

  it('never fetches from the network while rendering', async () => {
    const pdf = await renderer.render('<img src="http://192.0.2.1/logo.png"><p>offline</p>');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('says clearly when no browser is there', () => {
    expect(() => findChromium('/nowhere/chrome')).toThrow(/set CHROME_PATH/);
  });
});
