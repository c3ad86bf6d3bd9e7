import type { Browser, Page } from 'puppeteer-core';
import type { BrowserHost } from './chromium.js';
import { BrowserGoneError, PdfRendererClosedError } from './errors.js';

/** How long a page may take to close or reset before the browser is deemed stuck. */
const settleMs = 5_000;

/**
 * At most `size` pages, each lent to one document at a time: documents beyond that wait in line
 * (first come, first served) rather than share a page. A page is reset to about:blank when it comes
 * back and reused; a page that failed or ran late is closed and a fresh one is opened when needed.
 */
export class PagePool {
  readonly #idle: Page[] = [];
  readonly #waiting: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  #busy = 0;
  #peakBusy = 0;
  #opened = 0;
  #closed = false;

  constructor(
    private readonly host: BrowserHost,
    private readonly size: number,
  ) {}

  /** Pages lent out now, the most lent out at once, pages waiting to be lent, pages ever opened. */
  get stats() {
    return { busy: this.#busy, peakBusy: this.#peakBusy, idle: this.#idle.length, opened: this.#opened };
  }

  async acquire(): Promise<Page> {
    await this.#takeSlot();
    try {
      const browser = await this.host.get();
      for (let page = this.#idle.pop(); page; page = this.#idle.pop()) {
        // A page of a browser that died is dead too; the pool simply lets it go.
        if (!page.isClosed() && page.browser() === browser && browser.connected) return page;
      }
      this.#opened++;
      return await openPage(browser).catch((error: unknown) => {
        throw browser.connected ? error : new BrowserGoneError();
      });
    } catch (error) {
      this.#freeSlot();
      throw error;
    }
  }

  /** Takes a page back: reset and kept when the document went well, closed otherwise. */
  async release(page: Page, healthy: boolean): Promise<void> {
    try {
      if (healthy && !this.#closed && (await settles(page.goto('about:blank')))) {
        this.#idle.push(page);
        return;
      }
      if (!(await settles(page.close()))) {
        // Closing a page only hangs when the browser no longer answers: start afresh.
        this.host.kill(page.browser());
      }
    } finally {
      this.#freeSlot();
    }
  }

  /** Refuses every document still waiting for a page, and closes the idle pages. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const waiter of this.#waiting.splice(0)) waiter.reject(new PdfRendererClosedError());
    await Promise.all(this.#idle.splice(0).map((page) => settles(page.close())));
  }

  #takeSlot(): Promise<void> {
    if (this.#closed) return Promise.reject(new PdfRendererClosedError());
    if (this.#busy < this.size) {
      this.#markBusy();
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => this.#waiting.push({ resolve, reject }));
  }

  #freeSlot(): void {
    const next = this.#waiting.shift();
    // The slot passes straight to the next document in line, so the count stays as it is.
    if (next) next.resolve();
    else this.#busy--;
  }

  #markBusy(): void {
    this.#busy++;
    this.#peakBusy = Math.max(this.#peakBusy, this.#busy);
  }
}

/** A page that runs no script and fetches nothing: templates are self-contained (data: URLs only). */
async function openPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  try {
    await page.setJavaScriptEnabled(false);
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      const url = request.url();
      // Either fails only when the page is closing, which is then of no interest.
      const handled = url.startsWith('data:') || url === 'about:blank' ? request.continue() : request.abort();
      handled.catch(() => undefined);
    });
    return page;
  } catch (error) {
    await settles(page.close());
    throw error;
  }
}

/** Whether the promise fulfilled within `settleMs`; never rejects. */
async function settles(promise: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), settleMs);
  });
  try {
    return await Promise.race([
      promise.then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
