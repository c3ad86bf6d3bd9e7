import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app.js';

/** A build as Vite writes it: files with their .br and .gz copies (the small sw.js has only .gz). */
function builtWebApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tc-web-compressed-'));
  mkdirSync(join(dir, 'assets'));
  const files = {
    'index.html': '<!doctype html><title>Training Centre</title><div id="root"></div>'.repeat(20),
    'assets/app-1234.js': 'console.log("the app");\n'.repeat(100),
  };
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(dir, name), content);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(content));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(content));
  }
  const serviceWorker = 'self.addEventListener("install", () => self.skipWaiting());';
  writeFileSync(join(dir, 'sw.js'), serviceWorker);
  writeFileSync(join(dir, 'sw.js.gz'), gzipSync(serviceWorker));
  return dir;
}

describe('the web app with precompressed files', () => {
  let app: FastifyInstance;
  let webDist: string;

  beforeAll(async () => {
    webDist = builtWebApp();
    app = Fastify();
    await registerWebApp(app, webDist);
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('sends the Brotli copy of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const res = await app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(300);
  });

  it('sends gzip where Brotli is not accepted, and the plain file where nothing is', async () => {
    const gzip = await app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log("the app");');
  });

  it('sends index.html compressed and never cached for long, at / and for app paths', async () => {
    for (const url of ['/', '/courses']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const home = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(home.headers['content-encoding']).toBe('br');
  });

  it('keeps the service worker headers on its compressed copy', async () => {
    const res = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
