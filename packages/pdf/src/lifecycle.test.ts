import type { ChildProcess } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { PdfRendererClosedError } from './errors.js';
import { quotationHtml } from './quotation.js';
import { createPdfRenderer, internalsOf } from './render.js';
import { centre, sampleQuotation } from './test-documents.js';

const chromePath = process.env.CHROME_PATH || undefined;
const html = quotationHtml(sampleQuotation('corporate', 40));

function killed(browser: ChildProcess | null): Promise<void> {
  if (!browser) throw new Error('no browser running');
  const exited = new Promise<void>((resolve) => browser.once('exit', () => resolve()));
  browser.kill('SIGKILL');
  return exited;
}

describe('when Chromium dies', () => {
  it('between documents: the next document starts a new browser', async () => {
    const renderer = createPdfRenderer({ chromePath });
    try {
      await renderer.render(html);
      const first = internalsOf(renderer).browserProcess();
      await killed(first);
      const pdf = await renderer.render(html, { footer: { centre } });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(internalsOf(renderer).browserProcess()?.pid).not.toBe(first?.pid);
    } finally {
      await renderer.close();
    }
  });

  it('during a document: that document is made again, once, in a new browser', async () => {
    const renderer = createPdfRenderer({ chromePath });
    try {
      await renderer.render(html);
      await expect.poll(() => internalsOf(renderer).pages().busy).toBe(0);
      const first = internalsOf(renderer).browserProcess();
      let settled = false;
      const rendering = renderer.render(html, { footer: { centre } }).finally(() => {
        settled = true;
      });
      await expect.poll(() => internalsOf(renderer).pages().busy).toBe(1);
      expect(settled).toBe(false); // the kill lands while the document is being made
      await killed(first);
      const pdf = await rendering;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(internalsOf(renderer).browserProcess()?.pid).not.toBe(first?.pid);
      // The pages of the dead browser are not lent again.
      await expect(renderer.render(html)).resolves.toBeInstanceOf(Buffer);
    } finally {
      await renderer.close();
    }
  });
});

describe('closing the renderer', () => {
  it('lets the documents in progress finish, refuses new ones, and stops Chromium', async () => {
    const renderer = createPdfRenderer({ chromePath });
    await renderer.render(html);
    await expect.poll(() => internalsOf(renderer).pages().busy).toBe(0);
    const browser = internalsOf(renderer).browserProcess();
    const exited = new Promise((resolve) => browser?.once('exit', resolve));
    const rendering = renderer.render(html);
    await expect.poll(() => internalsOf(renderer).pages().busy).toBe(1);
    await renderer.close();
    await expect(rendering).resolves.toBeInstanceOf(Buffer);
    await expect(renderer.render(html)).rejects.toThrow(PdfRendererClosedError);
    await exited;
    expect(internalsOf(renderer).browserProcess()).toBeNull();
  });

  it('refuses the documents still waiting for a page', async () => {
    const renderer = createPdfRenderer({ chromePath, pages: 1 });
    await renderer.render(html);
    await expect.poll(() => internalsOf(renderer).pages().busy).toBe(0);
    const first = renderer.render(html);
    const waiting = renderer.render(html);
    await expect.poll(() => internalsOf(renderer).pages().busy).toBe(1);
    await renderer.close();
    await expect(first).resolves.toBeInstanceOf(Buffer);
    await expect(waiting).rejects.toThrow('PDFs cannot be made: the PDF renderer is shutting down.');
  });
});
