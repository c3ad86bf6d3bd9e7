import { publicProcedure, router } from '../trpc.js';
import { websiteContentSchema } from './website-content.schema.js';
import { getWebsiteContent } from './website-content.service.js';

export const websiteContentRouter = router({
  get: publicProcedure.output(websiteContentSchema).query(({ ctx }) => getWebsiteContent(ctx.db)),
});
