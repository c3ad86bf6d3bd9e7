import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { testDatabases } from '@tc/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './test-server.js';
import { insertCourse } from './test-support.js';

describe.each(testDatabases())('compressed answers on $name', ({ create }) => {
  const server = useTestServer(create);

  beforeAll(async () => {
    // A catalogue well over 1 KB of JSON.
    for (let index = 0; index < 8; index += 1) await insertCourse(server.database.db);
    // Files of types that are compressed already, as a route would stream or send them.
    server.app.get('/test-files/photo.png', (_req, reply) =>
      reply.type('image/png').send(Buffer.alloc(8192, 1)),
    );
    server.app.get('/test-files/report.pdf', (_req, reply) =>
      reply.type('application/pdf').send(Buffer.alloc(8192, 1)),
    );
  });

  it('compresses a JSON answer over 1 KB as the browser accepts, and keeps its headers', async () => {
    const plain = await server.app.inject({ url: '/api/courses' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await server.app.inject({
      url: '/api/courses',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    // A public read: revalidated with its ETag (rest/public-cache.test.ts), kept through compression.
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(br.headers['content-security-policy']).toBeDefined();
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await server.app.inject({
      url: '/trpc/courses.list',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual({ result: { data: plain.json() } });
  });

  it('sends an answer under 1 KB as it is', async () => {
    const res = await server.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('sends a page compressed once, with its own nonce in its policy', async () => {
    const res = await server.app.inject({ url: '/courses', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-security-policy']).toMatch(/'nonce-[^']+'/);
    expect(gunzipSync(res.rawPayload).toString()).toContain('<div id="root">');
  });

  it('never compresses images or PDFs again', async () => {
    for (const url of ['/test-files/photo.png', '/test-files/report.pdf']) {
      const res = await server.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(res.rawPayload.length, url).toBe(8192);
    }
  });
});
