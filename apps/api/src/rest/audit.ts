import { queryInput, type RestRoute } from './adapter.js';

/** The Audit Trail (beyond the spec's paths): the three logs as one filtered, paged list. */
export const auditRoutes: RestRoute[] = [
  {
    // ?who=&action=&entity=&from=YYYY-MM-DD&to=YYYY-MM-DD&sort=&direction=&page=1&pageSize=50; the
    // schema checks each. Always a page: the trail was never a plain array, and it grows without end.
    method: 'GET',
    path: '/api/admin/audit',
    call: (caller, req) => caller.audit.page(queryInput(req)),
  },
];
