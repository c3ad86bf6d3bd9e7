import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContextInner } from '../context.js';
import { restError } from '../errors.js';
import { createCaller } from '../root.js';

describe.each(testDatabases())('the public catalogue on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let activeId: string;
  let hiddenId: string;

  beforeAll(async () => {
    database = await create();
    const rows = await database.db
      .insertInto('courses')
      .values([
        { name: 'Tower Crane Operations', code: 'TOWER-CRANE', icon: 'Construction' },
        { name: 'Forklift Operations', code: 'FORKLIFT', whatYouLearn: 'Pre-use checks\nStacking' },
        { name: 'Retired Course', code: 'RETIRED', isActive: false },
      ])
      .returning(['id', 'code'])
      .execute();
    activeId = rows.find((row) => row.code === 'FORKLIFT')?.id ?? '';
    hiddenId = rows.find((row) => row.code === 'RETIRED')?.id ?? '';
  });
  afterAll(() => database.close());

  const visitor = () => createCaller(createContextInner({ db: database.db }));

  it('lists active courses by name, with the defaults of the data model', async () => {
    const courses = await visitor().courses.list();
    expect(courses.map((course) => course.name)).toEqual(['Forklift Operations', 'Tower Crane Operations']);
    expect(courses[0]).toMatchObject({
      code: 'FORKLIFT',
      icon: 'GraduationCap',
      certificateType: 'rtitb',
      trainingPrice: 160,
      assessmentPrice: 70,
      isActive: true,
      whatYouLearn: 'Pre-use checks\nStacking',
    });
  });

  it('reads one active course', async () => {
    expect(await visitor().courses.byId({ id: activeId })).toMatchObject({
      id: activeId,
      name: 'Forklift Operations',
    });
  });

  it.each([
    ['an inactive course', () => hiddenId],
    ['an unknown id', () => '3f2b8a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b'],
    ['a malformed id', () => 'not-a-uuid'],
  ])('answers 404 "Course not found" for %s', async (_case, id) => {
    const failure = await visitor()
      .courses.byId({ id: id() })
      .catch((error: unknown) => error);
    expect(restError(failure)).toEqual({ status: 404, body: { message: 'Course not found' } });
  });
});
