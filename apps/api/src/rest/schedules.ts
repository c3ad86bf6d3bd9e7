import type { RouterInputs } from '@tc/contracts';
import { idParam, listRoute, type RestRoute, withId } from './adapter.js';

type Input<P extends keyof RouterInputs['schedules']> = RouterInputs['schedules'][P];

export const scheduleRoutes: RestRoute[] = [
  // The console's Schedules tab (admin spec section 7). The list takes the filter dialog's fields
  // as query parameters: status, userId, courseId, instructorId, from, to (and search, sort, paging).
  listRoute('/api/admin/schedules', (caller) => ({
    all: caller.schedules.list,
    page: caller.schedules.page,
  })),
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
  // Whom the reminders action will mail: [{ id, preferredDate, preferredTime, courseName, clientName, recipients }].
  {
    method: 'GET',
    path: '/api/admin/schedules/reminders',
    call: (caller) => caller.schedules.reminderPreview(),
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
