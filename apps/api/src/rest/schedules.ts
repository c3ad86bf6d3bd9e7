import type { RouterInputs, ScheduleStatus } from '@tc/contracts';
import { idParam, queryText, type RestRoute, withId } from './adapter.js';

type Input<P extends keyof RouterInputs['schedules']> = RouterInputs['schedules'][P];

export const scheduleRoutes: RestRoute[] = [
  // The console's Schedules tab (admin spec section 7). The list takes the filter dialog's fields
  // as query parameters: status, userId, courseId, instructorId, from, to.
  {
    method: 'GET',
    path: '/api/admin/schedules',
    call: (caller, req) =>
      caller.schedules.list({
        status: queryText(req.query.status) as ScheduleStatus | undefined,
        userId: queryText(req.query.userId),
        courseId: queryText(req.query.courseId),
        instructorId: queryText(req.query.instructorId),
        from: queryText(req.query.from),
        to: queryText(req.query.to),
      }),
  },
  {
    method: 'POST',
    path: '/api/admin/schedules',
    status: 201,
    body: 'required',
    call: (caller, req) => caller.schedules.create(req.body as Input<'create'>),
  },
  // Paths the spec leaves open: bulk creation and the reminders action (answers { classes, mails }).
  {
    method: 'POST',
    path: '/api/admin/schedules/bulk',
    status: 201,
    body: 'required',
    call: (caller, req) => caller.schedules.bulkCreate(req.body as Input<'bulkCreate'>),
  },
  {
    method: 'POST',
    path: '/api/admin/schedules/reminders',
    call: (caller) => caller.schedules.sendReminders(),
  },
  {
    method: 'PUT',
    path: '/api/admin/schedules/:id',
    body: 'required',
    call: (caller, req) => caller.schedules.update(withId(req) as Input<'update'>),
  },
  {
    method: 'PUT',
    path: '/api/admin/schedules/:id/status',
    body: 'required',
    call: (caller, req) => caller.schedules.setStatus(withId(req) as Input<'setStatus'>),
  },
  {
    method: 'DELETE',
    path: '/api/admin/schedules/:id',
    call: (caller, req) => caller.schedules.delete(idParam(req)),
  },
  {
    method: 'GET',
    path: '/api/admin/schedules/:id/history',
    call: (caller, req) => caller.schedules.history(idParam(req)),
  },
  // The client portal (public-site spec section 7).
  { method: 'GET', path: '/api/schedules', call: (caller) => caller.schedules.mine() },
  {
    method: 'DELETE',
    path: '/api/schedules/:id',
    call: (caller, req) => caller.schedules.cancel(idParam(req)),
  },
  {
    method: 'PUT',
    path: '/api/schedules/:id/approve-time-change',
    call: (caller, req) => caller.schedules.approveTimeChange(idParam(req)),
  },
  // The instructor portal.
  { method: 'GET', path: '/api/instructor/schedules', call: (caller) => caller.schedules.assigned() },
  {
    method: 'PUT',
    path: '/api/instructor/schedules/:id/complete',
    call: (caller, req) => caller.schedules.complete(idParam(req)),
  },
];
