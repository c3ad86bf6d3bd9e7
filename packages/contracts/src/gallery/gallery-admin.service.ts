import type { DB } from '@tc/db';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { SessionUser } from '../auth/auth.schema.js';
import type { Context } from '../context.js';
import { byId } from '../ids.js';
import { lookUpImageAddress, resolveImageAddress } from '../uploads/image-address.service.js';
import { type ImageVersionsOf, loadImageVersions } from '../uploads/image-versions.js';
import { deleteImageIfUnused } from '../uploads/images.service.js';
import type {
  AdminGalleryPhoto,
  createGalleryPhotoInputSchema,
  updateGalleryPhotoInputSchema,
} from './gallery.schema.js';
import { auditPhoto } from './gallery-audit.js';

type CreatePhotoData = z.output<typeof createGalleryPhotoInputSchema>;
type UpdatePhotoData = z.output<typeof updateGalleryPhotoInputSchema>;

const PHOTO_NOT_FOUND_MESSAGE = 'Photo not found';

type PhotoRow = Selectable<DB['galleryPhotos']>;

function toAdminPhoto(row: PhotoRow, versionsOf: ImageVersionsOf): AdminGalleryPhoto {
  return {
    id: row.id,
    imagePath: row.imagePath,
    imageVersions: versionsOf(row.imagePath),
    title: row.title,
    description: row.description,
    titleAr: row.titleAr,
    descriptionAr: row.descriptionAr,
    isActive: row.isActive,
    displayOrder: row.displayOrder,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Photos as outputs, with the versions of their images (one query for all of them). */
async function toAdminPhotos(db: Kysely<DB>, rows: PhotoRow[]): Promise<AdminGalleryPhoto[]> {
  const versionsOf = await loadImageVersions(
    db,
    rows.map((row) => row.imagePath),
  );
  return rows.map((row) => toAdminPhoto(row, versionsOf));
}

async function toAdminPhotoOutput(db: Kysely<DB>, row: PhotoRow): Promise<AdminGalleryPhoto> {
  return toAdminPhoto(row, await loadImageVersions(db, [row.imagePath]));
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
  return toAdminPhotos(ctx.db, rows);
}

/** A photo of an uploaded image: the upload address is claimed and its public path stored. */
export async function createPhoto(
  ctx: Context,
  actor: SessionUser,
  input: CreatePhotoData,
): Promise<AdminGalleryPhoto> {
  const image = await lookUpImageAddress(ctx, input.imagePath);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('galleryPhotos')
      .values({
        ...input,
        imagePath: await resolveImageAddress({ ...ctx, db: trx }, image),
        uploadedBy: actor.id,
        createdAt: ctx.now(),
        updatedAt: ctx.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await auditPhoto(trx, actor, ctx.now(), 'created', null, row);
    return toAdminPhotoOutput(trx, row);
  });
}

/** The photo's row, locked until the transaction ends; 404 when there is none. */
function lockPhoto(trx: Kysely<DB>, id: string): Promise<PhotoRow> {
  return byId(id, PHOTO_NOT_FOUND_MESSAGE, (id) =>
    trx.selectFrom('galleryPhotos').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),
  );
}

/** Changes the given fields (the image stays: a new image is a new photo). */
export async function updatePhoto(
  ctx: Context,
  actor: SessionUser,
  input: UpdatePhotoData,
): Promise<AdminGalleryPhoto> {
  const { id, ...fields } = input;
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockPhoto(trx, id);
    const row = await trx
      .updateTable('galleryPhotos')
      .set({ ...fields, updatedAt: ctx.now() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await auditPhoto(trx, actor, ctx.now(), 'updated', before, row);
    return toAdminPhotoOutput(trx, row);
  });
}

/** The card's toggle: active becomes inactive and back. */
export async function togglePhotoActive(
  ctx: Context,
  actor: SessionUser,
  id: string,
): Promise<AdminGalleryPhoto> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await lockPhoto(trx, id);
    const row = await trx
      .updateTable('galleryPhotos')
      .set({ isActive: !before.isActive, updatedAt: ctx.now() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await auditPhoto(trx, actor, ctx.now(), 'updated', before, row);
    return toAdminPhotoOutput(trx, row);
  });
}

/** Deletes the photo, and its file when nothing else shows it. */
export async function deletePhoto(ctx: Context, actor: SessionUser, id: string): Promise<{ ok: true }> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const before = await lockPhoto(trx, id);
    await trx.deleteFrom('galleryPhotos').where('id', '=', id).execute();
    await auditPhoto(trx, actor, ctx.now(), 'deleted', before, null);
    return before;
  });
  await deleteImageIfUnused(ctx, row.imagePath);
  return { ok: true };
}
