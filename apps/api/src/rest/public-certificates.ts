import type { RouterInputs } from '@tc/contracts';
import { readMultipartCsv } from '../uploads/read-upload.js';
import { listRoute, pdfFile, type RestRoute, withId } from './adapter.js';
import { qrCodeFile, qrFormatOf } from './qr-code.js';

type Input<P extends keyof RouterInputs['publicCertificates']> = RouterInputs['publicCertificates'][P];

/**
 * The public certificate directory: the console's tab, revocation, CSV import and the verification
 * page's lookup, and the QR codes to print (the public search is in public-site.ts).
 */
export const publicCertificateRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/public-certificates/verify/:code',
    call: (caller, req) => caller.publicCertificates.verify({ code: req.params.code ?? '' }),
  },
  {
    // The client portal's register: ?status=valid|expiring|expired|revoked&courseId=.
    method: 'GET',
    path: '/api/client/operators',
    call: (caller, req) => caller.publicCertificates.operators(req.query as Input<'operators'>),
  },
  {
    // The same, as a CSV file for a site audit or a gate list.
    method: 'GET',
    path: '/api/client/operators.csv',
    answers: 'file',
    call: async (caller, req) => {
      const { fileName, csv } = await caller.publicCertificates.operatorsCsv(
        req.query as Input<'operatorsCsv'>,
      );
      return { contentType: 'text/csv; charset=utf-8', disposition: 'attachment', fileName, body: csv };
    },
  },
  {
    // The same, as a printable PDF in the client's language.
    method: 'GET',
    path: '/api/client/operators.pdf',
    answers: 'file',
    call: async (caller, req) =>
      pdfFile(await caller.publicCertificates.operatorsPdf(req.query as Input<'operatorsPdf'>), 'attachment'),
  },
  listRoute('/api/admin/public-certificates', (caller) => ({
    all: caller.publicCertificates.list,
    page: caller.publicCertificates.page,
  })),
  {
    method: 'POST',
    path: '/api/admin/public-certificates',
    status: 201,
    body: 'required',
    call: (caller, req) => caller.publicCertificates.create(req.body as Input<'create'>),
  },
  {
    // Multipart, field `file`: all rows in (answers { imported }), or none (400 with { message, errors }).
    method: 'POST',
    path: '/api/admin/public-certificates/import',
    file: { roles: ['admin'], read: readMultipartCsv, field: 'file' },
    call: (caller, req) => caller.publicCertificates.importCsv({ file: req.file }),
  },
  {
    // { reason }: answers the revoked certificate.
    method: 'PUT',
    path: '/api/admin/public-certificates/:id/revoke',
    body: 'required',
    call: (caller, req) => caller.publicCertificates.revoke(withId(req) as Input<'revoke'>),
  },
  {
    // { clientId }: the client company that sent the operator (null clears it); answers the certificate.
    method: 'PATCH',
    path: '/api/admin/public-certificates/:id',
    body: 'required',
    call: (caller, req) => caller.publicCertificates.update(withId(req) as Input<'update'>),
  },
  {
    method: 'DELETE',
    path: '/api/admin/public-certificates/:id',
    call: (caller, req) => caller.publicCertificates.delete({ id: req.params.id ?? '' }),
  },
  {
    // .../qr.png or .../qr.svg
    method: 'GET',
    path: '/api/admin/public-certificates/:id/:file',
    answers: 'file',
    call: async (caller, req) => {
      const format = qrFormatOf(req.params.file ?? '');
      const id = req.params.id ?? '';
      return qrCodeFile(await caller.publicCertificates.verificationAddress({ id }), format);
    },
  },
];
