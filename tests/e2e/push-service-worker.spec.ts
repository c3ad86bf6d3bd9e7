import {
  type PushService,
  showInServiceWorker,
  startE2EPushService,
  usePushSubscription,
} from '../push/push-service.ts';
import { createAccount, mainAdmin, signInAs } from './accounts.js';
import { useOwnClientAddress } from './client-address.js';
import { expect, test } from './fixtures.js';

let service: PushService;
test.beforeAll(async () => {
  service = await startE2EPushService();
});
test.afterAll(() => service.close());

test('a class booked by the admin reaches the client’s service worker as a notification', async ({
  page,
  isMobile,
  playwright,
  baseURL,
}) => {
  test.skip(isMobile, 'the service worker is the same at every width');
  const address = await useOwnClientAddress(page);
  const ownSession = () =>
    playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': address } });
  await page.goto('/');
  await signInAs(page, mainAdmin.email, mainAdmin.password);
  const client = await createAccount(page, ownSession, 'client', { companyName: 'Push Test Ltd' });
  const instructor = await createAccount(page, ownSession, 'instructor', {
    firstName: 'Ali',
    lastName: 'Push',
  });
  const courses = (await (await page.request.get('/api/courses')).json()) as { id: string; name: string }[];
  const course = courses[0];
  if (!course) throw new Error('no course in the demo catalogue');

  // The client's browser subscribes, as the Push card does, to what it takes for its push service.
  const { publicKey } = (await (await page.request.get('/api/push/vapid-public-key')).json()) as {
    publicKey: string;
  };
  const subscription = service.subscribe({ applicationServerKey: publicKey });
  await page.context().grantPermissions(['notifications']);
  await usePushSubscription(page, subscription);
  await signInAs(page, client.email, client.password);
  await page.goto('/');
  const subscribed = await page.evaluate(async (applicationServerKey) => {
    const registration = await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
    const made = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
    const answer = await fetch('/api/push/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(made.toJSON()),
    });
    return { status: answer.status, again: (await registration.pushManager.getSubscription())?.endpoint };
  }, publicKey);
  expect(subscribed).toEqual({ status: 200, again: subscription.endpoint });

  // The admin books a class for the client: the server posts it to the push service, which
  // decrypts it; the browser's part is handing it to the service worker.
  const admin = await ownSession();
  expect((await admin.post('/api/auth/login', { data: mainAdmin })).status()).toBe(200);
  const booked = await admin.post('/api/admin/schedules', {
    data: {
      userId: client.id,
      courseId: course.id,
      instructorId: instructor.id,
      preferredDate: '2027-12-03',
      preferredTime: '08:00',
    },
  });
  expect(booked.status()).toBe(201);
  const { id } = (await booked.json()) as { id: string };
  await admin.dispose();
  const [message] = await service.messagesFor(subscription.endpoint);
  if (!message) throw new Error('no push message');
  const expected = {
    title: 'Class scheduled',
    body: `${course.name} on 3 Dec 2027 at 08:00`,
    tag: `schedule-${id}`,
  };
  expect(message.payload).toEqual({ ...expected, url: '/' });

  expect(await showInServiceWorker(page, message)).toEqual([
    { ...expected, icon: `${baseURL}/favicon.svg`, url: `${baseURL}/` },
  ]);
  expect(service.refused).toEqual([]);
});
