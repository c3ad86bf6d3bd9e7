import { createECDH, randomBytes } from 'node:crypto';
import { createPushSender, type PushSender, SESSION_COOKIE } from '@tc/contracts';
import { type PushService, startPushService } from '@tc/contracts/testing';
import { testDatabases } from '@tc/db/testing';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import { insertCourse, insertUser, signIn, type TestUser } from '../test-support.js';

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
/** A subscription as Chrome makes one on its push service. */
const chromeSubscription = () => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${b64(randomBytes(12))}`,
  keys: { p256dh: b64(createECDH('prime256v1').generateKeys()), auth: b64(randomBytes(16)) },
});

describe.each(testDatabases())('the push REST paths on $name', ({ create }) => {
  let service: PushService;
  let push: PushSender;
  beforeAll(async () => {
    service = await startPushService();
  });
  // The server's sender may post to the browsers' push services and to this suite's own.
  const server = useTestServer(create, {
    push: (database) => {
      push = createPushSender({
        db: database.db,
        endpointHosts: ['fcm.googleapis.com', service.host],
        agent: service.agent,
      });
      return push;
    },
  });
  afterAll(() => service.close());

  let admin: TestUser & { token: string };
  let client: TestUser & { token: string };
  beforeAll(async () => {
    const adminUser = await insertUser(server.database.db, { role: 'admin' });
    const clientUser = await insertUser(server.database.db, { role: 'client', companyName: 'ACME Ltd' });
    admin = { ...adminUser, token: await signIn(server.app, adminUser) };
    client = { ...clientUser, token: await signIn(server.app, clientUser) };
  });

  const call = (as: { token: string } | null, options: InjectOptions) =>
    server.app.inject({ ...options, cookies: as ? { [SESSION_COOKIE]: as.token } : {} });
  const subscribe = (as: { token: string } | null, payload: unknown) =>
    call(as, { method: 'POST', url: '/api/push/subscribe', payload: payload as object });

  it('answers the VAPID public key to visitors', async () => {
    const res = await call(null, { method: 'GET', url: '/api/push/vapid-public-key' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publicKey: await push.publicKey() });
  });

  it('answers 401 to a visitor who subscribes or unsubscribes', async () => {
    for (const url of ['/api/push/subscribe', '/api/push/unsubscribe']) {
      const res = await call(null, { method: 'POST', url, payload: chromeSubscription() });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ message: 'Please sign in to continue.' });
    }
  });

  it('refuses bad keys, an http endpoint and a host off the list with 400', async () => {
    const good = chromeSubscription();
    const cases: [unknown, string][] = [
      [
        { ...good, keys: { ...good.keys, p256dh: 'abc' } },
        'The p256dh key must be a P-256 public key: 65 bytes, base64url',
      ],
      [
        { ...good, keys: { ...good.keys, auth: b64(randomBytes(8)) } },
        'The auth secret must be 16 bytes, base64url',
      ],
      [
        { ...good, endpoint: 'http://fcm.googleapis.com/fcm/send/abc' },
        'The subscription endpoint must be an https:// address',
      ],
      [
        { ...good, endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/abc' },
        'The subscription endpoint is not a push service this server sends to',
      ],
      [
        { ...good, endpoint: `https://${service.host.replace(/\d+$/, '1')}/push/x` },
        'The subscription endpoint is not a push service this server sends to',
      ],
      [undefined, 'A JSON request body is required'],
    ];
    for (const [payload, message] of cases) {
      const res = await subscribe(client, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
  });

  it('subscribes and unsubscribes the signed-in user', async () => {
    const subscription = chromeSubscription();
    const res = await subscribe(client, subscription);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const row = () =>
      server.database.db
        .selectFrom('pushSubscriptions')
        .select('userId')
        .where('endpoint', '=', subscription.endpoint)
        .executeTakeFirst();
    expect(await row()).toEqual({ userId: client.id });
    const gone = await call(client, {
      method: 'POST',
      url: '/api/push/unsubscribe',
      payload: { endpoint: subscription.endpoint },
    });
    expect(gone.json()).toEqual({ ok: true });
    expect(await row()).toBeUndefined();
  });

  it("pushes a class the admin books to the client's browser, through the server's own sender", async () => {
    const subscription = service.subscribe({ applicationServerKey: await push.publicKey() });
    expect((await subscribe(client, subscription)).statusCode).toBe(200);
    const course = await insertCourse(server.database.db, { name: 'Mobile Crane Operator' });
    const instructor = await insertUser(server.database.db, { role: 'instructor' });
    const booked = await call(admin, {
      method: 'POST',
      url: '/api/admin/schedules',
      payload: {
        userId: client.id,
        courseId: course.id,
        instructorId: instructor.id,
        preferredDate: '2030-12-03',
        preferredTime: '08:00',
        allowInstructorConflict: true,
      },
    });
    expect(booked.statusCode).toBe(201);
    await server.deliverQueued();
    const [message] = await service.messagesFor(subscription.endpoint);
    expect(message?.payload).toEqual({
      title: 'Class scheduled',
      body: 'Mobile Crane Operator on 3 Dec 2030 at 08:00',
      url: '/',
      tag: `schedule-${booked.json().id}`,
    });
  });
});
