import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, insertUser, lockForStrangers, outcome } from '../test-support.js';
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

  it('is the one call open with a temporary password; afterwards the rest opens', async () => {
    const user = await insertUser(database.db, { mustChangePassword: true });
    const before = callerFor(database.db, { user }).caller;
    expect(await outcome(before.schedules.mine())).toEqual({
      status: 403,
      message: 'Please change your temporary password before you continue.',
    });
    expect(await before.auth.me()).toMatchObject({ id: user.id, mustChangePassword: true });
    await before.auth.changePassword({ currentPassword: user.password, newPassword: 'Own-pass-1' });
    const after = callerFor(database.db, { user: { ...user, mustChangePassword: false } }).caller;
    expect(await after.schedules.mine()).toEqual([]);
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

  it('counts wrong current passwords like sign-ins: of 30 parallel guesses at most 5 are checked', async () => {
    const user = await insertUser(database.db);
    const { caller } = callerFor(database.db, {
      user,
      client: { ipAddress: '203.0.113.30', userAgent: null },
    });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        outcome(caller.auth.changePassword({ currentPassword: 'guess-it', newPassword: 'New-pass-1' })),
      ),
    );
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(25);
    expect(answers.find((answer) => answer.status === 429)?.message).toMatch(
      /^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/,
    );
    // The right password is refused too until the window ends: a stolen session cannot keep guessing.
    expect(
      (
        await outcome(
          caller.auth.changePassword({ currentPassword: user.password, newPassword: 'New-pass-1' }),
        )
      ).status,
    ).toBe(429);
  });

  it('lets the owner’s browser give its current password while strangers have locked the account', async () => {
    const user = await insertUser(database.db);
    const browser = callerFor(database.db);
    await browser.caller.auth.login({ email: user.email, password: user.password });
    await lockForStrangers(database.db, user.email);

    const change = { currentPassword: user.password, newPassword: 'Changed-pass-3' };
    const elsewhere = callerFor(database.db, { user }).caller;
    expect((await outcome(elsewhere.auth.changePassword(change))).status).toBe(429);
    const own = callerFor(database.db, { user, device: browser.device }).caller;
    expect(await own.auth.changePassword(change)).toEqual({ ok: true });
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
