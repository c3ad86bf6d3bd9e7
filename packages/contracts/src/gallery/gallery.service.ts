import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import type { PublicGalleryPhoto } from './gallery.schema.js';

/** The public gallery: active photos in the admin's order, then oldest first. */
export async function listPublicGalleryPhotos(db: Kysely<DB>): Promise<PublicGalleryPhoto[]> {
  return db
    .selectFrom('galleryPhotos')
    .select(['id', 'imagePath', 'title', 'description'])
    .where('isActive', '=', true)
    .orderBy('displayOrder')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}
