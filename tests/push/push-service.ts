/**
 * The local push service in the browser journeys. Chromium cannot reach a real push service here,
 * so a journey stands in for both ends of one:
 *
 *   const service = await startE2EPushService();           // in the test (or beforeAll)
 *   const { publicKey } = await (await page.request.get('/api/push/vapid-public-key')).json();
 *   const subscription = service.subscribe({ applicationServerKey: publicKey });
 *   await page.context().grantPermissions(['notifications']);
 *   await usePushSubscription(page, subscription);         // before page.goto: subscribe() answers it
 *   ... the Push card subscribes: the server stores this endpoint ...
 *   ... something happens (an admin moves a class through the API) ...
 *   const [message] = await service.messagesFor(subscription.endpoint);  // decrypted, VAPID checked
 *   const shown = await showInServiceWorker(page, message); // the browser's part: a push event in /sw.js
 *   expect(shown).toContainEqual(expect.objectContaining({ title: 'Class moved' }));
 *   await service.close();
 *
 * playwright.config.ts calls preparePushService() first: it makes the certificate and picks the
 * port, and the e2e server starts trusting the one (NODE_EXTRA_CA_CERTS) and posting to the other
 * (PUSH_ENDPOINT_HOSTS). Only one journey may run the service at a time (the config's one worker).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  createPushServiceCertificate,
  type PushService,
  type PushServiceSubscription,
  pushServiceCertificateIn,
  type ReceivedPush,
  startPushService,
} from '../../packages/contracts/src/push/test-push-service.ts';
import { findFreePort } from '../free-port.ts';

export type { PushService, PushServiceSubscription, ReceivedPush };

/**
 * For playwright.config.ts (the runner and every worker load it): the certificate and port of the
 * run, made once and handed on through the environment; answers the e2e server's variables.
 */
export async function preparePushService(): Promise<{
  PUSH_ENDPOINT_HOSTS: string;
  NODE_EXTRA_CA_CERTS: string;
}> {
  process.env.E2E_PUSH_PORT ??= String(await findFreePort());
  if (!process.env.E2E_PUSH_DIR) {
    const dir = mkdtempSync(join(tmpdir(), 'tc-e2e-push-'));
    createPushServiceCertificate(dir);
    process.env.E2E_PUSH_DIR = dir;
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  return {
    PUSH_ENDPOINT_HOSTS: `127.0.0.1:${process.env.E2E_PUSH_PORT}`,
    NODE_EXTRA_CA_CERTS: pushServiceCertificateIn(process.env.E2E_PUSH_DIR).certPath,
  };
}

/** The push service the e2e server posts to (its port and certificate); close it when done. */
export function startE2EPushService(): Promise<PushService> {
  const dir = process.env.E2E_PUSH_DIR;
  const port = Number(process.env.E2E_PUSH_PORT);
  if (!dir || !port) throw new Error('the push service runs in tests started through playwright.config.ts');
  return startPushService({ port, certificate: pushServiceCertificateIn(dir) });
}

/**
 * Makes the page's PushManager answer this subscription, as if the browser had made it with its
 * push service: subscribe() and getSubscription() (once subscribed, across reloads), toJSON(),
 * getKey() and unsubscribe(). Call it before the page loads.
 */
export async function usePushSubscription(page: Page, subscription: PushServiceSubscription): Promise<void> {
  await page.addInitScript((local: PushServiceSubscription) => {
    const flag = 'tc-e2e-push-subscribed';
    const bytes = (text: string) => {
      const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
      const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
      return Uint8Array.from(binary, (char) => char.charCodeAt(0)).buffer;
    };
    const made = (options: PushSubscriptionOptionsInit | undefined) => ({
      endpoint: local.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null, ...options },
      getKey: (name: 'p256dh' | 'auth') => bytes(local.keys[name]),
      toJSON: () => ({ endpoint: local.endpoint, expirationTime: null, keys: local.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(flag);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function subscribe(options) {
      localStorage.setItem(flag, '1');
      return made(options) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return (localStorage.getItem(flag) ? made(undefined) : null) as unknown as PushSubscription | null;
    };
  }, subscription);
}

/**
 * Hands a push message to the page's service worker, as Chromium does when its push service
 * delivers one (DevTools' ServiceWorker.deliverPushMessage: /sw.js gets a push event with the text),
 * and answers the notifications shown once one carries the message's title. DevTools answers before
 * the worker has the event and drops it without a word when the worker cannot take it then (seen
 * once in a CI run), so the message goes again after 5 s without it, as a push service redelivers
 * what was not acknowledged; a worker that never shows it fails after the fourth try.
 */
export async function showInServiceWorker(page: Page, message: ReceivedPush): Promise<ShownNotification[]> {
  const { title } = message.payload as { title: string };
  for (let attempt = 1; ; attempt++) {
    await deliverPushEvent(page, message.text);
    const shown = await notificationTitled(page, title, 5_000);
    if (shown) return shown;
    if (attempt === 4) throw new Error(`the service worker showed no notification titled "${title}"`);
    console.warn(`push: no notification titled "${title}" 5 s after delivery ${attempt}; delivering again`);
  }
}

async function deliverPushEvent(page: Page, data: string): Promise<void> {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  const cdp = await page.context().newCDPSession(page);
  try {
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const registration = registrations.find((item) => item.scopeURL === scope && !item.isDeleted);
        if (registration) resolve(registration.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(scope).origin,
      registrationId: await registrationId,
      data,
    });
  } finally {
    await cdp.detach();
  }
}

/**
 * The notifications shown once one has this title, or null when none has within `withinMs`. The
 * page waits (getNotifications answers a promise, which page.waitForFunction would take for a yes).
 */
function notificationTitled(page: Page, title: string, withinMs: number) {
  return page
    .evaluate(
      async ({ wanted, waitMs }) => {
        const deadline = Date.now() + waitMs;
        const registration = await navigator.serviceWorker.ready;
        for (;;) {
          const shown = await registration.getNotifications();
          if (shown.some((notification) => notification.title === wanted)) return true;
          if (Date.now() > deadline) return false;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      },
      { wanted: title, waitMs: withinMs },
    )
    .then((appeared) => (appeared ? shownNotifications(page) : null));
}

export type ShownNotification = Awaited<ReturnType<typeof shownNotifications>>[number];

/** The notifications the page's service worker shows now: title, body, tag and the page it opens. */
export function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      icon: notification.icon,
      url: (notification.data as { url?: string } | null)?.url,
    }));
  });
}
