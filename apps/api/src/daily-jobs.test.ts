import { createRecordingMailer } from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startDailyJobs } from './daily-jobs.js';
import { createLogger } from './logger.js';
import { insertUser, temporaryStorage } from './test-support.js';

describe.each(testDatabases())('the daily jobs on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(() => database.close());

  it('send the expiry reminders shortly after start and then every hour', async () => {
    const user = await insertUser(database.db, { role: 'client' });
    await database.db
      .insertInto('certificates')
      .values({
        userId: user.id,
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
      const stop = startDailyJobs({
        db: database.db,
        mailer,
        storage: temporaryStorage().storage,
        appUrl: 'http://localhost:3000',
        logger: createLogger('silent'),
        now: () => new Date('2027-01-01T06:00:00Z'),
      });
      expect(mailer.sent).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(30_000);
      await vi.waitFor(() => expect(mailer.sent.map((mail) => mail.to)).toEqual([user.email]));
      await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
      await stop();
      expect(mailer.sent).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
