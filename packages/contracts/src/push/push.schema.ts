import { z } from 'zod';

/** Longest endpoint stored: the browsers' push addresses are a few hundred characters. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

export const PUSH_ENDPOINT_MESSAGE = 'The subscription endpoint must be an https:// address';
export const PUSH_P256DH_MESSAGE = 'The p256dh key must be a P-256 public key: 65 bytes, base64url';
export const PUSH_AUTH_MESSAGE = 'The auth secret must be 16 bytes, base64url';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The bytes of a base64url text (padding allowed), or null when it is not base64url. */
export function base64urlBytes(text: string): Uint8Array | null {
  const body = text.replace(/={1,2}$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(body) || body.length % 4 === 1) return null;
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of body) {
    value = (value << 6) | BASE64URL.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >> bits) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}

/**
 * The subscription's public key as the browser hands it: an uncompressed P-256 point (0x04, then
 * x and y). Whether the point lies on the curve is checked on the server, with its crypto.
 */
export function isUncompressedP256Point(text: string): boolean {
  const bytes = base64urlBytes(text);
  return bytes?.length === 65 && bytes[0] === 0x04;
}

const pushEndpointSchema = z
  .string({ error: PUSH_ENDPOINT_MESSAGE })
  .trim()
  .max(
    PUSH_ENDPOINT_MAX_LENGTH,
    `The subscription endpoint must be at most ${PUSH_ENDPOINT_MAX_LENGTH} characters`,
  )
  .refine(
    (endpoint) => URL.canParse(endpoint) && new URL(endpoint).protocol === 'https:',
    PUSH_ENDPOINT_MESSAGE,
  );

/** What PushSubscription.toJSON() gives in the browser (its expirationTime is ignored). */
export const pushSubscribeInputSchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object(
    {
      p256dh: z.string({ error: PUSH_P256DH_MESSAGE }).refine(isUncompressedP256Point, PUSH_P256DH_MESSAGE),
      auth: z
        .string({ error: PUSH_AUTH_MESSAGE })
        .refine((auth) => base64urlBytes(auth)?.length === 16, PUSH_AUTH_MESSAGE),
    },
    { error: 'The subscription keys (p256dh and auth) are required' },
  ),
});
export type PushSubscribeInput = z.infer<typeof pushSubscribeInputSchema>;

export const pushUnsubscribeInputSchema = z.object({
  endpoint: z
    .string({ error: 'The subscription endpoint is required' })
    .trim()
    .min(1, 'The subscription endpoint is required')
    .max(
      PUSH_ENDPOINT_MAX_LENGTH,
      `The subscription endpoint must be at most ${PUSH_ENDPOINT_MAX_LENGTH} characters`,
    ),
});

export const vapidPublicKeySchema = z.object({ publicKey: z.string() });

/** What a push message carries: the service worker shows it and opens `url` on a click. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A path of the app ('/?tab=chat'); the service worker opens it on this origin. */
  url: z.string(),
  /** Notifications with the same tag replace each other. */
  tag: z.string().optional(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
