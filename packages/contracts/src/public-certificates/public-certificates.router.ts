import { publicProcedure, router } from '../trpc.js';
import { certificateSearchInputSchema, certificateSearchResultSchema } from './public-certificates.schema.js';
import { searchPublicCertificate } from './public-certificates.service.js';

export const publicCertificatesRouter = router({
  /** Verify a certificate by its whole number or national ID; throttled per client address. */
  search: publicProcedure
    .input(certificateSearchInputSchema)
    .output(certificateSearchResultSchema)
    .query(({ ctx, input }) => searchPublicCertificate(ctx, input.query)),
});
