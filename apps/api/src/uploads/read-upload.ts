import {
  AppError,
  CERTIFICATE_TOO_LARGE_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_CERTIFICATE_BYTES,
  MAX_CSV_BYTES,
  MAX_IMAGE_BYTES,
  NO_CERTIFICATE_FILE_MESSAGE,
  NO_CSV_FILE_MESSAGE,
  NO_IMAGE_MESSAGE,
  ONE_IMAGE_MESSAGE,
} from '@tc/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Room for the multipart boundaries and part headers around a 10 MB image. */
const MULTIPART_OVERHEAD = 64 * 1024;

const tooLargeImage = () => new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE);

/** A body that says it is too large is refused before a byte of it is read. */
function refuseDeclaredSize(req: FastifyRequest, limit: number, tooLarge: () => AppError): void {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
}

interface MultipartFile {
  /** The form field that carries the file. */
  field: string;
  maxBytes: number;
  tooLargeMessage: string;
  /** For no file at all, or none in the expected field. */
  missingMessage: string;
  oneFileMessage: string;
}

/**
 * The file of a multipart form's one file field: exactly one file, read into memory up to its
 * limit and no further. Nothing is written to disk here.
 */
async function readMultipartFile(req: FastifyRequest, expected: MultipartFile): Promise<Uint8Array> {
  const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', expected.tooLargeMessage);
  refuseDeclaredSize(req, expected.maxBytes + MULTIPART_OVERHEAD, tooLarge);
  if (!req.isMultipart()) throw new AppError('BAD_REQUEST', expected.missingMessage);
  let file: Uint8Array | undefined;
  try {
    const parts = req.parts({ limits: { fileSize: expected.maxBytes, files: 1, fields: 20, parts: 21 } });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === expected.field) file = bytes;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw new AppError('BAD_REQUEST', expected.oneFileMessage);
    throw new AppError('BAD_REQUEST', 'The upload could not be read. Please try again.');
  }
  if (!file || file.length === 0) throw new AppError('BAD_REQUEST', expected.missingMessage);
  return file;
}

/** POST /api/admin/upload-image: the multipart field `image`, at most 10 MB. */
export const readMultipartImage = (req: FastifyRequest) =>
  readMultipartFile(req, {
    field: 'image',
    maxBytes: MAX_IMAGE_BYTES,
    tooLargeMessage: IMAGE_TOO_LARGE_MESSAGE,
    missingMessage: NO_IMAGE_MESSAGE,
    oneFileMessage: ONE_IMAGE_MESSAGE,
  });

/** POST /api/admin/upload-certificate: the multipart field `file`, at most 10 MB. */
export const readMultipartCertificate = (req: FastifyRequest) =>
  readMultipartFile(req, {
    field: 'file',
    maxBytes: MAX_CERTIFICATE_BYTES,
    tooLargeMessage: CERTIFICATE_TOO_LARGE_MESSAGE,
    missingMessage: NO_CERTIFICATE_FILE_MESSAGE,
    oneFileMessage: 'Please upload one PDF at a time',
  });

/** POST /api/admin/public-certificates/import: the multipart field `file`, a CSV of at most 2 MB. */
export const readMultipartCsv = (req: FastifyRequest) =>
  readMultipartFile(req, {
    field: 'file',
    maxBytes: MAX_CSV_BYTES,
    tooLargeMessage: 'File too large. A CSV file must be less than 2 MB',
    missingMessage: NO_CSV_FILE_MESSAGE,
    oneFileMessage: 'Please import one CSV file at a time',
  });

/**
 * The raw body of a PUT to an upload address, up to 10 MB. Past that, reading stops and the
 * answer is 413 (the connection then closes, so the rest is never read).
 */
export function readRawImage(req: FastifyRequest): Promise<Uint8Array> {
  refuseDeclaredSize(req, MAX_IMAGE_BYTES, tooLargeImage);
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
          reject(tooLargeImage());
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
