import { existsSync } from 'node:fs';
import puppeteer, { type Browser } from 'puppeteer-core';
import { PdfUnavailableError } from './errors.js';

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

/** The configured browser, or the first one found where Debian and Chrome install it. */
export function findChromium(configured?: string): string {
  const path = configured ?? knownBrowsers.find((candidate) => existsSync(candidate));
  if (!path || !existsSync(path)) {
    throw new PdfUnavailableError(
      `PDFs cannot be made: no Chromium was found (looked at ${configured ?? knownBrowsers.join(', ')}). ` +
        'Set CHROME_PATH to a Chromium or Chrome executable.',
    );
  }
  return path;
}

/**
 * The one browser of this process: launched on first use, shared by every render, and forgotten
 * as soon as it disconnects (crash, kill, out of memory) so that the next `get()` launches anew.
 */
export class BrowserHost {
  #launching: Promise<Browser> | undefined;
  #browser: Browser | undefined;

  constructor(private readonly chromePath: string | undefined) {}

  /** The running browser, if any: for the tests that kill it. */
  get current(): Browser | undefined {
    return this.#browser;
  }

  get(): Promise<Browser> {
    if (!this.#launching) {
      const launching = this.#launch();
      this.#launching = launching;
      // A failed launch is not cached: the next document tries again (CHROME_PATH may be fixed).
      launching.catch(() => {
        if (this.#launching === launching) this.#launching = undefined;
      });
    }
    return this.#launching;
  }

  async #launch(): Promise<Browser> {
    const executablePath = findChromium(this.chromePath);
    let browser: Browser;
    try {
      browser = await puppeteer.launch({
        executablePath,
        args: chromiumArgs,
        // A pipe, not a WebSocket: Chromium exits by itself when this process dies, even by SIGKILL.
        pipe: true,
        // The server owns its signals; puppeteer's handlers would exit on SIGINT and swallow SIGTERM.
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
        timeout: 30_000,
      });
    } catch (error) {
      throw new PdfUnavailableError(
        `PDFs cannot be made: Chromium at ${executablePath} did not start (${(error as Error).message}). ` +
          'Set CHROME_PATH to a working Chromium or Chrome executable.',
        { cause: error },
      );
    }
    this.#browser = browser;
    browser.once('disconnected', () => {
      if (this.#browser !== browser) return;
      this.#browser = undefined;
      this.#launching = undefined;
    });
    return browser;
  }

  /** Kills a browser that no longer answers, so that the next document gets a fresh one. */
  kill(browser: Browser): void {
    browser.process()?.kill('SIGKILL');
  }

  async close(): Promise<void> {
    const launching = this.#launching;
    this.#launching = undefined;
    const browser = await launching?.catch(() => undefined);
    this.#browser = undefined;
    await browser?.close().catch(() => browser.process()?.kill('SIGKILL'));
  }
}
