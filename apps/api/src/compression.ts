import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli's quality for answers made per request (API answers and pages): 3 costs about 60% of
 * quality 4's CPU and 40% of 5's for 1-5% more bytes (docs/benchmarks.md, Compression).
 */
export const BROTLI_QUALITY = 3;

/** The largest answer compressed in one call on the event loop (about 1 ms of Brotli at most). */
const SYNC_COMPRESSION_MAX_BYTES = 64 * 1024;

/** What is compressed: JSON and text (pages, CSV, calendars); never images, PDFs or archives, which are compressed already. */
const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]+\+)?json(?:;|$))/;

/**
 * Answers over 1 KB of JSON or text, Brotli at BROTLI_QUALITY or gzip, as the browser accepts; the built web app's own .br/.gz
 * copies and anything already encoded are sent as they are. Headers set before (no-store, the
 * page's CSP with its nonce) stay. Register before the routes: it hooks each route as it is made.
 * Request bodies are not decompressed: nothing posts compressed, and a small gzip can inflate to
 * far more than the body limit says.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    globalDecompression: false,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    // Answers up to 64 KB (the catalogue, a console page of 50) are compressed in one call, not
    // through a zlib stream on the threadpool: the stream costs about 3x the CPU at these sizes
    // (docs/benchmarks.md, Compression), and the database shares this machine's cores.
    syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
  });
}
