import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { publicKeyOf } from '../storage/storage.js';
import { claimUploadSlot, uploadSlotTokenOf } from './upload-slots.service.js';
import { UPLOAD_FIRST_MESSAGE } from './uploads.schema.js';

/** An image address the console sent, and whether the public file it names is stored. */
export interface ImageAddress {
  address: string;
  stored: boolean;
}

/**
 * Looks up the file an image address names, before the save's transaction: the storage must not
 * be waited on inside one (the database storage on the embedded database would wait for its one
 * connection). An upload address needs no look-up: the transaction claims it.
 */
export async function lookUpImageAddress(
  ctx: Pick<Context, 'storage'>,
  address: string,
): Promise<ImageAddress> {
  const key = uploadSlotTokenOf(address) ? null : publicKeyOf(address);
  const file = key ? await ctx.storage.get('public', key) : null;
  file?.stream.destroy();
  return { address, stored: file !== null };
}

/**
 * The public path to store for an image address the console sends: an upload address (claimed,
 * once) or the public address of a stored image. Anything else was not uploaded here: 400.
 * Run it in the transaction that stores the path, so a failed save leaves the upload unclaimed.
 */
export async function resolveImageAddress(ctx: Context, image: ImageAddress): Promise<string> {
  const token = uploadSlotTokenOf(image.address);
  if (token) return ctx.storage.publicUrl(await claimUploadSlot(ctx, token));
  const key = publicKeyOf(image.address);
  if (!key || !image.stored) throw new AppError('BAD_REQUEST', UPLOAD_FIRST_MESSAGE);
  return ctx.storage.publicUrl(key);
}

/** PUT /api/course-images: an uploaded image's address, normalised to its public path. */
export async function normaliseImageAddress(ctx: Context, address: string): Promise<{ objectPath: string }> {
  const image = await lookUpImageAddress(ctx, address);
  return ctx.db.transaction().execute(async (trx) => ({
    objectPath: await resolveImageAddress({ ...ctx, db: trx }, image),
  }));
}
