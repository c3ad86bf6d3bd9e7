import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  type PushService,
  showInServiceWorker,
  startE2EPushService,
  usePushSubscription,
} from '../push/push-service.ts';
import { createAccount, signInAsMainAdmin } from './accounts.js';
import { useOwnClientAddress } from './client-address.js';
import { openConsoleTab } from './console.js';
import { expect, saveScreenshot, test } from './fixtures.js';
import { secondBrowser, signInThroughApi } from './team-chat.js';

// The Push Notifications card in a real Chromium: it registers /sw.js and subscribes with the
// server's VAPID key; the subscription is the local push service's (Chromium cannot reach a real
// one offline), so what the server sends is decrypted there and handed to the service worker,
// which shows it. Every state of the card: allowed, subscribed, failed, blocked, unsupported.

const firstRender = { timeout: 15_000 };

let service: PushService;
test.beforeAll(async () => {
  service = await startE2EPushService();
});
test.afterAll(() => service.close());

/**
 * What the push service refused, besides devices it never made: those are subscriptions of earlier
 * journeys (the other viewport's service), which the server deletes on that 404, as it should.
 */
const refusals = () => service.refused.filter((refusal) => refusal.reason !== 'no such subscription');

const pushCard = (page: Page) =>
  page
    .locator('.mantine-Card-root')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'Push Notifications' }) });

async function vapidPublicKey(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/push/vapid-public-key')).json()) as { publicKey: string })
    .publicKey;
}

/** A signed-in API session of its own (setup and the other people's actions, not the journey). */
async function apiSession(own: () => Promise<APIRequestContext>, email: string, password: string) {
  const session = await own();
  expect((await session.post('/api/auth/login', { data: { email, password } })).status()).toBe(200);
  return session;
}

test('a client enables push in the portal card; a class the admin moves reaches the service worker; Disable stops it', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const address = await useOwnClientAddress(page);
  const own = () =>
    playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': address } });
  await signInAsMainAdmin(page);
  const tag = randomUUID().slice(0, 6);
  const client = await createAccount(page, own, 'client', { companyName: `Sitra Rigging ${tag}` });
  const instructor = await createAccount(page, own, 'instructor', {
    firstName: 'Omar',
    lastName: `Saleh ${tag}`,
  });
  const courses = (await (await page.request.get('/api/courses')).json()) as { id: string; name: string }[];
  const booked = await page.request.post('/api/admin/schedules', {
    data: {
      userId: client.id,
      courseId: courses[0]?.id,
      instructorId: instructor.id,
      preferredDate: '2028-02-07',
      preferredTime: '08:00',
    },
  });
  expect(booked.status()).toBe(201);
  const { id } = (await booked.json()) as { id: string };
  const admin = await apiSession(own, 'admin@e2e.test', 'E2e-admin-password-1');

  // The instructor's phone is subscribed too (through the API): a witness that pushes went out.
  const publicKey = await vapidPublicKey(page.request);
  const instructorDevice = service.subscribe({ applicationServerKey: publicKey });
  const instructorApi = await apiSession(own, instructor.email, instructor.password);
  expect((await instructorApi.post('/api/push/subscribe', { data: instructorDevice })).status()).toBe(200);

  // The client allows notifications; the card offers to subscribe this device.
  const device = service.subscribe({ applicationServerKey: publicKey });
  await page.context().grantPermissions(['notifications']);
  await usePushSubscription(page, device);
  await signInThroughApi(page, client.email, client.password);
  await page.goto('/');
  const card = pushCard(page);
  await expect(card).toContainText(
    'when your classes are scheduled, moved, confirmed, cancelled or completed',
    firstRender,
  );
  await expect(card).toContainText('Notifications are allowed, but this device is not subscribed yet.');
  await card.getByRole('button', { name: 'Enable Notifications' }).click();
  await expect(page.getByText('This device will receive push notifications.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Disable Notifications' })).toBeVisible();
  await expect(card).toContainText('This device receives push notifications.');
  // The service worker is this site's /sw.js, and it controls the page.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toBe(
    `${baseURL}/sw.js`,
  );
  await saveScreenshot(page, testInfo, 'push-client-subscribed');

  // The admin moves the class: the push service decrypts the client's notification, and the
  // service worker shows it.
  const moved = await admin.put(`/api/admin/schedules/${id}`, { data: { preferredDate: '2028-02-09' } });
  expect(moved.status()).toBe(200);
  const [message] = await service.messagesFor(device.endpoint);
  if (!message) throw new Error('no push message');
  expect(message.payload).toEqual({
    title: 'Class moved',
    body: expect.stringContaining('moved to 9 Feb 2028 at 08:00'),
    url: '/',
    tag: `schedule-${id}`,
  });
  expect(await showInServiceWorker(page, message)).toContainEqual(
    expect.objectContaining({ title: 'Class moved', tag: `schedule-${id}`, url: `${baseURL}/` }),
  );

  // Disable: the server forgets the device and the browser drops it (also after a reload).
  await card.getByRole('button', { name: 'Disable Notifications' }).click();
  await expect(page.getByText('This device will no longer receive push notifications.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Enable Notifications' })).toBeVisible();
  await page.reload();
  await expect(pushCard(page).getByRole('button', { name: 'Enable Notifications' })).toBeVisible(firstRender);
  // The next change reaches the instructor's device, and no longer the client's.
  await service.messagesFor(instructorDevice.endpoint, 1);
  expect(
    (await admin.put(`/api/admin/schedules/${id}`, { data: { preferredDate: '2028-02-10' } })).status(),
  ).toBe(200);
  await service.messagesFor(instructorDevice.endpoint, 2);
  expect(service.received.filter((push) => push.endpoint === device.endpoint)).toHaveLength(1);
  expect(refusals()).toEqual([]);
  await admin.dispose();
  await instructorApi.dispose();
});

test('staff subscribe from their console tab (a failure first), and a team chat message reaches their service worker', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const address = await useOwnClientAddress(page);
  const own = () =>
    playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': address } });
  await signInAsMainAdmin(page);
  const tag = randomUUID().slice(0, 6);
  const admin = await createAccount(page, own, 'admin', {
    firstName: 'Salman',
    lastName: `Desk ${tag}`,
    companyName: `Gulf Lifting Desk ${tag}`,
  });
  const instructor = await createAccount(page, own, 'instructor', {
    firstName: 'Huda',
    lastName: `Nabeel ${tag}`,
  });

  // The admin's console tab explains what it covers; the first try fails on the way to the server.
  const device = service.subscribe({ applicationServerKey: await vapidPublicKey(page.request) });
  await page.context().grantPermissions(['notifications']);
  await usePushSubscription(page, device);
  await signInThroughApi(page, admin.email, admin.password);
  await page.goto('/');
  await openConsoleTab(page, 'Push Notifications');
  const card = pushCard(page);
  await expect(card).toContainText('quotations, class schedules and team chat messages', firstRender);
  await page.route('**/trpc/push.subscribe**', (route) => route.abort('internetdisconnected'));
  await card.getByRole('button', { name: 'Enable Notifications' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Subscription Failed' })).toBeVisible();
  await page.unroute('**/trpc/push.subscribe**');
  await card.getByRole('button', { name: 'Enable Notifications' }).click();
  await expect(card.getByRole('button', { name: 'Disable Notifications' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Subscription Failed' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'push-admin-subscribed');

  // The instructor writes in the team chat: the admin's device gets it, cut to 50 characters.
  const text = `Crane ${tag} needs a new hook block before Sunday's lifting plan review.`;
  const instructorApi = await own();
  expect(
    (
      await instructorApi.post('/api/auth/login', {
        data: { email: instructor.email, password: instructor.password },
      })
    ).status(),
  ).toBe(200);
  expect((await instructorApi.post('/api/admin/chat/messages', { data: { message: text } })).status()).toBe(
    201,
  );
  await instructorApi.dispose();
  const [message] = await service.messagesFor(device.endpoint);
  if (!message) throw new Error('no push message');
  expect(message.payload).toEqual({
    title: `New message from Huda Nabeel ${tag}`,
    body: text.slice(0, 50),
    url: '/?tab=chat',
    tag: 'team-chat',
  });
  expect(await showInServiceWorker(page, message)).toContainEqual(
    expect.objectContaining({ title: `New message from Huda Nabeel ${tag}`, body: text.slice(0, 50) }),
  );

  expect(refusals()).toEqual([]);
});

test('a browser whose user refuses is told how to allow notifications; one without push is told it is unsupported', async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  const address = await useOwnClientAddress(page);
  const own = () =>
    playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': address } });
  await signInAsMainAdmin(page);
  const instructor = await createAccount(page, own, 'instructor', {
    firstName: 'Huda',
    lastName: `Nabeel ${randomUUID().slice(0, 6)}`,
  });

  // The instructor's browser asks and the user refuses: Permission Denied, then how to allow it.
  const refusing = await secondBrowser(browser, page, baseURL);
  await useOwnClientAddress(refusing.page);
  await signInThroughApi(refusing.page, instructor.email, instructor.password);
  await refusing.page.goto('/?tab=push-notifications');
  const refusingCard = pushCard(refusing.page);
  await expect(refusingCard).toContainText('Notifications are off on this device.', firstRender);
  await refusingCard.getByRole('button', { name: 'Enable Notifications' }).click();
  await expect(refusing.page.getByRole('alert').filter({ hasText: 'Permission Denied' })).toBeVisible();
  await expect(refusingCard).toContainText('Notifications Blocked');
  await expect(refusingCard).toContainText('allow notifications for this site in your browser settings');
  await expect(refusingCard.getByRole('button', { name: 'Enable Notifications' })).toHaveCount(0);
  await saveScreenshot(refusing.page, testInfo, 'push-instructor-blocked');
  await refusing.context.close();
  expect(refusing.errors).toEqual([]);

  // A browser without push (PushManager missing): the card says so.
  const old = await secondBrowser(browser, page, baseURL);
  await old.page.addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
  await useOwnClientAddress(old.page);
  await signInThroughApi(old.page, instructor.email, instructor.password);
  await old.page.goto('/?tab=push-notifications');
  await expect(pushCard(old.page)).toContainText(
    'This browser does not support push notifications.',
    firstRender,
  );
  await saveScreenshot(old.page, testInfo, 'push-unsupported');
  await old.context.close();
  expect(old.errors).toEqual([]);
});
