// Helpers for the malformed-input and cross-site sweeps (not part of the build): every route the
// server has, the procedure behind it, and inputs made from that procedure's own schema.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { appRouter, inputSchemaOf } from '@tc/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

export { procedureOf } from './rest/route-procedures.js';

export interface ServerRoute {
  method: string;
  /** As registered: '/api/admin/users/:id'. */
  path: string;
}

/**
 * Every route the server registered, read from Fastify's own route tree (printRoutes), so a new
 * route is swept without anyone listing it. The tree shares common prefixes, so a route's path is
 * its line joined to its parents' (the flat listing drops wildcards under a shared prefix, such as
 * /uploads/*). HEAD (Fastify adds it to every GET) is left out.
 */
export function serverRoutes(app: FastifyInstance): ServerRoute[] {
  const routes: ServerRoute[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, -]+)\))?$/.exec(line);
    if (!match?.[2]) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (depth === 0 ? '' : (prefixes[depth - 1] ?? '')) + match[2];
    prefixes[depth] = path;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, path });
    }
  }
  return routes;
}

type Procedure = { _def: { type: 'query' | 'mutation' | 'subscription'; inputs: unknown[] } };
export const procedures = (appRouter as unknown as { _def: { procedures: Record<string, Procedure> } })._def
  .procedures;

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** Ids of real rows, for fields that name one (so a request gets past "not found" to its other fields). */
export type KnownIds = Record<string, string>;

/**
 * A plausible value for each field of a procedure's input, from its schema (types, formats,
 * enums, minimums) and, where the schema cannot say (a refinement), from the field's name.
 */
export function plausibleInput(procedure: string, ids: KnownIds): Record<string, unknown> {
  const declared = procedures[procedure];
  const schema = declared && inputSchemaOf(declared);
  if (!schema) return {};
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const value = plausible(json, '', ids);
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function plausible(schema: JsonSchema, key: string, ids: KnownIds): unknown {
  if (ids[key]) return ids[key];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const option = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (option) return plausible(option, key, ids);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([name, field]) => [name, plausible(field, name, ids)]),
    );
  }
  if (type === 'array')
    return Array.from({ length: schema.minItems ?? 0 }, () => plausible(schema.items ?? {}, key, ids));
  if (type === 'number' || type === 'integer') return Math.max(schema.minimum ?? 1, 1);
  if (type === 'boolean') return true;
  return plausibleText(schema, key);
}

function plausibleText(schema: JsonSchema, key: string): string {
  if (schema.format === 'email' || /email/i.test(key)) return 'sweep@example.test';
  if (schema.format === 'uuid' || /Id$/.test(key) || key === 'id') return randomUUID();
  if (/birth/i.test(key)) return '1990-01-15';
  if (schema.format === 'date' || /date$/i.test(key)) return '2027-03-01';
  if (schema.format === 'date-time') return '2027-03-01T08:00:00+03:00';
  if (/time$/i.test(key)) return '08:00';
  if (/password/i.test(key)) return 'Sweep-password-1';
  return 'Sweep value'.padEnd(schema.minLength ?? 0, 'x');
}

/** Values no field should turn into a 500: wrong types, nulls, huge, control characters, impossible dates, odd ids. */
export const badValues: Record<string, unknown> = {
  null: null,
  number: 12345,
  negative: -1,
  huge: 1e308,
  boolean: true,
  object: { nested: { deeper: 'x' } },
  array: ['x', 1, null],
  empty: '',
  megabyte: 'x'.repeat(1_000_000),
  nul: 'a\u0000b',
  escape: '\u001b[31mred',
  'year 0000': '0000-01-01',
  '30 February': '2024-02-30',
  'year 9999': '9999-12-31',
  'unknown id': '00000000-0000-4000-8000-000000000000',
  'malformed id': 'not-an-id',
  'sql-ish': "' OR 1=1 --",
  'long number': '9'.repeat(400),
};

/** Values for an address's parameters (:id, :code, :token, :file, *). */
export const badParams = [
  randomUUID(),
  'not-an-id',
  '%00',
  'a%00b',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(400),
  '0000-01-01',
  '%E2%80%AE',
  'qr.png',
];

/** The route's address with each parameter replaced by a value. */
export function fill(path: string, value: string): string {
  return path.replace(/:[A-Za-z]+/g, value).replace(/\*$/, value);
}

/**
 * The web app's pages ('/', '/courses', '/course/:courseId', ...), read from its route table, so
 * a new page is swept without anyone listing it (the server answers them through its fallback,
 * not as routes of their own).
 */
export function pagePaths(): string[] {
  const table = readFileSync(new URL('../../web/src/app/router.tsx', import.meta.url), 'utf8');
  const paths = [...table.matchAll(/\bpath: '([^']+)'/g)].map((match) => `/${match[1]}`);
  return ['/', ...paths.filter((path) => path !== '/*')];
}
