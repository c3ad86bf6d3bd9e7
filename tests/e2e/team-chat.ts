import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { createAccount, signInAsMainAdmin } from './accounts.js';
import { consoleLinkName, openConsoleTab } from './console.js';
import { expect } from './fixtures.js';

/**
 * A fresh admin and instructor (the count of unread messages starts at their accounts' creation),
 * both of the centre's company, as staff are: told apart by their names.
 */
export async function staffPair(page: Page, ownSession: Parameters<typeof createAccount>[1]) {
  const tag = randomUUID().slice(0, 6);
  const company = `Gulf Lifting Centre ${tag}`;
  await signInAsMainAdmin(page);
  const admin = await createAccount(page, ownSession, 'admin', {
    firstName: 'Maryam',
    lastName: `Al-Awadhi ${tag}`,
    companyName: company,
  });
  const instructor = await createAccount(page, ownSession, 'instructor', {
    firstName: 'Yusuf',
    lastName: `Haddad ${tag}`,
    companyName: company,
  });
  return {
    tag,
    company,
    admin: { ...admin, name: `Maryam Al-Awadhi ${tag}` },
    instructor: { ...instructor, name: `Yusuf Haddad ${tag}` },
  };
}

/**
 * A second person's browser (its own cookies) at the same width as the journey's page, with its
 * script errors collected the way the fixture collects the page's; answers them for the end check.
 */
export async function secondBrowser(browser: Browser, page: Page, baseURL: string | undefined) {
  const isMobile = (page.viewportSize()?.width ?? 1280) < 600;
  const context = await browser.newContext({
    baseURL,
    viewport: page.viewportSize(),
    isMobile,
    hasTouch: isMobile,
  });
  const other = await context.newPage();
  const errors: string[] = [];
  other.on('pageerror', (error) => errors.push(error.message));
  other.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  return { context, page: other, errors };
}

/** Signs a page's browser in through the API (setup, not the journey under test). */
export async function signInThroughApi(page: Page, email: string, password: string) {
  await page.context().clearCookies();
  const login = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
}

const SIDE_NAVIGATION_MIN_WIDTH = 1200;
const isPhone = (page: Page) =>
  (page.viewportSize()?.width ?? SIDE_NAVIGATION_MIN_WIDTH) < SIDE_NAVIGATION_MIN_WIDTH;

/**
 * On phones the toasts sit at the top of the screen, over the header's navigation button: a user
 * closes them first.
 */
async function closeToasts(page: Page) {
  if (!isPhone(page)) return;
  const toasts = page.locator('.mantine-Notification-root');
  await expect(async () => {
    const close = toasts.getByRole('button', { name: 'Close notification' });
    if ((await close.count()) > 0) await close.first().click({ timeout: 1_000 });
    await expect(toasts).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** The console's Team Chat tab (admin) or the instructor portal's Team Chat tab, opened as a user would. */
export async function openTeamChat(page: Page, role: 'admin' | 'instructor') {
  await closeToasts(page);
  if (role === 'admin') await openConsoleTab(page, 'Team Chat');
  else await page.getByRole('tab', { name: /^Team Chat/ }).click();
  await expect(chatPanel(page).getByRole('heading', { level: 2, name: 'Team Chat' })).toBeVisible({
    timeout: 15_000,
  });
}

/** The Team Chat card: its heading, badge, buttons, messages and box. */
export const chatPanel = (page: Page) =>
  page.locator('.mantine-Card-root').filter({ has: page.getByRole('log', { name: 'Messages' }) });

/** The conversation's entries that hold the text. */
export const chatMessage = (page: Page, text: string | RegExp) =>
  page.getByRole('log', { name: 'Messages' }).getByRole('listitem').filter({ hasText: text });

/** Types into the message box as the user would (Enter is left to the caller). */
export const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });

/**
 * The unread count on the console's Team Chat link ('' for none): beside the tab on wide screens,
 * in the drawer on phones (opened once the toasts have gone, read, closed).
 */
export async function consoleChatBadge(page: Page): Promise<string> {
  const phone = isPhone(page);
  if (phone) {
    await closeToasts(page);
    await page.getByRole('button', { name: /^Open navigation/ }).click();
  }
  const link = page
    .getByRole('navigation', { name: 'Admin console sections' })
    .getByRole('link', { name: consoleLinkName('Team Chat') });
  const name = (await link.textContent())?.replace('Team Chat', '').replace('unread', '').trim() ?? '';
  if (phone) {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  return name;
}

/**
 * Reloads the page and answers the unread count the server gave it (chat.unread, in whichever
 * batch it travelled), so a journey can expect the badge to show that and know it has loaded.
 */
export async function reloadReadingUnread(page: Page): Promise<number> {
  // From the new page only: the old one's last reads end with it.
  await page.reload({ waitUntil: 'commit' });
  const response = await page.waitForResponse((answer) => /\/trpc\/[^?]*chat\.unread/.test(answer.url()));
  const paths = decodeURIComponent(new URL(response.url()).pathname.replace('/trpc/', '')).split(',');
  const results = (await response.json()) as { result: { data: { count: number } } }[];
  return results[paths.indexOf('chat.unread')]?.result.data.count ?? -1;
}

/** The unread count on the instructor portal's Team Chat tab ('' for none). */
export async function instructorChatBadge(page: Page): Promise<string> {
  const tab = page.getByRole('tab', { name: /^Team Chat/ });
  return (await tab.textContent())?.replace('Team Chat', '').replace('unread', '').trim() ?? '';
}

/**
 * Watches the page's browser notifications and beeps (both belong to the browser, outside the app):
 * each Notification made is recorded with its title, body and when it was closed, and each tone
 * the page starts through Web Audio is counted. Read them back with `alertsSeen`.
 */
export async function watchAlerts(page: Page) {
  await page.addInitScript(() => {
    const seen = {
      notifications: [] as { title: string; body: string; openedAt: number; closedAt?: number }[],
      tones: 0,
    };
    (window as unknown as { __alerts: typeof seen }).__alerts = seen;
    const Original = window.Notification;
    class Watched extends Original {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        const entry = {
          title,
          body: options?.body ?? '',
          openedAt: Date.now(),
        } as (typeof seen.notifications)[number];
        seen.notifications.push(entry);
        const close = this.close.bind(this);
        this.close = () => {
          entry.closedAt ??= Date.now();
          close();
        };
      }
    }
    window.Notification = Watched as typeof Notification;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: [number?]) {
      seen.tones += 1;
      return start.apply(this, args);
    };
  });
}

export function alertsSeen(page: Page) {
  return page.evaluate(
    () =>
      (
        window as unknown as {
          __alerts: {
            notifications: { title: string; body: string; openedAt: number; closedAt?: number }[];
            tones: number;
          };
        }
      ).__alerts,
  );
}
