import {
  createPushSender,
  createRecordingMailer,
  jobQueueOf,
  type PgBoss,
  startDeliveryWorkers,
  startJobQueue,
} from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import { createPdfRenderer } from '@tc/pdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger.js';
import { startScheduledJobs } from './scheduled-jobs.js';
import { insertCourse, insertForm, insertUser, PNG_BYTES, temporaryStorage } from './test-support.js';

// The hourly work on pg-boss: started, each schedule runs its current hour at once (here checked
// every second instead of every 30), and its reminders go through the delivery worker.
describe.each(testDatabases())('the scheduled jobs on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let boss: PgBoss;
  const pdf = createPdfRenderer({ chromePath: process.env.CHROME_PATH || undefined });
  const mailer = createRecordingMailer();
  const disk = temporaryStorage();
  const now = () => new Date('2027-01-01T06:00:00Z');
  let user: Awaited<ReturnType<typeof insertUser>>;

  beforeAll(async () => {
    database = await create();
    await database.db
      .insertInto('throttleCounters')
      .values([
        { key: 'job-test:ended', hits: 3, windowEndsAt: new Date('2027-01-01T05:59:00Z') },
        { key: 'job-test:running', hits: 3, windowEndsAt: new Date('2027-01-01T06:09:00Z') },
      ])
      .execute();
    user = await insertUser(database.db, { role: 'client' });
    const course = await insertCourse(database.db, { courseType: 'forklift' });
    await database.db
      .insertInto('certificates')
      .values({
        userId: user.id,
        courseId: course.id,
        courseType: 'forklift',
        certificateNumber: 'JOB-0001',
        fileName: 'c.pdf',
        filePath: 'certificates/00000000-0000-4000-8000-000000000001.pdf',
        issueDate: '2024-01-01',
        expiryDate: '2027-01-05',
      })
      .execute();
    const disk = temporaryStorage();
    const key = 'images/00000000-0000-4000-8000-0000000000aa.png';
    const version = 'images/00000000-0000-4000-8000-0000000000aa-480w.webp';
    await disk.storage.put('public', key, PNG_BYTES);
    await disk.storage.put('public', version, PNG_BYTES);
    await database.db
      .insertInto('imageVersions')
      .values([
        { fileKey: key, imageKey: key, width: 600, height: 400 },
        { fileKey: version, imageKey: key, width: 480, height: 320 },
      ])
      .execute();
    await database.db
      .insertInto('uploadSlots')
      .values({
        tokenHash: 'a'.repeat(64),
        expiresAt: new Date('2026-12-30T06:00:00Z'),
        objectKey: key,
        uploadedAt: new Date('2026-12-30T05:50:00Z'),
      })
      .execute();
    // Sign-ins a year and a day old and a form's answers past 24 months go; younger ones stay.
    await database.db
      .insertInto('loginLogs')
      .values([
        { email: 'old@sign.in', loginTime: new Date('2025-12-31T06:00:00Z') },
        { email: 'recent@sign.in', loginTime: new Date('2026-01-02T06:00:00Z') },
      ])
      .execute();
    const form = await insertForm(database.db);
    await database.db
      .insertInto('formSubmissions')
      .values([
        {
          formId: form.id,
          submittedData: '{}',
          submitterEmail: 'old@form.bh',
          submittedAt: new Date('2024-12-31T06:00:00Z'),
        },
        {
          formId: form.id,
          submittedData: '{}',
          submitterEmail: 'kept@form.bh',
          submittedAt: new Date('2025-01-02T06:00:00Z'),
        },
      ])
      .execute();
    boss = await startJobQueue(database, {
      cronWorkerIntervalSeconds: 1,
      cronMonitorIntervalSeconds: 1,
    });
    const deps = { db: database.db, storage: disk.storage, appUrl: 'http://localhost:3000', now };
    await startDeliveryWorkers(boss, { ...deps, mailer, pdf, push: createPushSender({ db: database.db }) });
    await startScheduledJobs(boss, { ...deps, jobs: jobQueueOf(boss), logger: createLogger('silent') });
  }, 60_000);

  afterAll(async () => {
    await boss?.stop({ graceful: false });
    await pdf.close();
    await database?.close();
  });

  it('mail the expiry reminder once and sweep ended throttle windows', async () => {
    await vi.waitFor(() => expect(mailer.sent.map((mail) => mail.to)).toEqual([user.email]), {
      timeout: 30_000,
      interval: 250,
    });
    await vi.waitFor(
      async () => {
        const keys = await database.db.selectFrom('throttleCounters').select('key').execute();
        expect(keys.map((row) => row.key).filter((key) => key.startsWith('job-test:'))).toEqual([
          'job-test:running',
        ]);
      },
      { timeout: 30_000, interval: 250 },
    );
    // The hour's job ran once: no second reminder however often the schedules are checked.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(mailer.sent).toHaveLength(1);
  }, 60_000);

  it('delete sign-ins older than 12 months and form submissions older than 24', async () => {
    await vi.waitFor(
      async () => {
        const logins = await database.db.selectFrom('loginLogs').select('email').execute();
        expect(logins.map((row) => row.email)).toEqual(['recent@sign.in']);
      },
      { timeout: 30_000, interval: 250 },
    );
    const submissions = await database.db.selectFrom('formSubmissions').select('submitterEmail').execute();
    expect(submissions.map((row) => row.submitterEmail)).toEqual(['kept@form.bh']);
  }, 60_000);

  it('delete an image uploaded to an address a day ago that nothing took, with its versions', async () => {
    await vi.waitFor(() => expect(disk.files()).toEqual([]), { timeout: 30_000, interval: 250 });
    expect(await database.db.selectFrom('imageVersions').selectAll().execute()).toEqual([]);
  }, 60_000);
});
