import type { RouterInputs } from '@tc/contracts';
import { idParam, listRoute, pdfFile, type RestRoute, withId, withParam } from './adapter.js';

type Input<P extends keyof RouterInputs['quotations']> = RouterInputs['quotations'][P];
type InvoiceInput<P extends keyof RouterInputs['invoices']> = RouterInputs['invoices'][P];

const token = (req: { params: Record<string, string> }) => ({ token: req.params.token ?? '' });

/**
 * Quotations: the console's paths of the spec, the client's link (beyond the spec: the fields
 * are there, the flow is not), tax invoices, and the test mail.
 */
export const quotationRoutes: RestRoute[] = [
  // ?search= and ?status= narrow the list.
  listRoute('/api/admin/quotations', (caller) => ({
    all: caller.quotations.list,
    page: caller.quotations.page,
  })),
  {
    method: 'POST',
    path: '/api/admin/quotations',
    status: 201,
    body: 'required',
    call: (caller, req) => caller.quotations.create(req.body as Input<'create'>),
  },
  {
    // The builder's Preview: the spec's create payload in, the PDF out (inline), nothing saved.
    method: 'POST',
    path: '/api/admin/quotations/preview',
    body: 'required',
    answers: 'file',
    call: async (caller, req) =>
      pdfFile(await caller.quotations.preview(req.body as Input<'create'>), 'inline'),
  },
  {
    method: 'GET',
    path: '/api/admin/quotations/:id',
    call: (caller, req) => caller.quotations.get(idParam(req)),
  },
  {
    method: 'PUT',
    path: '/api/admin/quotations/:id',
    body: 'required',
    call: (caller, req) => caller.quotations.update(withId(req) as Input<'update'>),
  },
  {
    method: 'DELETE',
    path: '/api/admin/quotations/:id',
    call: (caller, req) => caller.quotations.delete(idParam(req)),
  },
  {
    // What Send would mail: { to, cc, replyTo, subject, lines }, nothing sent.
    method: 'GET',
    path: '/api/admin/quotations/:id/send-preview',
    call: (caller, req) => caller.quotations.sendPreview(idParam(req)),
  },
  {
    method: 'POST',
    path: '/api/admin/quotations/:id/send',
    call: (caller, req) => caller.quotations.send(idParam(req)),
  },
  {
    method: 'GET',
    path: '/api/admin/quotations/:id/download',
    answers: 'file',
    call: async (caller, req) => pdfFile(await caller.quotations.pdf(idParam(req)), 'attachment'),
  },
  {
    method: 'POST',
    path: '/api/admin/quotations/:id/invoice',
    status: 201,
    call: (caller, req) => caller.quotations.createInvoice(idParam(req)),
  },
  listRoute('/api/admin/invoices', (caller) => ({ all: caller.invoices.list, page: caller.invoices.page })),
  {
    method: 'GET',
    path: '/api/admin/invoices/:id',
    call: (caller, req) => caller.invoices.get(idParam(req)),
  },
  {
    // The due date, when the client was given other terms.
    method: 'PATCH',
    path: '/api/admin/invoices/:id',
    body: 'required',
    call: (caller, req) => caller.invoices.update(withId(req) as InvoiceInput<'update'>),
  },
  {
    method: 'POST',
    path: '/api/admin/invoices/:id/payments',
    status: 201,
    body: 'required',
    call: (caller, req) => caller.invoices.recordPayment(withId(req) as InvoiceInput<'recordPayment'>),
  },
  {
    method: 'DELETE',
    path: '/api/admin/invoices/:id/payments/:paymentId',
    call: (caller, req) =>
      caller.invoices.deletePayment({ id: req.params.id ?? '', paymentId: req.params.paymentId ?? '' }),
  },
  {
    method: 'POST',
    path: '/api/admin/invoices/:id/credit-note',
    status: 201,
    body: 'required',
    call: (caller, req) => caller.invoices.createCreditNote(withId(req) as InvoiceInput<'createCreditNote'>),
  },
  {
    method: 'GET',
    path: '/api/admin/invoices/:id/credit-note/download',
    answers: 'file',
    call: async (caller, req) => pdfFile(await caller.invoices.creditNotePdf(idParam(req)), 'attachment'),
  },
  {
    method: 'GET',
    path: '/api/admin/invoices/:id/download',
    answers: 'file',
    call: async (caller, req) => pdfFile(await caller.invoices.pdf(idParam(req)), 'attachment'),
  },
  {
    // What 'Email to client' would mail: { to, cc, replyTo, subject, lines }, nothing sent.
    method: 'GET',
    path: '/api/admin/invoices/:id/mail-preview',
    call: (caller, req) => caller.invoices.mailPreview(idParam(req)),
  },
  {
    method: 'POST',
    path: '/api/admin/invoices/:id/send',
    call: (caller, req) => caller.invoices.send(idParam(req)),
  },
  {
    method: 'POST',
    path: '/api/admin/test-email',
    body: 'required',
    call: (caller, req) => caller.quotations.testEmail(req.body as Input<'testEmail'>),
  },
  {
    method: 'GET',
    path: '/api/admin/document-settings',
    call: (caller) => caller.quotations.documentSettings(),
  },
  {
    method: 'PUT',
    path: '/api/admin/document-settings',
    body: 'required',
    call: (caller, req) =>
      caller.quotations.updateDocumentSettings(req.body as Input<'updateDocumentSettings'>),
  },
  {
    // A visitor's request: a draft quotation for the admins to review (answers 201 { message }).
    method: 'POST',
    path: '/api/public/quotation-requests',
    status: 201,
    body: 'required',
    call: (caller, req) =>
      caller.quotationRequests.create(req.body as RouterInputs['quotationRequests']['create']),
  },
  // The client's link: what the page asks first marks a sent quotation viewed.
  {
    method: 'GET',
    path: '/api/public/quotations/:token',
    call: (caller, req) => caller.quotationLink.view(token(req)),
  },
  {
    method: 'POST',
    path: '/api/public/quotations/:token/accept',
    body: 'required',
    call: (caller, req) =>
      caller.quotationLink.accept(withParam(req, 'token') as RouterInputs['quotationLink']['accept']),
  },
  {
    method: 'POST',
    path: '/api/public/quotations/:token/reject',
    body: 'required',
    call: (caller, req) =>
      caller.quotationLink.reject(withParam(req, 'token') as RouterInputs['quotationLink']['reject']),
  },
  {
    method: 'GET',
    path: '/api/public/quotations/:token/pdf',
    answers: 'file',
    call: async (caller, req) => pdfFile(await caller.quotationLink.pdf(token(req)), 'inline'),
  },
];
