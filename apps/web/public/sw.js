// Service worker of the training-centre site. It takes control at once and shows the server's push
// notifications (classes, quotations, team chat): JSON { title, body, url, tag? }. A click brings
// an open tab of the site to the notification's page, or opens one there.
const ICON = '/favicon.svg';
const HOME = `${self.location.origin}/`;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** A page of this site, absolute; anything else (another site, nonsense) is the home page. */
function pageOfSite(url) {
  try {
    const target = new URL(typeof url === 'string' ? url : '/', self.location.origin);
    return target.origin === self.location.origin ? target.href : HOME;
  } catch {
    return HOME;
  }
}

/** The notification a push carries; a message that is not the server's JSON still shows as text. */
function notificationOf(data) {
  let payload = {};
  try {
    payload = data ? data.json() : {};
  } catch {
    payload = { body: data ? data.text() : '' };
  }
  const text = (value) => (typeof value === 'string' ? value : '');
  const tag = text(payload.tag);
  return {
    title: text(payload.title) || 'Training Centre',
    options: {
      body: text(payload.body),
      icon: ICON,
      badge: ICON,
      // A tag replaces the notification before it (the same class, the team chat) and alerts again.
      ...(tag ? { tag, renotify: true } : {}),
      data: { url: pageOfSite(payload.url) },
    },
  };
}

self.addEventListener('push', (event) => {
  const { title, options } = notificationOf(event.data);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = pageOfSite(event.notification.data?.url);
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const ours = tabs.filter((tab) => tab.url.startsWith(HOME));
      const tab = ours.find((candidate) => candidate.url === url) ?? ours[0];
      if (!tab) {
        await self.clients.openWindow(url);
        return;
      }
      const focused = await tab.focus();
      if (focused.url === url) return;
      // Only a tab this worker controls can be navigated; another one stays, and the page opens anew.
      const moved = await focused.navigate(url).catch(() => null);
      if (!moved) await self.clients.openWindow(url);
    })(),
  );
});
