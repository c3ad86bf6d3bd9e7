import { SESSION_COOKIE } from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { badParams, fill, pagePaths, serverRoutes } from './sweep-support.js';
import { useTestServer } from './test-server.js';
import { insertUser, multipart, PNG_BYTES, signIn, uniqueAddress } from './test-support.js';

// Everything the server answers besides the API's own inputs (input-sweep.test.ts): the pages,
// /uploads, /sw.js, /ws, /healthz, /trpc and the web app's files, at odd addresses (very long
// segments, NULs, percent-encoded junk, dot segments) with every method: never a 5xx.

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'QUERY', 'PROPFIND'];

/** Path segments no route expects, besides the parameter values of badParams. */
const oddSegments = [
  '',
  '.',
  '..',
  '%',
  '%%',
  '%zz',
  '%00',
  '%C0%AE%C0%AE',
  '%ED%A0%80',
  '%FF%FE',
  '%2e%2e%5c%2e%2e%5cwindows',
  '\u00e9t\u00e9',
  'x'.repeat(5_000),
  'x/'.repeat(2_000),
  `images/${'a'.repeat(252)}.png`,
  'a.b.c.d.e',
  'index.html',
  'sw.js',
];

/** Every address to try: each page and route with its parameters spoiled, and odd paths under each. */
function addresses(routePaths: string[]): string[] {
  const values = [...badParams, ...oddSegments];
  const roots = [...new Set([...pagePaths(), ...routePaths, '/sw.js', '/assets/app-1234.js', '/uploads'])];
  const filled = roots.flatMap((path) =>
    /[:*]/.test(path) ? values.map((value) => fill(path, value)) : [path],
  );
  const under = roots
    .filter((path) => !/[:*]/.test(path))
    .flatMap((path) => oddSegments.map((segment) => `${path.replace(/\/$/, '')}/${segment}`));
  const queries = ['?input=%', '?batch=1&input=[', `?q=${'%00'.repeat(1_000)}`, '?a=1&a=2&a[b]=3'].map(
    (query) => `/courses${query}`,
  );
  return [...new Set([...filled, ...under, ...queries, '//', '/./courses', '/\\..\\..\\etc\\passwd'])];
}

describe.each(testDatabases())('every address that is not an API input, on $name', ({ create }) => {
  const server = useTestServer(create);
  const callers: { name: string; cookies: Record<string, string> }[] = [{ name: 'visitor', cookies: {} }];

  beforeAll(async () => {
    const admin = await insertUser(server.database.db, { role: 'admin' });
    callers.push({ name: 'admin', cookies: { [SESSION_COOKIE]: await signIn(server.app, admin) } });
    // A stored image, so the images folder exists, as on a server in use: a name the file system
    // refuses as too long then fails there rather than as a missing folder.
    const image = await multipart([{ field: 'image', name: 'a.png', type: 'image/png', bytes: PNG_BYTES }]);
    const stored = await server.app.inject({
      method: 'POST',
      url: '/api/admin/upload-image',
      ...image,
      cookies: callers[1]?.cookies,
    });
    expect(stored.statusCode).toBe(200);
  });

  it('finds the pages and the routes outside /api', () => {
    expect(pagePaths()).toEqual(
      expect.arrayContaining(['/', '/courses', '/course/:courseId', '/verify/:code']),
    );
    const paths = serverRoutes(server.app).map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/uploads/public/*', '/ws', '/healthz', '/readyz', '/trpc/:path', '/sw.js']),
    );
  });

  it('never answers 5xx, whatever the address, method or body', async () => {
    const paths = serverRoutes(server.app)
      .map((route) => route.path)
      .filter((path) => !path.startsWith('/api/'));
    // Each file of the built web app has a route (web-app.ts): one of its assets stands for them all.
    const builtFile = (path: string) => /^\/(?!uploads\/)[^:*]*\.\w+$/.test(path);
    const routePaths = [
      ...paths.filter((path) => !builtFile(path)),
      ...paths.filter((path) => builtFile(path) && path.startsWith('/assets/')).slice(0, 1),
    ];
    const junk = await multipart([
      { field: 'file', name: 'x.bin', type: 'text/html', bytes: Buffer.from('<b>') },
    ]);
    const bodies: Pick<InjectOptions, 'payload' | 'headers'>[] = [
      {},
      { payload: '{"unterminated": ', headers: { 'content-type': 'application/json' } },
      { payload: junk.payload, headers: junk.headers },
    ];
    const failures: string[] = [];
    for (const caller of callers) {
      for (const url of addresses(routePaths)) {
        for (const method of METHODS) {
          for (const body of method === 'GET' || method === 'HEAD' ? [{}] : bodies) {
            const res = await server.app.inject({
              method: method as 'GET',
              url,
              ...body,
              headers: { 'x-forwarded-for': uniqueAddress(), ...body.headers },
              cookies: caller.cookies,
            });
            if (res.statusCode >= 500) {
              failures.push(
                `${res.statusCode} ${caller.name} ${method} ${url.slice(0, 80)}: ${res.body.slice(0, 120)}`,
              );
            }
          }
        }
      }
      // An upgrade /ws cannot make through inject, with the headers a browser sends.
      for (const key of ['', 'junk', 'dGhlIHNhbXBsZSBub25jZQ==']) {
        const res = await server.app.inject({
          url: '/ws',
          headers: {
            connection: 'Upgrade',
            upgrade: 'websocket',
            'sec-websocket-version': '13',
            'sec-websocket-key': key,
          },
          cookies: caller.cookies,
        });
        if (res.statusCode >= 500) failures.push(`${res.statusCode} ${caller.name} /ws upgrade ${key}`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
