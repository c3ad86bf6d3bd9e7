import { queryInput, type RestRoute } from './adapter.js';

/** The console's Deliveries (beyond the spec's paths): every mail and push, and Retry for the failed. */
export const deliveryRoutes: RestRoute[] = [
  {
    // ?state=queued|sent|failed&page=1&pageSize=50; always a page, newest first: the queue keeps 90 days.
    method: 'GET',
    path: '/api/admin/deliveries',
    call: (caller, req) => caller.deliveries.list(queryInput(req)),
  },
  {
    method: 'POST',
    path: '/api/admin/deliveries/retry-failed',
    call: (caller) => caller.deliveries.retryFailed(),
  },
  {
    method: 'POST',
    path: '/api/admin/deliveries/:id/retry',
    call: (caller, req) => caller.deliveries.retry({ id: req.params.id ?? '' }),
  },
];
