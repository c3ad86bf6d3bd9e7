import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseStorage } from '../storage/database-storage.js';
import { callerFor, insertUser, outcome, PNG_BYTES, type TestUser } from '../test-support.js';

// On the database storage an image address is looked up before the save's transaction: on the
// embedded database, a look-up inside it would wait for the one connection forever.
describe.each(testDatabases())('image addresses on the database storage, on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  beforeAll(async () => {
    database = await create();
    admin = await insertUser(database.db, { role: 'admin' });
  });
  afterAll(() => database.close());

  const as = () =>
    callerFor(database.db, { user: admin, storage: createDatabaseStorage(database.db) }).caller;
  const uploaded = async () => (await as().uploads.image({ file: PNG_BYTES })).imageUrl;

  it('takes a stored image for a course, its new image, a gallery photo and the address check', async () => {
    const [first, second, third] = [await uploaded(), await uploaded(), await uploaded()];
    const course = await as().courses.create({ name: 'Overhead Crane', imageUrl: first });
    expect(course.imageUrl).toBe(first);
    expect((await as().courses.update({ id: course.id, imageUrl: second })).imageUrl).toBe(second);
    expect((await as().gallery.create({ imagePath: third, title: 'Lift' })).imagePath).toBe(third);
    expect(await as().uploads.normaliseAddress({ imageURL: third })).toEqual({ objectPath: third });
  });

  it('refuses the address of an image that is not stored', async () => {
    const missing = (await uploaded()).replace(/[0-9a-f]{8}-/, '00000000-');
    expect(await outcome(as().courses.create({ name: 'Gantry Crane', imageUrl: missing }))).toMatchObject({
      status: 400,
    });
  });
});
