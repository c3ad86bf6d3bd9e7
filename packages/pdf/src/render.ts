import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type PDFOptions } from 'puppeteer-core';

const knownBrowsers = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Flags for a headless Chromium in a container or as root, with no network chatter (STACK.md). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function findChromium(configured?: string): string {
  const path = configured ?? knownBrowsers.find((candidate) => existsSync(candidate));
  if (!path || !existsSync(path)) {
    throw new Error(
      `No Chromium found for PDFs (looked at ${configured ?? knownBrowsers.join(', ')}); set CHROME_PATH`,
    );
  }
  return path;
}

export interface PdfRenderer {
  /** Renders a complete HTML document to an A4 PDF. */
  render(html: string, options?: Pick<PDFOptions, 'landscape' | 'margin'>): Promise<Buffer>;
  close(): Promise<void>;
}

/** One browser, started on first use and reused: a warm render takes a fraction of a cold one. */
export function createPdfRenderer(options: { chromePath?: string } = {}): PdfRenderer {
  let browser: Promise<Browser> | undefined;
  const getBrowser = () => {
    browser ??= puppeteer.launch({ executablePath: findChromium(options.chromePath), args: chromiumArgs });
    return browser;
  };

  return {
    async render(html, pdfOptions = {}) {
      const page = await (await getBrowser()).newPage();
      try {
        // Templates are self-contained: nothing is fetched from the network while rendering.
        await page.setRequestInterception(true);
        page.on('request', (request) =>
          request.url().startsWith('data:') ? request.continue() : request.abort(),
        );
        await page.setContent(html, { waitUntil: 'load' });
        const pdf = await page.pdf({
          format: 'A4',
          printBackground: true,
          margin: { top: '16mm', bottom: '16mm', left: '14mm', right: '14mm' },
          ...pdfOptions,
        });
        return Buffer.from(pdf);
      } finally {
        await page.close();
      }
    },
    async close() {
      if (browser) await (await browser).close();
      browser = undefined;
    },
  };
}
