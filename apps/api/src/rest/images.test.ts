import { SESSION_COOKIE } from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import {
  drawImage,
  HTML_TAIL,
  insertUser,
  multipart,
  PNG_BYTES,
  pngClaiming,
  SCRIPT_TAIL,
  signIn,
  withTail,
} from '../test-support.js';

describe.each(testDatabases())('uploaded images over HTTP on $name', ({ create }) => {
  const server = useTestServer(create);
  let admin: { token: string };
  beforeAll(async () => {
    admin = { token: await signIn(server.app, await insertUser(server.database.db, { role: 'admin' })) };
  });

  const call = (as: { token: string } | null, options: InjectOptions) =>
    server.app.inject({ ...options, cookies: as ? { [SESSION_COOKIE]: as.token } : {} });
  const postImage = async (bytes: Uint8Array, name = 'crane.png', type = 'image/png') =>
    call(admin, {
      method: 'POST',
      url: '/api/admin/upload-image',
      ...(await multipart([{ field: 'image', name, type, bytes }])),
    });
  const putImage = async (bytes: Uint8Array) => {
    const slot = await call(admin, { method: 'POST', url: '/api/admin/gallery-photos/upload' });
    const { uploadURL } = slot.json() as { uploadURL: string };
    const res = await call(admin, {
      method: 'PUT',
      url: uploadURL,
      payload: Buffer.from(bytes),
      headers: { 'content-type': 'image/gif' },
    });
    return { res, uploadURL };
  };
  const get = (url: string) => call(null, { method: 'GET', url });

  it('a PNG with an HTML page after it is served as the picture alone', async () => {
    const polyglot = withTail(await drawImage('png', 64, 48), HTML_TAIL);
    const res = await postImage(polyglot);
    expect(res.statusCode).toBe(200);
    const served = await get(res.json().imageUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.length).toBeLessThan(polyglot.length);
    expect(served.rawPayload.toString('latin1')).not.toMatch(/<html|<script/);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 64, height: 48 });
  });

  it('a GIF with a script after it, PUT to an upload address, becomes a clean photo with WebP versions', async () => {
    const polyglot = withTail(await drawImage('gif', 1000, 600), SCRIPT_TAIL);
    const { res, uploadURL } = await putImage(polyglot);
    expect(res.statusCode).toBe(200);
    const created = await call(admin, {
      method: 'POST',
      url: '/api/admin/gallery-photos',
      payload: { imagePath: uploadURL, title: 'Polyglot' },
    });
    expect(created.statusCode).toBe(201);
    const photo = created.json() as { imagePath: string };
    const [listed] = (await get('/api/gallery-photos')).json();
    const base = photo.imagePath.replace(/\.gif$/, '');
    expect(listed.imageVersions).toEqual([
      { url: `${base}-480w.webp`, width: 480, height: 288 },
      { url: `${base}-960w.webp`, width: 960, height: 576 },
      { url: photo.imagePath, width: 1000, height: 600 },
    ]);
    for (const version of listed.imageVersions as { url: string; width: number }[]) {
      const served = await get(version.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(version.url.endsWith('.webp') ? 'image/webp' : 'image/gif');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.toString('latin1')).not.toContain('<script');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(version.width);
    }
  });

  it.each([
    ['a PNG signature followed by zeros', Buffer.concat([PNG_BYTES.subarray(0, 8), Buffer.alloc(2048)])],
    ['a GIF header followed by a script', Buffer.from(`GIF89a/*${SCRIPT_TAIL}`, 'latin1')],
  ])('refuses %s with 415, over multipart and over PUT, and keeps nothing', async (_case, bytes) => {
    const before = server.disk.files();
    const posted = await postImage(bytes);
    expect([posted.statusCode, posted.json()]).toEqual([
      415,
      { message: 'Invalid file type. Please select an image file' },
    ]);
    const { res: put } = await putImage(bytes);
    expect([put.statusCode, put.json()]).toEqual([
      415,
      { message: 'Invalid file type. Please select an image file' },
    ]);
    expect(server.disk.files()).toEqual(before);
  });

  it('refuses a decompression bomb with 413 and its reason', async () => {
    const res = await postImage(pngClaiming(60_000, 60_000));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'Image too large. Please choose an image of at most 50 megapixels',
    });
  });

  it('a course answers its image versions; removing the image deletes every one of them', async () => {
    const { imageUrl } = (
      await postImage(await drawImage('jpeg', 1200, 800), 'crane.jpg', 'image/jpeg')
    ).json();
    const created = await call(admin, {
      method: 'POST',
      url: '/api/admin/courses',
      payload: { name: `Versions ${Date.now()}`, imageUrl },
    });
    const course = created.json() as { id: string; imageVersions: { url: string; width: number }[] };
    const publicCourse = (await get(`/api/courses/${course.id}`)).json();
    expect(publicCourse.imageVersions.map((version: { width: number }) => version.width)).toEqual([
      480, 960, 1200,
    ]);
    for (const version of course.imageVersions) expect((await get(version.url)).statusCode).toBe(200);

    const cleared = await call(admin, {
      method: 'PUT',
      url: `/api/admin/courses/${course.id}`,
      payload: { imageUrl: null },
    });
    expect(cleared.json()).toMatchObject({ imageUrl: null, imageVersions: [] });
    for (const version of course.imageVersions) expect((await get(version.url)).statusCode).toBe(404);
  });
});
