import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, FakeClock, insertCourse, insertUser, type TestUser } from '../test-support.js';
import type { CreatePublicCertificateInput } from './public-certificates.schema.js';

// Every change to the public directory leaves an audit_log row: who, when, and the entry before and
// after, without the verification code that opens its public page.
describe.each(testDatabases())('the public directory’s audit rows on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  const clock = new FakeClock(new Date('2026-11-23T06:00:00Z'));
  let counter = 0;

  beforeAll(async () => {
    database = await create();
    admin = await insertUser(database.db, { role: 'admin', firstName: 'Huda', lastName: 'Saleh' });
    await insertCourse(database.db, {
      name: 'Mobile Crane Operations',
      courseType: 'mobile_crane_operations',
    });
  });
  afterAll(() => database.close());

  const caller = () => callerFor(database.db, { user: admin, now: clock.now }).caller;
  const fields = (): CreatePublicCertificateInput => {
    counter += 1;
    return {
      certificateNumber: `AUD-2026-${counter}`,
      studentName: 'Mariam Yousif',
      nationalId: `9001010${counter}`,
      courseType: 'mobile_crane_operations',
      dateOfBirth: '1990-01-01',
      publishDate: '2026-11-01',
      expiryDate: '2029-10-31',
    };
  };
  const auditRows = (entityId: string) =>
    database.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entityType', '=', 'public_certificate')
      .where('entityId', '=', entityId)
      .orderBy('createdAt')
      .execute();

  it('writes a row on create, revoke and delete, with the entry before and after', async () => {
    const created = await caller().publicCertificates.create(fields());
    clock.advance(60_000);
    await caller().publicCertificates.revoke({ id: created.id, reason: 'Issued in error' });
    clock.advance(60_000);
    await caller().publicCertificates.delete({ id: created.id });

    const rows = await auditRows(created.id);
    expect(rows.map((row) => row.action)).toEqual(['created', 'updated', 'deleted']);
    for (const row of rows) {
      expect(row).toMatchObject({
        performedBy: admin.id,
        performedByEmail: admin.email,
        performedByName: 'Huda Saleh',
        entityTitle: `${created.certificateNumber} · Mariam Yousif`,
      });
      const code = created.verificationUrl.split('/').pop() ?? '';
      expect(JSON.stringify([row.previousData, row.newData])).not.toContain(code);
    }
    const [made, revoked, deleted] = rows;
    expect(made?.previousData).toBeNull();
    expect(made?.newData).toMatchObject({ certificateNumber: created.certificateNumber, revokedAt: null });
    expect(revoked?.changeDescription).toBe(
      `Certificate ${created.certificateNumber} revoked: Issued in error`,
    );
    expect(revoked?.previousData).toMatchObject({ revokedAt: null, revokedReason: null });
    expect(revoked?.newData).toMatchObject({
      revokedAt: new Date('2026-11-23T06:01:00Z').toISOString(),
      revokedReason: 'Issued in error',
    });
    expect(deleted?.previousData).toMatchObject({ revokedReason: 'Issued in error' });
    expect(deleted?.newData).toBeNull();

    // The trail lists them for the entity, newest first.
    const trail = await caller().audit.page({ entity: 'public_certificate' });
    expect(trail.items.filter((row) => row.entityId === created.id).map((row) => row.action)).toEqual([
      'deleted',
      'updated',
      'created',
    ]);
  });

  it('writes one row per certificate of a CSV import, and none when the import fails', async () => {
    const header = 'certificateNumber,studentName,nationalId,courseType,dateOfBirth,publishDate,expiryDate';
    const csv = (lines: string[]) => ({ file: new TextEncoder().encode([header, ...lines].join('\n')) });
    const before = (await caller().audit.page({ entity: 'public_certificate' })).total;
    clock.advance(60_000);
    await caller().publicCertificates.importCsv(
      csv([
        'IMP-0001,Ali Hasan,880101001,mobile_crane_operations,1988-01-01,2026-11-01,2029-10-31',
        'IMP-0002,Noor Ahmed,880101002,mobile_crane_operations,1988-02-02,2026-11-01,2029-10-31',
      ]),
    );
    const trail = await caller().audit.page({ entity: 'public_certificate' });
    expect(trail.total).toBe(before + 2);
    expect(
      trail.items
        .slice(0, 2)
        .map((row) => [row.title, row.description])
        .sort(),
    ).toEqual([
      ['IMP-0001 · Ali Hasan', 'Certificate IMP-0001 published for Ali Hasan (CSV import)'],
      ['IMP-0002 · Noor Ahmed', 'Certificate IMP-0002 published for Noor Ahmed (CSV import)'],
    ]);

    // A file with a bad row imports nothing, so it leaves no audit row either.
    await expect(
      caller().publicCertificates.importCsv(
        csv([
          'IMP-0003,Sami,880101003,mobile_crane_operations,1988-01-01,2026-11-01,2029-10-31',
          'IMP-0001,x',
        ]),
      ),
    ).rejects.toThrow();
    expect((await caller().audit.page({ entity: 'public_certificate' })).total).toBe(before + 2);
  });
});
