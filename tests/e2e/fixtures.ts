import { join } from 'node:path';
import { test as base, type Page, type TestInfo } from '@playwright/test';

/**
 * The browser test: fails when the page logs a script error. A 404 answer the page expects
 * (an unknown course) makes Chromium log 'Failed to load resource'; that one is not a script error.
 */
/**
 * Waits until a page the server rendered is live (hydrated: main.tsx, app.tsx): before that its HTML
 * shows, but its buttons and fields are not yet the app's. Any other page answers at once.
 */
export async function untilLive(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('#root[data-rendered]') || document.documentElement.hasAttribute('data-live'),
  );
}

/**
 * A page whose `goto` and `reload` resolve once the page is live, as a visitor waits to see it;
 * except with `waitUntil: 'commit'`, which asks for control as soon as the new page starts (to
 * catch its first requests, which a wait for it to be live would let go by).
 */
export function liveOnArrival(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const answer = await goto(url, options);
    if (options?.waitUntil !== 'commit') await untilLive(page);
    return answer;
  };
  page.reload = async (options) => {
    const answer = await reload(options);
    if (options?.waitUntil !== 'commit') await untilLive(page);
    return answer;
  };
  return page;
}

export const test = base.extend<{ scriptErrors: string[] }>({
  page: async ({ page }, use) => use(liveOnArrival(page)),
  scriptErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(message.text());
        }
      });
      await use(errors);
      if (errors.length > 0) throw new Error(`The page logged errors:\n${errors.join('\n')}`);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';

/**
 * With SCREENSHOTS=1, saves a full-page screenshot as test-results/screenshots/<name>-<project>.png
 * for a human to look at; `screenOnly` keeps to what the screen shows (a full-page shot scrolls,
 * which closes a popup). Without it, nothing: the test command takes no pictures nobody looks at.
 */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string, screenOnly = false) {
  if (!process.env.SCREENSHOTS || process.env.SCREENSHOTS === '0') return;
  // Lazy images below the fold would be blank in a full-page shot: load them all first.
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
  const path = join(testInfo.project.outputDir, 'screenshots', `${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path, fullPage: !screenOnly });
}
