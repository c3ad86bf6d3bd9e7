import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callerFor,
  FakeClock,
  insertCourse,
  insertUser,
  outcome,
  PDF_BYTES,
  PNG_BYTES,
  type TestCourse,
  type TestUser,
  temporaryStorage,
} from '../test-support.js';
import type { CreateCertificateInput } from './certificates.schema.js';
import { deleteAbandonedCertificateUploads, newCertificateNumber } from './certificates.service.js';

describe('certificate numbers', () => {
  it('are the year of issue and six characters that read unambiguously', () => {
    for (let i = 0; i < 50; i++) {
      expect(newCertificateNumber('2026-05-01')).toMatch(/^CERT-2026-[2-9A-HJ-NP-Z]{6}$/);
    }
  });
});

describe.each(testDatabases())('private certificates on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  let client: TestUser;
  let otherClient: TestUser;
  let instructor: TestUser;
  let course: TestCourse;
  const clock = new FakeClock(new Date('2026-11-23T06:00:00Z'));
  const { storage, files } = temporaryStorage();

  beforeAll(async () => {
    database = await create();
    admin = await insertUser(database.db, { role: 'admin', firstName: 'Maryam', lastName: 'Ali' });
    client = await insertUser(database.db, { companyName: 'Gulf Lifting WLL' });
    otherClient = await insertUser(database.db, { companyName: 'Bahrain Ports Co' });
    instructor = await insertUser(database.db, { role: 'instructor' });
    course = await insertCourse(database.db, {
      name: 'Mobile Crane Operations (All-Terrain)',
      courseType: 'mobile_crane_operations',
    });
  });
  afterAll(() => database.close());

  function as(user: TestUser | null) {
    clock.advance(1000);
    return callerFor(database.db, { user, now: clock.now, storage }).caller;
  }

  async function issue(fields: Partial<CreateCertificateInput> = {}) {
    const { fileUrl } = await as(admin).certificates.upload({ file: PDF_BYTES });
    return as(admin).certificates.create({
      userId: client.id,
      courseId: course.id,
      issueDate: '2026-11-01',
      expiryDate: '2029-11-01',
      governmentNumber: '880112345',
      certificateFileUrl: fileUrl,
      ...fields,
    });
  }

  it('keeps an uploaded PDF privately and refuses anything that is not one', async () => {
    const { fileUrl } = await as(admin).certificates.upload({ file: PDF_BYTES });
    expect(fileUrl).toMatch(/^certificates\/[0-9a-f-]{36}\.pdf$/);
    expect(files()).toContain(`private/${fileUrl}`);
    expect(await outcome(as(admin).certificates.upload({ file: PNG_BYTES }))).toEqual({
      status: 415,
      message: 'Invalid file type. Please select a PDF file',
    });
    const tooLarge = new Uint8Array(10_485_761);
    tooLarge.set(PDF_BYTES);
    expect(await outcome(as(admin).certificates.upload({ file: tooLarge }))).toMatchObject({ status: 413 });
    expect(await outcome(as(client).certificates.upload({ file: PDF_BYTES }))).toMatchObject({ status: 403 });
  });

  it('issues a certificate with a generated number, shown with its client and publisher, and audited', async () => {
    const certificate = await issue();
    expect(certificate).toMatchObject({
      userId: client.id,
      user: { companyName: 'Gulf Lifting WLL' },
      courseId: course.id,
      courseName: 'Mobile Crane Operations (All-Terrain)',
      courseType: 'mobile_crane_operations',
      governmentNumber: '880112345',
      issueDate: '2026-11-01',
      expiryDate: '2029-11-01',
      status: 'valid',
      publishedBy: admin.id,
      publishedByName: 'Maryam Ali',
      fileName: `${certificate.certificateNumber}.pdf`,
    });
    expect(certificate.certificateNumber).toMatch(/^CERT-2026-/);
    const listed = await as(admin).certificates.list();
    expect(listed.map((entry) => entry.id)).toContain(certificate.id);
    const audit = await database.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entityId', '=', certificate.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      entityType: 'certificate',
      action: 'created',
      performedBy: admin.id,
      performedByName: 'Maryam Ali',
      entityTitle: certificate.certificateNumber,
      entityDetails: 'Gulf Lifting WLL · Mobile Crane Operations (All-Terrain) · expires 2029-11-01',
      previousData: null,
    });
  });

  it('takes the client as participantId too', async () => {
    const certificate = await issue({ userId: undefined, participantId: client.id });
    expect(certificate.userId).toBe(client.id);
  });

  it("checks every field with the form's messages", async () => {
    const { fileUrl } = await as(admin).certificates.upload({ file: PDF_BYTES });
    const valid = {
      userId: client.id,
      courseId: course.id,
      issueDate: '2026-11-01',
      expiryDate: '2027-11-01',
      governmentNumber: '123',
      certificateFileUrl: fileUrl,
    };
    const message = async (fields: Record<string, unknown>) =>
      (await outcome(as(admin).certificates.create({ ...valid, ...fields } as CreateCertificateInput)))
        .message;
    expect(await message({ governmentNumber: '12a45' })).toBe('Please enter numbers only');
    const arabic = await as(admin).certificates.upload({ file: PDF_BYTES });
    const issued = await as(admin).certificates.create({
      ...valid,
      governmentNumber: '٨٩٠٤١٢٣٥٦',
      certificateFileUrl: arabic.fileUrl,
    });
    expect(issued.governmentNumber).toBe('890412356');
    expect(await message({ governmentNumber: '' })).toBe('Government number is required');
    expect(await message({ userId: undefined })).toBe('Client is required');
    expect(await message({ userId: instructor.id })).toBe('Client is required');
    expect(await message({ courseId: undefined })).toBe('Course is required');
    expect(await message({ courseId: '' })).toBe('Course is required');
    expect(await message({ issueDate: '' })).toBe('Issue date is required');
    expect(await message({ issueDate: '0000-01-01' })).toBe('Issue date is required');
    expect(await message({ expiryDate: '2026-10-01' })).toBe('Expiry date must be after the issue date');
    expect(await message({ certificateFileUrl: '' })).toBe('Please upload the certificate PDF first');
    expect(await message({ certificateFileUrl: '../../etc/passwd' })).toBe(
      'Please upload the certificate PDF first',
    );
    expect(
      await message({ certificateFileUrl: 'certificates/00000000-0000-4000-8000-000000000000.pdf' }),
    ).toBe('Please upload the certificate PDF first');
  });

  it('will not attach one uploaded file to two certificates', async () => {
    const first = await issue();
    const { filePath } = await database.db
      .selectFrom('certificates')
      .select('filePath')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(await outcome(issue({ certificateFileUrl: filePath }))).toEqual({
      status: 400,
      message: 'Please upload the certificate PDF first',
    });
  });

  it('deletes, a day later, an uploaded PDF that no certificate took, and keeps the used ones', async () => {
    const { fileUrl: unused } = await as(admin).certificates.upload({ file: PDF_BYTES });
    const used = await issue();
    const { key: usedKey } = await as(admin).certificates.file({ id: used.id });
    const sweep = () => deleteAbandonedCertificateUploads({ db: database.db, storage, now: clock.now });
    expect(await sweep()).toBe(0);
    expect(files()).toContain(`private/${unused}`);
    clock.advance(24 * 60 * 60 * 1000 + 60_000);
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(files()).not.toContain(`private/${unused}`);
    expect(files()).toContain(`private/${usedKey}`);
    expect(await outcome(issue({ certificateFileUrl: unused }))).toEqual({
      status: 400,
      message: 'Please upload the certificate PDF first',
    });
  });

  it('gives a client their own certificates, Valid or Expired by the expiry date', async () => {
    const expired = await issue({ issueDate: '2023-01-10', expiryDate: '2026-11-23' });
    const mine = await as(client).certificates.mine();
    expect(mine.find((entry) => entry.id === expired.id)).toEqual({
      id: expired.id,
      certificateNumber: expired.certificateNumber,
      courseId: course.id,
      courseName: 'Mobile Crane Operations (All-Terrain)',
      courseNameAr: null,
      courseType: 'mobile_crane_operations',
      issueDate: '2023-01-10',
      expiryDate: '2026-11-23',
      status: 'expired',
    });
    expect(mine.every((entry) => entry.id !== undefined)).toBe(true);
    expect(await as(otherClient).certificates.mine()).toEqual([]);
    expect(await outcome(as(admin).certificates.mine())).toMatchObject({ status: 403 });
    expect(await outcome(as(null).certificates.mine())).toMatchObject({ status: 401 });
  });

  it('names the course in Arabic for an Arabic reader: the list sorts and searches by that name', async () => {
    // English order: Alpha before Zulu; Arabic order: أ (Zulu's) before ي (Alpha's).
    const named = async (name: string, nameAr: string) => {
      const named = await insertCourse(database.db, { name, courseType: 'rigger' });
      await database.db.updateTable('courses').set({ nameAr }).where('id', '=', named.id).execute();
      return (await issue({ courseId: named.id })).id;
    };
    const alpha = await named('Alpha Rigging', 'يدوية الربط');
    const zulu = await named('Zulu Lifting', 'أساسيات الرفع');
    const order = async (language: 'en' | 'ar') => {
      const caller = callerFor(database.db, { user: admin, now: clock.now, storage, language }).caller;
      const { items } = await caller.certificates.page({ sort: 'course', direction: 'asc', pageSize: 100 });
      return items.map((item) => item.id).filter((id) => id === alpha || id === zulu);
    };
    expect(await order('en')).toEqual([alpha, zulu]);
    expect(await order('ar')).toEqual([zulu, alpha]);
    const found = await as(admin).certificates.page({ search: 'أساسيات', pageSize: 100 });
    expect(found.items.map((item) => [item.id, item.courseName, item.courseNameAr])).toEqual([
      [zulu, 'Zulu Lifting', 'أساسيات الرفع'],
    ]);
    const mine = await as(client).certificates.mine();
    expect(mine.find((entry) => entry.id === alpha)?.courseNameAr).toBe('يدوية الربط');
  });

  it("serves a certificate's file to its owner and admins only", async () => {
    const certificate = await issue();
    const expected = { fileName: `Certificate-${certificate.certificateNumber}.pdf` };
    expect(await as(client).certificates.file({ id: certificate.id })).toMatchObject(expected);
    expect(await as(admin).certificates.file({ id: certificate.id })).toMatchObject(expected);
    for (const stranger of [otherClient, instructor]) {
      expect(await outcome(as(stranger).certificates.file({ id: certificate.id }))).toEqual({
        status: 404,
        message: 'Certificate not found',
      });
    }
    expect(await outcome(as(null).certificates.file({ id: certificate.id }))).toMatchObject({ status: 401 });
    expect(await outcome(as(client).certificates.file({ id: 'nope' }))).toMatchObject({ status: 404 });
  });

  it('answers a certificate whose PDF is gone with a 404 of its own', async () => {
    const certificate = await issue();
    const { key, stream } = await as(admin).certificates.file({ id: certificate.id });
    stream.destroy();
    await storage.delete('private', key);
    expect(await outcome(as(client).certificates.file({ id: certificate.id }))).toEqual({
      status: 404,
      message: 'The certificate file is missing. Please contact us.',
    });
  });

  it('deletes the record and its PDF, and audits the delete', async () => {
    const certificate = await issue();
    const { key } = await as(admin).certificates.file({ id: certificate.id });
    expect(files()).toContain(`private/${key}`);
    expect(await as(admin).certificates.delete({ id: certificate.id })).toEqual({ ok: true });
    expect(files()).not.toContain(`private/${key}`);
    expect(await outcome(as(admin).certificates.file({ id: certificate.id }))).toMatchObject({ status: 404 });
    const actions = await database.db
      .selectFrom('auditLog')
      .select('action')
      .where('entityId', '=', certificate.id)
      .orderBy('createdAt')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['created', 'deleted']);
    expect(await outcome(as(admin).certificates.delete({ id: certificate.id }))).toMatchObject({
      status: 404,
    });
    expect(await outcome(as(client).certificates.delete({ id: certificate.id }))).toMatchObject({
      status: 403,
    });
  });
});
