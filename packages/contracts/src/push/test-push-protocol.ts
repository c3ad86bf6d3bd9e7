// The checks of the local push service (not part of the build): the VAPID token of RFC 8292 and the
// aes128gcm encryption of RFC 8291 and RFC 8188, as a browser's push service and the browser make them.
import { createDecipheriv, createPublicKey, type ECDH, hkdfSync, verify } from 'node:crypto';

/** What a subscription's browser keeps: its P-256 key pair and the auth secret. */
export interface PushDeviceKeys {
  ecdh: ECDH;
  /** The uncompressed public key (p256dh). */
  publicKey: Buffer;
  auth: Buffer;
}

/** A push the service refuses, with the status a real push service would answer. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Checks the `vapid t=<JWT>, k=<key>` header (RFC 8292): the ES256 signature with k, aud, exp, sub. */
export function verifyVapid(authorization: string | undefined, origin: string, now = new Date()) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Refusal(401, 'Authorization is not "vapid t=<JWT>, k=<key>"');
  const [header, claims, signature] = match[1].split('.') as [string, string, string];
  const key = Buffer.from(match[2], 'base64url');
  if (key.length !== 65 || key[0] !== 4) throw new Refusal(401, 'k is not an uncompressed P-256 key');
  const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
  if (alg !== 'ES256') throw new Refusal(401, `the token is signed with ${alg}, not ES256`);
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: key.subarray(1, 33).toString('base64url'),
      y: key.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = Buffer.from(`${header}.${claims}`);
  const sig = Buffer.from(signature, 'base64url');
  if (!verify('sha256', signed, { key: publicKey, dsaEncoding: 'ieee-p1363' }, sig)) {
    throw new Refusal(403, 'the VAPID signature does not verify with k');
  }
  const { aud, exp, sub } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  if (aud !== origin) throw new Refusal(403, `aud is ${String(aud)}, not ${origin}`);
  const seconds = now.getTime() / 1000;
  if (typeof exp !== 'number' || exp <= seconds || exp > seconds + 24 * 3600 + 60) {
    throw new Refusal(403, 'exp is not in the next 24 hours');
  }
  if (typeof sub !== 'string' || !/^(mailto:|https:)/.test(sub)) throw new Refusal(403, 'sub is missing');
  return { publicKey: match[2], subject: sub, audience: aud, expiresAt: new Date(exp * 1000) };
}

/** Decrypts an aes128gcm body (RFC 8188) with the keys of RFC 8291, as the browser does. */
export function decryptPush(body: Buffer, device: PushDeviceKeys): Buffer {
  if (body.length < 21) throw new Refusal(400, 'the body has no aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const senderKey = body.subarray(21, 21 + (body[20] ?? 0));
  if (senderKey.length !== 65) throw new Refusal(400, "the keyid is not the sender's 65-byte public key");
  const secret = device.ecdh.computeSecret(senderKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, device.auth, info, 32));
  const derive = (label: string, length: number) =>
    Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from(`Content-Encoding: ${label}\0`), length));
  const key = derive('aes128gcm', 16);
  const nonce = derive('nonce', 12);
  const data = body.subarray(21 + senderKey.length);
  const parts: Buffer[] = [];
  for (let offset = 0, sequence = 0; offset < data.length; offset += recordSize, sequence += 1) {
    const record = data.subarray(offset, offset + recordSize);
    const iv = Buffer.from(nonce);
    iv.writeUInt32BE((iv.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', key, iv);
    decipher.setAuthTag(record.subarray(-16));
    let plain: Buffer;
    try {
      plain = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
    } catch {
      throw new Refusal(400, 'the body does not decrypt with the subscription keys');
    }
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end -= 1;
    const last = offset + recordSize >= data.length;
    if (plain[end] !== (last ? 2 : 1)) throw new Refusal(400, 'a record lacks its padding delimiter');
    parts.push(plain.subarray(0, end));
  }
  return Buffer.concat(parts);
}
