import { HONEYPOT_FIELD, SESSION_COOKIE } from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { restRoutes } from './rest/routes.js';
import { rawUploadRoutes } from './rest/uploads.js';
import {
  badParams,
  badValues,
  fill,
  type KnownIds,
  plausibleInput,
  procedureOf,
  procedures,
  type ServerRoute,
  serverRoutes,
} from './sweep-support.js';
import { useTestServer } from './test-server.js';
import {
  EVERY_FIELD_ANSWERS,
  EVERY_FIELD_TYPE,
  insertForm,
  insertUser,
  multipart,
  signIn,
  uniqueAddress,
} from './test-support.js';

// Every route the server has and every tRPC procedure, fed malformed input as a visitor and as
// an admin: whatever is sent, the answer is a 4xx with a JSON { message } or a success, never a
// 5xx. Inputs are made from each procedure's own schema, one field spoiled at a time, so a new
// route or field is covered without anyone listing it.

const tableRoutes = [...restRoutes, ...rawUploadRoutes];
const isApi = (route: ServerRoute) => route.path.startsWith('/api/') && route.method !== 'OPTIONS';

/** The request bodies every state-changing route is sent, besides its spoiled fields. */
async function wholeBodies(): Promise<Pick<InjectOptions, 'payload' | 'headers'>[]> {
  const junkFile = await multipart([
    { field: 'file', name: 'x.bin', type: 'application/pdf', bytes: Buffer.from('%PDF-junk') },
  ]);
  return [
    {},
    { payload: 'not json', headers: { 'content-type': 'application/json' } },
    { payload: '{"unterminated": ', headers: { 'content-type': 'application/json' } },
    ...['null', '[]', '"text"', '12', 'true', '{}'].map((payload) => ({
      payload,
      headers: { 'content-type': 'application/json' },
    })),
    { payload: 'a=1&b=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    { payload: 'plain\u0000text', headers: { 'content-type': 'text/plain' } },
    { payload: junkFile.payload, headers: junkFile.headers },
    { payload: `{"x":"${'y'.repeat(2_000_000)}"}`, headers: { 'content-type': 'application/json' } },
    // Nested far past any procedure's input: a walk over it must not overflow the stack.
    {
      payload: `{"x":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
      headers: { 'content-type': 'application/json' },
    },
  ];
}

/** Bodies (or query strings) with one field of the procedure's plausible input spoiled at a time. */
function spoiledInputs(procedure: string | undefined, ids: KnownIds): Record<string, unknown>[] {
  if (!procedure) return Object.values(badValues).map((value) => ({ id: value, query: value }));
  const base = plausibleInput(procedure, ids);
  const fields = Object.keys(base);
  const spoiled = fields.flatMap((field) =>
    Object.values(badValues).map((value) => ({ ...base, [field]: value })),
  );
  const withoutOne = fields.map((field) =>
    Object.fromEntries(fields.filter((f) => f !== field).map((f) => [f, base[f]])),
  );
  return [base, ...spoiled, ...withoutOne];
}

const asQuery = (input: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(input).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );

// On one database: the real server when there is one (where an input could reach a query), else
// the embedded one. Every route's own database behaviour is covered on both by its suite; the
// sweep on both cost five minutes of every run.
const sweepDatabase = testDatabases().at(-1);

describe.each(sweepDatabase ? [sweepDatabase] : [])(
  'malformed input to every route on $name',
  ({ create }) => {
    // A real job queue: the deliveries routes read its table.
    const server = useTestServer(create, { jobQueue: true });
    let ids: KnownIds;
    const callers: { name: string; cookies: Record<string, string> }[] = [{ name: 'visitor', cookies: {} }];

    beforeAll(async () => {
      const admin = await insertUser(server.database.db, { role: 'admin', isMainAdmin: true });
      const client = await insertUser(server.database.db, { role: 'client' });
      const instructor = await insertUser(server.database.db, { role: 'instructor' });
      const course = await server.database.db
        .insertInto('courses')
        .values({ name: 'Sweep Course', code: 'SWEEP-COURSE' })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids = { userId: client.id, participantId: client.id, instructorId: instructor.id, courseId: course.id };
      callers.push({ name: 'admin', cookies: { [SESSION_COOKIE]: await signIn(server.app, admin) } });
    }, 120_000);

    let failures: string[] = [];
    beforeEach(() => {
      failures = [];
    });

    /** An error the caller can read: REST's { message }, tRPC's { error: { message } }, or a batch of them. */
    const readable = (res: LightMyRequestResponse): boolean => {
      try {
        const body = res.json();
        return Array.isArray(body) || typeof (body.message ?? body.error?.message) === 'string';
      } catch {
        return false;
      }
    };

    async function send(label: string, options: InjectOptions): Promise<void> {
      const res = await server.app.inject({
        ...options,
        headers: { 'x-forwarded-for': uniqueAddress(), ...options.headers },
      });
      if (res.statusCode >= 500 || (res.statusCode >= 400 && !readable(res))) {
        failures.push(`${res.statusCode} ${label}: ${res.body.slice(0, 200)}`);
      }
    }

    it('never answers 5xx on a REST path, whatever the address, query or body', async () => {
      const routes = serverRoutes(server.app).filter(isApi);
      expect(routes.length).toBeGreaterThan(50);
      const bodies = await wholeBodies();
      for (const caller of callers) {
        for (const route of routes) {
          // Signing out would end the sweep's own session.
          if (caller.name === 'admin' && route.path === '/api/auth/logout') continue;
          const table = tableRoutes.find(
            (entry) => entry.method === route.method && entry.path === route.path,
          );
          const procedure = table && procedureOf(table);
          const addresses = route.path.includes(':')
            ? badParams.map((param) => fill(route.path, param))
            : [route.path];
          const label = (what: string) => `${caller.name} ${route.method} ${route.path} ${what}`;
          for (const url of addresses)
            await send(label(url), { method: route.method as 'GET', url, cookies: caller.cookies });
          const url = addresses[0] ?? route.path;
          for (const input of spoiledInputs(procedure, ids)) {
            if (route.method === 'GET') {
              await send(label(JSON.stringify(input).slice(0, 80)), {
                method: 'GET',
                url,
                query: asQuery(input),
                cookies: caller.cookies,
              });
            } else {
              await send(label(JSON.stringify(input).slice(0, 80)), {
                method: route.method as 'POST',
                url,
                payload: input,
                cookies: caller.cookies,
              });
            }
          }
          if (route.method === 'GET') continue;
          for (const body of bodies) {
            await send(label(String(body.payload ?? 'no body').slice(0, 40)), {
              method: route.method as 'POST',
              url,
              ...body,
              cookies: caller.cookies,
            });
          }
        }
      }
      expect(failures).toEqual([]);
    }, 600_000);

    it('never answers 5xx on a tRPC procedure, whatever its input', async () => {
      for (const caller of callers) {
        for (const [path, procedure] of Object.entries(procedures)) {
          if (caller.name === 'admin' && path === 'auth.logout') continue;
          const query = procedure._def.type === 'query';
          const url = `/trpc/${path}`;
          const inputs: unknown[] = [...spoiledInputs(path, ids), undefined, null, [], 'text', 12];
          for (const input of inputs) {
            const label = `${caller.name} ${path} ${JSON.stringify(input)?.slice(0, 80)}`;
            if (query) {
              await send(label, {
                method: 'GET',
                url,
                query: input === undefined ? {} : { input: JSON.stringify(input) },
                cookies: caller.cookies,
              });
            } else {
              await send(label, {
                method: 'POST',
                url,
                payload: JSON.stringify(input ?? null),
                headers: { 'content-type': 'application/json' },
                cookies: caller.cookies,
              });
            }
          }
          await send(`${caller.name} ${path} broken input`, {
            method: query ? 'GET' : 'POST',
            url: `${url}?input={broken`,
            cookies: caller.cookies,
          });
          await send(`${caller.name} ${path} broken batch`, {
            method: query ? 'GET' : 'POST',
            url: `${url},${url.slice(6)}?batch=1&input=[1]`,
            cookies: caller.cookies,
          });
        }
      }
      expect(failures).toEqual([]);
    }, 600_000);
    it('never answers 5xx to a real form, whatever its answers, settings or fields', async () => {
      // The sweep above reaches the form paths with addresses no form has; this one a real form's.
      const form = await insertForm(server.database.db);
      const admin = callers.find((caller) => caller.name === 'admin')?.cookies ?? {};
      const submitUrl = `/api/public/forms/${form.slug}/submit`;
      for (const [name, value] of Object.entries(badValues)) {
        for (const field of [...Object.keys(EVERY_FIELD_ANSWERS), HONEYPOT_FIELD]) {
          await send(`submit ${field} = ${name}`, {
            method: 'POST',
            url: submitUrl,
            payload: { ...EVERY_FIELD_ANSWERS, [field]: value },
          });
        }
      }
      for (const body of await wholeBodies()) {
        await send(`submit ${String(body.payload ?? 'no body').slice(0, 40)}`, {
          method: 'POST',
          url: submitUrl,
          ...body,
        });
      }
      const field = {
        fieldType: 'select',
        label: 'Course',
        fieldName: 'course',
        placeholder: 'Pick',
        options: 'A, B',
      };
      const settings = [
        'title',
        'slug',
        'description',
        'isActive',
        'submitButtonText',
        'successMessage',
        'fields',
      ];
      for (const [name, value] of Object.entries(badValues)) {
        const payloads = [
          ...settings.map((key) => ({ [key]: value })),
          ...[...Object.keys(field), 'isRequired'].map((key) => ({ fields: [{ ...field, [key]: value }] })),
          { fields: [field, value] },
        ];
        for (const payload of payloads) {
          const label = `${JSON.stringify(payload).slice(0, 60)} (${name})`;
          await send(`PATCH ${label}`, {
            method: 'PATCH',
            url: `/api/admin/forms/${form.id}`,
            payload,
            cookies: admin,
          });
          await send(`POST ${label}`, {
            method: 'POST',
            url: '/api/admin/forms',
            payload: {
              title: 'Sweep',
              slug: `sweep-${name.replace(/\W/g, '-')}`,
              fields: EVERY_FIELD_TYPE,
              ...payload,
            },
            cookies: admin,
          });
        }
      }
      for (const suffix of ['', '/submissions', '/submissions.csv']) {
        const res = await server.app.inject({ url: `/api/admin/forms/${form.id}${suffix}`, cookies: admin });
        if (res.statusCode !== 200)
          failures.push(`${res.statusCode} GET ${suffix}: ${res.body.slice(0, 200)}`);
      }
      expect(failures).toEqual([]);
    }, 600_000);
  },
);
