import type { PublicGalleryPhoto } from '@tc/contracts/schemas';
import { responsiveImage } from '../media/responsive-image';

/** A gallery photo in the stored version that fits `sizes` (see responsiveImage). */
export function GalleryImage({
  photo,
  alt,
  sizes,
  className,
  lazy = false,
}: {
  photo: Pick<PublicGalleryPhoto, 'imagePath' | 'imageVersions'>;
  alt: string;
  sizes: string;
  className?: string;
  lazy?: boolean;
}) {
  return (
    <img
      {...responsiveImage(photo.imagePath, photo.imageVersions, sizes)}
      alt={alt}
      className={className}
      loading={lazy ? 'lazy' : undefined}
    />
  );
}
