import { chromiumArgs, findChromium } from '@tc/pdf';

/** Debian's Chromium (or CHROME_PATH), with the flags it needs to run as root and offline (STACK.md). */
export const chromePath = findChromium(process.env.CHROME_PATH || undefined);
export const chromeFlags = chromiumArgs;
