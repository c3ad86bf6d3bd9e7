import { createECDH, createSign, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { decryptPush, type PushService, startPushService, verifyVapid } from './test-push-service.js';

// The example of RFC 8291 (section 5): the receiver's keys, and the message the sender made.
const rfc = {
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  message:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

/** A VAPID header signed by `sign` with the given claims (what web-push makes, by hand). */
function vapidHeader(claims: Record<string, unknown>, keys = webpush.generateVAPIDKeys()) {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ typ: 'JWT', alg: 'ES256' })}.${encode(claims)}`;
  const point = Buffer.from(keys.publicKey, 'base64url');
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const key = {
    key: {
      kty: 'EC',
      crv: 'P-256',
      d: keys.privateKey,
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk' as const,
  };
  const signature = createSign('sha256')
    .update(unsigned)
    .sign({ ...key, dsaEncoding: 'ieee-p1363' });
  const forged = createSign('sha256').update(unsigned).sign({ key: privateKey, dsaEncoding: 'ieee-p1363' });
  return {
    good: `vapid t=${unsigned}.${signature.toString('base64url')}, k=${keys.publicKey}`,
    forged: `vapid t=${unsigned}.${forged.toString('base64url')}, k=${keys.publicKey}`,
  };
}

describe('the local push service', () => {
  let service: PushService;
  beforeAll(async () => {
    service = await startPushService();
  });
  afterAll(() => service.close());

  it('decrypts the example message of RFC 8291', () => {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(rfc.uaPrivate, 'base64url'));
    const device = {
      ecdh,
      publicKey: Buffer.from(rfc.uaPublic, 'base64url'),
      auth: Buffer.from(rfc.auth, 'base64url'),
    };
    expect(ecdh.getPublicKey().toString('base64url')).toBe(rfc.uaPublic);
    expect(decryptPush(Buffer.from(rfc.message, 'base64url'), device).toString()).toBe(
      'When I grow up, I want to be a watermelon',
    );
    const tampered = Buffer.from(rfc.message, 'base64url');
    tampered.writeUInt8(tampered.readUInt8(tampered.length - 20) ^ 1, tampered.length - 20);
    expect(() => decryptPush(tampered, device)).toThrow('does not decrypt');
  });

  it('checks the VAPID token: signature with k, audience, expiry, subject', () => {
    const origin = 'https://127.0.0.1:4000';
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const claims = { aud: origin, exp, sub: 'mailto:admin@centre.test' };
    const { good, forged } = vapidHeader(claims);
    expect(verifyVapid(good, origin)).toMatchObject({
      audience: origin,
      subject: 'mailto:admin@centre.test',
    });
    expect(() => verifyVapid(forged, origin)).toThrow('does not verify');
    expect(() => verifyVapid(good, 'https://127.0.0.1:4001')).toThrow('aud is');
    expect(() => verifyVapid(vapidHeader({ ...claims, exp: exp - 7200 }).good, origin)).toThrow('exp');
    expect(() => verifyVapid(vapidHeader({ aud: origin, exp }).good, origin)).toThrow('sub is missing');
    expect(() => verifyVapid('WebPush abc', origin)).toThrow('Authorization');
  });

  it('takes what web-push sends, answers 404 for an unknown subscription and what it is told to', async () => {
    const subscription = service.subscribe();
    const vapidDetails = { subject: 'mailto:admin@centre.test', ...webpush.generateVAPIDKeys() };
    const options = { vapidDetails, agent: service.agent, TTL: 60 };
    await webpush.sendNotification(subscription, '{"title":"Hello"}', options);
    const [message] = await service.messagesFor(subscription.endpoint);
    expect(message).toMatchObject({ text: '{"title":"Hello"}', payload: { title: 'Hello' }, ttl: 60 });
    expect(message?.vapid).toMatchObject({ publicKey: vapidDetails.publicKey, audience: service.origin });

    const unknown = { ...subscription, endpoint: `${service.origin}/push/nobody` };
    expect(await webpush.sendNotification(unknown, 'x', options).catch((error) => error.statusCode)).toBe(
      404,
    );
    service.answer(subscription.endpoint, 410);
    expect(
      await webpush.sendNotification(subscription, 'x', options).catch((error) => error.statusCode),
    ).toBe(410);
  });

  it('refuses a push signed with another key than the subscription was made with', async () => {
    const serverKeys = webpush.generateVAPIDKeys();
    const subscription = service.subscribe({ applicationServerKey: serverKeys.publicKey });
    const other = { subject: 'mailto:x@centre.test', ...webpush.generateVAPIDKeys() };
    const status = await webpush
      .sendNotification(subscription, 'x', { vapidDetails: other, agent: service.agent })
      .catch((error) => error.statusCode);
    expect(status).toBe(403);
    expect(service.refused.at(-1)).toMatchObject({ endpoint: subscription.endpoint, status: 403 });
  });
});
