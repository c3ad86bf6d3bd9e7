import { inputSchemaOf, outputSchemaOf, rolesOf, SESSION_COOKIE, scopeFor } from '@tc/contracts';
import type { AnyProcedure } from '@trpc/server';
import { z } from 'zod';
import type { RestRoute } from './adapter.js';
import { webhookOperations } from './openapi-webhooks.js';
import { procedureAt, procedureOf } from './route-procedures.js';

/*
 * The OpenAPI 3.1 document of the REST API (GET /api/openapi.json), made from the route table and
 * the procedures' own zod schemas (zod 4's JSON Schema output): nothing about a path is written
 * twice, so the document cannot drift from what the server answers.
 */

type Schema = Record<string, unknown>;
type Operation = Record<string, unknown>;

const ERROR_ANSWER = {
  description: 'Refused: the message says why, in the caller’s language',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

/** Statuses every caller may meet, besides the route's own. */
const REFUSALS: Record<string, string> = {
  '400': 'Bad input: the message names the field',
  '401': 'Not signed in',
  '403': 'Signed in without the role, or from another site',
  '404': 'No such thing',
  '429': 'Too many requests: the message says when to try again',
};

/** A zod schema as JSON Schema (2020-12, what OpenAPI 3.1 takes), for a request or an answer. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Schema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Schema;
  return json;
}

/** /api/admin/users/:id as OpenAPI writes it, and the names of its parameters. */
function pathOf(route: RestRoute): { path: string; params: string[] } {
  const params: string[] = [];
  const path = route.path.replace(/:(\w+)/g, (_all, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path, params };
}

/** The input's properties, without those the address gives. */
function withoutParams(schema: Schema, params: string[]): Schema {
  const properties = { ...(schema.properties as Record<string, Schema> | undefined) };
  for (const param of params) delete properties[param];
  const required = (schema.required as string[] | undefined)?.filter((name) => !params.includes(name));
  return { ...schema, properties, ...(required && { required }) };
}

/** The query parameters of a read: each property of its input the address does not give. */
function queryParameters(input: Schema | undefined, params: string[]): Schema[] {
  if (!input?.properties) return [];
  const required = new Set((input.required as string[] | undefined) ?? []);
  return Object.entries(input.properties as Record<string, Schema>)
    .filter(([name]) => !params.includes(name))
    .map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }));
}

/** The procedure answering a console list's pages (`x.page` beside `x.list`), if the route has one. */
function pageProcedure(route: RestRoute, called: string | undefined): AnyProcedure | undefined {
  if (route.method !== 'GET' || !called?.endsWith('.list')) return undefined;
  return procedureAt(`${called.slice(0, -'.list'.length)}.page`);
}

/** `GET /api/admin/users/{id}` as `getAdminUsersById`. */
function operationId(method: string, path: string): string {
  const words = path
    .replace(/\{(\w+)\}/g, 'by-$1')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]?.toUpperCase() + word.slice(1))].join('');
}

function successAnswer(
  route: RestRoute,
  procedure: AnyProcedure | undefined,
  page: AnyProcedure | undefined,
) {
  if (route.answers === 'file') {
    return {
      description: 'A file (a PDF, a CSV, an image, a calendar): its type in Content-Type',
      content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: '*/*' } } },
    };
  }
  const output = procedure && outputSchemaOf(procedure);
  const pageOutput = page && outputSchemaOf(page);
  const schema = output && jsonSchema(output, 'output');
  if (!schema) return { description: 'Done', content: { 'application/json': { schema: {} } } };
  const answer = pageOutput ? { oneOf: [schema, jsonSchema(pageOutput, 'output')] } : schema;
  const description = pageOutput
    ? 'The whole list; with ?page= or ?pageSize=, one page of it ({ items, total, page, pageSize })'
    : 'Done';
  return { description, content: { 'application/json': { schema: answer } } };
}

function requestBody(route: RestRoute, input: Schema | undefined, params: string[]) {
  if (route.file?.field) {
    const file = { type: 'string', contentMediaType: 'application/octet-stream' };
    const schema = { type: 'object', properties: { [route.file.field]: file }, required: [route.file.field] };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  if (route.file) {
    return { required: true, content: { 'application/octet-stream': { schema: { type: 'string' } } } };
  }
  if (!route.body) return undefined;
  const schema = input ? withoutParams(input, params) : { type: 'object' };
  return { required: route.body === 'required', content: { 'application/json': { schema } } };
}

function operationOf(route: RestRoute): Operation {
  const called = procedureOf(route);
  const procedure = procedureAt(called);
  const page = pageProcedure(route, called);
  const { path, params } = pathOf(route);
  const declared = procedure && inputSchemaOf(procedure);
  const input = declared && jsonSchema(declared, 'input');
  const roles = route.file?.roles ?? (procedure ? rolesOf(procedure) : 'anyone');
  const pageInput = page && inputSchemaOf(page);
  const query = route.body || route.file ? [] : queryParameters(input, params);
  const pageQuery = pageInput ? queryParameters(jsonSchema(pageInput, 'input'), params) : [];
  const parameters = [
    ...params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ...query,
    ...pageQuery.filter((param) => !query.some((known) => known.name === param.name)),
  ];
  const body = requestBody(route, input, params);
  const refusals = Object.entries(REFUSALS).filter(([status]) => roles !== 'anyone' || status !== '401');
  const answers = route.answers === 'file' ? 200 : (route.status ?? 200);
  const scope = scopeFor(route.method, route.path);
  return {
    operationId: operationId(route.method, path),
    tags: [tagOf(path)],
    ...(called && { summary: called }),
    description: [
      roles === 'anyone'
        ? 'Open to anyone.'
        : `For a signed-in ${roles.join(', ')}. Without a session: 401; another role: 403.`,
      ...(scope ? [`Or with an API key that has the ${scope} scope.`] : []),
    ].join(' '),
    ...(roles !== 'anyone' && {
      security: [{ sessionCookie: [] }, ...(scope ? [{ bearerKey: [] }] : [])],
    }),
    ...(parameters.length > 0 && { parameters }),
    ...(body && { requestBody: body }),
    responses: {
      [String(answers)]: successAnswer(route, procedure, page),
      ...Object.fromEntries(
        refusals.map(([status, description]) => [status, { ...ERROR_ANSWER, description }]),
      ),
    },
  };
}

/** The domain a path belongs to: `/api/admin/users/{id}` is `users`. */
function tagOf(path: string): string {
  const [first = 'api', second] = path.replace(/^\/api\//, '').split('/');
  return ['admin', 'client', 'instructor', 'public'].includes(first) && second ? second : first;
}

/** This document's own path, and the reference page that shows it. */
export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/** A GET of this reference itself: what it answers, of which type. */
const reference = (operationId: string, description: string, status: string, type?: string) => ({
  get: {
    operationId,
    tags: ['reference'],
    description,
    responses: {
      [status]: { description, ...(type && { content: { [type]: { schema: { type: 'string' } } } }) },
    },
  },
});

const selfDescribed = {
  [OPENAPI_PATH]: reference('getOpenapiJson', 'This document (OpenAPI 3.1).', '200', 'application/json'),
  [API_DOCS_PATH]: reference('getApiDocs', 'Moved to the reference page, /api/docs/.', '301'),
  [`${API_DOCS_PATH}/`]: reference('getApiDocsPage', 'This document as a page to read.', '200', 'text/html'),
  [`${API_DOCS_PATH}/js/scalar.js`]: reference(
    'getApiDocsScript',
    'The reference page’s script.',
    '200',
    'application/javascript',
  ),
};

/** The OpenAPI 3.1 document of `routes` (their /api paths), served from `appUrl`. */
export function openApiDocument(routes: RestRoute[], appUrl: string) {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const route of routes.filter((each) => each.path.startsWith('/api/'))) {
    const { path } = pathOf(route);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route) };
  }
  Object.assign(paths, selfDescribed);
  return {
    openapi: '3.1.1',
    info: {
      title: 'Training Centre API',
      version: '1.0.0',
      description:
        'The REST API of the training centre: the same procedures the web app calls. Money is in Bahraini dinars (BHD); dates are Bahrain dates (YYYY-MM-DD).',
    },
    servers: [{ url: appUrl }],
    paths,
    webhooks: webhookOperations(),
    components: {
      schemas: {
        Error: {
          type: 'object',
          properties: { message: { type: 'string' } },
          required: ['message'],
        },
      },
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The session of POST /api/auth/login (HttpOnly cookie).',
        },
        bearerKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An API key (tc_…) an admin made in the console, sent as Authorization: Bearer <key>. It acts as that admin on the paths its scopes cover (403 elsewhere, 401 once revoked or expired), 600 calls a minute (429 past them). No cookie is needed.',
        },
      },
    },
  };
}
