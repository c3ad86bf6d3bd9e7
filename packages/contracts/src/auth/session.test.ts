import { hashPassword } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, endSession, findSessionUser } from './session.js';

describe.each(testDatabases())('sessions on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let userId: string;
  const client = { ipAddress: '127.0.0.1', userAgent: 'vitest' };
  const now = new Date('2026-11-22T08:00:00Z');

  beforeAll(async () => {
    database = await create();
    const user = await database.db
      .insertInto('users')
      .values({
        email: 'test-only@session.test',
        passwordHash: await hashPassword('not-used-here'),
        role: 'instructor',
        firstName: 'Test',
        lastName: 'Only',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = user.id;
  });
  afterAll(() => database.close());

  it('finds the user behind a token, and stores only the token hash', async () => {
    const { token } = await createSession(database.db, userId, client, now);
    const user = await findSessionUser(database.db, token, now);
    expect(user).toEqual({
      id: userId,
      email: 'test-only@session.test',
      role: 'instructor',
      firstName: 'Test',
      lastName: 'Only',
      companyName: null,
      phone: null,
      isMainAdmin: false,
      mustChangePassword: false,
      language: null,
    });
    const stored = await database.db
      .selectFrom('sessions')
      .select('id')
      .where('userId', '=', userId)
      .execute();
    expect(stored.map((row) => row.id)).not.toContain(token);
  });

  it('finds nobody for a missing, unknown, expired or ended session', async () => {
    const { token } = await createSession(database.db, userId, client, now);
    expect(await findSessionUser(database.db, undefined, now)).toBeNull();
    expect(await findSessionUser(database.db, 'made-up-token', now)).toBeNull();
    expect(await findSessionUser(database.db, token, new Date('2027-01-01T00:00:00Z'))).toBeNull();
    await endSession(database.db, token);
    expect(await findSessionUser(database.db, token, now)).toBeNull();
  });

  it('finds nobody once the account is deactivated', async () => {
    const { token } = await createSession(database.db, userId, client, now);
    await database.db.updateTable('users').set({ isActive: false }).where('id', '=', userId).execute();
    expect(await findSessionUser(database.db, token, now)).toBeNull();
    await database.db.updateTable('users').set({ isActive: true }).where('id', '=', userId).execute();
  });
});
