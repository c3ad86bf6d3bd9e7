import {
  AppError,
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
  NO_IMAGE_MESSAGE,
  ONE_IMAGE_MESSAGE,
} from '@tc/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Room for the multipart boundaries and part headers around a 10 MB image. */
const MULTIPART_OVERHEAD = 64 * 1024;

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE);

/** A body that says it is too large is refused before a byte of it is read. */
function refuseDeclaredSize(req: FastifyRequest, limit: number): void {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
}

/**
 * The file of a multipart form's `image` field (POST /api/admin/upload-image): exactly one file,
 * read into memory up to 10 MB and no further. Nothing is written to disk here.
 */
export async function readMultipartImage(req: FastifyRequest): Promise<Uint8Array> {
  refuseDeclaredSize(req, MAX_IMAGE_BYTES + MULTIPART_OVERHEAD);
  if (!req.isMultipart()) throw new AppError('BAD_REQUEST', NO_IMAGE_MESSAGE);
  let image: Uint8Array | undefined;
  try {
    const parts = req.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, parts: 21 } });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'image') image = bytes;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw new AppError('BAD_REQUEST', ONE_IMAGE_MESSAGE);
    throw new AppError('BAD_REQUEST', 'The upload could not be read. Please try again.');
  }
  if (!image || image.length === 0) throw new AppError('BAD_REQUEST', NO_IMAGE_MESSAGE);
  return image;
}

/**
 * The raw body of a PUT to an upload address, up to 10 MB. Past that, reading stops and the
 * answer is 413 (the connection then closes, so the rest is never read).
 */
export function readRawImage(req: FastifyRequest): Promise<Uint8Array> {
  refuseDeclaredSize(req, MAX_IMAGE_BYTES);
  const stream = req.raw;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (outcome: () => void) => {
      stream.off('data', onData).off('end', onEnd).off('error', onError);
      outcome();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_IMAGE_BYTES) chunks.push(chunk);
      else
        finish(() => {
          stream.pause();
          reject(tooLarge());
        });
    };
    const onEnd = () =>
      finish(() =>
        size === 0 ? reject(new AppError('BAD_REQUEST', NO_IMAGE_MESSAGE)) : resolve(Buffer.concat(chunks)),
      );
    const onError = (error: Error) => finish(() => reject(error));
    stream.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

/**
 * For the PUT to an upload address: every content type (or none) reaches the handler unread, as
 * the file. Register in its own scope, so the JSON parsing of the other routes stays as it is.
 */
export function acceptAnyBody(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
}
