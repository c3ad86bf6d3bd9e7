import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromeFlags, chromePath } from './chromium.ts';

export interface FirstLoadBytes {
  /** Sum of each JavaScript file gzipped at level 9, in bytes. */
  js: number;
  /** Sum of each stylesheet gzipped at level 9, in bytes. */
  css: number;
  files: number;
}

export const viewports = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * What Chromium loads for a page with an empty cache until the network is idle: every script and
 * stylesheet the page fetched, each gzipped here at level 9, so the figure does not depend on
 * whether or how the server compresses.
 */
export async function measureFirstLoad(
  url: string,
  viewport: keyof typeof viewports,
): Promise<FirstLoadBytes> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  try {
    const page = await browser.newPage({ viewport: viewports[viewport] });
    const bodies: Promise<{ kind: 'js' | 'css'; bytes: number }>[] = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      const kind = type.includes('javascript') ? 'js' : type.includes('text/css') ? 'css' : null;
      if (kind === null) return;
      bodies.push(response.body().then((body) => ({ kind, bytes: gzipSync(body, { level: 9 }).length })));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const files = await Promise.all(bodies);
    const sum = (kind: 'js' | 'css') =>
      files.filter((file) => file.kind === kind).reduce((total, file) => total + file.bytes, 0);
    return { js: sum('js'), css: sum('css'), files: files.length };
  } finally {
    await browser.close();
  }
}
