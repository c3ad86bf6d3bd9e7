import { z } from 'zod';
import { publicProcedure, router } from '../trpc.js';
import { publicGalleryPhotoSchema } from './gallery.schema.js';
import { listPublicGalleryPhotos } from './gallery.service.js';

export const galleryRouter = router({
  listPublic: publicProcedure
    .output(z.array(publicGalleryPhotoSchema))
    .query(({ ctx }) => listPublicGalleryPhotos(ctx.db)),
});
