import type { RestRoute } from './adapter.js';

export const websiteContentRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/website-content', call: (caller) => caller.websiteContent.get() },
];
