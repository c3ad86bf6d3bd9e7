import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callerFor,
  FakeClock,
  insertUser,
  outcome,
  PNG_BYTES,
  type TestUser,
  temporaryStorage,
} from '../test-support.js';
import { checkImage, detectImageType } from './image-file.js';
import { MAX_IMAGE_BYTES } from './uploads.schema.js';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'));

describe('image checks by the bytes', () => {
  it.each([
    ['PNG', PNG_BYTES, 'image/png'],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['WebP', ascii('RIFF\x24\0\0\0WEBPVP8 '), 'image/webp'],
    ['GIF87a', ascii('GIF87a\x01\0\x01\0'), 'image/gif'],
    ['GIF89a', ascii('GIF89a\x01\0\x01\0'), 'image/gif'],
  ])('recognises %s', (_name, file, contentType) => {
    expect(detectImageType(file)?.contentType).toBe(contentType);
  });

  it.each([
    ['text', ascii('hello, this is not a picture')],
    ['a PDF', ascii('%PDF-1.7\n')],
    ['a RIFF that is not WebP', ascii('RIFF\x24\0\0\0WAVEfmt ')],
    ['a cut PNG signature', PNG_BYTES.subarray(0, 4)],
    ['nothing', bytes()],
  ])('refuses %s with 415', (_name, file) => {
    expect(() => checkImage(file)).toThrow('Invalid file type. Please select an image file');
  });

  it('takes exactly 10 MB and refuses one byte more with 413', () => {
    const image = new Uint8Array(MAX_IMAGE_BYTES + 1);
    image.set(PNG_BYTES);
    expect(checkImage(image.subarray(0, MAX_IMAGE_BYTES)).extension).toBe('png');
    expect(() => checkImage(image)).toThrow('File too large. File size must be less than 10.0MB');
  });
});

describe.each(testDatabases())('image uploads on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  let client: TestUser;
  const disk = temporaryStorage();
  const clock = new FakeClock();

  beforeAll(async () => {
    database = await create();
    admin = await insertUser(database.db, { role: 'admin' });
    client = await insertUser(database.db);
  });
  afterAll(() => database.close());

  const as = (user: TestUser | null) =>
    callerFor(database.db, { user, storage: disk.storage, now: clock.now }).caller;
  const tokenOf = (uploadURL: string) => uploadURL.split('/').pop() ?? '';

  it('stores an image under a fresh public name and serves it back', async () => {
    const { imageUrl } = await as(admin).uploads.image({ file: PNG_BYTES });
    expect(imageUrl).toMatch(/^\/uploads\/public\/images\/[0-9a-f-]{36}\.png$/);
    const key = imageUrl.replace('/uploads/public/', '');
    // What is stored is sharp's own encoding of the picture, not the bytes sent (see images.test.ts).
    const stored = await disk.storage.get('public', key);
    expect(stored?.size).toBeGreaterThan(0);
    stored?.stream.destroy();
    expect(disk.files()).toContain(`public/${key}`);
  });

  it('stores nothing for a file that is not an image', async () => {
    const before = disk.files();
    expect(await outcome(as(admin).uploads.image({ file: ascii('not an image') }))).toEqual({
      status: 415,
      message: 'Invalid file type. Please select an image file',
    });
    expect(disk.files()).toEqual(before);
  });

  it('lets admins only upload', async () => {
    expect((await outcome(as(null).uploads.image({ file: PNG_BYTES }))).status).toBe(401);
    expect((await outcome(as(client).uploads.image({ file: PNG_BYTES }))).status).toBe(403);
    expect((await outcome(as(client).uploads.createSlot())).status).toBe(403);
  });

  it('an upload address takes one image, once, and hands it to one photo', async () => {
    const { uploadURL } = await as(admin).uploads.createSlot();
    expect(uploadURL).toMatch(/^\/api\/admin\/uploads\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(uploadURL);

    // A refused file leaves the address usable.
    expect((await outcome(as(admin).uploads.fillSlot({ token, file: ascii('text') }))).status).toBe(415);
    expect(await as(admin).uploads.fillSlot({ token, file: PNG_BYTES })).toEqual({ ok: true });
    expect(await outcome(as(admin).uploads.fillSlot({ token, file: PNG_BYTES }))).toEqual({
      status: 404,
      message: 'This upload link has expired or was already used. Please try again.',
    });

    const { objectPath } = await as(admin).uploads.normaliseAddress({
      imageURL: `https://any.host${uploadURL}`,
    });
    expect(objectPath).toMatch(/^\/uploads\/public\/images\/[0-9a-f-]{36}\.png$/);
    expect(await outcome(as(admin).uploads.normaliseAddress({ imageURL: uploadURL }))).toEqual({
      status: 400,
      message: 'Please upload an image first',
    });
    // The public path itself normalises to itself.
    expect(await as(admin).uploads.normaliseAddress({ imageURL: objectPath })).toEqual({ objectPath });
  });

  it('an upload address expires after 15 minutes', async () => {
    const { uploadURL } = await as(admin).uploads.createSlot();
    clock.advance(15 * 60 * 1000 + 1);
    expect(
      (await outcome(as(admin).uploads.fillSlot({ token: tokenOf(uploadURL), file: PNG_BYTES }))).status,
    ).toBe(404);
  });

  it('a day after expiry, an upload nobody used is deleted', async () => {
    const { uploadURL } = await as(admin).uploads.createSlot();
    await as(admin).uploads.fillSlot({ token: tokenOf(uploadURL), file: PNG_BYTES });
    const before = disk.files();
    clock.advance(25 * 60 * 60 * 1000);
    await as(admin).uploads.createSlot();
    expect(disk.files()).toHaveLength(before.length - 1);
    expect(await outcome(as(admin).uploads.normaliseAddress({ imageURL: uploadURL }))).toMatchObject({
      status: 400,
    });
  });

  it.each([
    ['an outside address', 'https://example.com/cat.png'],
    ['a missing upload', '/uploads/public/images/00000000-0000-0000-0000-000000000000.png'],
    ['a path escaping the folder', '/uploads/public/images/../../secret.png'],
    ['an unknown upload address', `/api/admin/uploads/${'a'.repeat(43)}`],
  ])('refuses %s as an image address', async (_case, imageURL) => {
    expect(await outcome(as(admin).uploads.normaliseAddress({ imageURL }))).toEqual({
      status: 400,
      message: 'Please upload an image first',
    });
  });
});
