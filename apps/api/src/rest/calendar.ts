import type { RestRoute } from './adapter.js';

// The private calendar address of a client or instructor (GET: { active, createdAt }; POST makes a
// new one and answers { url } once; DELETE turns it off), and the feed behind it.
export const calendarFeedRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/calendar-feed', call: (caller) => caller.calendarFeed.status() },
  { method: 'POST', path: '/api/calendar-feed', status: 201, call: (caller) => caller.calendarFeed.create() },
  { method: 'DELETE', path: '/api/calendar-feed', call: (caller) => caller.calendarFeed.revoke() },
  {
    // <token>.ics: shown, not saved, since calendar apps subscribe to it rather than import it.
    method: 'GET',
    path: '/api/calendar/:file',
    answers: 'file',
    call: async (caller, req) => ({
      contentType: 'text/calendar; charset=utf-8',
      disposition: 'inline',
      fileName: 'classes.ics',
      body: await caller.calendarFeed.feed({ token: req.params.file ?? '' }),
    }),
  },
];
