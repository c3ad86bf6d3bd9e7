import type { ImageVersion } from '@tc/contracts/schemas';

export interface ResponsiveImageProps {
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
}

/**
 * The attributes of an uploaded image on a public page: with the versions the server stored for
 * it (smallest first, the image itself last), the browser picks the smallest that fills the box
 * (srcset + sizes) and reserves the box before the picture arrives (width and height). An image
 * without versions (stored before they existed, or a bundled picture) keeps its one address.
 */
export function responsiveImage(src: string, versions: ImageVersion[], sizes: string): ResponsiveImageProps {
  const largest = versions.at(-1);
  if (!largest) return { src };
  return {
    src,
    srcSet: versions.map((version) => `${version.url} ${version.width}w`).join(', '),
    sizes,
    width: largest.width,
    height: largest.height,
  };
}

/** `sizes` for each place: how wide the picture is shown at each breakpoint (Mantine's em, container lg). */
export const imageSizes = {
  /** /courses: one card a row, two from sm, three from lg. */
  courseCard: '(min-width: 75em) 360px, (min-width: 48em) 50vw, 100vw',
  /** /course/:id: the picture beside the text from md. */
  courseDetail: '(min-width: 75em) 560px, (min-width: 62em) 50vw, 100vw',
  /** The landing gallery: two a row, three from sm, four from md. */
  gallerySection: '(min-width: 75em) 270px, (min-width: 62em) 25vw, (min-width: 48em) 33vw, 50vw',
  /** /gallery: one card a row, two from xs, three from md. */
  galleryPage: '(min-width: 75em) 360px, (min-width: 62em) 33vw, (min-width: 36em) 50vw, 100vw',
  /** The photo viewer: the whole width, up to 1200 px. */
  photoModal: '(min-width: 1232px) 1200px, 100vw',
} as const;
