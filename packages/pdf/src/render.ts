import type { ChildProcess } from 'node:child_process';
import type { Page } from 'puppeteer-core';
import { BrowserHost } from './chromium.js';
import type { CentreDetails } from './documents.js';
import { BrowserGoneError, PdfRendererClosedError, PdfTimeoutError } from './errors.js';
import { emojiFaces, fontFamily, hasArabic, hasEmoji } from './fonts.js';
import { type FooterLanguage, footerTemplate, footerText } from './footer.js';
import { PagePool } from './page-pool.js';

export interface PdfRendererOptions {
  /** The browser to run; by default the first of Debian's and Chrome's usual places. */
  chromePath?: string;
  /** How many documents are made at once, each on its own page (default 2, one per core here). */
  pages?: number;
  /** The time limit of one document once it has its page: loading and printing (default 15 s). */
  timeoutMs?: number;
}

export interface PdfRenderOptions {
  /**
   * Prints the centre's details and 'Page N of M' at the foot of every page, in the document's
   * language ('both' for a bilingual one); English unless given.
   */
  footer?: { centre: CentreDetails; language?: FooterLanguage };
  landscape?: boolean;
}

export interface PdfRenderer {
  /** Renders a complete, self-contained HTML document to an A4 PDF. */
  render(html: string, options?: PdfRenderOptions): Promise<Buffer>;
  /** Refuses new documents, lets those in progress finish (within their time limit), stops Chromium. */
  close(): Promise<void>;
}

/** What the tests look at: the browser process to kill, and how many pages were in use at once. */
export interface PdfRendererInternals {
  browserProcess(): ChildProcess | null;
  pages(): { busy: number; peakBusy: number; idle: number; opened: number };
}
const internals = new WeakMap<PdfRenderer, PdfRendererInternals>();
/** Not exported from the package: for this package's tests only. */
export function internalsOf(renderer: PdfRenderer): PdfRendererInternals {
  const found = internals.get(renderer);
  if (!found) throw new Error('Not a renderer made by createPdfRenderer');
  return found;
}

/**
 * One Chromium for the whole process, started on first use and restarted if it dies, with a small
 * pool of pages so that documents made at once never wait on each other's page.
 */
export function createPdfRenderer(options: PdfRendererOptions = {}): PdfRenderer {
  const size = options.pages ?? 2;
  const timeoutMs = options.timeoutMs ?? 15_000;
  if (!Number.isInteger(size) || size < 1 || size > 16) {
    throw new RangeError(`pages must be a whole number from 1 to 16 (got ${size})`);
  }
  if (!(timeoutMs > 0)) throw new RangeError(`timeoutMs must be above 0 (got ${timeoutMs})`);

  const host = new BrowserHost(options.chromePath);
  const pool = new PagePool(host, size);
  const inProgress = new Set<Promise<unknown>>();
  let closing: Promise<void> | undefined;

  async function attempt(html: string, renderOptions: PdfRenderOptions): Promise<Buffer> {
    const page = await pool.acquire();
    const browser = page.browser();
    let healthy = false;
    try {
      const pdf = await withinLimit(print(page, html, renderOptions), timeoutMs);
      healthy = true;
      return pdf;
    } catch (error) {
      if (!browser.connected && !(error instanceof PdfTimeoutError)) throw new BrowserGoneError();
      throw error;
    } finally {
      // The page goes back (or is closed) in the background: the caller has its answer already.
      void pool.release(page, healthy);
    }
  }

  async function render(html: string, renderOptions: PdfRenderOptions = {}): Promise<Buffer> {
    try {
      return await attempt(html, renderOptions);
    } catch (error) {
      if (!(error instanceof BrowserGoneError)) throw error;
    }
    // The browser died under this document (killed, crashed, out of memory): the host has already
    // forgotten it, so the one retry runs in a new browser. A second death is reported, not retried.
    if (closing) throw new PdfRendererClosedError();
    try {
      return await attempt(html, renderOptions);
    } catch (error) {
      if (!(error instanceof BrowserGoneError)) throw error;
      throw new Error('The PDF could not be made: Chromium stopped twice while making it.');
    }
  }

  const renderer: PdfRenderer = {
    render(html, renderOptions) {
      if (closing) return Promise.reject(new PdfRendererClosedError());
      const job = render(html, renderOptions);
      const tracked = job.catch(() => undefined).finally(() => inProgress.delete(tracked));
      inProgress.add(tracked);
      return job;
    },
    close() {
      closing ??= (async () => {
        await pool.close();
        await Promise.all(inProgress);
        await host.close();
      })();
      return closing;
    },
  };
  internals.set(renderer, {
    browserProcess: () => host.current?.process() ?? null,
    pages: () => pool.stats,
  });
  return renderer;
}

async function print(page: Page, html: string, options: PdfRenderOptions): Promise<Buffer> {
  // Puppeteer's own 30 s limits are switched off: the renderer's time limit governs.
  await page.setContent(html, { waitUntil: 'load', timeout: 0 });
  if (options.footer) await loadFooterFaces(page, options.footer);
  const pdf = await page.pdf({
    timeout: 0,
    format: 'A4',
    landscape: options.landscape ?? false,
    printBackground: true,
    ...(options.footer
      ? {
          displayHeaderFooter: true,
          headerTemplate: '<span></span>',
          footerTemplate: footerTemplate(options.footer.centre, options.footer.language),
          margin: { top: '14mm', bottom: '22mm', left: '14mm', right: '14mm' },
        }
      : { margin: { top: '16mm', bottom: '16mm', left: '14mm', right: '14mm' } }),
  });
  return Buffer.from(pdf);
}

/**
 * Chromium prints the footer at once, without waiting for its web fonts: a face the page has not
 * used yet may still be loading, and its letters print as empty boxes (a centre name's emoji four
 * times in five; once, in CI, an Arabic address under an English document). The document's own
 * text has loaded the Latin face already, and an Arabic document the Arabic one. So when the
 * centre's details hold Arabic or an emoji, the page first loads the faces for that text (Noto
 * Emoji's own rules added), and the footer finds them ready; about 15 ms, spent only then.
 */
async function loadFooterFaces(page: Page, footer: NonNullable<PdfRenderOptions['footer']>) {
  const text = footerText(footer.centre);
  if (!hasArabic(text) && !hasEmoji(text)) return;
  if (hasEmoji(text)) await page.addStyleTag({ content: emojiFaces() });
  // A string, as this package is built without the browser's types.
  const font = JSON.stringify(`16px ${fontFamily}`);
  await page.evaluate(`document.fonts.load(${font}, ${JSON.stringify(text)}).then(() => true)`);
}

/** The document's promise, or a PdfTimeoutError once the limit has passed (the page is then closed). */
async function withinLimit<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new PdfTimeoutError(`The PDF took longer than ${timeoutMs / 1000} s to make and was stopped.`),
        ),
      timeoutMs,
    );
  });
  // The abandoned work rejects once its page is closed; nobody waits for it any more.
  work.catch(() => undefined);
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
