// Real images for the upload tests, drawn by sharp (not part of the build).
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

export type DrawnFormat = 'png' | 'jpeg' | 'webp' | 'gif';

/** What a polyglot carries after its picture: a page, or a script (a GIF header reads as JavaScript). */
export const HTML_TAIL = '<html><body><script>alert(document.cookie)</script></body></html>';
export const SCRIPT_TAIL = '*/=1;<script>fetch("/api/admin/users").then(r=>r.text()).then(alert)</script>';

/** A polyglot: a real image with text after its end, which a magic-number check alone lets through. */
export const withTail = (image: Buffer, text: string) => Buffer.concat([image, Buffer.from(text, 'latin1')]);

/** A picture of the given size: a two-colour diagonal, so it compresses like a picture and not to nothing. */
export async function drawImage(format: DrawnFormat, width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#1d4f91"/>
    <polygon points="0,${height} ${width},0 ${width},${height}" fill="#f2a900"/>
  </svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

/** An animated GIF: three frames of width x height, red, green and blue, 100 ms each. */
export async function animatedGif(width: number, height: number): Promise<Buffer> {
  const frames = await Promise.all(
    ['#c00', '#0a0', '#00c'].map((background) =>
      sharp({ create: { width, height, channels: 3, background } })
        .raw()
        .toBuffer(),
    ),
  );
  return sharp(Buffer.concat(frames), { raw: { width, height: height * 3, channels: 3, pageHeight: height } })
    .gif({ delay: [100, 100, 100], loop: 0 })
    .toBuffer();
}

/** A JPEG 300 x 200 as stored, turned a quarter by its EXIF orientation (6), with a tell-tale EXIF text. */
export async function jpegWithExif(secret: string): Promise<Buffer> {
  return sharp(await drawImage('jpeg', 300, 200))
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: secret, Artist: secret } } })
    .jpeg()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG of exactly `size` bytes: `png` with a private ancillary chunk (ignored by decoders)
 * before its end. For the size limits, with an image the server can really decode.
 */
export function paddedPng(png: Buffer, size: number): Buffer {
  const end = png.subarray(png.length - 12);
  const padding = size - png.length - 12;
  if (padding < 0) throw new Error('the PNG is already larger than that');
  return Buffer.concat([png.subarray(0, png.length - 12), pngChunk('prVt', Buffer.alloc(padding)), end]);
}

/** A decompression bomb: a valid PNG header claiming a width x height canvas, and hardly any data. */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG whose header says it is animated (an acTL chunk before its data): 200 frames of 10 x 10. */
export function animatedPng(): Buffer {
  const header = Buffer.from([0, 0, 0, 10, 0, 0, 0, 10, 8, 0, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('acTL', Buffer.from([0, 0, 0, 200, 0, 0, 0, 0])),
    pngChunk('IDAT', deflateSync(Buffer.alloc(110))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
