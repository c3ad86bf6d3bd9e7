import type { DB } from '@tc/db';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { SessionUser } from '../auth/auth.schema.js';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { isUuid } from '../ids.js';
import { resolveImageAddress } from '../uploads/image-address.service.js';
import { deleteImageIfUnused } from '../uploads/images.service.js';
import type {
  AdminGalleryPhoto,
  createGalleryPhotoInputSchema,
  updateGalleryPhotoInputSchema,
} from './gallery.schema.js';

type CreatePhotoData = z.output<typeof createGalleryPhotoInputSchema>;
type UpdatePhotoData = z.output<typeof updateGalleryPhotoInputSchema>;

const notFound = () => new AppError('NOT_FOUND', 'Photo not found');

function toAdminPhoto(row: Selectable<DB['galleryPhotos']>): AdminGalleryPhoto {
  return {
    id: row.id,
    imagePath: row.imagePath,
    title: row.title,
    description: row.description,
    isActive: row.isActive,
    displayOrder: row.displayOrder,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every photo, active or not, in the order the public gallery shows them. */
export async function listAllPhotos(ctx: Context): Promise<AdminGalleryPhoto[]> {
  const rows = await ctx.db
    .selectFrom('galleryPhotos')
    .selectAll()
    .orderBy('displayOrder')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map(toAdminPhoto);
}

/** A photo of an uploaded image: the upload address is claimed and its public path stored. */
export async function createPhoto(
  ctx: Context,
  actor: SessionUser,
  input: CreatePhotoData,
): Promise<AdminGalleryPhoto> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('galleryPhotos')
      .values({
        ...input,
        imagePath: await resolveImageAddress({ ...ctx, db: trx }, input.imagePath),
        uploadedBy: actor.id,
        createdAt: ctx.now(),
        updatedAt: ctx.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toAdminPhoto(row);
  });
}

/** Changes the given fields (the image stays: a new image is a new photo). */
export async function updatePhoto(ctx: Context, input: UpdatePhotoData): Promise<AdminGalleryPhoto> {
  const { id, ...fields } = input;
  if (!isUuid(id)) throw notFound();
  const row = await ctx.db
    .updateTable('galleryPhotos')
    .set({ ...fields, updatedAt: ctx.now() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound();
  return toAdminPhoto(row);
}

/** The card's toggle: active becomes inactive and back. */
export async function togglePhotoActive(ctx: Context, id: string): Promise<AdminGalleryPhoto> {
  if (!isUuid(id)) throw notFound();
  const row = await ctx.db
    .updateTable('galleryPhotos')
    .set((eb) => ({ isActive: eb.not('isActive'), updatedAt: ctx.now() }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound();
  return toAdminPhoto(row);
}

/** Deletes the photo, and its file when nothing else shows it. */
export async function deletePhoto(ctx: Context, id: string): Promise<{ ok: true }> {
  if (!isUuid(id)) throw notFound();
  const row = await ctx.db
    .deleteFrom('galleryPhotos')
    .where('id', '=', id)
    .returning('imagePath')
    .executeTakeFirst();
  if (!row) throw notFound();
  await deleteImageIfUnused(ctx, row.imagePath);
  return { ok: true };
}
