import type { FileArea } from './storage.js';

// Every key the product stores a file under is made here, from a random uuid: an address naming
// any other key was never stored, so it is answered without touching the disk (a 252-character
// name would otherwise reach the file system, which refuses it).

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** An uploaded image, in the type it was uploaded as. */
export const imageKey = (id: string, extension: 'png' | 'jpg' | 'webp' | 'gif') =>
  `images/${id}.${extension}`;
/** A smaller WebP copy of an image, beside it. */
export const imageVersionKey = (id: string, width: number) => `images/${id}-${width}w.webp`;
/** A client's certificate PDF (private). */
export const certificateKey = (id: string) => `certificates/${id}.pdf`;
/** The signature drawn when a quotation was accepted (private), under a random id. */
export const signatureKey = (id: string) => `signatures/${id}.png`;

const madeKeys: Record<FileArea, RegExp> = {
  public: new RegExp(`^images/${UUID}(?:\\.(?:png|jpg|webp|gif)|-[1-9][0-9]{0,4}w\\.webp)$`),
  private: new RegExp(`^(?:certificates/${UUID}\\.pdf|signatures/${UUID}\\.png)$`),
};

/** Whether the product could have stored a file under this key in this area. */
export function isMadeKey(area: FileArea, key: string): boolean {
  return madeKeys[area].test(key);
}

/** Stops a put or delete of a key the product never makes (a caller's slip, never a visitor's name). */
export function assertMadeKey(area: FileArea, key: string): void {
  if (!isMadeKey(area, key)) throw new Error(`not a key files are stored under: ${area}/${key}`);
}
