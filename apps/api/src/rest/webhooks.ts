import type { RouterInputs } from '@tc/contracts';
import { idParam, type RestRoute, withId } from './adapter.js';

type Input<P extends keyof RouterInputs['webhooks']> = RouterInputs['webhooks'][P];

/** The admin's webhook endpoints (the console's Integrations): made, listed, changed, tested, removed. */
export const webhookRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/admin/webhooks', call: (caller) => caller.webhooks.list() },
  {
    // { url, events, description? }: answers the endpoint with its signing secret, shown this once.
    method: 'POST',
    path: '/api/admin/webhooks',
    status: 201,
    body: 'required',
    call: (caller, req) => caller.webhooks.create(req.body as Input<'create'>),
  },
  {
    // { url?, events?, description?, isActive? }: answers the endpoint.
    method: 'PUT',
    path: '/api/admin/webhooks/:id',
    body: 'required',
    call: (caller, req) => caller.webhooks.update(withId(req) as Input<'update'>),
  },
  {
    method: 'DELETE',
    path: '/api/admin/webhooks/:id',
    call: (caller, req) => caller.webhooks.delete(idParam(req)),
  },
  {
    // Sends a `ping` event to this endpoint: answers its delivery, queued.
    method: 'POST',
    path: '/api/admin/webhooks/:id/test',
    call: (caller, req) => caller.webhooks.test(idParam(req)),
  },
  {
    // The endpoint's last 50 deliveries, newest first, with their tries' outcome.
    method: 'GET',
    path: '/api/admin/webhooks/:id/deliveries',
    call: (caller, req) => caller.webhooks.deliveries(idParam(req)),
  },
];
