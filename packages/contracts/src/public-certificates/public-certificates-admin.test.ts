import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callerFor,
  FakeClock,
  insertCourse,
  insertUser,
  outcome,
  TEST_APP_URL,
  type TestUser,
} from '../test-support.js';
import { ageOn, type CreatePublicCertificateInput, latestDateOfBirth } from './public-certificates.schema.js';

describe('the age rule', () => {
  it('counts whole years, a birthday counting from its day', () => {
    expect(ageOn('2008-11-23', '2026-11-23')).toBe(18);
    expect(ageOn('2008-11-24', '2026-11-23')).toBe(17);
    expect(ageOn('1990-01-01', '2026-11-23')).toBe(36);
  });
  it('offers dates of birth up to 18 years before the day', () => {
    expect(latestDateOfBirth('2026-11-23')).toBe('2008-11-23');
    expect(latestDateOfBirth('2028-02-29')).toBe('2010-02-28');
  });
});

describe.each(testDatabases())('the public certificate directory on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  let client: TestUser;
  // 2026-11-23 in Bahrain.
  const clock = new FakeClock(new Date('2026-11-23T06:00:00Z'));
  let counter = 0;

  beforeAll(async () => {
    database = await create();
    admin = await insertUser(database.db, { role: 'admin' });
    client = await insertUser(database.db, {});
    await insertCourse(database.db, {
      name: 'Mobile Crane Operations',
      courseType: 'mobile_crane_operations',
    });
  });
  afterAll(() => database.close());

  const as = (user: TestUser | null) =>
    callerFor(database.db, {
      user,
      now: clock.now,
      client: { ipAddress: `198.51.100.${(counter % 250) + 1}`, userAgent: 'vitest' },
    }).caller;
  const fields = (overrides: Partial<CreatePublicCertificateInput> = {}): CreatePublicCertificateInput => {
    counter += 1;
    return {
      certificateNumber: `PUB-2026-${String(counter).padStart(4, '0')}`,
      studentName: 'Ahmed Ali Hassan',
      nationalId: `88011${String(counter).padStart(4, '0')}`,
      courseType: 'mobile_crane_operations',
      dateOfBirth: '1988-01-12',
      publishDate: '2026-11-01',
      expiryDate: '2029-10-31',
      ...overrides,
    };
  };

  it('reads a national ID typed in Arabic-Indic digits as 0-9, stores and finds it so', async () => {
    const created = await as(admin).publicCertificates.create(
      fields({ nationalId: '٨٩٠٤١٢٣٥٦', certificateNumber: 'PUB-ARABIC-DIGITS' }),
    );
    expect(created.nationalId).toBe('890412356');
    const row = await database.db
      .selectFrom('publicCertificates')
      .select('nationalId')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.nationalId).toBe('890412356');
    expect(await as(null).publicCertificates.search({ query: '۸۹۰۴۱۲۳۵۶' })).toMatchObject({
      certificateNumber: 'PUB-ARABIC-DIGITS',
    });
  });

  it('publishes a certificate: year of birth derived, visible, verifiable at its own address', async () => {
    const created = await as(admin).publicCertificates.create({
      ...fields(),
      yearOfBirth: 1900,
      isVisible: false,
    });
    expect(created).toMatchObject({
      yearOfBirth: 1988,
      isVisible: true,
      courseName: 'Mobile Crane Operations',
      status: 'valid',
      revokedAt: null,
      publishedBy: admin.id,
    });
    expect(created.verificationUrl).toMatch(new RegExp(`^${TEST_APP_URL}/verify/[0-9a-f]{32}$`));
    const code = created.verificationUrl.split('/').pop() ?? '';
    // The page anyone reaches from a printed QR code shows the last four of the national ID and the year of birth only.
    const input = fields();
    const published = await as(admin).publicCertificates.create(input);
    const publishedCode = published.verificationUrl.split('/').pop() ?? '';
    expect(await as(null).publicCertificates.verify({ code: publishedCode })).toMatchObject({
      certificateNumber: published.certificateNumber,
      studentName: 'Ahmed Ali Hassan',
      nationalId: `*****${input.nationalId.slice(-4)}`,
      dateOfBirth: null,
      yearOfBirth: 1988,
      status: 'valid',
    });
    expect(await as(null).publicCertificates.verify({ code })).toMatchObject({
      certificateNumber: created.certificateNumber,
    });
    expect((await as(admin).publicCertificates.list()).map((entry) => entry.id)).toContain(created.id);
  });

  it("refuses a student under 18, missing fields and a taken number with the spec's messages", async () => {
    const message = async (input: Record<string, unknown>) =>
      outcome(as(admin).publicCertificates.create(input as CreatePublicCertificateInput));
    expect(await message(fields({ dateOfBirth: '2008-11-24' }))).toEqual({
      status: 400,
      message: 'Student must be at least 18 years old to obtain certification.',
    });
    expect((await message(fields({ dateOfBirth: '2008-11-23' }))).status).toBe(200);
    expect(await message({ ...fields(), certificateNumber: '  ' })).toEqual({
      status: 400,
      message: 'Certificate number is required',
    });
    expect((await message({ ...fields(), studentName: undefined })).message).toBe('Student name is required');
    expect((await message({ ...fields(), courseType: '' })).message).toBe('Course is required');
    expect((await message({ ...fields(), publishDate: '' })).message).toBe('Issue date is required');
    expect(await message(fields({ publishDate: '0000-01-01' }))).toEqual({
      status: 400,
      message: 'Issue date must be a real date from 1900-01-01 to 2999-12-31 (got 0000-01-01)',
    });
    expect((await message(fields({ dateOfBirth: '17/04/1989' }))).message).toBe(
      'Date of birth must be YYYY-MM-DD (got 17/04/1989)',
    );
    expect((await message({ ...fields(), expiryDate: '2026-10-01' })).message).toBe(
      'Expiry date must be after the issue date',
    );
    const taken = await as(admin).publicCertificates.create(fields());
    expect(await message(fields({ certificateNumber: taken.certificateNumber.toLowerCase() }))).toEqual({
      status: 409,
      message: 'A certificate with this number already exists',
    });
    expect((await message(fields())).status).toBe(200);
    expect((await outcome(as(client).publicCertificates.create(fields()))).status).toBe(403);
  });

  it('revokes with a reason: search and verification then say REVOKED and why', async () => {
    const created = await as(admin).publicCertificates.create(fields());
    const code = created.verificationUrl.split('/').pop() ?? '';
    expect(await outcome(as(admin).publicCertificates.revoke({ id: created.id, reason: ' ' }))).toEqual({
      status: 400,
      message: 'Please give the reason for revoking this certificate',
    });
    const revoked = await as(admin).publicCertificates.revoke({
      id: created.id,
      reason: 'Issued in error: wrong course',
    });
    expect(revoked).toMatchObject({ status: 'revoked', revokedReason: 'Issued in error: wrong course' });
    for (const result of [
      await as(null).publicCertificates.verify({ code }),
      await as(null).publicCertificates.search({ query: created.certificateNumber }),
    ]) {
      expect(result).toMatchObject({ status: 'revoked', revokedReason: 'Issued in error: wrong course' });
      expect(result.revokedAt).toBe(clock.now().toISOString());
    }
    expect(await outcome(as(admin).publicCertificates.revoke({ id: created.id, reason: 'again' }))).toEqual({
      status: 409,
      message: 'This certificate is already revoked',
    });
    expect(
      (await outcome(as(client).publicCertificates.revoke({ id: created.id, reason: 'x' }))).status,
    ).toBe(403);
  });

  it('never verifies a hidden or deleted certificate', async () => {
    const hidden = await as(admin).publicCertificates.create(fields());
    await database.db
      .updateTable('publicCertificates')
      .set({ isVisible: false })
      .where('id', '=', hidden.id)
      .execute();
    const hiddenCode = hidden.verificationUrl.split('/').pop() ?? '';
    expect((await outcome(as(null).publicCertificates.verify({ code: hiddenCode }))).status).toBe(404);

    const deleted = await as(admin).publicCertificates.create(fields());
    const code = deleted.verificationUrl.split('/').pop() ?? '';
    expect(await as(admin).publicCertificates.delete({ id: deleted.id })).toEqual({ ok: true });
    expect(await outcome(as(null).publicCertificates.verify({ code }))).toEqual({
      status: 404,
      message: 'Certificate not found',
    });
    expect(await outcome(as(null).publicCertificates.search({ query: deleted.certificateNumber }))).toEqual({
      status: 404,
      message: 'Certificate not found',
    });
    expect((await outcome(as(admin).publicCertificates.delete({ id: deleted.id }))).status).toBe(404);
  });

  it('gives the QR address to admins only', async () => {
    const created = await as(admin).publicCertificates.create(fields());
    expect(await as(admin).publicCertificates.verificationAddress({ id: created.id })).toEqual({
      url: created.verificationUrl,
      certificateNumber: created.certificateNumber,
    });
    expect(
      (await outcome(as(client).publicCertificates.verificationAddress({ id: created.id }))).status,
    ).toBe(403);
  });
});
