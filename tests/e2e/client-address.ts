import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';

/**
 * Sends the page's requests as if from an address of their own (198.18.0.0/15, set aside for
 * tests). The server trusts X-Forwarded-For from the same machine, so the throttles per address
 * (contact form, certificate search, sign-in) count this journey alone, not every test before it.
 */
export async function useOwnClientAddress(page: Page): Promise<string> {
  const address = randomClientAddress();
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
  return address;
}

/** An address for X-Forwarded-For, most likely used by no other test. */
export function randomClientAddress(): string {
  return `198.${randomInt(18, 20)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}
