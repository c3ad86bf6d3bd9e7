import type { Insertable, Kysely } from 'kysely';
import { CENTRE_NAME } from './bootstrap.js';
import type { DB, PublicCertificates, Users } from './generated/db.js';
import { hashPassword, randomPassword } from './password.js';
import { demoCourses } from './seed-courses.js';

export interface SeedOptions {
  /** Where progress and the demo passwords go; defaults to standard output. */
  log?: (line: string) => void;
}

export interface SeedResult {
  coursesCreated: number;
  /** The demo accounts created by this run, with their only copy of the password. */
  usersCreated: Array<{ email: string; role: string; password: string }>;
  publicCertificatesCreated: number;
}

type DemoUser = Omit<Insertable<Users>, 'passwordHash' | 'mustChangePassword'>;

const demoUsers: DemoUser[] = [
  {
    email: 'instructor@training-centre.local',
    role: 'instructor',
    firstName: 'Yousif',
    lastName: 'Al-Mahmood',
    companyName: CENTRE_NAME,
    phone: '+973 3912 4478',
  },
  {
    email: 'client@training-centre.local',
    role: 'client',
    firstName: 'Khalid',
    lastName: 'Janahi',
    companyName: 'Bahrain Marine Contractors W.L.L.',
    phone: '+973 3655 2190',
  },
];

/**
 * Demo data on a migrated database: the course catalogue (only when there are no courses yet),
 * a demo instructor and client (unless their e-mails exist), and four public certificates (only
 * when there are none yet). Running it again changes nothing.
 */
export async function seedDemoData(db: Kysely<DB>, options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  return db.transaction().execute(async (trx) => {
    const coursesCreated = await seedCourses(trx, log);
    const usersCreated = await seedUsers(trx, log);
    const publicCertificatesCreated = await seedPublicCertificates(trx, log);
    return { coursesCreated, usersCreated, publicCertificatesCreated };
  });
}

async function hasRows(db: Kysely<DB>, table: 'courses' | 'publicCertificates'): Promise<boolean> {
  return (await db.selectFrom(table).select('id').limit(1).executeTakeFirst()) !== undefined;
}

async function seedCourses(db: Kysely<DB>, log: (line: string) => void): Promise<number> {
  if (await hasRows(db, 'courses')) {
    log('Courses: the catalogue already has courses; left as it is.');
    return 0;
  }
  await db.insertInto('courses').values(demoCourses).execute();
  log(`Courses: added ${demoCourses.length} courses to the catalogue.`);
  return demoCourses.length;
}

async function seedUsers(db: Kysely<DB>, log: (line: string) => void): Promise<SeedResult['usersCreated']> {
  const created: SeedResult['usersCreated'] = [];
  for (const user of demoUsers) {
    const exists = await db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', user.email))
      .executeTakeFirst();
    if (exists) {
      log(`Users: ${user.email} already exists; left as it is.`);
      continue;
    }
    const password = randomPassword();
    await db
      .insertInto('users')
      .values({ ...user, passwordHash: await hashPassword(password), mustChangePassword: true })
      .execute();
    const role = user.role ?? 'client';
    created.push({ email: user.email, role, password });
    log(`Users: demo ${role} ${user.email}, temporary password ${password} (shown once)`);
  }
  return created;
}

/** Today's date in the centre's time zone, as 'YYYY-MM-DD'. */
function bahrainToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bahrain' }).format(new Date());
}

function shiftDate(date: string, { years = 0, days = 0 }: { years?: number; days?: number }): string {
  const shifted = new Date(`${date}T00:00:00Z`);
  shifted.setUTCFullYear(shifted.getUTCFullYear() + years);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return shifted.toISOString().slice(0, 10);
}

async function seedPublicCertificates(db: Kysely<DB>, log: (line: string) => void): Promise<number> {
  if (await hasRows(db, 'publicCertificates')) {
    log('Public certificates: some exist already; none added.');
    return 0;
  }
  const today = bahrainToday();
  const courses = new Map(
    (await db.selectFrom('courses').select(['id', 'code', 'name', 'courseType']).execute()).map((course) => [
      course.code,
      course,
    ]),
  );
  // Dates are relative to today, so the demo shows two valid, one expired and one expiring soon
  // certificate whenever it is seeded. Bahraini ID numbers begin with the holder's YYMM of birth.
  // Each names its course of the catalogue as publishing does; one whose course is not in the
  // catalogue (a catalogue that was not seeded here) is left out.
  const certificate = (
    sequence: string,
    publishDate: string,
    expiryDate: string,
    courseCode: string,
    fields: Omit<
      Insertable<PublicCertificates>,
      'certificateNumber' | 'publishDate' | 'expiryDate' | 'courseId' | 'courseType' | 'courseName'
    >,
  ): Insertable<PublicCertificates>[] => {
    const course = courses.get(courseCode);
    if (!course) return [];
    const certificateNumber = `GLT-${publishDate.slice(0, 4)}-${sequence}`;
    const named = { courseId: course.id, courseType: course.courseType, courseName: course.name };
    return [{ certificateNumber, publishDate, expiryDate, ...named, ...fields }];
  };
  const valid = shiftDate(today, { days: -120 });
  const recent = shiftDate(today, { days: -30 });
  const expired = shiftDate(today, { years: -4, days: -60 });
  const expiringSoon = shiftDate(today, { years: -3, days: 20 });
  const rows = [
    ...certificate('00123', valid, shiftDate(valid, { years: 3 }), 'MOBILE-CRANE-OPS', {
      studentName: 'Hussain Ali Mansoor',
      nationalId: '890412356',
      nationality: 'Bahraini',
      dateOfBirth: '1989-04-17',
      yearOfBirth: 1989,
      description: 'Mobile crane operator, all-terrain cranes up to 60 t',
    }),
    ...certificate('00187', recent, shiftDate(recent, { years: 3 }), 'COUNTERBALANCE-FORKLIFT', {
      studentName: 'Rajesh Kumar Pillai',
      nationalId: '850923711',
      nationality: 'Indian',
      dateOfBirth: '1985-09-02',
      yearOfBirth: 1985,
      description: 'Counterbalance forklift operator, up to 5 t',
    }),
    ...certificate('00042', expired, shiftDate(expired, { years: 3 }), 'RIGGER-SLINGER-SIGNALLER', {
      studentName: 'Mohammed Jassim Al-Sayed',
      nationalId: '920118604',
      nationality: 'Bahraini',
      dateOfBirth: '1992-01-05',
      yearOfBirth: 1992,
    }),
    ...certificate('00078', expiringSoon, shiftDate(expiringSoon, { years: 3 }), 'OVERHEAD-CRANE-OPS', {
      studentName: 'Joel Santos Reyes',
      nationalId: '880630982',
      nationality: 'Filipino',
      dateOfBirth: '1988-06-21',
      yearOfBirth: 1988,
    }),
  ];
  if (rows.length === 0) {
    log('Public certificates: the catalogue lacks the demo courses; none added.');
    return 0;
  }
  await db.insertInto('publicCertificates').values(rows).execute();
  log(`Public certificates: added ${rows.length} (e.g. ${rows[0]?.certificateNumber}).`);
  return rows.length;
}
