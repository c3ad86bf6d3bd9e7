import { AppError } from '@tc/contracts';
import QRCode from 'qrcode';
import type { FileAnswer } from './adapter.js';

/** Medium error correction survives a scuffed print; a quiet zone of 4 modules as the standard asks. */
const options = { errorCorrectionLevel: 'M', margin: 4 } as const;

/**
 * The file part of a QR code's address. Any other file beside a certificate is not found, as an
 * unknown address is, before anything is looked up.
 */
export function qrFormatOf(file: string): 'png' | 'svg' {
  if (file === 'qr.png') return 'png';
  if (file === 'qr.svg') return 'svg';
  throw new AppError('NOT_FOUND', 'Not found');
}

/** The QR code of a certificate's verification page, to print on it: a file named after its number. */
export async function qrCodeFile(
  target: { url: string; certificateNumber: string },
  format: 'png' | 'svg',
): Promise<FileAnswer> {
  const fileName = `QR-${target.certificateNumber.replace(/[^\w.-]+/g, '_')}.${format}`;
  if (format === 'svg') {
    const svg = await QRCode.toString(target.url, { ...options, type: 'svg' });
    return { contentType: 'image/svg+xml', disposition: 'attachment', fileName, body: svg };
  }
  const png = await QRCode.toBuffer(target.url, { ...options, type: 'png', width: 600 });
  return { contentType: 'image/png', disposition: 'attachment', fileName, body: png };
}
