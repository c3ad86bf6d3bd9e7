import { z } from 'zod';
import { requiredString } from '../fields.js';

/** The largest image the product takes: 10 MB. */
export const MAX_IMAGE_BYTES = 10_485_760;

/** The image types the server accepts, recognised by their first bytes; for a file input's accept. */
export const acceptedImageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** The upload dialog's toast texts (title, description); REST error messages carry both. */
export const imageTooLargeText = {
  title: 'File too large',
  description: 'File size must be less than 10.0MB',
};
export const invalidImageTypeText = {
  title: 'Invalid file type',
  description: 'Please select an image file',
};
/** More pixels than the server decodes (all frames of an animation together): a guard against decompression bombs. */
export const imageTooManyPixelsText = {
  title: 'Image too large',
  description: 'Please choose an image of at most 50 megapixels',
};
export const IMAGE_TOO_LARGE_MESSAGE = `${imageTooLargeText.title}. ${imageTooLargeText.description}`;
export const INVALID_IMAGE_TYPE_MESSAGE = `${invalidImageTypeText.title}. ${invalidImageTypeText.description}`;
export const IMAGE_TOO_MANY_PIXELS_MESSAGE = `${imageTooManyPixelsText.title}. ${imageTooManyPixelsText.description}`;
/** A missing file, or a form field other than `image`. */
export const NO_IMAGE_MESSAGE = 'Please select an image file';
export const ONE_IMAGE_MESSAGE = 'Please upload one image at a time';
/** An image address that is not an upload of this server (or one already used). */
export const UPLOAD_FIRST_MESSAGE = 'Please upload an image first';
export const UPLOAD_LINK_GONE_MESSAGE = 'This upload link has expired or was already used. Please try again.';

/**
 * A stored version of an uploaded image: the re-encoded image itself, or a smaller WebP copy of it.
 * Public outputs list them (smallest first) so the browser can pick one through srcset; an image
 * stored before versions existed, or not uploaded here, has none and is shown from its one address.
 */
export const imageVersionSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ImageVersion = z.infer<typeof imageVersionSchema>;
export const imageVersionsSchema = z.array(imageVersionSchema);

/** POST /api/admin/upload-image answers the image's public address. */
export const uploadImageOutputSchema = z.object({ imageUrl: z.string() });

/** POST /api/admin/gallery-photos/upload: where to PUT the file (valid 15 minutes, once). */
export const uploadSlotOutputSchema = z.object({ uploadURL: z.string() });

/** PUT /api/course-images: an uploaded image's address, normalised to its public path. */
export const imageAddressInputSchema = z.object({ imageURL: requiredString('Image is required') });
export const imageAddressOutputSchema = z.object({ objectPath: z.string() });

/** The bytes of an uploaded file, as the API read them (server-side callers only). */
export const imageBytesSchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array, {
  error: NO_IMAGE_MESSAGE,
});
export const uploadImageInputSchema = z.object({ file: imageBytesSchema });
export const fillUploadSlotInputSchema = z.object({ token: z.string(), file: imageBytesSchema });
