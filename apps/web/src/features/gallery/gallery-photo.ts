import type { PublicGalleryPhoto } from '@tc/contracts/schemas';

/** A photo's title, which is also its alt text; a photo saved without one gets a generic name. */
export function photoTitle(photo: Pick<PublicGalleryPhoto, 'title'>, untitled: string): string {
  return photo.title.trim() || untitled;
}
