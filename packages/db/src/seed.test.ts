import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connection.js';
import { verifyPassword } from './password.js';
import { type SeedResult, seedDemoData } from './seed.js';
import { testDatabases } from './testing.js';

describe.each(testDatabases())('demo seed on $name', ({ create }) => {
  let database: Database;
  let first: SeedResult;
  const log: string[] = [];
  beforeAll(async () => {
    database = await create();
    first = await seedDemoData(database.db, { log: (line) => log.push(line) });
  });
  afterAll(() => database.close());

  it('adds a catalogue of at least 12 active, fully described courses', async () => {
    const courses = await database.db
      .selectFrom('courses')
      .selectAll()
      .where('isActive', '=', true)
      .execute();
    expect(first.coursesCreated).toBe(courses.length);
    expect(courses.length).toBeGreaterThanOrEqual(12);
    for (const course of courses) {
      expect(course.code).toMatch(/^[A-Z0-9-]+$/);
      expect(['rtitb', 'local']).toContain(course.certificateType);
      expect(course.description?.split('. ').length).toBeGreaterThanOrEqual(2);
      const lessons = course.whatYouLearn?.split('\n') ?? [];
      expect(lessons.length).toBeGreaterThanOrEqual(5);
      expect(lessons.length).toBeLessThanOrEqual(8);
      expect(course.duration).toMatch(/^\d+ days?$/);
      expect(course.imageUrl).toBeNull();
    }
    // Each course says which type its certificates are; only the two without a type of their own are other.
    const others = courses.filter((course) => course.courseType === 'other').map((course) => course.code);
    expect(others.sort()).toEqual(['MEWP-OPERATOR', 'TELESCOPIC-HANDLER']);
    const names = courses.map((course) => course.name.toLowerCase()).join(' | ');
    const keywords = [
      'mobile crane',
      'tower crane',
      'overhead crane',
      'rigger',
      'wireman',
      '360 excavator',
      'backhoe',
      'forklift',
      'counterbalance',
      'skid steer',
      'wheeled loading shovel',
      'vacuum tanker',
      'confined space',
      'refresher',
    ];
    for (const keyword of keywords) expect(names).toContain(keyword);
  });

  it('creates a demo instructor and client with one-time passwords', async () => {
    expect(first.usersCreated.map(({ email, role }) => ({ email, role }))).toEqual([
      { email: 'instructor@training-centre.local', role: 'instructor' },
      { email: 'client@training-centre.local', role: 'client' },
    ]);
    for (const created of first.usersCreated) {
      const user = await database.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', created.email)
        .executeTakeFirstOrThrow();
      expect(user).toMatchObject({
        mustChangePassword: true,
        isMainAdmin: false,
        firstName: expect.any(String),
        lastName: expect.any(String),
        phone: expect.stringMatching(/^\+973 /),
        companyName: expect.any(String),
      });
      expect(await verifyPassword(user.passwordHash, created.password)).toBe(true);
      expect(log.join('\n')).toContain(created.password);
    }
  });

  it('publishes two valid, one expired and one soon-expiring public certificate', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const inThirtyDays = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const certificates = await database.db.selectFrom('publicCertificates').selectAll().execute();
    expect(certificates).toHaveLength(4);
    const expiries = certificates.map((certificate) => certificate.expiryDate ?? '');
    expect(expiries.filter((expiry) => expiry < today)).toHaveLength(1);
    expect(expiries.filter((expiry) => expiry > today && expiry <= inThirtyDays)).toHaveLength(1);
    expect(expiries.filter((expiry) => expiry > inThirtyDays)).toHaveLength(2);
    for (const certificate of certificates) {
      expect(certificate.certificateNumber).toMatch(/^GLT-\d{4}-\d{5}$/);
      expect(certificate.nationalId).toMatch(/^\d{9}$/);
      expect(certificate.isVisible).toBe(true);
      const course = await database.db
        .selectFrom('courses')
        .select(['name', 'courseType'])
        .where('id', '=', certificate.courseId)
        .executeTakeFirstOrThrow();
      expect([certificate.courseName, certificate.courseType]).toEqual([course.name, course.courseType]);
    }
  });

  it('changes nothing when run again', async () => {
    const count = async () => ({
      courses: (await database.db.selectFrom('courses').select('id').execute()).length,
      users: (await database.db.selectFrom('users').select('id').execute()).length,
      certificates: (await database.db.selectFrom('publicCertificates').select('id').execute()).length,
    });
    const before = await count();
    const again: string[] = [];
    expect(await seedDemoData(database.db, { log: (line) => again.push(line) })).toEqual({
      coursesCreated: 0,
      usersCreated: [],
      publicCertificatesCreated: 0,
    });
    expect(await count()).toEqual(before);
    expect(again.join('\n')).toContain('already has courses');
  });
});
