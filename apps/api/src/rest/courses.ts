import type { RestRoute } from './adapter.js';

export const courseRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/courses', call: (caller) => caller.courses.list() },
  {
    method: 'GET',
    path: '/api/courses/:id',
    call: (caller, req) => caller.courses.byId({ id: req.params.id ?? '' }),
  },
];
