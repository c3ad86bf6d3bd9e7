import { appRouter, createContextInner, MAX_BATCH_CALLS } from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import { resolveResponse } from '@trpc/server/http';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestServer } from './test-server.js';
import { planQueries } from './trpc-queries.js';

const input = (value: unknown) => `input=${encodeURIComponent(JSON.stringify(value))}`;

// GET requests as the web app's batch link and outside callers send them: some the short way
// takes (queries), some it leaves to tRPC (a mutation, an unknown path, bad JSON, too big a batch).
const requests = [
  '/trpc/courses.list',
  '/trpc/courses.list?batch=1&input=%7B%7D',
  `/trpc/courses.list,courses.byId,gallery.listPublic?batch=1&${input({ 1: { id: 'no-such-course' } })}`,
  `/trpc/courses.byId?${input({ id: 'no-such-course' })}`,
  `/trpc/courses.byId?batch=1&${input({ 0: { id: 'a\u0001b' } })}`,
  `/trpc/publicCertificates.search?batch=1&${input({ 0: { query: '' } })}`,
  '/trpc/analytics.overview?batch=1&input=%7B%7D',
  '/trpc/courses.list,analytics.overview?batch=1&input=%7B%7D',
  '/trpc/courses.create?batch=1&input=%7B%7D',
  '/trpc/no.such.procedure?batch=1&input=%7B%7D',
  '/trpc/courses.list?batch=1&input=%7B',
  '/trpc/courses.list?batch=1&input=%5B%5D',
  `/trpc/${Array.from({ length: MAX_BATCH_CALLS + 1 }, () => 'courses.list').join(',')}?batch=1&input=%7B%7D`,
];

describe.each(testDatabases())('tRPC GET queries on $name', ({ create }) => {
  const server = useTestServer(create);

  /** What tRPC's own resolveResponse answers to a visitor's GET. */
  async function trpcAnswer(url: string) {
    const response = await resolveResponse({
      router: appRouter,
      maxBatchSize: MAX_BATCH_CALLS,
      req: new Request(`http://localhost:3000${url}`),
      path: decodeURIComponent(url.slice('/trpc/'.length).split('?')[0] ?? ''),
      error: null,
      createContext: async () => createContextInner({ db: server.database.db }),
    });
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      vary: response.headers.get('vary'),
      body: await response.text(),
    };
  }

  it('answers each GET as tRPC itself would, status, headers and bytes', async () => {
    for (const url of requests) {
      const res = await server.app.inject({ url });
      const answer = {
        status: res.statusCode,
        // The short way sends JSON text, which Fastify marks UTF-8; tRPC's own answer says JSON.
        contentType: res.headers['content-type']?.replace('; charset=utf-8', '') ?? null,
        vary: res.headers.vary ?? null,
        body: res.body,
      };
      expect(answer, url).toEqual(await trpcAnswer(url));
    }
  });

  it('answers a batch of queries with a status per call', async () => {
    const res = await server.app.inject({ url: requests[2] ?? '' });
    expect(res.statusCode).toBe(207);
    const [courses, missing, photos] = res.json() as {
      result?: { data: unknown };
      error?: { message: string };
    }[];
    expect(Array.isArray(courses?.result?.data)).toBe(true);
    expect(missing?.error?.message).toBe('Course not found');
    expect(Array.isArray(photos?.result?.data)).toBe(true);
  });
});

describe('which tRPC requests take the short way', () => {
  const plan = (
    url: string,
    { method = 'GET', headers = {} as Record<string, string>, alone = false } = {},
  ) =>
    planQueries({ method, url, headers } as FastifyRequest, url.slice('/trpc/'.length).split('?')[0] ?? '', {
      router: appRouter,
      maxBatchSize: MAX_BATCH_CALLS,
      checkCalls: () => {
        if (alone) throw new Error('travels alone');
      },
    });

  it('takes GET queries, alone or batched, with their inputs', () => {
    expect(plan(requests[0] ?? '')?.calls.map((call) => call.path)).toEqual(['courses.list']);
    const batch = plan(requests[2] ?? '');
    expect(batch?.isBatch).toBe(true);
    expect(batch?.calls.map((call) => [call.path, call.input])).toEqual([
      ['courses.list', undefined],
      ['courses.byId', { id: 'no-such-course' }],
      ['gallery.listPublic', undefined],
    ]);
  });

  it('leaves everything else to tRPC', () => {
    for (const url of requests.slice(8)) expect(plan(url), url).toBeNull();
    expect(plan(requests[0] ?? '', { method: 'POST' })).toBeNull();
    expect(plan(requests[1] ?? '', { headers: { 'trpc-accept': 'application/jsonl' } })).toBeNull();
    expect(plan(requests[1] ?? '', { headers: { 'content-type': 'multipart/form-data' } })).toBeNull();
    expect(plan(requests[1] ?? '', { alone: true })).toBeNull();
  });
});
