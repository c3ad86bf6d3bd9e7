import { idParam, pdfFile, type RestRoute } from './adapter.js';

/**
 * The client portal's quotations and invoices: the signed-in client's own, as bare arrays, and
 * their PDFs (another client's id is the same 404 as an unknown one; staff are 403).
 */
export const clientDocumentRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/client/quotations', call: (caller) => caller.clientDocuments.quotations() },
  { method: 'GET', path: '/api/client/invoices', call: (caller) => caller.clientDocuments.invoices() },
  {
    method: 'GET',
    path: '/api/client/quotations/:id/download',
    answers: 'file',
    call: async (caller, req) =>
      pdfFile(await caller.clientDocuments.quotationPdf(idParam(req)), 'attachment'),
  },
  {
    method: 'GET',
    path: '/api/client/invoices/:id/download',
    answers: 'file',
    call: async (caller, req) => pdfFile(await caller.clientDocuments.invoicePdf(idParam(req)), 'attachment'),
  },
  {
    method: 'GET',
    path: '/api/client/invoices/:id/credit-note/download',
    answers: 'file',
    call: async (caller, req) =>
      pdfFile(await caller.clientDocuments.creditNotePdf(idParam(req)), 'attachment'),
  },
];
