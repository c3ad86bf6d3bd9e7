/**
 * What the Push Notifications card shows on this browser: still looking, no push here, the user
 * blocked notifications, not asked yet, allowed but this device not subscribed, or subscribed.
 */
export type PushState = 'checking' | 'unsupported' | 'denied' | 'default' | 'granted' | 'subscribed';

export interface PushFacts {
  /** The browser has service workers, PushManager and Notification. */
  supported: boolean;
  permission: NotificationPermission;
  /** This browser's subscription, once looked up (undefined while still looking). */
  subscribed: boolean | undefined;
}

export function pushState({ supported, permission, subscribed }: PushFacts): PushState {
  if (!supported) return 'unsupported';
  if (permission === 'denied') return 'denied';
  if (subscribed === undefined) return 'checking';
  if (permission === 'granted') return subscribed ? 'subscribed' : 'granted';
  return 'default';
}

/** The server's VAPID public key (base64url, as web-push writes it) as the bytes PushManager takes. */
export function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Whether a subscription was made with this key (a new server key needs a new subscription). */
export function sameKey(made: ArrayBuffer | null | undefined, key: Uint8Array): boolean {
  if (!made) return true;
  const bytes = new Uint8Array(made);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}
