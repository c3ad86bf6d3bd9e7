import type { DB } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, FakeClock, insertCourse, outcome, uniqueAddress } from '../test-support.js';
import {
  courseTypeLabel,
  courseTypeLabels,
  courseTypes,
  isMaskedNationalId,
  maskNationalId,
} from './public-certificates.schema.js';
import { certificateStatus } from './public-certificates.service.js';

const NOT_FOUND = { status: 404, message: 'Certificate not found' };
const EMPTY_QUERY = { status: 400, message: 'Please enter a certificate number or national ID' };
const THROTTLED = { status: 429, message: 'Too many searches. Please wait a few minutes and try again.' };

const certificates: Omit<Insertable<DB['publicCertificates']>, 'courseId'>[] = [
  {
    certificateNumber: 'GLT-2026-00123',
    studentName: 'Hussain Ali Mansoor',
    nationalId: '890412356',
    dateOfBirth: '1989-04-17',
    yearOfBirth: 1989,
    courseType: 'mobile_crane_operations',
    courseName: 'Mobile Crane Operations',
    publishDate: '2026-07-25',
    expiryDate: '2029-07-25',
  },
  {
    // The same person's older certificate: a national ID search gives the newer one.
    certificateNumber: 'GLT-2023-00042',
    studentName: 'Hussain Ali Mansoor',
    nationalId: '890412356',
    courseType: 'rigger',
    publishDate: '2023-02-01',
    expiryDate: '2026-02-01',
  },
  {
    certificateNumber: 'GLT-2025-00500',
    studentName: 'Joel Santos Reyes',
    nationalId: null,
    courseType: 'counterbalance',
    publishDate: '2025-03-10',
    expiryDate: null,
  },
  {
    certificateNumber: 'GLT-2026-00999',
    studentName: 'Hidden Person',
    nationalId: '770101999',
    courseType: 'forklift',
    publishDate: '2026-01-01',
    expiryDate: '2029-01-01',
    isVisible: false,
  },
  {
    certificateNumber: 'GLT-2026-00777',
    studentName: 'Boundary Case',
    nationalId: '930303777',
    courseType: 'wireman',
    publishDate: '2023-11-22',
    expiryDate: '2026-11-22',
  },
];

describe('course type labels', () => {
  it('label all 16 course types, counterbalance as Counterbalance Forklift, and show others as they are', () => {
    expect(courseTypes).toHaveLength(16);
    expect(Object.keys(courseTypeLabels).sort()).toEqual([...courseTypes].sort());
    expect(courseTypeLabel('counterbalance')).toBe('Counterbalance Forklift');
    expect(courseTypeLabel('plumbing')).toBe('Plumbing License');
    expect(courseTypeLabel('other')).toBe('Other Training');
    expect(courseTypeLabel('crawler_crane')).toBe('crawler_crane');
    expect(courseTypeLabel('toString')).toBe('toString');
  });
});

describe('certificate status', () => {
  it('is valid until the day before the expiry date in Bahrain, expired from that date on', () => {
    // 20:59:59 UTC is 23:59:59 in Bahrain on 21 November; 21:00 UTC is midnight of the 22nd there.
    expect(certificateStatus('2026-11-22', new Date('2026-11-21T20:59:59Z'))).toBe('valid');
    expect(certificateStatus('2026-11-22', new Date('2026-11-21T21:00:00Z'))).toBe('expired');
    expect(certificateStatus('2026-11-21', new Date('2026-11-21T12:00:00Z'))).toBe('expired');
    expect(certificateStatus(null, new Date('2099-01-01T00:00:00Z'))).toBe('valid');
  });
});

describe.each(testDatabases())('the public certificate search on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;

  beforeAll(async () => {
    database = await create();
    const course = await insertCourse(database.db);
    await database.db
      .insertInto('publicCertificates')
      .values(certificates.map((certificate) => ({ ...certificate, courseId: course.id })))
      .execute();
  });
  afterAll(() => database.close());

  const search = (query: string, clock = new FakeClock(), ipAddress = uniqueAddress()) =>
    callerFor(database.db, {
      now: clock.now,
      client: { ipAddress, userAgent: 'vitest' },
    }).caller.publicCertificates.search({
      query,
    });

  it('finds a certificate by its whole number, and shows what an employer needs, the identity masked', async () => {
    expect(await search('GLT-2026-00123')).toEqual({
      certificateNumber: 'GLT-2026-00123',
      studentName: 'Hussain Ali Mansoor',
      nationalId: '*****2356',
      dateOfBirth: null,
      yearOfBirth: 1989,
      courseType: 'mobile_crane_operations',
      courseName: 'Mobile Crane Operations',
      publishDate: '2026-07-25',
      expiryDate: '2029-07-25',
      status: 'valid',
      revokedAt: null,
      revokedReason: null,
    });
  });

  it.each([
    ['lower case', 'glt-2026-00123'],
    ['mixed case', 'Glt-2026-00123'],
    ['spaces around it', '  GLT-2026-00123 \t'],
  ])('matches the number in %s', async (_case, query) => {
    expect((await search(query)).certificateNumber).toBe('GLT-2026-00123');
  });

  it('finds the most recently published certificate of a national ID, trimmed, and shows what was typed', async () => {
    expect(await search(' 890412356 ')).toMatchObject({
      certificateNumber: 'GLT-2026-00123',
      nationalId: '890412356',
      dateOfBirth: '1989-04-17',
      yearOfBirth: 1989,
    });
  });

  it('masks a national ID to its last four characters', () => {
    expect(maskNationalId('890412356')).toBe('*****2356');
    expect(maskNationalId('1234')).toBe('****');
    expect(isMaskedNationalId('*****2356')).toBe(true);
    expect(isMaskedNationalId('890412356')).toBe(false);
  });

  it('finds the older certificate by its own number, expired', async () => {
    expect(await search('GLT-2023-00042')).toMatchObject({
      status: 'expired',
      dateOfBirth: null,
      yearOfBirth: null,
    });
  });

  it('treats a certificate without an expiry date as valid', async () => {
    expect(await search('GLT-2025-00500')).toMatchObject({
      status: 'valid',
      expiryDate: null,
      nationalId: null,
    });
  });

  it.each([
    ['a prefix of a number', 'GLT-2026'],
    ['a number without its last digit', 'GLT-2026-0012'],
    ['a number with an extra digit', 'GLT-2026-001234'],
    ['the middle of a number', '2026-00123'],
    ['a prefix of a national ID', '8904'],
    ['a national ID without its last digit', '89041235'],
    ['a SQL wildcard', '%'],
    ['a wildcard pattern', 'GLT-2026-%'],
    ['a student name', 'Hussain Ali Mansoor'],
    ['a hidden certificate by number', 'GLT-2026-00999'],
    ['a hidden certificate by national ID', '770101999'],
  ])('answers 404 "Certificate not found" for %s', async (_case, query) => {
    expect(await outcome(search(query))).toEqual(NOT_FOUND);
  });

  it.each([
    ['an empty query', ''],
    ['a blank query', '   '],
  ])('answers 400 for %s', async (_case, query) => {
    expect(await outcome(search(query))).toEqual(EMPTY_QUERY);
  });

  it('answers 400 for a query over 100 characters', async () => {
    expect(await outcome(search('9'.repeat(101)))).toEqual({
      status: 400,
      message: 'A certificate number or national ID is at most 100 characters',
    });
  });

  it('computes the status on the expiry date itself in Bahrain', async () => {
    const lastValidMoment = new FakeClock(new Date('2026-11-21T20:59:59Z'));
    expect((await search('GLT-2026-00777', lastValidMoment)).status).toBe('valid');
    const expiryMidnight = new FakeClock(new Date('2026-11-21T21:00:00Z'));
    expect((await search('GLT-2026-00777', expiryMidnight)).status).toBe('expired');
    expect((await search('930303777', expiryMidnight)).status).toBe('expired');
  });

  it('takes 30 searches per address in 10 minutes, hits and misses alike, then 429 until the window passes', async () => {
    const clock = new FakeClock();
    const address = uniqueAddress();
    for (let i = 0; i < 30; i += 1) {
      const query = i % 2 === 0 ? 'GLT-2026-00123' : `GLT-2026-${i}`;
      expect((await outcome(search(query, clock, address))).status).not.toBe(429);
      clock.advance(1000);
    }
    expect(await outcome(search('GLT-2026-00123', clock, address))).toEqual(THROTTLED);
    expect((await outcome(search('GLT-2026-00123', clock, uniqueAddress()))).status).toBe(200);
    // The window opened with the first search and ends 10 minutes after it.
    clock.advance(10 * 60 * 1000 - 30 * 1000 - 1);
    expect(await outcome(search('GLT-2026-00123', clock, address))).toEqual(THROTTLED);
    clock.advance(1);
    expect((await outcome(search('GLT-2026-00123', clock, address))).status).toBe(200);
  });

  it('counts 50 parallel searches from one address 50 times: 30 are answered', async () => {
    const address = uniqueAddress();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => outcome(search(`GLT-2026-${i}`, new FakeClock(), address))),
    );
    expect(answers.filter((answer) => answer.status === 404)).toHaveLength(30);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(20);
  });

  it('takes 60 verification-page lookups per address in 10 minutes', async () => {
    const clock = new FakeClock();
    const address = uniqueAddress();
    const verify = () =>
      outcome(
        callerFor(database.db, {
          now: clock.now,
          client: { ipAddress: address, userAgent: 'vitest' },
        }).caller.publicCertificates.verify({ code: 'f'.repeat(32) }),
      );
    const answers = await Promise.all(Array.from({ length: 61 }, verify));
    expect(answers.filter((answer) => answer.status === 404)).toHaveLength(60);
    expect(answers.filter((answer) => answer.status === 429)).toEqual([THROTTLED]);
    clock.advance(10 * 60 * 1000);
    expect((await verify()).status).toBe(404);
  });
});
