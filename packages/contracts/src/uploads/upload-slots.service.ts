import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '../auth/auth.schema.js';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { pathOf } from '../storage/storage.js';
import { deleteImage, deleteImageIfUnused, storeImage } from './images.service.js';
import { UPLOAD_FIRST_MESSAGE, UPLOAD_LINK_GONE_MESSAGE } from './uploads.schema.js';

/** An upload address takes its file within 15 minutes, once. */
export const UPLOAD_SLOT_LIFETIME_MS = 15 * 60 * 1000;
/** An upload no photo or course claimed is deleted a day after its address expired. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
const SLOT_PATH = '/api/admin/uploads/';
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The token of an upload address (a path on this server, or an absolute address of one), else null. */
export function uploadSlotTokenOf(address: string): string | null {
  const path = pathOf(address);
  if (!path?.startsWith(SLOT_PATH)) return null;
  const token = path.slice(SLOT_PATH.length);
  return tokenPattern.test(token) ? token : null;
}

/** POST /api/admin/gallery-photos/upload: a fresh single-use address to PUT one image to. */
export async function createUploadSlot(ctx: Context, actor: SessionUser): Promise<{ uploadURL: string }> {
  await deleteAbandonedUploads(ctx);
  const token = randomBytes(32).toString('base64url');
  await ctx.db
    .insertInto('uploadSlots')
    .values({
      tokenHash: hashToken(token),
      createdBy: actor.id,
      expiresAt: new Date(ctx.now().getTime() + UPLOAD_SLOT_LIFETIME_MS),
      createdAt: ctx.now(),
    })
    .execute();
  return { uploadURL: `${SLOT_PATH}${token}` };
}

/**
 * The PUT to an upload address: refused when the address is unknown, expired or used; otherwise
 * the image is checked and stored, and the address is spent. A refused image leaves it usable.
 */
export async function fillUploadSlot(ctx: Context, token: string, bytes: Uint8Array): Promise<{ ok: true }> {
  const isOpen = async () =>
    ctx.db
      .selectFrom('uploadSlots')
      .select('id')
      .where('tokenHash', '=', hashToken(token))
      .where('uploadedAt', 'is', null)
      .where('expiresAt', '>', ctx.now())
      .executeTakeFirst();
  const slot = await isOpen();
  if (!slot) throw new AppError('NOT_FOUND', UPLOAD_LINK_GONE_MESSAGE);
  const key = await storeImage(ctx, bytes);
  const spent = await ctx.db
    .updateTable('uploadSlots')
    .set({ objectKey: key, uploadedAt: ctx.now() })
    .where('id', '=', slot.id)
    .where('uploadedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!spent) {
    // Another PUT to the same address won the race.
    await deleteImage(ctx, key);
    throw new AppError('NOT_FOUND', UPLOAD_LINK_GONE_MESSAGE);
  }
  return { ok: true };
}

/** Hands an uploaded file to the photo or course being saved, once; answers its storage key. */
export async function claimUploadSlot(ctx: Context, token: string): Promise<string> {
  const slot = await ctx.db
    .updateTable('uploadSlots')
    .set({ claimedAt: ctx.now() })
    .where('tokenHash', '=', hashToken(token))
    .where('uploadedAt', 'is not', null)
    .where('claimedAt', 'is', null)
    .returning('objectKey')
    .executeTakeFirst();
  if (!slot?.objectKey) throw new AppError('BAD_REQUEST', UPLOAD_FIRST_MESSAGE);
  return slot.objectKey;
}

/**
 * Forgets addresses expired a day ago, deleting images (with their versions) that were uploaded
 * and never used; answers how many addresses went. Runs hourly, and before each new address.
 */
export async function deleteAbandonedUploads(ctx: Pick<Context, 'db' | 'storage' | 'now'>): Promise<number> {
  const old = await ctx.db
    .deleteFrom('uploadSlots')
    .where('expiresAt', '<', new Date(ctx.now().getTime() - ABANDONED_AFTER_MS))
    .returning(['objectKey', 'claimedAt'])
    .execute();
  for (const slot of old) {
    if (slot.objectKey && !slot.claimedAt) {
      await deleteImageIfUnused(ctx, ctx.storage.publicUrl(slot.objectKey));
    }
  }
  return old.length;
}
