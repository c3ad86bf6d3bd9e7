import type { DB } from '@tc/db';
import type { Kysely, Selectable } from 'kysely';
import { writeAudit } from '../audit/audit-log.js';
import type { SessionUser } from '../auth/auth.schema.js';

type PhotoRow = Selectable<DB['galleryPhotos']>;

/** What the trail keeps of a photo: what the gallery shows of it. */
function photoSnapshot(row: PhotoRow) {
  const { title, description, titleAr, descriptionAr, imagePath, isActive, displayOrder } = row;
  return { title, description, titleAr, descriptionAr, imagePath, isActive, displayOrder };
}

/** 'Photo "Crane lift" added', or the file's name for an untitled photo. */
const photoName = (row: PhotoRow) => (row.title ? `"${row.title}"` : (row.imagePath.split('/').pop() ?? ''));

function describe(
  action: 'created' | 'updated' | 'deleted',
  before: PhotoRow | null,
  after: PhotoRow | null,
) {
  const photo = (after ?? before) as PhotoRow;
  if (action === 'created') return `Gallery photo ${photoName(photo)} added`;
  if (action === 'deleted') return `Gallery photo ${photoName(photo)} deleted`;
  if (before && after && before.isActive !== after.isActive)
    return after.isActive
      ? `Gallery photo ${photoName(photo)} shown`
      : `Gallery photo ${photoName(photo)} hidden`;
  return `Gallery photo ${photoName(photo)} edited`;
}

/** The audit row of a photo's add, edit, show/hide or delete, in the change's transaction. */
export function auditPhoto(
  trx: Kysely<DB>,
  actor: SessionUser,
  at: Date,
  action: 'created' | 'updated' | 'deleted',
  before: PhotoRow | null,
  after: PhotoRow | null,
) {
  const photo = (after ?? before) as PhotoRow;
  return writeAudit(trx, {
    entityType: 'gallery_photo',
    entityId: photo.id,
    action,
    actor,
    previous: before && photoSnapshot(before),
    next: after && photoSnapshot(after),
    description: describe(action, before, after),
    title: photo.title || 'Untitled photo',
    details: `${photo.isActive ? 'Shown' : 'Hidden'} · position ${photo.displayOrder}`,
    at,
  });
}
