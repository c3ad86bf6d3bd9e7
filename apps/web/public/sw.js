// Service worker of the training-centre site. It takes control at once; push notifications
// (quotations, schedules, chat) are added here when the push feature lands.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
