import type { RouterInputs } from '@tc/contracts';
import { readMultipartCertificate } from '../uploads/read-upload.js';
import { listRoute, type RestRoute, withId } from './adapter.js';

type Input<P extends keyof RouterInputs['certificates']> = RouterInputs['certificates'][P];

/** Private certificates. */
export const certificateRoutes: RestRoute[] = [
  {
    // Multipart, field `file`: a PDF of at most 10 MB. Answers { fileUrl } for certificateFileUrl.
    method: 'POST',
    path: '/api/admin/upload-certificate',
    file: { roles: ['admin'], read: readMultipartCertificate, field: 'file' },
    call: (caller, req) => caller.certificates.upload({ file: req.file }),
  },
  listRoute('/api/admin/certificates', (caller) => ({
    all: caller.certificates.list,
    page: caller.certificates.page,
  })),
  {
    method: 'POST',
    path: '/api/admin/certificates',
    status: 201,
    body: 'required',
    call: (caller, req) => caller.certificates.create(req.body as Input<'create'>),
  },
  {
    // { certificateNumber?, governmentNumber?, issueDate?, expiryDate? }: answers the certificate.
    method: 'PATCH',
    path: '/api/admin/certificates/:id',
    body: 'required',
    call: (caller, req) => caller.certificates.update(withId(req) as Input<'update'>),
  },
  {
    method: 'DELETE',
    path: '/api/admin/certificates/:id',
    call: (caller, req) => caller.certificates.delete({ id: req.params.id ?? '' }),
  },
  { method: 'GET', path: '/api/certificates', call: (caller) => caller.certificates.mine() },
  {
    // Opens in the browser's own PDF viewer, under a name that says what it is.
    method: 'GET',
    path: '/api/certificates/:id/download',
    answers: 'file',
    call: async (caller, req) => {
      const pdf = await caller.certificates.file({ id: req.params.id ?? '' });
      return {
        contentType: 'application/pdf',
        disposition: 'inline',
        fileName: pdf.fileName,
        body: pdf.stream,
        size: pdf.size,
      };
    },
  },
];
