import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connection.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';
import { testDatabases } from './testing.js';

// The migration that gives courses a type and every certificate a course of the catalogue, run on
// rows written before it: a database taken back to the migration before it, filled, migrated again.
describe.each(testDatabases())('the course types migration on $name', ({ create }) => {
  let database: Database;
  // biome-ignore lint/suspicious/noExplicitAny: the schema before the migration, in SQL's names
  let raw: Kysely<any>;
  const ids: Record<string, string> = {};

  // biome-ignore lint/suspicious/noExplicitAny: rows of the schema before the migration
  const insert = async (table: string, values: Record<string, any>) =>
    (await raw.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()).id as string;
  const course = (name: string, code: string, createdAt: string, isActive = true) =>
    insert('courses', { name, code, is_active: isActive, created_at: createdAt });
  const certificate = (userId: string, number: string, courseType: string) =>
    insert('certificates', {
      user_id: userId,
      course_type: courseType,
      certificate_number: number,
      file_name: `${number}.pdf`,
      file_path: `certificates/${number}.pdf`,
      issue_date: '2025-01-01',
      expiry_date: '2028-01-01',
    });
  const publicCertificate = (number: string, courseType: string, extra: Record<string, string> = {}) =>
    insert('public_certificates', {
      certificate_number: number,
      student_name: 'Student',
      course_type: courseType,
      publish_date: '2025-01-01',
      ...extra,
    });

  beforeAll(async () => {
    database = await create();
    raw = database.db.withoutPlugins();
    const migrator = new Migrator({ db: raw, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('2026_11_23_0006_image_versions')).error).toBeUndefined();

    ids.mobileOld = await course('Mobile Crane Operations', 'MCO', '2024-01-01');
    ids.mobileNew = await course('Mobile Crane Advanced', 'MCA', '2025-01-01');
    ids.counterbalance = await course('Counterbalance Forklift', 'CBF', '2024-01-01');
    ids.forklift = await course('Forklift Truck (Reach & Warehouse)', 'FLT', '2024-01-01');
    ids.excavator = await course('180 Excavator (Backhoe Loader)', 'EXC', '2024-01-01');
    ids.handler = await course('Telescopic Handler', 'TH', '2023-01-01');
    ids.rigger = await course('Retired Rigger (Slinger)', 'RIG', '2024-01-01', false);
    ids.takenCode = await course('Some Course', 'PLUMBING-LICENSE', '2024-01-01');

    const client = await insert('users', { email: 'migrated@example.com', password_hash: 'x' });
    ids.mobileCertificate = await certificate(client, 'OLD-1', 'mobile_crane_operations');
    ids.counterbalanceCertificate = await certificate(client, 'OLD-2', 'counterbalance');
    ids.riggerCertificate = await certificate(client, 'OLD-3', 'rigger');
    ids.plumbingCertificate = await certificate(client, 'OLD-4', 'plumbing');
    ids.otherCertificate = await certificate(client, 'OLD-5', 'other');
    ids.keptPublic = await publicCertificate('PUB-1', 'forklift', {
      course_id: ids.handler ?? '',
      course_name: 'Telescopic Handler',
    });
    ids.labelledPublic = await publicCertificate('PUB-2', 'excavator', { course_name: 'Excavator' });
    ids.unnamedPublic = await publicCertificate('PUB-3', 'general_machinery');
    ids.unknownPublic = await publicCertificate('PUB-4', 'crawler_crane', { course_name: 'Crawler Crane' });

    await migrateToLatest(database.db);
  }, 60_000);
  afterAll(() => database.close());

  const courseOf = async (table: 'certificates' | 'publicCertificates', id: string | undefined) =>
    database.db
      .selectFrom(table)
      .innerJoin('courses', 'courses.id', `${table}.courseId`)
      .select(['courses.id', 'courses.name', 'courses.code', 'courses.isActive', 'courses.courseType'])
      .where(`${table}.id`, '=', id ?? '')
      .executeTakeFirstOrThrow();

  it('types each course by its name, other when the name says nothing', async () => {
    const courses = await database.db.selectFrom('courses').select(['id', 'courseType']).execute();
    const typeOf = (id: string | undefined) => courses.find((row) => row.id === id)?.courseType;
    expect(
      [
        'mobileOld',
        'mobileNew',
        'counterbalance',
        'forklift',
        'excavator',
        'handler',
        'rigger',
        'takenCode',
      ].map((key) => typeOf(ids[key])),
    ).toEqual([
      'mobile_crane_operations',
      'mobile_crane_operations',
      'counterbalance',
      'forklift',
      'excavator',
      'other',
      'rigger',
      'other',
    ]);
  });

  it('gives each certificate the course of its type: active, named as the type, oldest first', async () => {
    expect((await courseOf('certificates', ids.mobileCertificate)).id).toBe(ids.mobileOld);
    expect((await courseOf('certificates', ids.counterbalanceCertificate)).id).toBe(ids.counterbalance);
    // Only an inactive course of the type: still the certificate's course.
    expect((await courseOf('certificates', ids.riggerCertificate)).id).toBe(ids.rigger);
    const kept = await database.db
      .selectFrom('certificates')
      .select('courseType')
      .where('id', '=', ids.mobileCertificate ?? '')
      .executeTakeFirstOrThrow();
    expect(kept.courseType).toBe('mobile_crane_operations');
  });

  it('creates an inactive course, named by the label, for a type the catalogue lacks', async () => {
    expect(await courseOf('certificates', ids.plumbingCertificate)).toMatchObject({
      name: 'Plumbing License',
      code: 'PLUMBING-LICENSE-2',
      isActive: false,
      courseType: 'plumbing',
    });
    // 'Other' is a catch-all: not the Telescopic Handler the catalogue typed other.
    expect(await courseOf('certificates', ids.otherCertificate)).toMatchObject({
      name: 'Other Training',
      code: 'OTHER-TRAINING',
      isActive: false,
      courseType: 'other',
    });
  });

  it('links public certificates too, keeping the course they had and the name they show', async () => {
    expect((await courseOf('publicCertificates', ids.keptPublic)).id).toBe(ids.handler);
    expect((await courseOf('publicCertificates', ids.labelledPublic)).id).toBe(ids.excavator);
    expect(await courseOf('publicCertificates', ids.unnamedPublic)).toMatchObject({
      name: 'General Machinery',
      isActive: false,
    });
    expect((await courseOf('publicCertificates', ids.unknownPublic)).name).toBe('Other Training');
    const shown = await database.db
      .selectFrom('publicCertificates')
      .select(['certificateNumber', 'courseName', 'courseType'])
      .orderBy('certificateNumber')
      .execute();
    expect(shown).toEqual([
      { certificateNumber: 'PUB-1', courseName: 'Telescopic Handler', courseType: 'forklift' },
      { certificateNumber: 'PUB-2', courseName: 'Excavator', courseType: 'excavator' },
      { certificateNumber: 'PUB-3', courseName: 'General Machinery', courseType: 'general_machinery' },
      { certificateNumber: 'PUB-4', courseName: 'Crawler Crane', courseType: 'crawler_crane' },
    ]);
  });

  it('keeps a course that certificates use from being deleted', async () => {
    for (const id of [ids.mobileOld, ids.handler]) {
      const failure = await database.db
        .deleteFrom('courses')
        .where('id', '=', id ?? '')
        .execute()
        .then(
          () => ({ code: 'no error' }),
          (error: { code?: string }) => error,
        );
      // PostgreSQL 15 reports 23503 (foreign_key_violation), 18 reports 23001 (restrict_violation).
      expect(['23503', '23001']).toContain(failure.code);
    }
  });
});
