import { z } from 'zod';
import { okSchema } from '../auth/auth.schema.js';
import { listProcedures } from '../paging/list-procedures.js';
import { pdfFileSchema } from '../quotations/quotations.router.js';
import { adminProcedure, clientProcedure, publicProcedure, router } from '../trpc.js';
import { operatorSchema, operatorsInputSchema } from './operators.schema.js';
import { clientOperators, clientOperatorsCsv } from './operators.service.js';
import { clientOperatorsPdf } from './operators-pdf.js';
import {
  certificateSearchInputSchema,
  certificateSearchResultSchema,
  createPublicCertificateInputSchema,
  importPublicCertificatesInputSchema,
  importPublicCertificatesOutputSchema,
  publicCertificateIdInputSchema,
  publicCertificateListInput,
  publicCertificateSchema,
  revokeCertificateInputSchema,
  updatePublicCertificateInputSchema,
  verificationCodeInputSchema,
} from './public-certificates.schema.js';
import { searchPublicCertificate, verifyCertificate } from './public-certificates.service.js';
import {
  createPublicCertificate,
  deletePublicCertificate,
  publicCertificateList,
  revokePublicCertificate,
  updatePublicCertificate,
  verificationAddress,
} from './public-certificates-admin.service.js';
import { importPublicCertificates } from './public-certificates-import.js';

/** The public certificate directory: verification for everyone, and the console's tab. */
export const publicCertificatesRouter = router({
  /** Verify a certificate by its whole number or national ID; throttled per client address. */
  search: publicProcedure
    .input(certificateSearchInputSchema)
    .output(certificateSearchResultSchema)
    .query(({ ctx, input }) => searchPublicCertificate(ctx, input.query)),

  /** The verification page of a certificate's QR code. */
  verify: publicProcedure
    .input(verificationCodeInputSchema)
    .output(certificateSearchResultSchema)
    .query(({ ctx, input }) => verifyCertificate(ctx, input.code)),

  /** `list`: every row matching the filter (the spec's plain array); `page`: the console's page. */
  ...listProcedures(publicCertificateListInput, publicCertificateSchema, publicCertificateList),

  create: adminProcedure
    .input(createPublicCertificateInputSchema)
    .output(publicCertificateSchema)
    .mutation(({ ctx, input }) => createPublicCertificate(ctx, ctx.user, input)),

  delete: adminProcedure
    .input(publicCertificateIdInputSchema)
    .output(okSchema)
    .mutation(({ ctx, input }) => deletePublicCertificate(ctx, ctx.user, input.id)),

  revoke: adminProcedure
    .input(revokeCertificateInputSchema)
    .output(publicCertificateSchema)
    .mutation(({ ctx, input }) => revokePublicCertificate(ctx, ctx.user, input.id, input.reason)),

  /** What a certificate's QR code encodes (the QR image routes draw it). */
  verificationAddress: adminProcedure
    .input(publicCertificateIdInputSchema)
    .output(z.object({ url: z.string(), certificateNumber: z.string() }))
    .query(({ ctx, input }) => verificationAddress(ctx, input.id)),

  /** Names (or clears) the client company that sent the operator. */
  update: adminProcedure
    .input(updatePublicCertificateInputSchema)
    .output(publicCertificateSchema)
    .mutation(({ ctx, input }) => updatePublicCertificate(ctx, ctx.user, input)),

  /** The client portal's register: the signed-in client's operators and their certificates. */
  operators: clientProcedure
    .input(operatorsInputSchema)
    .output(operatorSchema.array())
    .query(({ ctx, input }) => clientOperators(ctx, ctx.user.id, input)),

  /** The register as a CSV file (a line per certificate). */
  operatorsCsv: clientProcedure
    .input(operatorsInputSchema)
    .output(z.object({ fileName: z.string(), csv: z.string() }))
    .query(({ ctx, input }) => clientOperatorsCsv(ctx, ctx.user.id, input)),

  /** The register as a printable PDF, in the client's language. */
  operatorsPdf: clientProcedure
    .meta({ file: true })
    .input(operatorsInputSchema)
    .output(pdfFileSchema)
    .query(({ ctx, input }) => clientOperatorsPdf(ctx, ctx.user.id, input)),

  /** A CSV file of certificates: all rows in, or none and a report per row. */
  importCsv: adminProcedure
    .input(importPublicCertificatesInputSchema)
    .output(importPublicCertificatesOutputSchema)
    .mutation(({ ctx, input }) => importPublicCertificates(ctx, ctx.user, input.file)),
});
