import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SESSION_COOKIE } from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import type { InjectOptions } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import { type FilePart, insertUser, multipart, PNG_BYTES, paddedPng, signIn } from '../test-support.js';

const png = (field = 'image'): FilePart => ({
  field,
  name: 'crane.png',
  type: 'image/png',
  bytes: PNG_BYTES,
});
/** A PNG signature followed by zeros: an image by its bytes, of the given size. */
const pngOfSize = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_BYTES);
  return bytes;
};
const textAsPng: FilePart = {
  field: 'image',
  name: 'notes.png',
  type: 'image/png',
  bytes: Buffer.from('just some text, not a picture'),
};
const MB = 1024 * 1024;

describe.each(testDatabases())('uploads, courses and gallery REST paths on $name', ({ create }) => {
  const server = useTestServer(create);
  let admin: { token: string };
  let client: { token: string };
  let instructor: { token: string };

  beforeAll(async () => {
    admin = { token: await signIn(server.app, await insertUser(server.database.db, { role: 'admin' })) };
    client = { token: await signIn(server.app, await insertUser(server.database.db)) };
    instructor = {
      token: await signIn(server.app, await insertUser(server.database.db, { role: 'instructor' })),
    };
  });
  beforeEach(async () => {
    await server.database.db.deleteFrom('galleryPhotos').execute();
    await server.database.db.deleteFrom('schedules').execute();
    await server.database.db.deleteFrom('courses').execute();
    rmSync(server.disk.root, { recursive: true, force: true });
    mkdirSync(server.disk.root);
  });

  const call = (as: { token: string } | null, options: InjectOptions) =>
    server.app.inject({ ...options, cookies: as ? { [SESSION_COOKIE]: as.token } : {} });
  const uploadImage = async (
    as: { token: string } | null,
    files: FilePart[],
    fields?: Record<string, string>,
  ) => call(as, { method: 'POST', url: '/api/admin/upload-image', ...(await multipart(files, fields)) });
  const newUploadURL = async () =>
    (await call(admin, { method: 'POST', url: '/api/admin/gallery-photos/upload' })).json()
      .uploadURL as string;
  const putFile = (url: string, bytes: Uint8Array, type = 'image/png', as = admin) =>
    call(as, { method: 'PUT', url, payload: Buffer.from(bytes), headers: { 'content-type': type } });

  describe('POST /api/admin/upload-image', () => {
    it('stores the image and serves it with its type and long-lived caching', async () => {
      const res = await uploadImage(admin, [png()]);
      expect(res.statusCode).toBe(200);
      const { imageUrl } = res.json();
      expect(imageUrl).toMatch(/^\/uploads\/public\/images\/[0-9a-f-]{36}\.png$/);
      expect(server.disk.files()).toEqual([imageUrl.replace('/uploads/', '')]);

      const served = await call(null, { method: 'GET', url: imageUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The bytes served are the server's re-encoding of the picture (images-routes.test.ts).
      expect(
        served.rawPayload.equals(
          readFileSync(join(server.disk.root, 'public', imageUrl.replace('/uploads/public/', ''))),
        ),
      ).toBe(true);
    });

    it.each([
      ['an 11 MB image (refused by its declared size)', [{ ...png(), bytes: pngOfSize(11 * MB) }]],
      ['a 10 MB + 1 byte image (refused while reading)', [{ ...png(), bytes: pngOfSize(10 * MB + 1) }]],
    ])('answers 413 to %s and keeps nothing', async (_case, files) => {
      const res = await uploadImage(admin, files);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: 'File too large. File size must be less than 10.0MB' });
      expect(server.disk.files()).toEqual([]);
    });

    it('takes an image of exactly 10 MB', async () => {
      const res = await uploadImage(admin, [{ ...png(), bytes: paddedPng(PNG_BYTES, 10 * MB) }]);
      expect(res.statusCode).toBe(200);
      expect(server.disk.files()).toHaveLength(1);
    });

    it.each([
      ['a text file named .png', [textAsPng], {}, 415, 'Invalid file type. Please select an image file'],
      ['no image field', [], { title: 'Crane' }, 400, 'Please select an image file'],
      ['a file in another field', [png('photo')], {}, 400, 'Please select an image file'],
      ['two files', [png(), png()], {}, 400, 'Please upload one image at a time'],
    ])(
      'answers %s with its status and message, keeping nothing',
      async (_case, files, fields, status, message) => {
        const res = await uploadImage(admin, files, fields);
        expect(res.statusCode).toBe(status);
        expect(res.json()).toEqual({ message });
        expect(server.disk.files()).toEqual([]);
      },
    );

    it('answers 400 to a JSON body', async () => {
      const res = await call(admin, {
        method: 'POST',
        url: '/api/admin/upload-image',
        payload: { image: 'x' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Please select an image file' });
    });

    it('answers 401 to visitors and 403 to clients and instructors, keeping nothing', async () => {
      expect((await uploadImage(null, [png()])).statusCode).toBe(401);
      expect((await uploadImage(client, [png()])).statusCode).toBe(403);
      expect((await uploadImage(instructor, [png()])).statusCode).toBe(403);
      expect(server.disk.files()).toEqual([]);
    });
  });

  describe('upload addresses and the gallery', () => {
    it('an uploadURL takes one PUT; the photo made from it stores the public path; delete removes the file', async () => {
      const uploadURL = await newUploadURL();
      expect(uploadURL).toMatch(/^\/api\/admin\/uploads\/[A-Za-z0-9_-]{43}$/);
      expect((await putFile(uploadURL, PNG_BYTES)).statusCode).toBe(200);
      const again = await putFile(uploadURL, PNG_BYTES);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({
        message: 'This upload link has expired or was already used. Please try again.',
      });

      const created = await call(admin, {
        method: 'POST',
        url: '/api/admin/gallery-photos',
        payload: { imagePath: uploadURL, title: 'Tandem lift', displayOrder: 3 },
      });
      expect(created.statusCode).toBe(201);
      const photo = created.json();
      expect(photo).toMatchObject({ title: 'Tandem lift', displayOrder: 3, isActive: true });
      expect(photo.imagePath).toMatch(/^\/uploads\/public\/images\/[0-9a-f-]{36}\.png$/);
      expect((await call(null, { method: 'GET', url: '/api/gallery-photos' })).json()).toEqual([
        {
          id: photo.id,
          imagePath: photo.imagePath,
          imageVersions: [{ url: photo.imagePath, width: 1, height: 1 }],
          title: 'Tandem lift',
          description: null,
          // Issue 27: the Arabic beside the English, null where none was given.
          titleAr: null,
          descriptionAr: null,
        },
      ]);

      const hidden = await call(admin, {
        method: 'PUT',
        url: `/api/admin/gallery-photos/${photo.id}`,
        payload: { isActive: false },
      });
      expect(hidden.json()).toMatchObject({ isActive: false, title: 'Tandem lift' });
      expect((await call(null, { method: 'GET', url: '/api/gallery-photos' })).json()).toEqual([]);
      expect((await call(admin, { method: 'GET', url: '/api/admin/gallery-photos' })).json()).toHaveLength(1);

      expect(
        (await call(admin, { method: 'DELETE', url: `/api/admin/gallery-photos/${photo.id}` })).statusCode,
      ).toBe(200);
      expect(server.disk.files()).toEqual([]);
      expect((await call(null, { method: 'GET', url: photo.imagePath })).statusCode).toBe(404);
    });

    it('an expired uploadURL is refused', async () => {
      const uploadURL = await newUploadURL();
      await server.database.db
        .updateTable('uploadSlots')
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .execute();
      expect((await putFile(uploadURL, PNG_BYTES)).statusCode).toBe(404);
      expect(server.disk.files()).toEqual([]);
    });

    it.each([
      ['a text file', Buffer.from('hello'), 'image/png', 415],
      ['a text file declared as text', Buffer.from('hello'), 'text/plain', 415],
      ['an 11 MB image', pngOfSize(11 * MB), 'application/octet-stream', 413],
      ['nothing', Buffer.alloc(0), 'image/png', 400],
    ])(
      'a PUT of %s is refused, keeps nothing and leaves the address usable',
      async (_case, bytes, type, status) => {
        const uploadURL = await newUploadURL();
        expect((await putFile(uploadURL, bytes, type)).statusCode).toBe(status);
        expect(server.disk.files()).toEqual([]);
        expect((await putFile(uploadURL, PNG_BYTES)).statusCode).toBe(200);
      },
    );

    it('PUT /api/course-images normalises an uploadURL to the public path', async () => {
      const uploadURL = await newUploadURL();
      await putFile(uploadURL, PNG_BYTES);
      const res = await call(admin, {
        method: 'PUT',
        url: '/api/course-images',
        payload: { imageURL: `http://localhost:3000${uploadURL}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        objectPath: expect.stringMatching(/^\/uploads\/public\/images\/.+\.png$/),
      });
    });

    it.each([
      [{}, 'Image is required'],
      [{ imagePath: 'https://example.com/a.png' }, 'Please upload an image first'],
    ])('POST /api/admin/gallery-photos answers 400 to %j', async (payload, message) => {
      const res = await call(admin, { method: 'POST', url: '/api/admin/gallery-photos', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    });
  });

  describe('courses', () => {
    it('an admin adds, lists (inactive too), edits and deletes a course', async () => {
      const created = await call(admin, {
        method: 'POST',
        url: '/api/admin/courses',
        payload: { name: 'Mobile Crane Operations', isActive: false, icon: 'Truck' },
      });
      expect(created.statusCode).toBe(201);
      const course = created.json();
      expect(course).toMatchObject({
        code: 'MOBILE-CRANE-OPERATIONS',
        trainingPrice: 160,
        assessmentPrice: 70,
      });
      expect((await call(admin, { method: 'GET', url: '/api/admin/courses' })).json()).toEqual([course]);
      expect((await call(null, { method: 'GET', url: '/api/courses' })).json()).toEqual([]);

      const edited = await call(admin, {
        method: 'PUT',
        url: `/api/admin/courses/${course.id}`,
        payload: { code: 'MCO', trainingPrice: 300 },
      });
      expect(edited.json()).toMatchObject({
        code: 'MCO',
        trainingPrice: 300,
        name: 'Mobile Crane Operations',
      });
      expect(
        (await call(admin, { method: 'DELETE', url: `/api/admin/courses/${course.id}` })).statusCode,
      ).toBe(200);
    });

    it.each([
      [{ name: 'X', trainingPrice: -1 }, 'Training price must be 0 or more'],
      [{ name: 'X', assessmentPrice: -1 }, 'Assessment price must be 0 or more'],
      [{ name: 'X', trainingPrice: 149.995 }, 'Training price must be a whole number of dinars'],
      [{ name: 'X', trainingPrice: '-5' }, 'Training price must be 0 or more'],
      [{ trainingPrice: 1 }, 'Course name is required'],
      [undefined, 'A JSON request body is required'],
    ])('POST /api/admin/courses answers 400 to %j', async (payload, message) => {
      const res = await call(admin, { method: 'POST', url: '/api/admin/courses', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    });

    it('a duplicate code and a course in use answer 409 with the reason', async () => {
      const first = (
        await call(admin, { method: 'POST', url: '/api/admin/courses', payload: { name: 'Rigger' } })
      ).json();
      const second = (
        await call(admin, { method: 'POST', url: '/api/admin/courses', payload: { name: 'Rigger' } })
      ).json();
      expect(second.code).toBe('RIGGER-2');
      const clash = await call(admin, {
        method: 'PUT',
        url: `/api/admin/courses/${second.id}`,
        payload: { code: 'RIGGER' },
      });
      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toEqual({ message: 'Another course already has the code "RIGGER"' });

      const owner = await insertUser(server.database.db);
      await server.database.db
        .insertInto('schedules')
        .values({ userId: owner.id, courseId: first.id, preferredDate: '2026-12-01', preferredTime: '08:00' })
        .execute();
      const refused = await call(admin, { method: 'DELETE', url: `/api/admin/courses/${first.id}` });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        message: 'This course cannot be deleted: it is used by 1 schedule. Make it inactive instead.',
      });
    });

    it('the admin paths answer 401 to visitors and 403 to clients and instructors', async () => {
      const id = '3f2b8a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b';
      const requests: InjectOptions[] = [
        { method: 'GET', url: '/api/admin/courses' },
        { method: 'POST', url: '/api/admin/courses', payload: { name: 'X' } },
        { method: 'PUT', url: `/api/admin/courses/${id}`, payload: { name: 'X' } },
        { method: 'DELETE', url: `/api/admin/courses/${id}` },
        { method: 'PUT', url: '/api/course-images', payload: { imageURL: '/uploads/public/images/a.png' } },
        { method: 'GET', url: '/api/admin/gallery-photos' },
        { method: 'POST', url: '/api/admin/gallery-photos', payload: { imagePath: 'x' } },
        { method: 'PUT', url: `/api/admin/gallery-photos/${id}`, payload: { isActive: false } },
        { method: 'DELETE', url: `/api/admin/gallery-photos/${id}` },
        { method: 'POST', url: '/api/admin/gallery-photos/upload' },
        { method: 'PUT', url: `/api/admin/uploads/${'a'.repeat(43)}`, payload: Buffer.from(PNG_BYTES) },
      ];
      for (const request of requests) {
        const label = `${request.method} ${request.url}`;
        expect((await call(null, request)).statusCode, label).toBe(401);
        expect((await call(client, request)).statusCode, label).toBe(403);
        expect((await call(instructor, request)).statusCode, label).toBe(403);
      }
    });
  });
});
