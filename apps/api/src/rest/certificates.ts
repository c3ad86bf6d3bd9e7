import type { RouterInputs } from '@tc/contracts';
import { readMultipartCertificate } from '../uploads/read-upload.js';
import type { RestRoute } from './adapter.js';

type Input<P extends keyof RouterInputs['certificates']> = RouterInputs['certificates'][P];

/** Private certificates (the PDF download is a file route: certificate-download.ts). */
export const certificateRoutes: RestRoute[] = [
  {
    // Multipart, field `file`: a PDF of at most 10 MB. Answers { fileUrl } for certificateFileUrl.
    method: 'POST',
    path: '/api/admin/upload-certificate',
    file: { roles: ['admin'], read: readMultipartCertificate },
    call: (caller, req) => caller.certificates.upload({ file: req.file }),
  },
  { method: 'GET', path: '/api/admin/certificates', call: (caller) => caller.certificates.list() },
  {
    method: 'POST',
    path: '/api/admin/certificates',
    status: 201,
    body: 'required',
    call: (caller, req) => caller.certificates.create(req.body as Input<'create'>),
  },
  {
    method: 'DELETE',
    path: '/api/admin/certificates/:id',
    call: (caller, req) => caller.certificates.delete({ id: req.params.id ?? '' }),
  },
  { method: 'GET', path: '/api/certificates', call: (caller) => caller.certificates.mine() },
];
