import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { publicKeyOf } from '../storage/storage.js';
import { claimUploadSlot, uploadSlotTokenOf } from './upload-slots.service.js';
import { UPLOAD_FIRST_MESSAGE } from './uploads.schema.js';

/**
 * The public path to store for an image address the console sends: an upload address (claimed,
 * once) or the public address of a stored image. Anything else was not uploaded here: 400.
 * Run it in the transaction that stores the path, so a failed save leaves the upload unclaimed.
 */
export async function resolveImageAddress(ctx: Context, address: string): Promise<string> {
  const token = uploadSlotTokenOf(address);
  if (token) return ctx.storage.publicUrl(await claimUploadSlot(ctx, token));
  const key = publicKeyOf(address);
  const file = key ? await ctx.storage.get('public', key) : null;
  if (!key || !file) throw new AppError('BAD_REQUEST', UPLOAD_FIRST_MESSAGE);
  file.stream.destroy();
  return ctx.storage.publicUrl(key);
}

/** PUT /api/course-images: an uploaded image's address, normalised to its public path. */
export async function normaliseImageAddress(ctx: Context, address: string): Promise<{ objectPath: string }> {
  return ctx.db.transaction().execute(async (trx) => ({
    objectPath: await resolveImageAddress({ ...ctx, db: trx }, address),
  }));
}
