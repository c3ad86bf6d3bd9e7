import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { PageData } from '@tc/contracts';
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
    await registerWebApp(app, webDist, 'http://localhost:3000');
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

  it('sends the page compressed, private and revalidated, at / and for app paths', async () => {
    for (const url of ['/', '/courses', '/course/abc?x=1']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/cookie/i);
    }
    const plain = await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.body).toContain('<title>Training Centre</title>');
  });

  it('keeps the service worker headers on its compressed copy', async () => {
    const res = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('the page with its data written in', () => {
  const page =
    '<!doctype html><html><head><title>Training Centre</title></head><body><div id="root"></div></body></html>';
  const hostile = '</script><script>alert(1)</script>\u2028';
  const data: PageData = {
    language: 'en',
    me: null,
    websiteContent: { heroTitle: hostile } as PageData['websiteContent'],
    courses: [],
  };
  let webDist: string;

  beforeAll(() => {
    webDist = mkdtempSync(join(tmpdir(), 'tc-web-page-'));
    writeFileSync(join(webDist, 'index.html'), page);
  });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  async function serve(readPageData: () => Promise<PageData>) {
    const app = Fastify();
    await registerWebApp(app, webDist, 'http://localhost:3000', async () => ({ data: await readPageData() }));
    const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    await app.close();
    return res;
  }

  it('writes the data as a JSON script in the head that no text can break out of', async () => {
    const res = await serve(async () => data);
    const script = res.body.match(
      /<script nonce="[^"]+" id="page-data" type="application\/json">(.*?)<\/script>\s*<\/head>/s,
    );
    expect(script).not.toBeNull();
    expect(res.body).not.toContain('<script>alert(1)');
    expect(JSON.parse(script?.[1] ?? '')).toEqual(data);
  });

  it('writes the page’s language and direction into <html>, and the loading text in it', async () => {
    const bootPage =
      '<!doctype html><html lang="en" dir="ltr"><head></head><body><div class="boot">\n Loading...\n</div></body></html>';
    writeFileSync(join(webDist, 'index.html'), bootPage);
    try {
      const arabic = await serve(async () => ({ ...data, language: 'ar' }));
      expect(arabic.body).toContain('<html lang="ar" dir="rtl" data-mantine-color-scheme="light">');
      expect(arabic.body).toContain('جارٍ التحميل...');
      expect(arabic.body).not.toContain('Loading...');
      expect(arabic.headers.vary).toMatch(/accept-language/i);
      const english = await serve(async () => data);
      expect(english.body).toContain('<html lang="en" dir="ltr" data-mantine-color-scheme="light">');
      expect(english.body).toContain('Loading...');
    } finally {
      writeFileSync(join(webDist, 'index.html'), page);
    }
  });

  it('still sends the page, without data, when the data cannot be read', async () => {
    const res = await serve(async () => {
      throw new Error('database down');
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      page.replace('<html>', '<html lang="en" dir="ltr" data-mantine-color-scheme="light">'),
    );
  });

  it('gives each page a nonce of its own, on its inline tags and in its Content-Security-Policy', async () => {
    const noncePage = `<!doctype html><html><head><style>.boot{}</style><script type="module" src="/assets/app.js"></script></head><body></body></html>`;
    writeFileSync(join(webDist, 'index.html'), noncePage);
    try {
      const [first, second] = [await serve(async () => data), await serve(async () => data)];
      const nonceOf = (body: string) =>
        [...body.matchAll(/<(?:script|style) nonce="([^"]+)"/g)].map((m) => m[1]);
      const nonces = nonceOf(first.body);
      expect(nonces).toHaveLength(3);
      expect(new Set(nonces).size).toBe(1);
      expect(nonces[0]).not.toBe(nonceOf(second.body)[0]);
      const policy = String(first.headers['content-security-policy']);
      expect(policy).toContain(`script-src 'self' 'nonce-${nonces[0]}'`);
      expect(policy).toContain(`style-src 'self' 'nonce-${nonces[0]}'`);
      expect(policy).toContain("frame-ancestors 'none'");
      // Scripts and style elements need the nonce; only style attributes (a rendered page's) do not.
      expect(policy.split('; ').filter((directive) => directive.includes("'unsafe-"))).toEqual([
        "style-src-attr 'unsafe-inline'",
      ]);
      // The hostile text of the data stays data: no tag of it gets the nonce.
      expect(first.body).not.toContain('<script>alert(1)');
    } finally {
      writeFileSync(join(webDist, 'index.html'), page);
    }
  });

  it('is never stored when it carries a signed-in user', async () => {
    const user = { id: 'u' } as unknown as PageData['me'];
    expect((await serve(async () => ({ ...data, me: user }))).headers['cache-control']).toBe(
      'private, no-store',
    );
    expect((await serve(async () => data)).headers['cache-control']).toBe('private, no-cache');
  });
});
