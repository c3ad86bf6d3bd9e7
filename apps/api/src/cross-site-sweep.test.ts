import { SESSION_COOKIE } from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE_MESSAGE } from './cross-site-requests.js';
import { fill, procedures, serverRoutes } from './sweep-support.js';
import { useTestServer } from './test-server.js';
import { insertUser, multipart, signIn } from './test-support.js';

// Every state-changing route the server has (REST, uploads, every tRPC mutation), sent by a
// browser from another site with a valid session cookie, in every body type a page can post:
// refused with 403 before anything runs. The same request from the app's own origin is not.

const APP_URL = 'https://training.example.bh';
const STATE_CHANGING = ['POST', 'PUT', 'PATCH', 'DELETE'];

async function bodiesAPageCanSend(): Promise<Pick<InjectOptions, 'payload' | 'headers'>[]> {
  const form = await multipart([
    { field: 'file', name: 'forged.csv', type: 'text/csv', bytes: Buffer.from('a,b') },
  ]);
  return [
    { payload: '{"name":"forged"}', headers: { 'content-type': 'application/json' } },
    { payload: form.payload, headers: form.headers },
    { payload: 'name=forged', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    { payload: '{"name":"forged"}', headers: { 'content-type': 'text/plain' } },
    {},
  ];
}

const fromElsewhere: Record<string, string>[] = [
  { origin: 'https://attacker.example' },
  { origin: 'null' },
  { 'sec-fetch-site': 'cross-site' },
];

describe.each(testDatabases())('cross-site requests to every state-changing route on $name', ({ create }) => {
  const server = useTestServer(create, { appUrl: APP_URL });
  let cookies: Record<string, string>;

  beforeAll(async () => {
    cookies = {
      [SESSION_COOKIE]: await signIn(server.app, await insertUser(server.database.db, { role: 'admin' })),
    };
  });

  /** Every state-changing address: REST routes as registered, and /trpc/<path> for each mutation. */
  function targets(): { method: string; url: string }[] {
    const rest = serverRoutes(server.app)
      .filter((route) => STATE_CHANGING.includes(route.method) && !route.path.startsWith('/trpc/'))
      .map((route) => ({
        method: route.method,
        url: fill(route.path, '00000000-0000-4000-8000-000000000000'),
      }));
    const trpc = Object.entries(procedures)
      .filter(([, procedure]) => procedure._def.type === 'mutation')
      .map(([path]) => ({ method: 'POST', url: `/trpc/${path}` }));
    return [...rest, ...trpc];
  }

  it('refuses each one with 403, for every body type, and runs nothing', async () => {
    const all = targets();
    expect(all.length).toBeGreaterThan(60);
    const bodies = await bodiesAPageCanSend();
    const letThrough: string[] = [];
    for (const { method, url } of all) {
      for (const headers of fromElsewhere) {
        for (const body of bodies) {
          const res = await server.app.inject({
            method: method as 'POST',
            url,
            cookies,
            ...body,
            headers: { ...body.headers, ...headers },
          });
          if (res.statusCode !== 403 || res.json().message !== CROSS_SITE_MESSAGE) {
            letThrough.push(
              `${res.statusCode} ${method} ${url} ${JSON.stringify(headers)} ${body.headers?.['content-type'] ?? 'no body'}`,
            );
          }
        }
      }
    }
    expect(letThrough).toEqual([]);
    // The session is still there: the forged sign-out did not run.
    expect((await server.app.inject({ url: '/api/auth/me', cookies })).statusCode).toBe(200);
  });

  it('lets the same requests through from the app’s own origin', async () => {
    const refused: string[] = [];
    for (const { method, url } of targets()) {
      if (url === '/api/auth/logout' || url === '/trpc/auth.logout') continue;
      const res = await server.app.inject({
        method: method as 'POST',
        url,
        cookies,
        payload: '{}',
        headers: { 'content-type': 'application/json', origin: APP_URL, 'sec-fetch-site': 'same-origin' },
      });
      if (res.statusCode === 403 && res.body.includes(CROSS_SITE_MESSAGE)) refused.push(`${method} ${url}`);
    }
    expect(refused).toEqual([]);
  });
});
