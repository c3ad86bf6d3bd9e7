import { randomUUID } from 'node:crypto';
import type { Context } from '../context.js';
import { publicKeyOf } from '../storage/storage.js';
import { checkImage } from './image-file.js';

/** Every uploaded image is a public file `images/<random uuid>.<type>`: never overwritten, so cached for good. */
const IMAGES_FOLDER = 'images';

/** Checks an uploaded image (size, type by its bytes) and stores it; answers its storage key. */
export async function storeImage(ctx: Context, bytes: Uint8Array): Promise<string> {
  const type = checkImage(bytes);
  const key = `${IMAGES_FOLDER}/${randomUUID()}.${type.extension}`;
  await ctx.storage.put('public', key, bytes);
  return key;
}

/** POST /api/admin/upload-image. */
export async function uploadImage(ctx: Context, bytes: Uint8Array): Promise<{ imageUrl: string }> {
  return { imageUrl: ctx.storage.publicUrl(await storeImage(ctx, bytes)) };
}

/**
 * Deletes a stored image that no course and no gallery photo shows any more. Addresses that are
 * not files of ours (a bundled picture, an outside address) are left alone. Call after the change
 * that dropped the image has been committed.
 */
export async function deleteImageIfUnused(ctx: Context, address: string | null): Promise<void> {
  const key = address ? publicKeyOf(address) : null;
  if (!key) return;
  const path = ctx.storage.publicUrl(key);
  const course = await ctx.db
    .selectFrom('courses')
    .select('id')
    .where('imageUrl', '=', path)
    .executeTakeFirst();
  const photo = await ctx.db
    .selectFrom('galleryPhotos')
    .select('id')
    .where('imagePath', '=', path)
    .executeTakeFirst();
  if (!course && !photo) await ctx.storage.delete('public', key);
}
