import type { RouterInputs } from '@tc/contracts';
import { type RestRoute, withId } from './adapter.js';

type Input<P extends keyof RouterInputs['courses']> = RouterInputs['courses'][P];

export const courseRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/courses', etag: true, call: (caller) => caller.courses.list() },
  {
    method: 'GET',
    path: '/api/courses/:id',
    etag: true,
    call: (caller, req) => caller.courses.byId({ id: req.params.id ?? '' }),
  },
  // The admin console's Courses tab (admin spec section 7).
  { method: 'GET', path: '/api/admin/courses', call: (caller) => caller.courses.listAll() },
  {
    method: 'POST',
    path: '/api/admin/courses',
    status: 201,
    body: 'required',
    call: (caller, req) => caller.courses.create(req.body as Input<'create'>),
  },
  {
    method: 'PUT',
    path: '/api/admin/courses/:id',
    body: 'required',
    call: (caller, req) => caller.courses.update(withId(req) as Input<'update'>),
  },
  {
    method: 'DELETE',
    path: '/api/admin/courses/:id',
    call: (caller, req) => caller.courses.delete({ id: req.params.id ?? '' }),
  },
];
