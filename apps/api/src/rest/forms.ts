import type { RouterInputs } from '@tc/contracts';
import { idParam, listRoute, type RestRoute, withId } from './adapter.js';

type Input<P extends keyof RouterInputs['forms']> = RouterInputs['forms'][P];

/** The Form Builder's paths and the public forms (admin and public-site specs). */
export const formRoutes: RestRoute[] = [
  listRoute('/api/admin/forms', (caller) => ({ all: caller.forms.list, page: caller.forms.page })),
  {
    method: 'POST',
    path: '/api/admin/forms',
    status: 201,
    body: 'required',
    call: (caller, req) => caller.forms.create(req.body as Input<'create'>),
  },
  { method: 'GET', path: '/api/admin/forms/:id', call: (caller, req) => caller.forms.get(idParam(req)) },
  {
    // The settings to change; `fields` replaces the whole list, in its new order.
    method: 'PATCH',
    path: '/api/admin/forms/:id',
    body: 'required',
    call: (caller, req) => caller.forms.update(withId(req) as Input<'update'>),
  },
  {
    method: 'DELETE',
    path: '/api/admin/forms/:id',
    call: (caller, req) => caller.forms.delete(idParam(req)),
  },
  listRoute('/api/admin/forms/:id/submissions', (caller) => ({
    all: caller.forms.submissions,
    page: caller.forms.submissionsPage,
  })),
  {
    method: 'GET',
    path: '/api/admin/forms/:id/submissions.csv',
    answers: 'file',
    call: async (caller, req) => {
      const { fileName, csv } = await caller.forms.submissionsCsv(idParam(req));
      return { contentType: 'text/csv; charset=utf-8', disposition: 'attachment', fileName, body: csv };
    },
  },
  { method: 'GET', path: '/api/public/forms', etag: true, call: (caller) => caller.forms.listPublic() },
  {
    method: 'GET',
    path: '/api/public/forms/:slug',
    etag: true,
    call: (caller, req) => caller.forms.getPublic({ slug: req.params.slug ?? '' }),
  },
  {
    // The body is the answers keyed by fieldName, as the form sent them.
    method: 'POST',
    path: '/api/public/forms/:slug/submit',
    status: 201,
    body: 'required',
    call: (caller, req) =>
      caller.forms.submit({ slug: req.params.slug ?? '', data: req.body as Input<'submit'>['data'] }),
  },
];
