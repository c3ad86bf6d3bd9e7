import { okSchema } from '../auth/auth.schema.js';
import { adminProcedure, router } from '../trpc.js';
import { normaliseImageAddress } from './image-address.service.js';
import { uploadImage } from './images.service.js';
import { createUploadSlot, fillUploadSlot } from './upload-slots.service.js';
import {
  fillUploadSlotInputSchema,
  imageAddressInputSchema,
  imageAddressOutputSchema,
  uploadImageInputSchema,
  uploadImageOutputSchema,
  uploadSlotOutputSchema,
} from './uploads.schema.js';

/**
 * Image uploads of the admin console. The file procedures take bytes the API read from the
 * request (multipart, or the raw body of a PUT); over tRPC's JSON they answer 400.
 */
export const uploadsRouter = router({
  /** POST /api/admin/upload-image: stores a checked image, answers its public address. */
  image: adminProcedure
    .input(uploadImageInputSchema)
    .output(uploadImageOutputSchema)
    .mutation(({ ctx, input }) => uploadImage(ctx, input.file)),

  /** POST /api/admin/gallery-photos/upload: a single-use address, valid 15 minutes, to PUT an image to. */
  createSlot: adminProcedure
    .output(uploadSlotOutputSchema)
    .mutation(({ ctx }) => createUploadSlot(ctx, ctx.user)),

  /** PUT <uploadURL>: the image for an upload address. */
  fillSlot: adminProcedure
    .input(fillUploadSlotInputSchema)
    .output(okSchema)
    .mutation(({ ctx, input }) => fillUploadSlot(ctx, input.token, input.file)),

  /** PUT /api/course-images: an uploaded image's address, normalised to its public path. */
  normaliseAddress: adminProcedure
    .input(imageAddressInputSchema)
    .output(imageAddressOutputSchema)
    .mutation(({ ctx, input }) => normaliseImageAddress(ctx, input.imageURL)),
});
