import { orUnauthorized, type RestRoute } from './adapter.js';

export const authRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/auth/me', call: async (caller) => orUnauthorized(await caller.auth.me()) },
];
