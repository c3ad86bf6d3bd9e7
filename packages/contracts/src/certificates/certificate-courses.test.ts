import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callerFor,
  insertCourse,
  insertUser,
  outcome,
  PDF_BYTES,
  type TestCourse,
  type TestUser,
} from '../test-support.js';

// Certificates and public certificates name a course of the catalogue: the console sends its id,
// outside callers and CSV files the spec's courseType (a course's name or code, or a course
// type's key or label), found the same way for both.
describe.each(testDatabases())('the course of a certificate on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  let client: TestUser;
  const courses: Record<string, TestCourse> = {};
  let counter = 0;

  beforeAll(async () => {
    database = await create();
    admin = await insertUser(database.db, { role: 'admin' });
    client = await insertUser(database.db, { companyName: 'Gulf Lifting WLL' });
    const course = (key: string, fields: Parameters<typeof insertCourse>[1], createdAt: string) =>
      insertCourse(database.db, { ...fields, createdAt: new Date(createdAt) }).then((row) => {
        courses[key] = row;
      });
    await course(
      'rigger',
      { name: 'Rigger (Slinger / Signaller)', code: 'RIG-SS', courseType: 'rigger' },
      '2025-01-01',
    );
    await course(
      'towerBasics',
      { name: 'Tower Crane Basics', courseType: 'tower_crane_operations' },
      '2024-01-01',
    );
    await course(
      'tower',
      { name: 'Tower Crane Operations', courseType: 'tower_crane_operations' },
      '2025-01-01',
    );
    await course(
      'oldForklift',
      { name: 'Forklift (old)', courseType: 'forklift', isActive: false },
      '2023-01-01',
    );
    await course('forklift', { name: 'Forklift Truck', courseType: 'forklift' }, '2025-01-01');
    await course('excavator360', { name: '360 Excavator', courseType: 'excavator' }, '2024-01-01');
    await course('excavator180', { name: '180 Excavator', courseType: 'excavator' }, '2025-01-01');
    await course(
      'plumbing',
      { name: 'Plumbing License', courseType: 'plumbing', isActive: false },
      '2025-01-01',
    );
    await course('handler', { name: 'Telescopic Handler', courseType: 'other' }, '2025-01-01');
  });
  afterAll(() => database.close());

  const as = (user: TestUser) => callerFor(database.db, { user }).caller;
  const issue = async (course: { courseId?: string; courseType?: string }) => {
    const { fileUrl } = await as(admin).certificates.upload({ file: PDF_BYTES });
    return as(admin).certificates.create({
      userId: client.id,
      ...course,
      issueDate: '2026-11-01',
      expiryDate: '2029-11-01',
      governmentNumber: '880112345',
      certificateFileUrl: fileUrl,
    });
  };
  const publish = (course: { courseId?: string; courseType?: string }) => {
    counter += 1;
    return as(admin).publicCertificates.create({
      certificateNumber: `COURSE-${counter}`,
      studentName: 'Ahmed Ali Hassan',
      nationalId: `8801100${counter}`,
      ...course,
      dateOfBirth: '1988-01-12',
      publishDate: '2026-11-01',
      expiryDate: '2029-10-31',
    });
  };
  /** Each form's own message: the spec's 'Course is required' for a public certificate. */
  const expectRefused = async (course: { courseId?: string; courseType?: string }) => {
    expect(await outcome(issue(course))).toEqual({ status: 400, message: 'Course is required' });
    expect(await outcome(publish(course))).toEqual({ status: 400, message: 'Course is required' });
  };
  const named = (key: string) => {
    const course = courses[key];
    return { courseId: course?.id, courseName: course?.name, courseType: course?.courseType };
  };

  it('takes the course by its id, and answers its name and type', async () => {
    expect(await issue({ courseId: courses.rigger?.id })).toMatchObject(named('rigger'));
    expect(await publish({ courseId: courses.rigger?.id })).toMatchObject(named('rigger'));
    // An id in capitals is the same id.
    expect(await issue({ courseId: courses.tower?.id.toUpperCase() })).toMatchObject(named('tower'));
  });

  it.each([
    ['its name, in any case', 'rigger (slinger / signaller)'],
    ['its code', 'rig-ss'],
  ])('takes the course from courseType as %s', async (_case, courseType) => {
    expect(await issue({ courseType })).toMatchObject(named('rigger'));
    expect(await publish({ courseType })).toMatchObject(named('rigger'));
  });

  it.each([
    ['a type key: the course named as the type', 'tower_crane_operations', 'tower'],
    ['a type label: an active course before an inactive one', 'Forklift', 'forklift'],
    ['a type with two courses: the oldest', 'excavator', 'excavator360'],
    ['a type whose only course is inactive: that one', 'plumbing', 'plumbing'],
  ])("takes the type's course from courseType as %s", async (_case, courseType, key) => {
    expect(await issue({ courseType })).toMatchObject(named(key));
    expect(await publish({ courseType })).toMatchObject(named(key));
  });

  it('prefers the id to courseType when both are sent', async () => {
    expect(await issue({ courseId: courses.forklift?.id, courseType: 'rigger' })).toMatchObject(
      named('forklift'),
    );
  });

  it.each([
    ['no course at all', {}],
    ['an unknown id', { courseId: '3f2b8a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b' }],
    ['a malformed id', { courseId: 'not-a-uuid' }],
    ['a bad id, even with a good courseType', { courseId: 'nope', courseType: 'rigger' }],
    ['a name the catalogue lacks', { courseType: 'Welding' }],
  ])("refuses %s with the form's message", async (_case, course) => {
    await expectRefused(course);
  });

  // 'other' is a catch-all: only a course named 'Other Training' is its course.
  it.each(['wireman', 'other'])('refuses a type the catalogue has no course of: %s', async (courseType) => {
    await expectRefused({ courseType });
  });

  it('keeps the name and type a public certificate was published with', async () => {
    const course = await as(admin).courses.create({ name: 'Skid Steer Loader', courseType: 'skid_steer' });
    const published = await publish({ courseId: course.id });
    await as(admin).courses.update({
      id: course.id,
      name: 'Skid Steer Loader (Bobcat)',
      courseType: 'other',
    });
    const listed = (await as(admin).publicCertificates.list()).find((row) => row.id === published.id);
    expect(listed).toMatchObject({ courseName: 'Skid Steer Loader', courseType: 'skid_steer' });
  });

  it('refuses to delete a course while certificates use it', async () => {
    const course = await as(admin).courses.create({
      name: 'Confined Space Entry',
      courseType: 'confined_space',
    });
    const certificate = await issue({ courseId: course.id });
    expect(await outcome(as(admin).courses.delete({ id: course.id }))).toEqual({
      status: 409,
      message: 'This course cannot be deleted: it is used by 1 certificate. Make it inactive instead.',
    });
    const published = await publish({ courseId: course.id });
    expect((await outcome(as(admin).courses.delete({ id: course.id }))).message).toBe(
      'This course cannot be deleted: it is used by 1 certificate and 1 public certificate. Make it inactive instead.',
    );
    await as(admin).certificates.delete({ id: certificate.id });
    await as(admin).publicCertificates.delete({ id: published.id });
    expect(await as(admin).courses.delete({ id: course.id })).toEqual({ ok: true });
  });
});
