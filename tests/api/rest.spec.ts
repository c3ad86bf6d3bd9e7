import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';

const courseFields = [
  'id',
  'code',
  'name',
  'description',
  'whatYouLearn',
  'imageUrl',
  // Beyond the spec: the stored versions of an uploaded image, for the pages' srcset.
  'imageVersions',
  'icon',
  'certificateType',
  // Beyond the spec: the course type certificates and reports read from the course.
  'courseType',
  'trainingPrice',
  'assessmentPrice',
  'duration',
  'isActive',
  'createdAt',
  'updatedAt',
  // Beyond the spec: the Arabic beside the English, null where none was given.
  'nameAr',
  'descriptionAr',
  'whatYouLearnAr',
  'durationAr',
];

test('GET /api/courses lists the active seeded courses', async ({ request }) => {
  const response = await request.get('/api/courses');
  expect(response.status()).toBe(200);
  const courses: Record<string, unknown>[] = await response.json();
  expect(Array.isArray(courses)).toBe(true);
  expect(courses.length).toBeGreaterThanOrEqual(12);
  for (const course of courses) {
    expect(Object.keys(course).sort()).toEqual([...courseFields].sort());
    expect(course.isActive).toBe(true);
    expect(['local', 'rtitb', 'nccco']).toContain(course.certificateType);
    expect(Number.isInteger(course.trainingPrice)).toBe(true);
  }
});

test('GET /api/courses/{id} answers one course, and a JSON 404 for an unknown id', async ({ request }) => {
  const [first] = await (await request.get('/api/courses')).json();
  const found = await request.get(`/api/courses/${first.id}`);
  expect(found.status()).toBe(200);
  expect(await found.json()).toMatchObject({ id: first.id, name: first.name });

  const missing = await request.get(`/api/courses/${randomUUID()}`);
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).toContain('application/json');
  expect(await missing.json()).toEqual({ message: expect.any(String) });
});

test('an unknown /api path answers a JSON 404', async ({ request }) => {
  const response = await request.get('/api/nope');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(await response.json()).toEqual({ message: expect.any(String) });
});

test('the root and other unknown paths get the web app, missing assets a plain 404', async ({ request }) => {
  // An unknown path gets the web app too, as its rendered 404 page (rendered-pages.spec.ts).
  for (const [path, status] of [
    ['/', 200],
    ['/courses', 200],
    ['/nowhere', 404],
  ] as const) {
    const page = await request.get(path);
    expect(page.status(), path).toBe(status);
    expect(page.headers()['content-type'], path).toContain('text/html');
  }

  const asset = await request.get('/assets/missing-file.js');
  expect(asset.status()).toBe(404);
  expect(asset.headers()['content-type'] ?? '').not.toContain('text/html');
});

test('/sw.js is served as JavaScript and /healthz is ok', async ({ request }) => {
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/javascript/);

  const health = await request.get('/healthz');
  expect(health.ok()).toBe(true);
});
