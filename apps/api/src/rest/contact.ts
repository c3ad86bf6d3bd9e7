import type { RouterInputs } from '@tc/contracts';
import { listRoute, type RestRoute } from './adapter.js';

/** The public contact form and the admin's Contact Messages tab. */
export const contactRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/contact',
    status: 201,
    body: 'required',
    call: (caller, req) => caller.contact.send(req.body as RouterInputs['contact']['send']),
  },
  listRoute('/api/admin/contact-messages', (caller) => ({
    all: caller.contact.list,
    page: caller.contact.page,
  })),
  { method: 'GET', path: '/api/admin/contact-messages/summary', call: (caller) => caller.contact.summary() },
  {
    method: 'PUT',
    path: '/api/admin/contact-messages/:id/read',
    call: (caller, req) => caller.contact.markRead({ id: req.params.id ?? '' }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/contact-messages/:id',
    call: (caller, req) => caller.contact.delete({ id: req.params.id ?? '' }),
  },
];
