import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsOf } from '../audit/audit-test-rows.js';
import {
  callerFor,
  FakeClock,
  insertCourse,
  insertUser,
  outcome,
  PDF_BYTES,
  type TestCourse,
  type TestUser,
  temporaryStorage,
} from '../test-support.js';
import { updateCertificateInputSchema } from './certificates.schema.js';

// A private certificate's dates and numbers are corrected in place (not deleted and uploaded
// again), audited with the certificate before and after.

describe('the edit form’s schema, which the server uses too', () => {
  it('refuses an expiry not after the issue date, a blank number and letters in the government number', () => {
    const first = (input: unknown) => updateCertificateInputSchema.safeParse(input).error?.issues[0]?.message;
    expect(first({ id: 'x', issueDate: '2026-11-01', expiryDate: '2026-11-01' })).toBe(
      'Expiry date must be after the issue date',
    );
    expect(first({ id: 'x', certificateNumber: '  ' })).toBe('Certificate number is required');
    expect(first({ id: 'x', governmentNumber: '88A' })).toBe('Please enter numbers only');
    expect(
      first({ id: 'x', certificateNumber: ' CERT-2026-ABCDEF ', issueDate: '2026-11-02' }),
    ).toBeUndefined();
  });
});

describe.each(testDatabases())('editing private certificates on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  let client: TestUser;
  let course: TestCourse;
  const clock = new FakeClock(new Date('2026-11-27T06:00:00Z'));
  const { storage } = temporaryStorage();

  beforeAll(async () => {
    database = await create();
    admin = await insertUser(database.db, { role: 'admin', firstName: 'Maryam', lastName: 'Ali' });
    client = await insertUser(database.db, { companyName: 'Gulf Lifting WLL' });
    course = await insertCourse(database.db, { name: 'Rigger', courseType: 'rigger' });
  });
  afterAll(() => database.close());

  const as = (user: TestUser) => {
    clock.advance(1000);
    return callerFor(database.db, { user, now: clock.now, storage }).caller;
  };
  const issue = async () => {
    const { fileUrl } = await as(admin).certificates.upload({ file: PDF_BYTES });
    return as(admin).certificates.create({
      userId: client.id,
      courseId: course.id,
      issueDate: '2026-11-01',
      expiryDate: '2029-11-01',
      governmentNumber: '880112345',
      certificateFileUrl: fileUrl,
    });
  };

  it('corrects the dates and numbers given, and audits the certificate before and after', async () => {
    const certificate = await issue();
    const edited = await as(admin).certificates.update({
      id: certificate.id,
      certificateNumber: 'CERT-2026-FIXED1',
      issueDate: '2026-10-30',
      expiryDate: '2029-10-30',
    });
    expect(edited).toMatchObject({
      id: certificate.id,
      certificateNumber: 'CERT-2026-FIXED1',
      fileName: 'CERT-2026-FIXED1.pdf',
      issueDate: '2026-10-30',
      expiryDate: '2029-10-30',
      governmentNumber: '880112345',
    });
    const [row, ...more] = (await auditRowsOf(database.db, 'certificate', certificate.id)).filter(
      (row) => row.action === 'updated',
    );
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      performedBy: admin.id,
      performedByName: 'Maryam Ali',
      changeDescription: `Certificate ${certificate.certificateNumber} corrected: certificate number, issue date, expiry date`,
      entityTitle: 'CERT-2026-FIXED1',
      previousData: expect.objectContaining({
        certificateNumber: certificate.certificateNumber,
        issueDate: '2026-11-01',
      }),
      newData: expect.objectContaining({ certificateNumber: 'CERT-2026-FIXED1', expiryDate: '2029-10-30' }),
    });
  });

  it('checks one new date against the stored other (400), a taken number (409), and an unknown id (404)', async () => {
    const certificate = await issue();
    const other = await issue();
    expect(
      await outcome(as(admin).certificates.update({ id: certificate.id, expiryDate: '2026-10-01' })),
    ).toEqual({
      status: 400,
      message: 'Expiry date must be after the issue date',
    });
    expect(
      await outcome(
        as(admin).certificates.update({ id: certificate.id, certificateNumber: other.certificateNumber }),
      ),
    ).toEqual({
      status: 409,
      message: `Another certificate already has the number ${other.certificateNumber}`,
    });
    expect(await outcome(as(admin).certificates.update({ id: 'nope', issueDate: '2026-01-01' }))).toEqual({
      status: 404,
      message: 'Certificate not found',
    });
    expect(
      await outcome(as(client).certificates.update({ id: certificate.id, issueDate: '2026-01-01' })),
    ).toMatchObject({
      status: 403,
    });
    // Nothing changed: no audit row.
    await as(admin).certificates.update({ id: certificate.id, governmentNumber: '880112345' });
    const updates = (await auditRowsOf(database.db, 'certificate', certificate.id)).filter(
      (row) => row.action === 'updated',
    );
    expect(updates).toEqual([]);
  });

  it('forgets the expiry reminders mailed for an expiry date that changed', async () => {
    const certificate = await issue();
    await database.db
      .insertInto('certificateExpiryReminders')
      .values({ certificateId: certificate.id, daysBefore: 90, claimedAt: clock.now() })
      .execute();
    await as(admin).certificates.update({ id: certificate.id, governmentNumber: '990000001' });
    const kept = await database.db
      .selectFrom('certificateExpiryReminders')
      .select('daysBefore')
      .where('certificateId', '=', certificate.id)
      .execute();
    expect(kept).toEqual([{ daysBefore: 90 }]);
    await as(admin).certificates.update({ id: certificate.id, expiryDate: '2030-11-01' });
    const after = await database.db
      .selectFrom('certificateExpiryReminders')
      .select('daysBefore')
      .where('certificateId', '=', certificate.id)
      .execute();
    expect(after).toEqual([]);
  });
});
