import { z } from 'zod';

/** A photo of the public gallery. */
export const publicGalleryPhotoSchema = z.object({
  id: z.uuid(),
  imagePath: z.string(),
  title: z.string(),
  description: z.string().nullable(),
});
export type PublicGalleryPhoto = z.infer<typeof publicGalleryPhotoSchema>;
