import { createECDH, randomBytes } from 'node:crypto';
import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, insertUser, outcome, type TestUser } from '../test-support.js';
import { PUSH_AUTH_MESSAGE, PUSH_ENDPOINT_MESSAGE, PUSH_P256DH_MESSAGE } from './push.schema.js';
import { MAX_SUBSCRIPTIONS_PER_USER } from './push-subscriptions.service.js';

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
let devices = 0;
/** A browser's subscription on Chrome's push service, with real keys. */
function browserSubscription() {
  devices += 1;
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/device-${devices}-${b64(randomBytes(8))}`,
    expirationTime: null,
    keys: { p256dh: b64(createECDH('prime256v1').generateKeys()), auth: b64(randomBytes(16)) },
  };
}

describe.each(testDatabases())('push subscriptions on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let client: TestUser;
  let instructor: TestUser;
  const as = (user: TestUser | null) => callerFor(database.db, { user }).caller;
  const stored = (endpoint: string) =>
    database.db
      .selectFrom('pushSubscriptions')
      .select(['userId', 'p256dh', 'auth', 'userAgent'])
      .where('endpoint', '=', endpoint)
      .executeTakeFirst();

  beforeAll(async () => {
    database = await create();
    client = await insertUser(database.db, { role: 'client' });
    instructor = await insertUser(database.db, { role: 'instructor' });
  });
  afterAll(() => database.close());

  it('answers the VAPID public key to anyone, the same every time', async () => {
    const { publicKey } = await as(null).push.vapidPublicKey();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await as(client).push.vapidPublicKey()).publicKey).toBe(publicKey);
  });

  it('keeps a signed-in user’s subscription; a visitor is 401', async () => {
    const subscription = browserSubscription();
    expect(await outcome(as(null).push.subscribe(subscription))).toEqual({
      status: 401,
      message: 'Please sign in to continue.',
    });
    expect(await as(client).push.subscribe(subscription)).toEqual({ ok: true });
    expect(await stored(subscription.endpoint)).toEqual({
      userId: client.id,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      userAgent: 'vitest',
    });
  });

  it('moves an endpoint already stored to whoever subscribes it now', async () => {
    const subscription = browserSubscription();
    await as(client).push.subscribe(subscription);
    const renewed = { ...subscription, keys: browserSubscription().keys };
    await as(instructor).push.subscribe(renewed);
    expect(await stored(subscription.endpoint)).toMatchObject({
      userId: instructor.id,
      p256dh: renewed.keys.p256dh,
    });
  });

  it('refuses bad keys and endpoints with the field’s 400', async () => {
    const good = browserSubscription();
    const point = Buffer.from(good.keys.p256dh, 'base64url');
    const offCurve = Buffer.from(point);
    offCurve.writeUInt8(offCurve.readUInt8(64) ^ 1, 64);
    const cases: [string, unknown, string][] = [
      ['http endpoint', { ...good, endpoint: 'http://fcm.googleapis.com/fcm/send/x' }, PUSH_ENDPOINT_MESSAGE],
      ['no endpoint', { keys: good.keys }, PUSH_ENDPOINT_MESSAGE],
      ['not a url', { ...good, endpoint: 'fcm.googleapis.com/x' }, PUSH_ENDPOINT_MESSAGE],
      [
        'a host off the list',
        { ...good, endpoint: 'https://push.evil.test/x' },
        'The subscription endpoint is not a push service this server sends to',
      ],
      ['no keys', { endpoint: good.endpoint }, 'The subscription keys (p256dh and auth) are required'],
      [
        'compressed key',
        { ...good, keys: { ...good.keys, p256dh: b64(point.subarray(0, 33)) } },
        PUSH_P256DH_MESSAGE,
      ],
      [
        'key not base64url',
        { ...good, keys: { ...good.keys, p256dh: `${good.keys.p256dh.slice(1)}+` } },
        PUSH_P256DH_MESSAGE,
      ],
      ['key off the curve', { ...good, keys: { ...good.keys, p256dh: b64(offCurve) } }, PUSH_P256DH_MESSAGE],
      ['short auth', { ...good, keys: { ...good.keys, auth: b64(randomBytes(12)) } }, PUSH_AUTH_MESSAGE],
      ['auth a number', { ...good, keys: { ...good.keys, auth: 16 } }, PUSH_AUTH_MESSAGE],
      ['not an object', 'https://fcm.googleapis.com/x', 'The request body must be a JSON object'],
    ];
    for (const [label, input, message] of cases) {
      expect(await outcome(as(client).push.subscribe(input as never)), label).toEqual({
        status: 400,
        message,
      });
    }
    expect(await stored(good.endpoint)).toBeUndefined();
  });

  it('takes keys with base64 padding, as some browsers write them', async () => {
    const subscription = browserSubscription();
    const padded = {
      ...subscription,
      keys: { p256dh: `${subscription.keys.p256dh}=`, auth: `${subscription.keys.auth}==` },
    };
    expect(await as(client).push.subscribe(padded)).toEqual({ ok: true });
  });

  it('unsubscribes only the caller’s own endpoint', async () => {
    const subscription = browserSubscription();
    await as(client).push.subscribe(subscription);
    expect(await outcome(as(null).push.unsubscribe({ endpoint: subscription.endpoint }))).toMatchObject({
      status: 401,
    });
    expect(await as(instructor).push.unsubscribe({ endpoint: subscription.endpoint })).toEqual({ ok: true });
    expect(await stored(subscription.endpoint)).toMatchObject({ userId: client.id });
    expect(await as(client).push.unsubscribe({ endpoint: subscription.endpoint })).toEqual({ ok: true });
    expect(await stored(subscription.endpoint)).toBeUndefined();
    expect(await outcome(as(client).push.unsubscribe({ endpoint: '' }))).toEqual({
      status: 400,
      message: 'The subscription endpoint is required',
    });
  });

  it(`keeps a user's newest ${MAX_SUBSCRIPTIONS_PER_USER} subscriptions`, async () => {
    const user = await insertUser(database.db, { role: 'admin' });
    const endpoints: string[] = [];
    for (let i = 0; i < MAX_SUBSCRIPTIONS_PER_USER + 2; i += 1) {
      const subscription = browserSubscription();
      endpoints.push(subscription.endpoint);
      await callerFor(database.db, {
        user,
        now: () => new Date(Date.UTC(2026, 10, 22, 8, i)),
      }).caller.push.subscribe(subscription);
    }
    const kept = await database.db
      .selectFrom('pushSubscriptions')
      .select('endpoint')
      .where('userId', '=', user.id)
      .execute();
    expect(kept.map((row) => row.endpoint).sort()).toEqual(endpoints.slice(2).sort());
  });
});
