import { testDatabases } from '@tc/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callerFor,
  insertUser,
  outcome,
  PNG_BYTES,
  type TestUser,
  temporaryStorage,
} from '../test-support.js';
import { codeFromName } from './course-code.js';
import { courseUsages } from './course-usage.js';

describe('course codes from names', () => {
  it.each([
    ['Mobile Crane Operations', 'MOBILE-CRANE-OPERATIONS'],
    ['  Rigger / Slinger & Signaller ', 'RIGGER-SLINGER-SIGNALLER'],
    ['Équipement lourd', 'EQUIPEMENT-LOURD'],
    ['360° Excavator', '360-EXCAVATOR'],
    [
      'Very long course name about operating heavy machinery safely on sites',
      'VERY-LONG-COURSE-NAME-ABOUT-OPERATING',
    ],
    ['رافعة', 'COURSE'],
  ])('%s -> %s', (name, code) => {
    expect(codeFromName(name)).toBe(code);
  });
});

describe.each(testDatabases())('the Courses tab on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  let client: TestUser;
  const disk = temporaryStorage();

  beforeAll(async () => {
    database = await create();
    admin = await insertUser(database.db, { role: 'admin' });
    client = await insertUser(database.db);
  });
  afterAll(() => database.close());

  const as = (user: TestUser | null) => callerFor(database.db, { user, storage: disk.storage }).caller;
  const uploadedImage = async () => (await as(admin).uploads.image({ file: PNG_BYTES })).imageUrl;
  const fileExists = (url: string) => disk.files().includes(url.replace('/uploads/', ''));

  it('creates a course with the defaults of the data model and a code from its name', async () => {
    const course = await as(admin).courses.create({ name: 'Mobile Crane Operations' });
    expect(course).toMatchObject({
      name: 'Mobile Crane Operations',
      code: 'MOBILE-CRANE-OPERATIONS',
      icon: 'GraduationCap',
      certificateType: 'rtitb',
      courseType: 'other',
      trainingPrice: 160,
      assessmentPrice: 70,
      isActive: true,
      imageUrl: null,
      description: null,
    });
    const again = await as(admin).courses.create({ name: 'Mobile crane operations', isActive: false });
    const third = await as(admin).courses.create({ name: 'Mobile Crane Operations!' });
    expect([again.code, third.code]).toEqual(['MOBILE-CRANE-OPERATIONS-2', 'MOBILE-CRANE-OPERATIONS-3']);

    const listed = await as(admin).courses.listAll();
    expect(listed.filter((row) => row.code.startsWith('MOBILE-CRANE')).map((row) => row.isActive)).toContain(
      false,
    );
    expect((await as(null).courses.list()).map((row) => row.id)).not.toContain(again.id);
  });

  it.each([
    [{ name: '' }, 'Course name is required'],
    [{ name: '   ' }, 'Course name is required'],
    [{}, 'Course name is required'],
    [{ name: 'X', trainingPrice: -1 }, 'Training price must be 0 or more'],
    [{ name: 'X', assessmentPrice: -5 }, 'Assessment price must be 0 or more'],
    [{ name: 'X', trainingPrice: 10.5 }, 'Training price must be a whole number of dinars'],
    // What the form's field sends: refused as typed, never rounded or stripped of its sign.
    [{ name: 'X', trainingPrice: '149.995' }, 'Training price must be a whole number of dinars'],
    [{ name: 'X', assessmentPrice: '-5' }, 'Assessment price must be 0 or more'],
    [{ name: 'X', trainingPrice: '12abc' }, 'Training price must be a number'],
    [{ name: 'X', trainingPrice: ' ' }, 'Training price is required'],
    [{ name: 'X', trainingPrice: '1000001' }, 'Training price must be at most 1000000'],
    [{ name: 'X', certificateType: 'nccco' }, 'Certificate type must be local or rtitb'],
    [
      { name: 'X', courseType: 'Mobile Crane' },
      expect.stringMatching(/^Course type must be one of: mobile_crane/),
    ],
    [{ name: 'X', icon: 'Rocket' }, expect.stringMatching(/^icon must be one of: GraduationCap, Wrench/)],
  ])('refuses %j with the form message', async (input, message) => {
    expect(await outcome(as(admin).courses.create(input as { name: string }))).toEqual({
      status: 400,
      message,
    });
  });

  it('edits fields and the code; a code another course has answers 409', async () => {
    const course = await as(admin).courses.create({ name: 'Tower Crane', trainingPrice: 0 });
    expect(course.trainingPrice).toBe(0);
    const edited = await as(admin).courses.update({
      id: course.id,
      code: 'TC-1',
      icon: 'Building',
      certificateType: 'local',
      courseType: 'tower_crane_operations',
      description: 'Hammerhead and luffing jib',
    });
    expect(edited).toMatchObject({
      code: 'TC-1',
      icon: 'Building',
      certificateType: 'local',
      courseType: 'tower_crane_operations',
      name: 'Tower Crane',
    });
    expect(
      await outcome(as(admin).courses.update({ id: course.id, code: 'MOBILE-CRANE-OPERATIONS' })),
    ).toEqual({
      status: 409,
      message: 'Another course already has the code "MOBILE-CRANE-OPERATIONS"',
    });
    expect(await outcome(as(admin).courses.update({ id: course.id, code: ' ' }))).toEqual({
      status: 400,
      message: 'Course code is required',
    });
    expect(await outcome(as(admin).courses.update({ id: course.id, assessmentPrice: -1 }))).toEqual({
      status: 400,
      message: 'Assessment price must be 0 or more',
    });
    expect((await outcome(as(admin).courses.update({ id: 'nope', name: 'A' }))).status).toBe(404);
  });

  it('lets admins only manage courses', async () => {
    for (const user of [null, client]) {
      const status = user ? 403 : 401;
      expect((await outcome(as(user).courses.listAll())).status).toBe(status);
      expect((await outcome(as(user).courses.create({ name: 'Sneaky' }))).status).toBe(status);
    }
  });

  it('replacing or removing the image deletes the old file when nothing else shows it', async () => {
    const first = await uploadedImage();
    const course = await as(admin).courses.create({ name: 'Forklift', imageUrl: first });
    expect(course.imageUrl).toBe(first);

    const second = await uploadedImage();
    await as(admin).courses.update({ id: course.id, imageUrl: second });
    expect(fileExists(first)).toBe(false);

    // The same image on another course keeps the file when one of them lets it go.
    const other = await as(admin).courses.create({ name: 'Forklift refresher', imageUrl: second });
    await as(admin).courses.update({ id: course.id, imageUrl: null });
    expect(fileExists(second)).toBe(true);
    await as(admin).courses.update({ id: other.id, imageUrl: '' });
    expect(fileExists(second)).toBe(false);

    expect(
      await outcome(as(admin).courses.update({ id: course.id, imageUrl: 'https://example.com/x.png' })),
    ).toEqual({
      status: 400,
      message: 'Please upload an image first',
    });
  });

  it('refuses to delete a course that schedules, certificates or public certificates use, and says why', async () => {
    const course = await as(admin).courses.create({ name: 'Rigger', courseType: 'rigger' });
    await database.db
      .insertInto('schedules')
      .values(
        [1, 2].map(() => ({
          userId: client.id,
          courseId: course.id,
          preferredDate: '2026-12-01',
          preferredTime: '08:00',
        })),
      )
      .execute();
    await database.db
      .insertInto('publicCertificates')
      .values({
        certificateNumber: 'RIG-1',
        studentName: 'Ali',
        courseType: 'rigger',
        courseId: course.id,
        publishDate: '2026-01-01',
      })
      .execute();
    await database.db
      .insertInto('certificates')
      .values({
        userId: client.id,
        courseId: course.id,
        courseType: 'rigger',
        certificateNumber: 'CERT-RIG-1',
        fileName: 'CERT-RIG-1.pdf',
        filePath: 'certificates/00000000-0000-4000-8000-000000000001.pdf',
        issueDate: '2026-01-01',
        expiryDate: '2029-01-01',
      })
      .execute();
    expect(await outcome(as(admin).courses.delete({ id: course.id }))).toEqual({
      status: 409,
      message:
        'This course cannot be deleted: it is used by 2 schedules, 1 certificate and 1 public certificate. Make it inactive instead.',
    });
    await database.db.deleteFrom('schedules').where('courseId', '=', course.id).execute();
    await database.db.deleteFrom('certificates').where('courseId', '=', course.id).execute();
    expect((await outcome(as(admin).courses.delete({ id: course.id }))).message).toBe(
      'This course cannot be deleted: it is used by 1 public certificate. Make it inactive instead.',
    );
    expect((await as(admin).courses.listAll()).map((row) => row.id)).toContain(course.id);
  });

  it('refuses to delete a course that only quotations quote, counting each quotation once', async () => {
    const course = await as(admin).courses.create({ name: 'Forklift', courseType: 'forklift' });
    const line = { courseId: course.id, trainingType: 'full_course' as const, candidates: 1 };
    await as(admin).quotations.create({
      companyName: 'Gulf Ports Co',
      clientName: 'Layla Nasser',
      contactEmail: 'layla@gulfports.test',
      lines: [line, { ...line, trainingType: 'assessment' }],
    });
    expect(await outcome(as(admin).courses.delete({ id: course.id }))).toEqual({
      status: 409,
      message: 'This course cannot be deleted: it is used by 1 quotation. Make it inactive instead.',
    });
  });

  it('counts every table whose foreign key points at courses', async () => {
    const { rows } = await sql<{ table: string }>`
      select conrelid::regclass::text as table from pg_constraint
      where contype = 'f' and confrelid = 'courses'::regclass`.execute(database.db);
    const camel = (name: string) => name.replace(/_(\w)/g, (_match, letter: string) => letter.toUpperCase());
    expect(rows.map((row) => camel(row.table)).sort()).toEqual(
      courseUsages.map((usage) => usage.table).sort(),
    );
  });

  it('deletes an unused course and its image', async () => {
    const image = await uploadedImage();
    const course = await as(admin).courses.create({ name: 'Wireman', imageUrl: image });
    expect(await as(admin).courses.delete({ id: course.id })).toEqual({ ok: true });
    expect((await as(admin).courses.listAll()).map((row) => row.id)).not.toContain(course.id);
    expect(fileExists(image)).toBe(false);
    expect((await outcome(as(admin).courses.delete({ id: course.id }))).status).toBe(404);
  });
});
