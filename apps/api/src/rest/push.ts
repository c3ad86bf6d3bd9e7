import type { RouterInputs } from '@tc/contracts';
import type { RestRoute } from './adapter.js';

/** Web push: the key browsers subscribe with (public), and the signed-in user's subscriptions. */
export const pushRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/push/vapid-public-key', call: (caller) => caller.push.vapidPublicKey() },
  {
    method: 'POST',
    path: '/api/push/subscribe',
    body: 'required',
    call: (caller, req) => caller.push.subscribe(req.body as RouterInputs['push']['subscribe']),
  },
  {
    method: 'POST',
    path: '/api/push/unsubscribe',
    body: 'required',
    call: (caller, req) => caller.push.unsubscribe(req.body as RouterInputs['push']['unsubscribe']),
  },
];
