import type { RouterInputs } from '@tc/contracts';
import type { RestRoute } from './adapter.js';

/** The team chat of admins and instructors (new messages also arrive over /ws). */
export const chatRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/admin/chat/messages',
    // ?before=<id>: the page before that message; a repeated parameter is the schema's 400.
    call: (caller, req) =>
      caller.chat.list(
        req.query.before === undefined ? undefined : ({ before: req.query.before } as { before: string }),
      ),
  },
  {
    method: 'POST',
    path: '/api/admin/chat/messages',
    status: 201,
    body: 'required',
    call: (caller, req) => caller.chat.send(req.body as RouterInputs['chat']['send']),
  },
  { method: 'GET', path: '/api/admin/chat/unread', call: (caller) => caller.chat.unread() },
  { method: 'POST', path: '/api/admin/chat/read', call: (caller) => caller.chat.markRead() },
];
