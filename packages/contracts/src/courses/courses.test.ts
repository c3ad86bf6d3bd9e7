import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContextInner } from '../context.js';
import { restError } from '../errors.js';
import type { Language } from '../language.js';
import { createLocalLiveBus } from '../live/live-bus.js';
import { createCaller } from '../root.js';
import { insertUser, type TestUser } from '../test-support.js';

describe.each(testDatabases())('the public catalogue on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let activeId: string;
  let hiddenId: string;

  beforeAll(async () => {
    database = await create();
    const rows = await database.db
      .insertInto('courses')
      .values([
        {
          name: 'Tower Crane Operations',
          nameAr: 'الرافعة البرجية',
          code: 'TOWER-CRANE',
          icon: 'Construction',
        },
        {
          name: 'Forklift Operations',
          nameAr: 'الرافعة الشوكية',
          code: 'FORKLIFT',
          whatYouLearn: 'Pre-use checks\nStacking',
        },
        { name: 'Retired Course', code: 'RETIRED', isActive: false },
      ])
      .returning(['id', 'code'])
      .execute();
    activeId = rows.find((row) => row.code === 'FORKLIFT')?.id ?? '';
    hiddenId = rows.find((row) => row.code === 'RETIRED')?.id ?? '';
  });
  afterAll(() => database.close());

  const visitor = () => createCaller(createContextInner({ db: database.db }));
  const names = (courses: { name: string }[]) => courses.map((course) => course.name);

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

  it("lists them in the order of the caller's language: each language's answer kept apart", async () => {
    // One process's cache (one live bus) for both callers, as in the API.
    const live = createLocalLiveBus();
    const reader = (language: Language, user: TestUser | null = null) =>
      createCaller(createContextInner({ db: database.db, live, language, user }));
    const english = ['Forklift Operations', 'Tower Crane Operations'];
    const arabic = ['Tower Crane Operations', 'Forklift Operations'];
    expect(names(await reader('en').courses.list())).toEqual(english);
    expect(names(await reader('ar').courses.list())).toEqual(arabic);
    expect(names(await reader('en').courses.list())).toEqual(english);
    // The console's list too, the retired course among them.
    const admin = await insertUser(database.db, { role: 'admin' });
    // In Arabic, the English name of the course with none after the Arabic ones.
    expect(names(await reader('ar', admin).courses.listAll())).toEqual([...arabic, 'Retired Course']);
    expect(names(await reader('en', admin).courses.listAll())).toEqual([
      'Forklift Operations',
      'Retired Course',
      'Tower Crane Operations',
    ]);
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
