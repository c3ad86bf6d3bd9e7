import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callerFor,
  EVERY_FIELD_ANSWERS,
  insertCourse,
  insertForm,
  insertUser,
  outcome,
  PDF_BYTES,
  type TestUser,
  temporaryStorage,
  uniqueAddress,
  writeDuringDelete,
} from './test-support.js';

// A write that names a row (a client, a course, a form) while an admin deletes that row: the write
// waits for the delete and answers its 4xx, never the foreign key's 500. PGlite runs one
// transaction at a time, so the race needs PostgreSQL's concurrent sessions.

const postgres = testDatabases().find((database) => database.name === 'postgres');

describe.skipIf(!postgres)('a write racing the delete of what it names, on postgres', () => {
  let database: Awaited<ReturnType<NonNullable<typeof postgres>['create']>>;
  let admin: TestUser;
  const { storage } = temporaryStorage();
  const as = (user: TestUser | null) => callerFor(database.db, { user, storage }).caller;
  const deleteUser = (user: { id: string }) => (trx: typeof database.db) =>
    trx.deleteFrom('users').where('id', '=', user.id).execute();
  const deleteCourse = (course: { id: string }) => (trx: typeof database.db) =>
    trx.deleteFrom('courses').where('id', '=', course.id).execute();
  const quotation = { companyName: 'Gulf Ports Co', clientName: 'Layla', contactEmail: 'layla@gulf.test' };
  const line = (courseId: string) => ({ courseId, trainingType: 'full_course' as const, candidates: 1 });

  beforeAll(async () => {
    database = await (postgres as NonNullable<typeof postgres>).create();
    admin = await insertUser(database.db, { role: 'admin' });
  });
  afterAll(() => database?.close());

  it('a quotation whose client or course goes meanwhile', async () => {
    const course = await insertCourse(database.db);
    const client = await insertUser(database.db, {});
    expect(
      await writeDuringDelete(database.db, deleteUser(client), () =>
        outcome(as(admin).quotations.create({ ...quotation, clientId: client.id, lines: [line(course.id)] })),
      ),
    ).toEqual({ status: 400, message: 'Client not found' });
    const made = await as(admin).quotations.create({ ...quotation, lines: [line(course.id)] });
    const other = await insertUser(database.db, {});
    expect(
      await writeDuringDelete(database.db, deleteUser(other), () =>
        outcome(as(admin).quotations.update({ id: made.id, clientId: other.id })),
      ),
    ).toEqual({ status: 400, message: 'Client not found' });
    const retired = await insertCourse(database.db);
    expect(
      await writeDuringDelete(database.db, deleteCourse(retired), () =>
        outcome(as(admin).quotations.update({ id: made.id, lines: [line(retired.id)] })),
      ),
    ).toEqual({ status: 400, message: 'Please select a course to add.' });
  });

  it('a class whose client, instructor or course goes meanwhile', async () => {
    const [client, instructor, course] = [
      await insertUser(database.db, {}),
      await insertUser(database.db, { role: 'instructor' }),
      await insertCourse(database.db),
    ];
    const book = () =>
      outcome(
        as(admin).schedules.create({
          userId: client.id,
          courseId: course.id,
          instructorId: instructor.id,
          preferredDate: '2027-03-01',
          preferredTime: '08:00',
        }),
      );
    expect(await writeDuringDelete(database.db, deleteCourse(course), book)).toEqual({
      status: 400,
      message: 'Course is required',
    });
    course.id = (await insertCourse(database.db)).id;
    expect(await writeDuringDelete(database.db, deleteUser(instructor), book)).toEqual({
      status: 400,
      message: 'Please select an instructor',
    });
    instructor.id = (await insertUser(database.db, { role: 'instructor' })).id;
    expect(await writeDuringDelete(database.db, deleteUser(client), book)).toEqual({
      status: 400,
      message: 'Client is required',
    });
  });

  it('a certificate or a public certificate whose course or client goes meanwhile', async () => {
    const client = await insertUser(database.db, {});
    const course = await insertCourse(database.db);
    const issue = async () => {
      const { fileUrl } = await as(admin).certificates.upload({ file: PDF_BYTES });
      const dates = { issueDate: '2026-11-01', expiryDate: '2029-11-01' };
      const input = { ...dates, userId: client.id, courseId: course.id, certificateFileUrl: fileUrl };
      return () => outcome(as(admin).certificates.create({ ...input, governmentNumber: '880112345' }));
    };
    expect(await writeDuringDelete(database.db, deleteCourse(course), await issue())).toEqual({
      status: 400,
      message: 'Course is required',
    });
    course.id = (await insertCourse(database.db)).id;
    expect(await writeDuringDelete(database.db, deleteUser(client), await issue())).toEqual({
      status: 400,
      message: 'Client is required',
    });
    const publicCourse = await insertCourse(database.db);
    const publish = (number: string) =>
      outcome(
        as(admin).publicCertificates.create({
          certificateNumber: number,
          studentName: 'Ahmed Ali Hassan',
          nationalId: '880112345',
          courseId: publicCourse.id,
          dateOfBirth: '1988-01-12',
          publishDate: '2026-11-01',
          expiryDate: '2029-10-31',
        }),
      );
    expect(await writeDuringDelete(database.db, deleteCourse(publicCourse), () => publish('RACE-1'))).toEqual(
      {
        status: 400,
        message: 'Course is required',
      },
    );
    const importedCourse = await insertCourse(database.db);
    const csv = [
      'certificateNumber,studentName,nationalId,courseType,dateOfBirth,publishDate,expiryDate',
      `RACE-2,Ahmed Ali Hassan,880112346,${importedCourse.code},1988-01-12,2026-11-01,2029-10-31`,
    ].join('\n');
    expect(
      await writeDuringDelete(database.db, deleteCourse(importedCourse), () =>
        outcome(as(admin).publicCertificates.importCsv({ file: new TextEncoder().encode(csv) })),
      ),
    ).toEqual({
      status: 409,
      message: 'A course the file names was deleted meanwhile; nothing was imported.',
    });
  });

  it('a visitor’s answers to a form an admin deletes meanwhile', async () => {
    const form = await insertForm(database.db);
    const visitor = callerFor(database.db, { client: { ipAddress: uniqueAddress(), userAgent: 'vitest' } });
    expect(
      await writeDuringDelete(
        database.db,
        (trx) => trx.deleteFrom('customForms').where('id', '=', form.id).execute(),
        () => outcome(visitor.caller.forms.submit({ slug: form.slug, data: EVERY_FIELD_ANSWERS })),
      ),
    ).toEqual({ status: 404, message: 'Form not found' });
  });
});
