import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signedInAdmin } from './admin-session.ts';

/** A real 1x1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const imagesFolder = () => join(process.env.E2E_DATA_DIR ?? '', 'uploads', 'public', 'images');

/** The images the server keeps in DATA_DIR/uploads/public/images. */
function storedImages(): string[] {
  try {
    return readdirSync(imagesFolder()).sort();
  } catch {
    return [];
  }
}

test('an admin uploads a course image, which is served with its type and long-lived caching', async ({
  playwright,
  baseURL,
  request,
}) => {
  const anonymous = await request.post('/api/admin/upload-image', {
    multipart: { image: { name: 'crane.png', mimeType: 'image/png', buffer: png } },
  });
  expect(anonymous.status()).toBe(401);

  const adminRequest = await signedInAdmin(() => playwright.request.newContext({ baseURL }));
  const before = storedImages();
  const notImage = await adminRequest.post('/api/admin/upload-image', {
    multipart: { image: { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('plain text') } },
  });
  expect(notImage.status()).toBe(415);
  expect(await notImage.json()).toEqual({ message: 'Invalid file type. Please select an image file' });
  expect(storedImages()).toEqual(before);

  const uploaded = await adminRequest.post('/api/admin/upload-image', {
    multipart: { image: { name: 'crane.png', mimeType: 'image/png', buffer: png } },
  });
  expect(uploaded.status()).toBe(200);
  const { imageUrl } = await uploaded.json();
  expect(imageUrl).toMatch(/^\/uploads\/public\/images\/[0-9a-f-]{36}\.png$/);
  expect(storedImages()).toHaveLength(before.length + 1);

  const served = await request.get(imageUrl);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // What is served is the server's re-encoding of the picture, as kept on its disk.
  const storedFile = readFileSync(join(imagesFolder(), imageUrl.split('/').pop()));
  expect((await served.body()).equals(storedFile)).toBe(true);

  // The image on a new course; removing it from the course deletes the file.
  const created = await adminRequest.post('/api/admin/courses', {
    data: { name: 'Black Box Crane Course', imageUrl, trainingPrice: 250 },
  });
  expect(created.status()).toBe(201);
  const course = await created.json();
  expect(course).toMatchObject({
    code: 'BLACK-BOX-CRANE-COURSE',
    imageUrl,
    trainingPrice: 250,
    assessmentPrice: 70,
  });
  const cleared = await adminRequest.put(`/api/admin/courses/${course.id}`, { data: { imageUrl: null } });
  expect((await cleared.json()).imageUrl).toBeNull();
  expect(storedImages()).toEqual(before);
  expect((await request.get(imageUrl)).status()).toBe(404);
  expect((await adminRequest.delete(`/api/admin/courses/${course.id}`)).status()).toBe(200);
  await adminRequest.dispose();
});

/**
 * Sends a request's headers and none of its body, and answers the reply. The server refuses a body
 * that declares itself too large before reading it, and closes the connection: a client still
 * writing 11 MB would see the connection reset (EPIPE) instead of the answer, depending on timing.
 */
function headersOnly(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body });
        request.destroy();
      });
    });
    request.on('error', reject);
    request.flushHeaders();
  });
}

test('an image over 10 MB is refused with 413 before it is read, and nothing is kept', async ({
  playwright,
  baseURL,
}) => {
  const adminRequest = await signedInAdmin(() => playwright.request.newContext({ baseURL }));
  const session = (await adminRequest.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const before = storedImages();
  const res = await headersOnly(`${baseURL}/api/admin/upload-image`, {
    cookie: session,
    'content-type': 'multipart/form-data; boundary=----huge',
    'content-length': String(11 * 1024 * 1024),
  });
  expect(res.status).toBe(413);
  expect(JSON.parse(res.body)).toEqual({ message: 'File too large. File size must be less than 10.0MB' });
  expect(storedImages()).toEqual(before);
  await adminRequest.dispose();
});

test('a gallery photo from a single-use upload address; deleting it deletes its file', async ({
  playwright,
  baseURL,
  request,
}) => {
  expect((await request.post('/api/admin/gallery-photos/upload')).status()).toBe(401);
  const adminRequest = await signedInAdmin(() => playwright.request.newContext({ baseURL }));
  const before = storedImages();
  const { uploadURL } = await (await adminRequest.post('/api/admin/gallery-photos/upload')).json();
  const put = () => adminRequest.put(uploadURL, { data: png, headers: { 'content-type': 'image/png' } });
  expect((await put()).status()).toBe(200);
  expect((await put()).status()).toBe(404);

  const created = await adminRequest.post('/api/admin/gallery-photos', {
    data: { imagePath: uploadURL, title: 'Black box photo', displayOrder: -1 },
  });
  expect(created.status()).toBe(201);
  const photo = await created.json();
  expect(photo.imagePath).toMatch(/^\/uploads\/public\/images\/.+\.png$/);
  const publicList = await (await request.get('/api/gallery-photos')).json();
  expect(publicList[0]).toEqual({
    id: photo.id,
    imagePath: photo.imagePath,
    imageVersions: [{ url: photo.imagePath, width: 1, height: 1 }],
    title: 'Black box photo',
    description: null,
    titleAr: null,
    descriptionAr: null,
  });

  const hidden = await adminRequest.put(`/api/admin/gallery-photos/${photo.id}`, {
    data: { isActive: false },
  });
  expect((await hidden.json()).isActive).toBe(false);
  const afterHiding = await (await request.get('/api/gallery-photos')).json();
  expect(afterHiding.map((item: { id: string }) => item.id)).not.toContain(photo.id);

  expect((await adminRequest.delete(`/api/admin/gallery-photos/${photo.id}`)).status()).toBe(200);
  expect(storedImages()).toEqual(before);
  expect((await request.get(photo.imagePath)).status()).toBe(404);
  await adminRequest.dispose();
});

test('a course that public certificates name cannot be deleted; prices are checked', async ({
  playwright,
  baseURL,
  request,
}) => {
  expect((await request.get('/api/admin/courses')).status()).toBe(401);
  const adminRequest = await signedInAdmin(() => playwright.request.newContext({ baseURL }));
  const courses = await (await adminRequest.get('/api/admin/courses')).json();
  const mobileCrane = courses.find((course: { code: string }) => course.code === 'MOBILE-CRANE-OPS');
  const refused = await adminRequest.delete(`/api/admin/courses/${mobileCrane.id}`);
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toMatch(
    /^This course cannot be deleted: it is used by (.+ and )?\d+ public certificates?\. Make it inactive instead\.$/,
  );

  const negative = await adminRequest.post('/api/admin/courses', {
    data: { name: 'Cheap', trainingPrice: -1 },
  });
  expect(negative.status()).toBe(400);
  expect(await negative.json()).toEqual({ message: 'Training price must be 0 or more' });
  await adminRequest.dispose();
});
