import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** What is compressed: JSON and text (pages, CSV, calendars); never images, PDFs or archives, which are compressed already. */
const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]+\+)?json(?:;|$))/;

/**
 * Answers over 1 KB of JSON or text, Brotli (quality 4: the quality-11 default costs ten times
 * the CPU for a few per cent) or gzip, as the browser accepts; the built web app's own .br/.gz
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
  });
}
