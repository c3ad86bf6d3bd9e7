import { Validator } from '@seriousme/openapi-schema-validator';
import { WEBHOOK_EVENTS } from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import { describe, expect, it } from 'vitest';
import { serverRoutes } from '../sweep-support.js';
import { useTestServer } from '../test-server.js';

// The OpenAPI document describes the REST API as the server answers it: every /api route the server
// registered, and nothing it does not; valid OpenAPI 3.1; each path with its roles, inputs and answers.

type Operation = {
  security?: unknown[];
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { required: boolean; content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const database = testDatabases().at(-1);

describe.runIf(database)('the OpenAPI document', () => {
  const server = useTestServer(database?.create ?? (() => Promise.reject(new Error('no database'))), {
    appUrl: 'https://training.example.bh',
  });

  async function documentOf(): Promise<Document> {
    const answer = await server.app.inject({ url: '/api/openapi.json' });
    expect(answer.statusCode).toBe(200);
    return answer.json() as Document;
  }

  it('is valid OpenAPI 3.1', async () => {
    const document = await documentOf();
    const validator = new Validator();
    const result = await validator.validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('names every /api route the server answers, and only those', async () => {
    const document = await documentOf();
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const registered = serverRoutes(server.app)
      .filter((route) => route.path.startsWith('/api/') && route.method !== 'OPTIONS')
      .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(new Set(documented)).toEqual(new Set(registered));
    expect(documented).toHaveLength(new Set(documented).size);
  });

  it('says who may call each path, what it takes and what it answers', async () => {
    const { paths } = await documentOf();
    const contact = paths['/api/contact']?.post;
    expect(contact?.security).toBeUndefined();
    expect(contact?.requestBody?.required).toBe(true);
    const body = contact?.requestBody?.content['application/json']?.schema;
    expect(body?.required).toEqual(expect.arrayContaining(['name', 'email', 'message']));
    expect(Object.keys(contact?.responses ?? {})).toEqual(expect.arrayContaining(['201', '400', '429']));

    const user = paths['/api/admin/users/{id}/edit']?.put;
    expect(user?.security).toEqual([{ sessionCookie: [] }]);
    expect(paths['/api/admin/schedules']?.get?.security).toEqual([{ sessionCookie: [] }, { bearerKey: [] }]);
    expect(user?.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    );
    expect(user?.requestBody?.content['application/json']?.schema.properties).not.toHaveProperty('id');
    expect(Object.keys(user?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '403', '404']));

    // A console list: the plain array, or one page with ?page=.
    const messages = paths['/api/admin/contact-messages']?.get;
    expect(messages?.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['page', 'pageSize']),
    );
    expect(messages?.responses['200']?.content?.['application/json']?.schema.oneOf).toHaveLength(2);

    const upload = paths['/api/admin/upload-image']?.post;
    expect(upload?.requestBody?.content['multipart/form-data']?.schema.required).toEqual(['image']);
    const pdf = paths['/api/admin/quotations/{id}/download']?.get;
    expect(pdf?.responses['200']?.content).toHaveProperty(['application/octet-stream']);
  });

  it('describes every webhook event: its headers, and its data as the REST answer', async () => {
    const { webhooks } = (await documentOf()) as unknown as { webhooks: Record<string, { post: Operation }> };
    expect(Object.keys(webhooks).sort()).toEqual([...WEBHOOK_EVENTS, 'ping'].sort());
    for (const [type, { post }] of Object.entries(webhooks)) {
      const headers = (post.parameters ?? []).map((each) => `${each.in}:${each.name}`);
      expect(headers, type).toEqual([
        'header:webhook-id',
        'header:webhook-timestamp',
        'header:webhook-signature',
      ]);
      const properties = post.requestBody?.content['application/json']?.schema.properties;
      const data = (properties as Record<string, Record<string, unknown>> | undefined)?.data ?? {};
      expect(Object.keys(data.properties as object), type).toContain('id');
    }
  });

  it('is read at /api/docs as a page with the page’s own CSP', async () => {
    const moved = await server.app.inject({ url: '/api/docs' });
    expect(moved.statusCode).toBe(301);
    const page = await server.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(
      String(page.headers['content-security-policy']),
    )?.[1];
    expect(nonce).toBeTruthy();
    expect(page.body).toContain(`<script nonce="${nonce}" src="js/scalar.js">`);
    expect(page.body).toContain('/api/openapi.json');
    expect(page.body).not.toMatch(/<script(?! nonce)/);
    const script = await server.app.inject({ url: '/api/docs/js/scalar.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=86400');
  });
});
