import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, FakeClock, insertCourse, insertUser, outcome, type TestUser } from '../test-support.js';
import { publicCertificateCsvTemplate } from './public-certificates.schema.js';

// POST /api/admin/public-certificates/import: every row checked like the Publish form, its course
// found in the catalogue by the courseType column (a course's name or code, or a type's key or
// label); all rows in, or none and a report per row.
describe.each(testDatabases())('the CSV import of public certificates on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  let client: TestUser;
  // 2026-11-23 in Bahrain.
  const clock = new FakeClock(new Date('2026-11-23T06:00:00Z'));

  beforeAll(async () => {
    database = await create();
    admin = await insertUser(database.db, { role: 'admin' });
    client = await insertUser(database.db, {});
    for (const [name, courseType] of [
      ['Mobile Crane Operations', 'mobile_crane_operations'],
      ['Tower Crane Operations', 'tower_crane_operations'],
      ['Rigger (Slinger / Signaller)', 'rigger'],
    ] as const) {
      await insertCourse(database.db, { name, courseType });
    }
  });
  afterAll(() => database.close());

  const as = (user: TestUser | null) => callerFor(database.db, { user, now: clock.now }).caller;
  const csv = (text: string) => new TextEncoder().encode(text);
  const importCsv = (text: string) => as(admin).publicCertificates.importCsv({ file: csv(text) });
  const count = async () =>
    Number(
      (
        await database.db
          .selectFrom('publicCertificates')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const header = 'certificateNumber,studentName,nationalId,courseType,dateOfBirth,publishDate,expiryDate';

  it('imports every row of a good file, course by name or type key, in any column order', async () => {
    const before = await count();
    const result = await importCsv(
      [
        '\uFEFFstudentName,certificateNumber,nationalId,courseType,dateOfBirth,publishDate,expiryDate',
        '"Hassan, Ali",CSV-0001,900101001,Tower Crane Operations,1990-01-01,2026-11-01,2029-10-31',
        'Sara Khan,CSV-0002,900101002,rigger,1991-02-02,2026-11-01,2029-10-31',
        '',
      ].join('\r\n'),
    );
    expect(result).toEqual({ imported: 2 });
    expect(await count()).toBe(before + 2);
    expect(await as(null).publicCertificates.search({ query: 'CSV-0001' })).toMatchObject({
      studentName: 'Hassan, Ali',
      courseType: 'tower_crane_operations',
      courseName: 'Tower Crane Operations',
      yearOfBirth: 1990,
    });
    expect(await as(null).publicCertificates.search({ query: 'CSV-0002' })).toMatchObject({
      courseType: 'rigger',
      courseName: 'Rigger (Slinger / Signaller)',
    });
  });

  it('imports nothing when any row fails, and says what is wrong on which line', async () => {
    const before = await count();
    const failure = importCsv(
      [
        header,
        'CSV-0100,Good Row,900101100,Rigger,1990-01-01,2026-11-01,2029-10-31',
        'CSV-0101,Too Young,900101101,Rigger,2010-01-01,2026-11-01,2029-10-31',
        ',No Number,900101102,Welding,1990-01-01,,2029-10-31',
        'CSV-0001,Taken Number,900101103,Rigger,1990-01-01,2026-11-01,2029-10-31',
        'csv-0100,Twice In File,900101104,Rigger,1990-01-01,2026-11-01,2029-10-31',
      ].join('\n'),
    );
    let caught: unknown;
    await failure.catch((error: unknown) => {
      caught = error;
    });
    expect(caught).toMatchObject({
      message: '4 rows have problems, so nothing was imported. Correct the file and import it again.',
      details: {
        errors: [
          {
            line: 3,
            certificateNumber: 'CSV-0101',
            messages: ['Student must be at least 18 years old to obtain certification.'],
          },
          {
            line: 4,
            certificateNumber: null,
            messages: [
              'Certificate number is required',
              'Issue date is required',
              'Unknown course "Welding"',
            ],
          },
          {
            line: 5,
            certificateNumber: 'CSV-0001',
            messages: ['A certificate with this number already exists'],
          },
          {
            line: 6,
            certificateNumber: 'csv-0100',
            messages: ['The same certificate number is on line 2'],
          },
        ],
      },
    });
    expect(await count()).toBe(before);
    expect(await outcome(as(null).publicCertificates.search({ query: 'CSV-0100' }))).toMatchObject({
      status: 404,
    });
  });

  it('reports every problem of a row at once, a malformed date and an unknown course by what they hold', async () => {
    const failure = await importCsv(
      [
        header,
        'CSV-0001,,900101300,tower crane,01/02/1990,2026-11-01,',
        'CSV-0301,Young And Late,900101301,Rigger,2012-05-05,1/11/2026,2029-10-31',
        'CSV-0302,No Course,900101302,,1990-01-01,2026-11-01,2029-10-31',
      ].join('\n'),
    ).catch((error: unknown) => error);
    expect(failure).toMatchObject({
      details: {
        errors: [
          {
            line: 2,
            certificateNumber: 'CSV-0001',
            messages: [
              'Student name is required',
              'Date of birth must be YYYY-MM-DD (got 01/02/1990)',
              'Expiry date is required',
              'Unknown course "tower crane"',
              'A certificate with this number already exists',
            ],
          },
          {
            line: 3,
            certificateNumber: 'CSV-0301',
            messages: [
              'Issue date must be YYYY-MM-DD (got 1/11/2026)',
              'Student must be at least 18 years old to obtain certification.',
            ],
          },
          { line: 4, certificateNumber: 'CSV-0302', messages: ['Course is required'] },
        ],
      },
    });
  });

  it('names a control character in a cell, and imports nothing', async () => {
    const before = await count();
    const failure = await importCsv(
      [header, 'CSV-0200,Bad\u0000Name,900101200,Rigger,1990-01-01,2026-11-01,2029-10-31'].join('\n'),
    ).catch((error: unknown) => error);
    expect(failure).toMatchObject({
      details: {
        errors: [
          {
            line: 2,
            certificateNumber: 'CSV-0200',
            messages: ['Student name must not contain control characters'],
          },
        ],
      },
    });
    expect(await count()).toBe(before);
  });

  it('refuses a file without the header row, without rows, or that is not text', async () => {
    expect(await outcome(importCsv('number,name\nA,B\n'))).toEqual({
      status: 400,
      message:
        'The first row must name the columns: certificateNumber, studentName, nationalId, courseType, dateOfBirth, publishDate, expiryDate',
    });
    expect(await outcome(importCsv(`${header}\n`))).toEqual({
      status: 400,
      message: 'The file has no certificates to import',
    });
    expect(
      await outcome(
        as(admin).publicCertificates.importCsv({ file: new Uint8Array([0x25, 0x50, 0xff, 0xfe]) }),
      ),
    ).toMatchObject({ status: 415 });
    expect((await outcome(as(client).publicCertificates.importCsv({ file: csv(header) }))).status).toBe(403);
  });

  it('accepts its own template', async () => {
    const template = publicCertificateCsvTemplate.replace('CERT-2026-0001', 'TEMPLATE-0001');
    expect(await importCsv(template)).toEqual({ imported: 1 });
  });
});
