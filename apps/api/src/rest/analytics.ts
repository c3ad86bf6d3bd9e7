import type { RestRoute } from './adapter.js';

/** The admin console's Analytics tab: every figure in one answer. */
export const analyticsRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/admin/analytics', call: (caller) => caller.analytics.overview() },
];
