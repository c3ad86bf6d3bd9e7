import type { RouterInputs } from '@tc/contracts';
import type { RestRoute } from './adapter.js';

/** The admin's API keys (the console's Integrations): made, listed, revoked. */
export const apiKeyRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/admin/api-keys', call: (caller) => caller.apiKeys.list() },
  {
    method: 'POST',
    path: '/api/admin/api-keys',
    status: 201,
    body: 'required',
    call: (caller, req) => caller.apiKeys.create(req.body as RouterInputs['apiKeys']['create']),
  },
  {
    method: 'DELETE',
    path: '/api/admin/api-keys/:id',
    call: (caller, req) => caller.apiKeys.delete({ id: req.params.id ?? '' }),
  },
];
