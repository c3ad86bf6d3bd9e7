import type { RouterInputs } from '@tc/contracts';
import type { RestRoute } from './adapter.js';

export const websiteContentRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/website-content', etag: true, call: (caller) => caller.websiteContent.get() },
  {
    // One text of the public site: { heroTitle: '...' }. Answers the whole content.
    method: 'PUT',
    path: '/api/admin/website-content',
    body: 'required',
    call: (caller, req) => caller.websiteContent.update(req.body as RouterInputs['websiteContent']['update']),
  },
];
