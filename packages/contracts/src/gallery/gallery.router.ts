import { z } from 'zod';
import { okSchema } from '../auth/auth.schema.js';
import { cachedPublic } from '../public-cache.js';
import { adminProcedure, publicProcedure, router } from '../trpc.js';
import {
  adminGalleryPhotoSchema,
  createGalleryPhotoInputSchema,
  galleryPhotoIdInputSchema,
  publicGalleryPhotoSchema,
  updateGalleryPhotoInputSchema,
} from './gallery.schema.js';
import { listPublicGalleryPhotos } from './gallery.service.js';
import {
  createPhoto,
  deletePhoto,
  listAllPhotos,
  togglePhotoActive,
  updatePhoto,
} from './gallery-admin.service.js';

/** The public gallery and the admin's Photo Gallery Management. */
export const galleryRouter = router({
  listPublic: publicProcedure
    .output(z.array(publicGalleryPhotoSchema))
    .query(({ ctx }) => cachedPublic(ctx, 'gallery.listPublic', () => listPublicGalleryPhotos(ctx.db))),

  listAll: adminProcedure.output(z.array(adminGalleryPhotoSchema)).query(({ ctx }) => listAllPhotos(ctx)),

  create: adminProcedure
    .input(createGalleryPhotoInputSchema)
    .output(adminGalleryPhotoSchema)
    .mutation(({ ctx, input }) => createPhoto(ctx, ctx.user, input)),

  update: adminProcedure
    .input(updateGalleryPhotoInputSchema)
    .output(adminGalleryPhotoSchema)
    .mutation(({ ctx, input }) => updatePhoto(ctx, ctx.user, input)),

  toggleActive: adminProcedure
    .input(galleryPhotoIdInputSchema)
    .output(adminGalleryPhotoSchema)
    .mutation(({ ctx, input }) => togglePhotoActive(ctx, ctx.user, input.id)),

  delete: adminProcedure
    .input(galleryPhotoIdInputSchema)
    .output(okSchema)
    .mutation(({ ctx, input }) => deletePhoto(ctx, ctx.user, input.id)),
});
