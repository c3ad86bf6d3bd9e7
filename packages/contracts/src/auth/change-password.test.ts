import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, insertUser, outcome } from '../test-support.js';
import { createSession, findSessionUser } from './session.js';

describe.each(testDatabases())('changing one’s own password on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(() => database.close());

  const client = { ipAddress: null, userAgent: null };

  it('needs the current password', async () => {
    const user = await insertUser(database.db);
    const { caller } = callerFor(database.db, { user });
    expect(
      await outcome(caller.auth.changePassword({ currentPassword: 'wrong-one', newPassword: 'New-pass-1' })),
    ).toEqual({
      status: 400,
      message: 'Current password is incorrect',
    });
    expect(
      await outcome(caller.auth.changePassword({ currentPassword: '', newPassword: 'New-pass-1' })),
    ).toEqual({
      status: 400,
      message: 'Current password is required',
    });
    expect(
      await outcome(
        caller.auth.changePassword({ currentPassword: user.password, newPassword: user.password }),
      ),
    ).toEqual({ status: 400, message: 'The new password must be different from the current one' });
  });

  it('sets the new password, clears the temporary flag and ends the other sessions only', async () => {
    const user = await insertUser(database.db, { mustChangePassword: true });
    const now = new Date();
    const mine = await createSession(database.db, user.id, client, now);
    const other = await createSession(database.db, user.id, client, now);
    const { caller } = callerFor(database.db, { user, token: mine.token });

    expect(
      await caller.auth.changePassword({ currentPassword: user.password, newPassword: 'Changed-pass-2' }),
    ).toEqual({
      ok: true,
    });
    expect(await findSessionUser(database.db, mine.token, now)).toMatchObject({
      id: user.id,
      mustChangePassword: false,
    });
    expect(await findSessionUser(database.db, other.token, now)).toBeNull();

    const visitor = callerFor(database.db);
    expect((await visitor.caller.auth.login({ email: user.email, password: 'Changed-pass-2' })).user.id).toBe(
      user.id,
    );
    expect(
      (await outcome(visitor.caller.auth.login({ email: user.email, password: user.password }))).status,
    ).toBe(401);
  });

  it('is for signed-in users only', async () => {
    const { caller } = callerFor(database.db);
    expect(
      await outcome(caller.auth.changePassword({ currentPassword: 'x', newPassword: 'New-pass-1' })),
    ).toEqual({
      status: 401,
      message: 'Please sign in to continue.',
    });
  });
});
