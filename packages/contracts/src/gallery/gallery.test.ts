import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor } from '../test-support.js';

describe.each(testDatabases())('the public gallery on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;

  beforeAll(async () => {
    database = await create();
  });
  afterAll(() => database.close());

  const visitor = () => callerFor(database.db).caller;

  it('is empty before any photo is added', async () => {
    expect(await visitor().gallery.listPublic()).toEqual([]);
  });

  it('lists active photos by display order, then oldest first, with only the public fields', async () => {
    const rows = await database.db
      .insertInto('galleryPhotos')
      .values([
        {
          imagePath: '/uploads/gallery/late.jpg',
          title: 'Later, same order',
          displayOrder: 1,
          createdAt: new Date('2026-11-02T00:00:00Z'),
        },
        {
          imagePath: '/uploads/gallery/early.jpg',
          title: 'Earlier, same order',
          description: 'Slewing practice',
          displayOrder: 1,
          createdAt: new Date('2026-11-01T00:00:00Z'),
        },
        { imagePath: '/uploads/gallery/first.jpg', displayOrder: 0 },
        { imagePath: '/uploads/gallery/hidden.jpg', title: 'Hidden', isActive: false },
      ])
      .returning(['id', 'imagePath'])
      .execute();
    const idOf = (path: string) => rows.find((row) => row.imagePath === path)?.id;
    expect(await visitor().gallery.listPublic()).toEqual([
      {
        id: idOf('/uploads/gallery/first.jpg'),
        imagePath: '/uploads/gallery/first.jpg',
        imageVersions: [],
        title: '',
        description: null,
        titleAr: null,
        descriptionAr: null,
      },
      {
        id: idOf('/uploads/gallery/early.jpg'),
        imagePath: '/uploads/gallery/early.jpg',
        imageVersions: [],
        title: 'Earlier, same order',
        description: 'Slewing practice',
        titleAr: null,
        descriptionAr: null,
      },
      {
        id: idOf('/uploads/gallery/late.jpg'),
        imagePath: '/uploads/gallery/late.jpg',
        imageVersions: [],
        title: 'Later, same order',
        description: null,
        titleAr: null,
        descriptionAr: null,
      },
    ]);
  });
});
