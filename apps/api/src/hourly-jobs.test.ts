import { createRecordingMailer } from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import { createPdfRenderer } from '@tc/pdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHourlyJobs } from './hourly-jobs.js';
import { createLogger } from './logger.js';
import { insertCourse, insertUser, PNG_BYTES, temporaryStorage } from './test-support.js';

describe.each(testDatabases())('the hourly jobs on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  // The invoice reminders attach a PDF; the engine starts Chromium only when a PDF is asked for.
  const pdf = createPdfRenderer({ chromePath: process.env.CHROME_PATH || undefined });
  beforeAll(async () => {
    database = await create();
  });
  afterAll(async () => {
    await pdf.close();
    await database.close();
  });

  it('send the expiry reminders and sweep ended throttle windows shortly after start, then every hour', async () => {
    await database.db
      .insertInto('throttleCounters')
      .values([
        { key: 'job-test:ended', hits: 3, windowEndsAt: new Date('2027-01-01T05:59:00Z') },
        { key: 'job-test:running', hits: 3, windowEndsAt: new Date('2027-01-01T06:09:00Z') },
      ])
      .execute();
    const user = await insertUser(database.db, { role: 'client' });
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
    const mailer = createRecordingMailer();
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    try {
      const stop = startHourlyJobs({
        db: database.db,
        mailer,
        storage: temporaryStorage().storage,
        pdf,
        appUrl: 'http://localhost:3000',
        logger: createLogger('silent'),
        now: () => new Date('2027-01-01T06:00:00Z'),
      });
      expect(mailer.sent).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(30_000);
      await vi.waitFor(() => expect(mailer.sent.map((mail) => mail.to)).toEqual([user.email]));
      await vi.waitFor(async () => {
        const keys = await database.db.selectFrom('throttleCounters').select('key').execute();
        expect(keys.map((row) => row.key).filter((key) => key.startsWith('job-test:'))).toEqual([
          'job-test:running',
        ]);
      });
      await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
      await stop();
      expect(mailer.sent).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('delete an image uploaded to an address a day ago that nothing took, with its versions', async () => {
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
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    try {
      const stop = startHourlyJobs({
        db: database.db,
        mailer: createRecordingMailer(),
        storage: disk.storage,
        pdf,
        appUrl: 'http://localhost:3000',
        logger: createLogger('silent'),
        now: () => new Date('2027-01-01T06:00:00Z'),
      });
      await vi.advanceTimersByTimeAsync(30_000);
      await stop();
    } finally {
      vi.useRealTimers();
    }
    expect(disk.files()).toEqual([]);
    expect(await database.db.selectFrom('imageVersions').selectAll().execute()).toEqual([]);
  });
});
