import type { RouterInputs } from '@tc/contracts';
import { queryText, type RestRoute } from './adapter.js';

type Filter = RouterInputs['audit']['list'];

/** The Audit Trail (beyond the spec's paths): the three logs as one filtered, paged list. */
export const auditRoutes: RestRoute[] = [
  {
    // ?who=&action=&entity=&from=YYYY-MM-DD&to=YYYY-MM-DD&page=1&pageSize=25; the schema checks each.
    method: 'GET',
    path: '/api/admin/audit',
    call: (caller, req) =>
      caller.audit.list(
        Object.fromEntries(
          (['who', 'action', 'entity', 'from', 'to', 'page', 'pageSize'] as const).map((name) => [
            name,
            queryText(req.query[name]),
          ]),
        ) as Filter,
      ),
  },
];
