import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { findChromium } from './chromium.js';
import { PdfUnavailableError } from './errors.js';
import { quotationHtml } from './quotation.js';
import { createPdfRenderer, internalsOf } from './render.js';
import { centre, sampleQuotation } from './test-documents.js';
import { hasPoppler, pagesText } from './test-poppler.js';

// CHROME_PATH is the one variable these suites read: the browser the machine provides.
const chromePath = process.env.CHROME_PATH || undefined;
const note =
  '<!doctype html><html><body><h1>Quotation Q-2026-0001</h1><p>Total: BD 1,234.50</p></body></html>';

describe('the PDF renderer', () => {
  const renderer = createPdfRenderer({ chromePath });
  afterAll(() => renderer.close());

  it('renders an HTML document to an A4 PDF, portrait or landscape', async () => {
    const pdf = await renderer.render(note);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 59[45]\.\d+ 84[12]\.\d+\]/);
    const landscape = await renderer.render(note, { landscape: true });
    expect(landscape.toString('latin1')).toMatch(/\/MediaBox \[0 0 84[12]\.\d+ 59[45]\.\d+\]/);
  });

  it('fetches nothing from the network while rendering: pictures, styles and fonts alike', async () => {
    let requests = 0;
    const server = createServer((_, res) => {
      requests++;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const pdf = await renderer.render(`<!doctype html><html><head>
        <link rel="stylesheet" href="${origin}/site.css">
        <style>@font-face{font-family:X;src:url(${origin}/x.woff2)} p{font-family:X}</style></head>
        <body><img src="${origin}/logo.png"><iframe src="${origin}/frame"></iframe><p>offline</p></body></html>`);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(requests).toBe(0);
    } finally {
      server.close();
    }
  });

  it.skipIf(!hasPoppler)('runs no script in the document', async () => {
    const pdf = await renderer.render(
      '<p id="p">printed as written</p><script>document.getElementById("p").textContent = "script ran"</script>',
    );
    const [text] = await pagesText(pdf);
    expect(text).toContain('printed as written');
    expect(text).not.toContain('script ran');
  });

  it('keeps one browser and reuses its pages from one document to the next', async () => {
    await renderer.render(note);
    const pid = internalsOf(renderer).browserProcess()?.pid;
    for (let i = 0; i < 6; i++) await renderer.render(note);
    expect(internalsOf(renderer).browserProcess()?.pid).toBe(pid);
    // A page goes back to the pool just after its document is out; never more than the pool's two open.
    await expect.poll(() => internalsOf(renderer).pages().busy).toBe(0);
    expect(internalsOf(renderer).pages().opened).toBeLessThanOrEqual(2);
  });
});

describe('documents made at the same time', () => {
  const renderer = createPdfRenderer({ chromePath, pages: 2 });
  afterAll(() => renderer.close());
  const html = quotationHtml(sampleQuotation('corporate', 40));

  it('each get a page of their own, so neither waits for the other', async () => {
    await renderer.render(html, { footer: { centre } }); // warm: the browser is up
    let started = performance.now();
    await renderer.render(html, { footer: { centre } });
    const one = performance.now() - started;
    started = performance.now();
    const finished: number[] = [];
    await Promise.all(
      [1, 2].map(() =>
        renderer.render(html, { footer: { centre } }).then(() => finished.push(performance.now() - started)),
      ),
    );
    console.info(
      `one 40-line quotation: ${one.toFixed(0)} ms; two at once: ${finished.map((ms) => ms.toFixed(0)).join(' and ')} ms`,
    );
    expect(internalsOf(renderer).pages().peakBusy).toBe(2);
  });

  it('beyond the pool, wait in line for a page rather than share one', async () => {
    const single = createPdfRenderer({ chromePath, pages: 1 });
    try {
      const pdfs = await Promise.all([single.render(note), single.render(note), single.render(note)]);
      expect(pdfs.every((pdf) => pdf.subarray(0, 5).toString() === '%PDF-')).toBe(true);
      expect(internalsOf(single).pages().peakBusy).toBe(1);
    } finally {
      await single.close();
    }
  });
});

describe('the time limit of a document', () => {
  // 5 s: a short note takes half a second on a busy two-core machine, and must never reach it.
  const renderer = createPdfRenderer({ chromePath, timeoutMs: 5_000 });
  afterAll(() => renderer.close());

  it('stops a document that takes too long, throws its page away, and makes the next one', async () => {
    await renderer.render(note); // warm: the limit is about the document, not the launch
    // 20,000 rows take over 20 s to print here, so an answer within 15 s means it was stopped.
    const rows = Array.from(
      { length: 20_000 },
      (_, i) => `<tr><td>${i}</td><td>${'slow '.repeat(20)}</td></tr>`,
    );
    const started = performance.now();
    await expect(renderer.render(`<table>${rows.join('')}</table>`)).rejects.toThrow(
      'The PDF took longer than 5 s to make and was stopped.',
    );
    expect(performance.now() - started).toBeLessThan(15_000);
    const pdf = await renderer.render(note);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('without a browser', () => {
  it('refuses with PdfUnavailableError, naming CHROME_PATH, and tries again on the next document', async () => {
    const renderer = createPdfRenderer({ chromePath: '/nowhere/chrome' });
    for (let i = 0; i < 2; i++) {
      const error = await renderer.render(note).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(PdfUnavailableError);
      expect((error as Error).message).toBe(
        'PDFs cannot be made: no Chromium was found (looked at /nowhere/chrome). ' +
          'Set CHROME_PATH to a Chromium or Chrome executable.',
      );
    }
    await renderer.close();
  });

  it('refuses with PdfUnavailableError when the program there is no browser', async () => {
    const renderer = createPdfRenderer({ chromePath: '/bin/false' });
    await expect(renderer.render(note)).rejects.toThrow(
      expect.objectContaining({
        name: 'PdfUnavailableError',
        message: expect.stringMatching(/did not start.*CHROME_PATH/s),
      }),
    );
    await renderer.close();
  });

  it('findChromium says the same', () => {
    expect(() => findChromium('/nowhere/chrome')).toThrow(PdfUnavailableError);
    expect(() => findChromium('/nowhere/chrome')).toThrow(/Set CHROME_PATH/);
  });
});
