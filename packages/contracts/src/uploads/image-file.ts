import { AppError } from '../errors.js';
import { IMAGE_TOO_LARGE_MESSAGE, INVALID_IMAGE_TYPE_MESSAGE, MAX_IMAGE_BYTES } from './uploads.schema.js';

export interface ImageType {
  extension: 'png' | 'jpg' | 'webp' | 'gif';
  contentType: string;
}

const types: ImageType[] = [
  { extension: 'png', contentType: 'image/png' },
  { extension: 'jpg', contentType: 'image/jpeg' },
  { extension: 'webp', contentType: 'image/webp' },
  { extension: 'gif', contentType: 'image/gif' },
];

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type by the file's first bytes (its magic number), whatever its name or declared type. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return types[0] ?? null;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return types[1] ?? null;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return types[2] ?? null;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return types[3] ?? null;
  return null;
}

/** The rules every uploaded image passes: at most 10 MB, and an image by its bytes. */
export function checkImage(bytes: Uint8Array): ImageType {
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE);
  const type = detectImageType(bytes);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', INVALID_IMAGE_TYPE_MESSAGE);
  return type;
}

/** The content type a stored image is served with, from its key's extension. */
export function imageContentType(key: string): string | null {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return types.find((type) => type.extension === extension)?.contentType ?? null;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * A PNG's size and whether it is animated (an acTL chunk before its image data), read from its
 * chunks' headers without decoding a pixel; null when the bytes are not a PNG.
 */
export function pngSize(bytes: Uint8Array): { width: number; height: number; animated: boolean } | null {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!startsWith(data, PNG_SIGNATURE) || data.length < 24 || data.toString('latin1', 12, 16) !== 'IHDR')
    return null;
  let animated = false;
  for (let at = 8; at + 8 <= data.length; ) {
    const type = data.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT' || type === 'IEND') break;
    if (type === 'acTL') animated = true;
    at += 12 + data.readUInt32BE(at);
  }
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20), animated };
}
