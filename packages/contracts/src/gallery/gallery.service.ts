import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import { loadImageVersions } from '../uploads/image-versions.js';
import type { PublicGalleryPhoto } from './gallery.schema.js';

/** The public gallery: active photos in the admin's order, then oldest first. */
export async function listPublicGalleryPhotos(db: Kysely<DB>): Promise<PublicGalleryPhoto[]> {
  const rows = await db
    .selectFrom('galleryPhotos')
    .select(['id', 'imagePath', 'title', 'description', 'titleAr', 'descriptionAr'])
    .where('isActive', '=', true)
    .orderBy('displayOrder')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  const versionsOf = await loadImageVersions(
    db,
    rows.map((row) => row.imagePath),
  );
  return rows.map((row) => ({ ...row, imageVersions: versionsOf(row.imagePath) }));
}
