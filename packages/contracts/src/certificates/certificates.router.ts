import { z } from 'zod';
import { okSchema } from '../auth/auth.schema.js';
import { listProcedures } from '../paging/list-procedures.js';
import { storedFileSchema } from '../storage/storage.js';
import { adminProcedure, authedProcedure, clientProcedure, router } from '../trpc.js';
import { updateCertificate } from './certificate-edit.service.js';
import { certificateList } from './certificate-read.js';
import {
  certificateIdInputSchema,
  certificateListInput,
  certificateSchema,
  clientCertificateSchema,
  createCertificateInputSchema,
  updateCertificateInputSchema,
  uploadCertificateInputSchema,
  uploadCertificateOutputSchema,
} from './certificates.schema.js';
import {
  certificateFile,
  createCertificate,
  deleteCertificate,
  listMyCertificates,
  uploadCertificateFile,
} from './certificates.service.js';

/** Private certificates: the console's Certificates tab and the client's My Certificates. */
export const certificatesRouter = router({
  /** POST /api/admin/upload-certificate: a PDF (by its bytes, at most 10 MB) kept privately. */
  upload: adminProcedure
    .input(uploadCertificateInputSchema)
    .output(uploadCertificateOutputSchema)
    .mutation(({ ctx, input }) => uploadCertificateFile(ctx, ctx.user, input.file)),

  /** `list`: every row matching the filter (the spec's plain array); `page`: the console's page. */
  ...listProcedures(certificateListInput, certificateSchema, certificateList),

  create: adminProcedure
    .input(createCertificateInputSchema)
    .output(certificateSchema)
    .mutation(({ ctx, input }) => createCertificate(ctx, ctx.user, input)),

  /** Corrects the dates and numbers given (certificate-edit.service.ts). */
  update: adminProcedure
    .input(updateCertificateInputSchema)
    .output(certificateSchema)
    .mutation(({ ctx, input }) => updateCertificate(ctx, ctx.user, input)),

  delete: adminProcedure
    .input(certificateIdInputSchema)
    .output(okSchema)
    .mutation(({ ctx, input }) => deleteCertificate(ctx, ctx.user, input.id)),

  /** GET /api/certificates: the client's own. */
  mine: clientProcedure
    .output(z.array(clientCertificateSchema))
    .query(({ ctx }) => listMyCertificates(ctx, ctx.user)),

  /** The stored PDF of one certificate, for its owner or an admin: the download route sends it. */
  file: authedProcedure
    .meta({ file: true })
    .input(certificateIdInputSchema)
    .output(z.object({ key: z.string(), fileName: z.string(), ...storedFileSchema.shape }))
    .query(({ ctx, input }) => certificateFile(ctx, ctx.user, input.id)),
});
