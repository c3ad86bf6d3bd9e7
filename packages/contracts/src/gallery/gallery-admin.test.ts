import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callerFor,
  insertUser,
  outcome,
  PNG_BYTES,
  type TestUser,
  temporaryStorage,
} from '../test-support.js';

describe.each(testDatabases())('Photo Gallery Management on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  let instructor: TestUser;
  const disk = temporaryStorage();

  beforeAll(async () => {
    database = await create();
    admin = await insertUser(database.db, { role: 'admin' });
    instructor = await insertUser(database.db, { role: 'instructor' });
  });
  afterAll(() => database.close());

  const as = (user: TestUser | null) => callerFor(database.db, { user, storage: disk.storage }).caller;
  /** The console's flow: get an upload address, PUT the file to it. */
  const upload = async () => {
    const { uploadURL } = await as(admin).uploads.createSlot();
    await as(admin).uploads.fillSlot({ token: uploadURL.split('/').pop() ?? '', file: PNG_BYTES });
    return uploadURL;
  };

  it('adds a photo from an upload address, storing the public path of the image', async () => {
    const uploadURL = await upload();
    const photo = await as(admin).gallery.create({ imagePath: uploadURL, title: 'Slewing practice' });
    expect(photo).toEqual({
      id: expect.any(String),
      imagePath: expect.stringMatching(/^\/uploads\/public\/images\/[0-9a-f-]{36}\.png$/),
      // A 1 x 1 picture: no smaller WebP version, the image itself is its one version.
      imageVersions: [{ url: expect.any(String), width: 1, height: 1 }],
      title: 'Slewing practice',
      description: null,
      titleAr: null,
      descriptionAr: null,
      isActive: true,
      displayOrder: 0,
      createdAt: expect.any(String),
    });
    expect(photo.imageVersions[0]?.url).toBe(photo.imagePath);
    expect(disk.files()).toContain(photo.imagePath.replace('/uploads/', ''));
    // The address is spent: a second photo cannot take the same upload.
    expect(await outcome(as(admin).gallery.create({ imagePath: uploadURL }))).toEqual({
      status: 400,
      message: 'Please upload an image first',
    });
  });

  it.each([
    [{}, 'Image is required'],
    [{ imagePath: ' ' }, 'Image is required'],
    [{ imagePath: 'https://example.com/x.jpg' }, 'Please upload an image first'],
    [{ imagePath: '/uploads/public/images/x.png', displayOrder: 'first' }, 'Display order must be a number'],
  ])('refuses %j', async (input, message) => {
    expect(await outcome(as(admin).gallery.create(input as { imagePath: string }))).toEqual({
      status: 400,
      message,
    });
  });

  it('lists every photo by display order for the admin, only active ones for the public', async () => {
    await database.db.deleteFrom('galleryPhotos').execute();
    const second = await as(admin).gallery.create({ imagePath: await upload(), title: 'B', displayOrder: 2 });
    const first = await as(admin).gallery.create({ imagePath: await upload(), title: 'A', displayOrder: 1 });
    const hidden = await as(admin).gallery.create({ imagePath: await upload(), title: 'C', isActive: false });
    expect((await as(admin).gallery.listAll()).map((photo) => photo.title)).toEqual(['C', 'A', 'B']);
    expect((await as(null).gallery.listPublic()).map((photo) => photo.id)).toEqual([first.id, second.id]);

    const edited = await as(admin).gallery.update({
      id: second.id,
      displayOrder: 0,
      description: 'Tandem lift',
    });
    expect(edited).toMatchObject({ displayOrder: 0, description: 'Tandem lift', title: 'B' });
    expect((await as(admin).gallery.toggleActive({ id: hidden.id })).isActive).toBe(true);
    expect((await as(admin).gallery.update({ id: first.id, isActive: false })).isActive).toBe(false);
    // Same display order: the older photo first.
    expect((await as(null).gallery.listPublic()).map((photo) => photo.title)).toEqual(['B', 'C']);
  });

  it('deletes a photo and its file', async () => {
    const photo = await as(admin).gallery.create({ imagePath: await upload() });
    const file = photo.imagePath.replace('/uploads/', '');
    expect(disk.files()).toContain(file);
    expect(await as(admin).gallery.delete({ id: photo.id })).toEqual({ ok: true });
    expect(disk.files()).not.toContain(file);
    expect(await outcome(as(admin).gallery.delete({ id: photo.id }))).toEqual({
      status: 404,
      message: 'Photo not found',
    });
  });

  it('lets admins only manage photos', async () => {
    const photo = (await as(admin).gallery.listAll())[0];
    for (const [user, status] of [
      [null, 401],
      [instructor, 403],
    ] as const) {
      expect((await outcome(as(user).gallery.listAll())).status).toBe(status);
      expect((await outcome(as(user).gallery.toggleActive({ id: photo?.id ?? '' }))).status).toBe(status);
      expect((await outcome(as(user).gallery.delete({ id: photo?.id ?? '' }))).status).toBe(status);
    }
  });
});
