import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { AppError } from '../errors.js';
import type { ImageType } from './image-file.js';
import { IMAGE_TOO_MANY_PIXELS_MESSAGE, INVALID_IMAGE_TYPE_MESSAGE } from './uploads.schema.js';

/**
 * Every uploaded image is decoded and written anew by sharp (libvips), so what is stored is pixels
 * the server drew itself: nothing after the image (an HTML or script tail of a polyglot), no
 * metadata (EXIF with GPS, comments, ICC), whatever bytes came in.
 */

/** The longer side of a stored image; a larger one is scaled down, a smaller one never up. */
export const MAX_IMAGE_SIDE = 2560;
/** The widths of the WebP copies the public pages offer through srcset (only those below the image's). */
export const IMAGE_VERSION_WIDTHS = [480, 960, 1600] as const;
/**
 * The most pixels the server decodes, all frames of an animation together: a 48-megapixel phone
 * photo passes; a small file that claims a huge canvas (a decompression bomb) is refused from its
 * header, before any pixel is allocated.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** Decoding and encoding one image never takes longer than this (a pathological file stops here). */
const TIMEOUT_SECONDS = 30;

/** An image as sharp wrote it, with the size of one frame. */
export interface EncodedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/** sharp's name for each accepted type. */
const sharpFormats: Record<ImageType['extension'], string> = {
  png: 'png',
  jpg: 'jpeg',
  webp: 'webp',
  gif: 'gif',
};

const decoding: SharpOptions = {
  // Every frame of an animated GIF or WebP: animations stay animations.
  animated: true,
  // Turned upright by its EXIF orientation (the tag goes with the rest of the metadata).
  autoOrient: true,
  limitInputPixels: MAX_IMAGE_PIXELS,
  // sharp's advice for untrusted input: any decoder warning (corrupt data) refuses the file.
  failOn: 'warning',
};

/** Same format out as in; sharp writes no metadata unless asked to (keepMetadata), so none is kept. */
function encodeAs(image: Sharp, type: ImageType, isPalette: boolean): Sharp {
  switch (type.extension) {
    case 'png':
      // A palette PNG (a logo, a screenshot) stays one, or it would grow several times over.
      return image.png({ palette: isPalette });
    case 'jpg':
      return image.jpeg({ quality: 85 });
    case 'webp':
      return image.webp({ quality: 85 });
    case 'gif':
      // Frames, delays and loop count are kept.
      return image.gif();
  }
}

/** What sharp's failure means to the uploader: too many pixels (413), else not an image we can read (415). */
function refusal(error: unknown): AppError {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit|timeout/i.test(message)) {
    return new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_MANY_PIXELS_MESSAGE);
  }
  return new AppError('UNSUPPORTED_MEDIA_TYPE', INVALID_IMAGE_TYPE_MESSAGE);
}

async function run(image: Sharp): Promise<EncodedImage> {
  const { data, info } = await image
    .timeout({ seconds: TIMEOUT_SECONDS })
    .toBuffer({ resolveWithObject: true });
  // An animation comes back as its frames stacked: one frame is pageHeight tall.
  return { bytes: data, width: info.width, height: info.pageHeight ?? info.height };
}

/**
 * The uploaded bytes (already recognised as `type` by their magic number) decoded and encoded
 * again in the same format, upright, at most MAX_IMAGE_SIDE on the longer side. Bytes sharp cannot
 * decode as that type answer 415, too many pixels 413: never a 500, whatever the input.
 */
export async function reencodeImage(bytes: Uint8Array, type: ImageType): Promise<EncodedImage> {
  try {
    const image = sharp(bytes, decoding);
    const metadata = await image.metadata();
    // libvips sniffs the format itself; it must be the one the magic number said.
    if (metadata.format !== sharpFormats[type.extension]) throw new Error('format mismatch');
    const resized = image.resize({
      width: MAX_IMAGE_SIDE,
      height: MAX_IMAGE_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    return await run(encodeAs(resized, type, metadata.isPalette));
  } catch (error) {
    throw refusal(error);
  }
}

/**
 * Smaller WebP copies of an image sharp has just written, one per IMAGE_VERSION_WIDTHS narrower
 * than the image (an animation stays animated). One at a time: the machine is shared.
 */
export async function webpVersions(image: EncodedImage): Promise<EncodedImage[]> {
  const versions: EncodedImage[] = [];
  for (const width of IMAGE_VERSION_WIDTHS.filter((candidate) => candidate < image.width)) {
    versions.push(await run(sharp(image.bytes, decoding).resize({ width }).webp({ quality: 80 })));
  }
  return versions;
}
