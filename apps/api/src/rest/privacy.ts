import type { RouterInputs } from '@tc/contracts';
import type { RestRoute } from './adapter.js';

type Input<P extends keyof RouterInputs['privacy']> = RouterInputs['privacy'][P];

/** A person's data on request (admins only): the export, the erasure, and how long data is kept. */
export const privacyRoutes: RestRoute[] = [
  {
    // ?email= or ?nationalId=: every row held about the person, as JSON.
    method: 'GET',
    path: '/api/admin/privacy/export',
    call: (caller, req) => caller.privacy.export(req.query as Input<'export'>),
  },
  {
    // { email | nationalId, reason, keepPublicCertificates? }: answers what was done, per kind of row.
    method: 'POST',
    path: '/api/admin/privacy/erase',
    body: 'required',
    call: (caller, req) => caller.privacy.erase(req.body as Input<'erase'>),
  },
  { method: 'GET', path: '/api/admin/privacy/settings', call: (caller) => caller.privacy.settings() },
  {
    // { formSubmissionRetentionMonths }
    method: 'PUT',
    path: '/api/admin/privacy/settings',
    body: 'required',
    call: (caller, req) => caller.privacy.updateSettings(req.body as Input<'updateSettings'>),
  },
];
