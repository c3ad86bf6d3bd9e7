import { z } from 'zod';
import { cachedPublic } from '../public-cache.js';
import { publicProcedure, router } from '../trpc.js';
import { publicPages, robotsTxt, siteMapXml } from './site-map.js';

/** What search engines read about the public site: its site map and robots.txt (files, REST only). */
export const publicPagesRouter = router({
  /** Kept with the public reads, dropped by the same change signal. */
  siteMap: publicProcedure
    .meta({ file: true })
    .output(z.string())
    .query(({ ctx }) =>
      cachedPublic(ctx, 'publicPages.siteMap', async () => siteMapXml(await publicPages(ctx.db), ctx.appUrl)),
    ),

  robots: publicProcedure
    .meta({ file: true })
    .output(z.string())
    .query(({ ctx }) => robotsTxt(ctx.appUrl)),
});
