import { randomUUID } from 'node:crypto';
import type { Context } from '../context.js';
import { publicKeyOf } from '../storage/storage.js';
import { imageKey, imageVersionKey } from '../storage/storage-keys.js';
import { type EncodedImage, reencodeImage, webpVersions } from './image-encoding.js';
import { checkImage } from './image-file.js';

// Every uploaded image is a public file `images/<random uuid>.<type>`, with its WebP copies beside
// it (`images/<uuid>-480w.webp` ...): never overwritten, so cached for good. Each file is a row of
// image_versions, which is how the public pages learn which copies exist.

/**
 * Checks an uploaded image (size, type by its bytes), re-encodes it and stores it with its WebP
 * copies; answers its storage key. Every path that stores an image comes through here.
 */
export async function storeImage(ctx: Context, bytes: Uint8Array): Promise<string> {
  const type = checkImage(bytes);
  const image = await reencodeImage(bytes, type);
  const id = randomUUID();
  const key = imageKey(id, type.extension);
  const files: (EncodedImage & { key: string })[] = [
    { ...image, key },
    ...(await webpVersions(image)).map((version) => ({
      ...version,
      key: imageVersionKey(id, version.width),
    })),
  ];
  const written: string[] = [];
  try {
    for (const file of files) {
      await ctx.storage.put('public', file.key, file.bytes);
      written.push(file.key);
    }
    await ctx.db
      .insertInto('imageVersions')
      .values(
        files.map((file) => ({ fileKey: file.key, imageKey: key, width: file.width, height: file.height })),
      )
      .execute();
  } catch (error) {
    // All or nothing: no file of a half-stored image is left behind.
    for (const fileKey of written) await ctx.storage.delete('public', fileKey);
    throw error;
  }
  return key;
}

/** POST /api/admin/upload-image. */
export async function uploadImage(ctx: Context, bytes: Uint8Array): Promise<{ imageUrl: string }> {
  return { imageUrl: ctx.storage.publicUrl(await storeImage(ctx, bytes)) };
}

/** Deletes a stored image: its file, and every version recorded for it with its row. */
export async function deleteImage(ctx: Pick<Context, 'db' | 'storage'>, key: string): Promise<void> {
  const versions = await ctx.db
    .deleteFrom('imageVersions')
    .where('imageKey', '=', key)
    .returning('fileKey')
    .execute();
  const fileKeys = new Set([key, ...versions.map((version) => version.fileKey)]);
  for (const fileKey of fileKeys) await ctx.storage.delete('public', fileKey);
}

/**
 * Deletes a stored image that no course and no gallery photo shows any more, with its versions.
 * Addresses that are not files of ours (a bundled picture, an outside address) are left alone.
 * Call after the change that dropped the image has been committed.
 */
export async function deleteImageIfUnused(
  ctx: Pick<Context, 'db' | 'storage'>,
  address: string | null,
): Promise<void> {
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
  if (!course && !photo) await deleteImage(ctx, key);
}
