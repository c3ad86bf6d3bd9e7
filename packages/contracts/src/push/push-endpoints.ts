import { hostListed } from '../host-lists.js';

/**
 * The push services the server posts to. It posts to whatever endpoint a signed-in user hands it,
 * so only the browsers' own push services are taken, unless PUSH_ENDPOINT_HOSTS replaces the list
 * (a test suite's local push service; host-lists.ts).
 */
export const BROWSER_PUSH_HOSTS: readonly string[] = [
  // Chrome, Edge on Android, Opera, Samsung Internet, Brave: Firebase Cloud Messaging.
  'fcm.googleapis.com',
  // Chrome's subscriptions from before FCM (Google Cloud Messaging addresses still in use).
  'android.googleapis.com',
  // Firefox (Mozilla autopush).
  'updates.push.services.mozilla.com',
  // Edge on Windows (Windows Push Notification Services: wns2-<region>.notify.windows.com).
  '*.notify.windows.com',
  // Safari on macOS and iOS (web.push.apple.com; Apple asks servers to allow *.push.apple.com).
  '*.push.apple.com',
];

/** Whether the server may post to this endpoint: an https address on one of the hosts. */
export function pushEndpointAllowed(endpoint: string, hosts: readonly string[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  return hostListed(url, hosts);
}
