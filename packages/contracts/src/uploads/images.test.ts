import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { testDatabases } from '@tc/db/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  animatedGif,
  callerFor,
  drawImage,
  HTML_TAIL,
  insertUser,
  jpegWithExif,
  outcome,
  PNG_BYTES,
  pngClaiming,
  SCRIPT_TAIL,
  type TestUser,
  temporaryStorage,
  withTail,
} from '../test-support.js';

describe.each(testDatabases())('uploaded images are re-encoded on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  const disk = temporaryStorage();

  beforeAll(async () => {
    database = await create();
    admin = await insertUser(database.db, { role: 'admin' });
  });
  afterAll(() => database.close());

  const caller = () => callerFor(database.db, { user: admin, storage: disk.storage }).caller;
  const keyOf = (url: string) => url.replace('/uploads/public/', '');
  const stored = (url: string) => readFileSync(join(disk.root, 'public', keyOf(url)));
  const upload = async (file: Buffer) => (await caller().uploads.image({ file })).imageUrl;

  it.each([
    [
      'a GIF with a script after it',
      async () => withTail(await drawImage('gif', 40, 30), SCRIPT_TAIL),
      'gif',
    ],
    [
      'a PNG with an HTML page after it',
      async () => withTail(await drawImage('png', 40, 30), HTML_TAIL),
      'png',
    ],
    [
      'a JPEG with an HTML page after it',
      async () => withTail(await drawImage('jpeg', 40, 30), HTML_TAIL),
      'jpeg',
    ],
    [
      'a WebP with a script after it',
      async () => withTail(await drawImage('webp', 40, 30), SCRIPT_TAIL),
      'webp',
    ],
  ])('stores %s as the image alone', async (_case, make, format) => {
    const polyglot = await make();
    const imageUrl = await upload(polyglot);
    const bytes = stored(imageUrl);
    expect(bytes.length).toBeLessThan(polyglot.length);
    expect(bytes.toString('latin1')).not.toContain('script');
    expect(bytes.toString('latin1')).not.toContain('<html');
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual([format, 40, 30]);
  });

  it('strips EXIF (the text in it is gone) and turns the picture upright by its orientation', async () => {
    const original = await jpegWithExif('Secret GPS 26.2285N 50.5860E');
    expect(original.toString('latin1')).toContain('Secret GPS');
    const bytes = stored(await upload(original));
    expect(bytes.toString('latin1')).not.toContain('Secret GPS');
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    // 300 x 200 as stored, orientation 6: a 200 x 300 picture.
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 200, 300]);
  });

  it('scales a 4000 px image to 2560 on its longer side and stores WebP versions narrower than it', async () => {
    const imageUrl = await upload(await drawImage('jpeg', 4000, 2000));
    const metadata = await sharp(stored(imageUrl)).metadata();
    expect([metadata.width, metadata.height]).toEqual([2560, 1280]);

    const versions = await database.db
      .selectFrom('imageVersions')
      .select(['fileKey', 'width', 'height'])
      .where('imageKey', '=', keyOf(imageUrl))
      .orderBy('width')
      .execute();
    const id = keyOf(imageUrl).replace(/\.jpg$/, '');
    expect(versions).toEqual([
      { fileKey: `${id}-480w.webp`, width: 480, height: 240 },
      { fileKey: `${id}-960w.webp`, width: 960, height: 480 },
      { fileKey: `${id}-1600w.webp`, width: 1600, height: 800 },
      { fileKey: keyOf(imageUrl), width: 2560, height: 1280 },
    ]);
    for (const version of versions.slice(0, 3)) {
      const webp = await sharp(stored(`/uploads/public/${version.fileKey}`)).metadata();
      expect([webp.format, webp.width, webp.height]).toEqual(['webp', version.width, version.height]);
    }
  });

  it('never enlarges: a small image keeps its size and gets only the versions narrower than it', async () => {
    const imageUrl = await upload(await drawImage('png', 700, 350));
    expect(await sharp(stored(imageUrl)).metadata()).toMatchObject({ width: 700, height: 350 });
    const widths = await database.db
      .selectFrom('imageVersions')
      .select('width')
      .where('imageKey', '=', keyOf(imageUrl))
      .orderBy('width')
      .execute();
    expect(widths.map((row) => row.width)).toEqual([480, 700]);
  });

  it('keeps an animated GIF animated, its versions too', async () => {
    const imageUrl = await upload(await animatedGif(600, 300));
    expect(await sharp(stored(imageUrl), { animated: true }).metadata()).toMatchObject({
      format: 'gif',
      pages: 3,
      width: 600,
      pageHeight: 300,
    });
    const version = stored(imageUrl.replace(/\.gif$/, '-480w.webp'));
    expect(await sharp(version, { animated: true }).metadata()).toMatchObject({
      format: 'webp',
      pages: 3,
      width: 480,
      pageHeight: 240,
    });
  });

  it.each([
    ['a PNG signature and nothing of a picture', Buffer.concat([PNG_BYTES.subarray(0, 8), Buffer.alloc(64)])],
    ['a GIF header followed by a script', Buffer.from(`GIF89a/*${SCRIPT_TAIL}`, 'latin1')],
    ['a cut-off JPEG', async () => (await drawImage('jpeg', 200, 100)).subarray(0, 300)],
  ])('answers 415 to %s, storing nothing', async (_case, make) => {
    const before = disk.files();
    const file = typeof make === 'function' ? await make() : make;
    expect(await outcome(caller().uploads.image({ file }))).toEqual({
      status: 415,
      message: 'Invalid file type. Please select an image file',
    });
    expect(disk.files()).toEqual(before);
  });

  it('refuses a decompression bomb (a tiny file claiming 100000 x 100000 pixels) with 413', async () => {
    const bomb = pngClaiming(100_000, 100_000);
    expect(bomb.length).toBeLessThan(100);
    expect(await outcome(caller().uploads.image({ file: bomb }))).toEqual({
      status: 413,
      message: 'Image too large. Please choose an image of at most 50 megapixels',
    });
  });

  it('a deleted photo or course takes its image and every version with it', async () => {
    const photoImage = await upload(await drawImage('png', 1000, 500));
    const courseImage = await upload(await drawImage('webp', 1000, 500));
    const filesOf = (url: string) =>
      disk.files().filter((file) => file.startsWith(`public/${keyOf(url).replace(/\.\w+$/, '')}`));
    expect(filesOf(photoImage)).toHaveLength(3);
    expect(filesOf(courseImage)).toHaveLength(3);

    const photo = await caller().gallery.create({ imagePath: photoImage, title: 'Crane' });
    expect(photo.imageVersions.map((version) => version.url)).toEqual([
      photoImage.replace('.png', '-480w.webp'),
      photoImage.replace('.png', '-960w.webp'),
      photoImage,
    ]);
    const course = await caller().courses.create({ name: 'Image Versions Course', imageUrl: courseImage });
    expect(course.imageVersions.map((version) => [version.width, version.height])).toEqual([
      [480, 240],
      [960, 480],
      [1000, 500],
    ]);

    await caller().gallery.delete({ id: photo.id });
    await caller().courses.delete({ id: course.id });
    expect(filesOf(photoImage)).toEqual([]);
    expect(filesOf(courseImage)).toEqual([]);
    const rows = await database.db
      .selectFrom('imageVersions')
      .select('fileKey')
      .where('imageKey', 'in', [keyOf(photoImage), keyOf(courseImage)])
      .execute();
    expect(rows).toEqual([]);
  });

  it('a replaced course image goes with its versions; an image without versions shows as before', async () => {
    const first = await upload(await drawImage('jpeg', 1000, 500));
    const course = await caller().courses.create({ name: 'Replaced Image Course', imageUrl: first });
    const second = await upload(await drawImage('jpeg', 600, 300));
    const updated = await caller().courses.update({ id: course.id, imageUrl: second });
    expect(updated.imageVersions.map((version) => version.width)).toEqual([480, 600]);
    expect(disk.files().some((file) => file.includes(keyOf(first).replace('.jpg', '')))).toBe(false);

    // A bundled picture (or an image stored before versions existed) has none.
    await database.db
      .updateTable('courses')
      .set({ imageUrl: '/images/courses/crane.jpg' })
      .where('id', '=', course.id)
      .execute();
    expect((await caller().courses.byId({ id: course.id })).imageVersions).toEqual([]);
  });
});
