/**
 * The push services the server posts to. It posts to whatever endpoint a signed-in user hands it,
 * so only the browsers' own push services are taken, unless PUSH_ENDPOINT_HOSTS replaces the list
 * (a test suite's local push service). `*.` allows any subdomain; without a port an entry allows
 * only the https default port.
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

/** A host entry: a name or IP (or `*.` and a domain), with an optional port. */
const HOST_ENTRY = /^(\*\.)?([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

export function isPushHostEntry(entry: string): boolean {
  return HOST_ENTRY.test(entry);
}

/** PUSH_ENDPOINT_HOSTS as a list: comma-separated, spaces ignored, lowercased. */
export function parsePushHosts(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
}

/** Whether the server may post to this endpoint: an https address on one of the hosts. */
export function pushEndpointAllowed(endpoint: string, hosts: readonly string[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  return hosts.some((entry) => {
    const [, wildcard, name, , port] = HOST_ENTRY.exec(entry.toLowerCase()) ?? [];
    // URL leaves the default port out; an entry naming it means the same.
    const wanted = port === ':443' ? '' : (port ?? '');
    if (!name || wanted !== (url.port ? `:${url.port}` : '')) return false;
    return wildcard ? url.hostname.endsWith(`.${name}`) : url.hostname === name;
  });
}
