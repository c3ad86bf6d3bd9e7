import type { RouterInputs } from '@tc/contracts';
import { listRoute, type RestRoute, withId } from './adapter.js';

type Input<P extends keyof RouterInputs['users']> = RouterInputs['users'][P];

/** The admin console's Users tab (admin spec section 7). */
export const userRoutes: RestRoute[] = [
  listRoute('/api/admin/users', (caller) => ({ all: caller.users.list, page: caller.users.page })),
  {
    method: 'POST',
    path: '/api/admin/users',
    status: 201,
    body: 'required',
    call: (caller, req) => caller.users.create(req.body as Input<'create'>),
  },
  {
    // { password } sets that password; no body or no password generates one.
    method: 'PUT',
    path: '/api/admin/users/:id/password',
    body: 'optional',
    call: (caller, req) => caller.users.resetPassword(withId(req) as Input<'resetPassword'>),
  },
  {
    method: 'PUT',
    path: '/api/admin/users/:id/role',
    body: 'required',
    call: (caller, req) => caller.users.setRole(withId(req) as Input<'setRole'>),
  },
  {
    method: 'PUT',
    path: '/api/admin/users/:id/edit',
    body: 'required',
    call: (caller, req) => caller.users.edit(withId(req) as Input<'edit'>),
  },
  {
    method: 'DELETE',
    path: '/api/admin/users/:id',
    call: (caller, req) => caller.users.delete({ id: req.params.id ?? '' }),
  },
];
