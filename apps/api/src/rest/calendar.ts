import type { RestRoute } from './adapter.js';

// The private calendar address of a client or instructor (GET: { active, createdAt }; POST makes a
// new one and answers { url } once; DELETE turns it off). The feed itself is in ../calendar-feed.ts.
export const calendarFeedRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/calendar-feed', call: (caller) => caller.calendarFeed.status() },
  { method: 'POST', path: '/api/calendar-feed', status: 201, call: (caller) => caller.calendarFeed.create() },
  { method: 'DELETE', path: '/api/calendar-feed', call: (caller) => caller.calendarFeed.revoke() },
];
