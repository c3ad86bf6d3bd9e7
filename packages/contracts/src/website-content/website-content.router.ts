import { cachedPublic } from '../public-cache.js';
import { adminProcedure, publicProcedure, router } from '../trpc.js';
import { websiteContentSchema, websiteContentUpdateSchema } from './website-content.schema.js';
import { getWebsiteContent, updateWebsiteContent } from './website-content.service.js';

export const websiteContentRouter = router({
  get: publicProcedure
    .output(websiteContentSchema)
    .query(({ ctx }) => cachedPublic(ctx, 'websiteContent.get', () => getWebsiteContent(ctx.db))),

  /** The admin's inline editor: one text at a time. Answers the whole content. */
  update: adminProcedure
    .input(websiteContentUpdateSchema)
    .output(websiteContentSchema)
    .mutation(({ ctx, input }) => updateWebsiteContent(ctx, ctx.user, input)),
});
