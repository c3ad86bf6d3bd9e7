import { z } from 'zod';
import { arabicText, optionalText } from '../fields.js';
import { imageVersionsSchema } from '../uploads/uploads.schema.js';

/** A photo of the public gallery. */
export const publicGalleryPhotoSchema = z.object({
  id: z.uuid(),
  imagePath: z.string(),
  /** The stored versions of imagePath for a srcset; empty when it has none (see imageVersionSchema). */
  imageVersions: imageVersionsSchema,
  title: z.string(),
  description: z.string().nullable(),
  /** The Arabic of title and description; null where none was given. */
  titleAr: z.string().nullable(),
  descriptionAr: z.string().nullable(),
});
export type PublicGalleryPhoto = z.infer<typeof publicGalleryPhotoSchema>;

/** A photo as the admin's Photo Gallery Management lists it. */
export const adminGalleryPhotoSchema = publicGalleryPhotoSchema.extend({
  isActive: z.boolean(),
  displayOrder: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AdminGalleryPhoto = z.infer<typeof adminGalleryPhotoSchema>;

export const galleryPhotoIdInputSchema = z.object({ id: z.string().min(1) });

const photoFields = {
  title: z.string().trim().max(200, 'Title must be at most 200 characters'),
  description: optionalText(2000, 'Description'),
  titleAr: arabicText(200, 'Title'),
  descriptionAr: arabicText(2000, 'Description'),
  displayOrder: z
    .number({ error: 'Display order must be a number' })
    .int('Display order must be a whole number')
    .min(-1_000_000, 'Display order must be at least -1000000')
    .max(1_000_000, 'Display order must be at most 1000000'),
  isActive: z.boolean({ error: 'isActive must be true or false' }),
};

/**
 * The Add Photo dialog: imagePath is the uploadURL the file was PUT to (or the public address of
 * an uploaded image); the server stores the image's public path.
 */
export const createGalleryPhotoInputSchema = z.object({
  imagePath: z.string({ error: 'Image is required' }).trim().min(1, 'Image is required'),
  title: photoFields.title.default(''),
  description: photoFields.description.default(null),
  titleAr: photoFields.titleAr.default(null),
  descriptionAr: photoFields.descriptionAr.default(null),
  displayOrder: photoFields.displayOrder.default(0),
  isActive: photoFields.isActive.default(true),
});
export type CreateGalleryPhotoInput = z.input<typeof createGalleryPhotoInputSchema>;

/** The edit dialog and the toggle (PUT /api/admin/gallery-photos/{id}): the fields to change. */
export const updateGalleryPhotoInputSchema = z.object({
  id: z.string().min(1),
  title: photoFields.title.optional(),
  description: photoFields.description.optional(),
  titleAr: photoFields.titleAr.optional(),
  descriptionAr: photoFields.descriptionAr.optional(),
  displayOrder: photoFields.displayOrder.optional(),
  isActive: photoFields.isActive.optional(),
});
export type UpdateGalleryPhotoInput = z.input<typeof updateGalleryPhotoInputSchema>;
