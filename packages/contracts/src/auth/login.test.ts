import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, FakeClock, insertUser, outcome, uniqueEmail } from '../test-support.js';
import { findSessionUser } from './session.js';

const MINUTE = 60 * 1000;

describe.each(testDatabases())('signing in and out on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(() => database.close());

  const logsOf = (email: string) =>
    database.db
      .selectFrom('loginLogs')
      .selectAll()
      .where('email', '=', email)
      .orderBy('loginTime')
      .orderBy('success')
      .execute();

  it('signs in: answers the user, creates a session, sets the cookie and logs the attempt', async () => {
    const clock = new FakeClock();
    const user = await insertUser(database.db, { role: 'instructor', companyName: 'Crane Co' });
    const { caller, session } = callerFor(database.db, {
      now: clock.now,
      client: { ipAddress: '198.51.100.7', userAgent: 'Firefox' },
    });

    const answer = await caller.auth.login({ email: user.email.toUpperCase(), password: user.password });
    expect(answer).toEqual({
      user: {
        id: user.id,
        email: user.email,
        role: 'instructor',
        firstName: 'Test',
        lastName: 'User',
        companyName: 'Crane Co',
        phone: null,
        isMainAdmin: false,
        mustChangePassword: false,
      },
    });
    expect(JSON.stringify(answer)).not.toContain('argon2');

    expect(session.events).toHaveLength(1);
    const set = session.events[0];
    if (set?.type !== 'set') throw new Error('the cookie was not set');
    expect(set.expiresAt.getTime()).toBe(clock.now().getTime() + 14 * 24 * 60 * MINUTE);
    expect((await findSessionUser(database.db, set.token, clock.now()))?.id).toBe(user.id);

    expect(await logsOf(user.email)).toEqual([
      expect.objectContaining({
        userId: user.id,
        email: user.email,
        userName: 'Test User',
        userRole: 'instructor',
        ipAddress: '198.51.100.7',
        userAgent: 'Firefox',
        success: true,
        failureReason: null,
        loginTime: clock.now(),
      }),
    ]);
  });

  it('answers the same 401 for an unknown e-mail, a wrong password and an inactive account', async () => {
    const user = await insertUser(database.db);
    const inactive = await insertUser(database.db, { isActive: false });
    const unknown = uniqueEmail('nobody');
    const { caller, session } = callerFor(database.db);

    const failures = [
      await outcome(caller.auth.login({ email: unknown, password: 'whatever-1' })),
      await outcome(caller.auth.login({ email: user.email, password: 'wrong-password' })),
      await outcome(caller.auth.login({ email: inactive.email, password: inactive.password })),
    ];
    for (const failure of failures) {
      expect(failure).toEqual({ status: 401, message: 'Invalid email or password' });
    }
    expect(session.events).toEqual([]);

    expect(await logsOf(unknown)).toEqual([
      expect.objectContaining({
        userId: null,
        userRole: null,
        success: false,
        failureReason: 'unknown_email',
      }),
    ]);
    expect(await logsOf(user.email)).toEqual([
      expect.objectContaining({ userId: user.id, success: false, failureReason: 'wrong_password' }),
    ]);
    expect(await logsOf(inactive.email)).toEqual([
      expect.objectContaining({ userId: inactive.id, success: false, failureReason: 'inactive' }),
    ]);
    const sessions = await database.db
      .selectFrom('sessions')
      .select('id')
      .where('userId', 'in', [user.id, inactive.id])
      .execute();
    expect(sessions).toEqual([]);
  });

  it('validates the input with the spec messages', async () => {
    const { caller } = callerFor(database.db);
    expect(await outcome(caller.auth.login({ email: 'not-an-email', password: 'x' }))).toEqual({
      status: 400,
      message: 'Invalid email address',
    });
    expect(await outcome(caller.auth.login({ email: 'a@b.test', password: '' }))).toEqual({
      status: 400,
      message: 'Password is required',
    });
    // A REST caller that leaves a field out reads the same message as the form shows.
    expect(await outcome(caller.auth.login({ email: 'a@b.test' } as never))).toEqual({
      status: 400,
      message: 'Password is required',
    });
    expect(await outcome(caller.auth.login({ password: 'x' } as never))).toEqual({
      status: 400,
      message: 'Invalid email address',
    });
  });

  it('replaces the session the browser already had', async () => {
    const user = await insertUser(database.db);
    const first = callerFor(database.db);
    await first.caller.auth.login({ email: user.email, password: user.password });
    const oldToken = first.session.token as string;

    const second = callerFor(database.db, { token: oldToken });
    await second.caller.auth.login({ email: user.email, password: user.password });
    expect(await findSessionUser(database.db, oldToken, new Date())).toBeNull();
    expect(await findSessionUser(database.db, second.session.token, new Date())).not.toBeNull();
  });

  it('signs out: ends the session and clears the cookie; a visitor may sign out too', async () => {
    const user = await insertUser(database.db);
    const signIn = callerFor(database.db);
    await signIn.caller.auth.login({ email: user.email, password: user.password });
    const token = signIn.session.token as string;

    const signedIn = callerFor(database.db, { user, token });
    expect(await signedIn.caller.auth.logout()).toEqual({ ok: true });
    expect(signedIn.session.events).toEqual([{ type: 'clear' }]);
    expect(await findSessionUser(database.db, token, new Date())).toBeNull();

    const visitor = callerFor(database.db);
    expect(await visitor.caller.auth.logout()).toEqual({ ok: true });
    expect(visitor.session.events).toEqual([{ type: 'clear' }]);
  });

  describe('throttling', () => {
    it('locks an account after 5 failures for 15 minutes after the last real failure', async () => {
      const clock = new FakeClock();
      const user = await insertUser(database.db);
      const { caller } = callerFor(database.db, {
        now: clock.now,
        client: { ipAddress: '203.0.113.10', userAgent: 'vitest' },
      });
      for (let attempt = 0; attempt < 5; attempt++) {
        clock.advance(1000);
        expect((await outcome(caller.auth.login({ email: user.email, password: 'wrong-one' }))).status).toBe(
          401,
        );
      }
      const lastFailureAt = clock.now().getTime();

      // Locked, even with the right password; throttled attempts do not extend the lock.
      for (const minutes of [1, 10, 14]) {
        clock.advance(lastFailureAt + minutes * MINUTE - clock.now().getTime());
        expect(await outcome(caller.auth.login({ email: user.email, password: user.password }))).toEqual({
          status: 429,
          message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
        });
      }
      const logs = await logsOf(user.email);
      expect(logs.map((log) => log.failureReason)).toEqual([
        'wrong_password',
        'wrong_password',
        'wrong_password',
        'wrong_password',
        'wrong_password',
        'throttled',
        'throttled',
        'throttled',
      ]);
      expect(logs.at(-1)).toMatchObject({ userId: user.id, success: false });

      clock.advance(lastFailureAt + 15 * MINUTE + 1000 - clock.now().getTime());
      expect((await caller.auth.login({ email: user.email, password: user.password })).user.id).toBe(user.id);
    });

    it('throttles unknown e-mails the same way', async () => {
      const clock = new FakeClock();
      const email = uniqueEmail('ghost');
      const { caller } = callerFor(database.db, {
        now: clock.now,
        client: { ipAddress: '203.0.113.11', userAgent: 'vitest' },
      });
      for (let attempt = 0; attempt < 5; attempt++) {
        await outcome(caller.auth.login({ email, password: 'guess' }));
      }
      expect((await outcome(caller.auth.login({ email, password: 'guess' }))).status).toBe(429);
    });

    it('counts an account only from its last successful sign-in', async () => {
      const clock = new FakeClock();
      const user = await insertUser(database.db);
      const { caller } = callerFor(database.db, {
        now: clock.now,
        client: { ipAddress: '203.0.113.12', userAgent: 'vitest' },
      });
      const fail = async (times: number) => {
        for (let attempt = 0; attempt < times; attempt++) {
          clock.advance(1000);
          expect(
            (await outcome(caller.auth.login({ email: user.email, password: 'nope-nope' }))).status,
          ).toBe(401);
        }
      };
      await fail(4);
      clock.advance(1000);
      await caller.auth.login({ email: user.email, password: user.password });
      await fail(4);
      clock.advance(1000);
      expect((await caller.auth.login({ email: user.email, password: user.password })).user.id).toBe(user.id);
    });

    it('locks an address after 20 failures across accounts, other addresses stay open', async () => {
      const clock = new FakeClock();
      const client = { ipAddress: '203.0.113.99', userAgent: 'vitest' };
      const { caller } = callerFor(database.db, { now: clock.now, client });
      for (let attempt = 0; attempt < 20; attempt++) {
        clock.advance(1000);
        await outcome(caller.auth.login({ email: uniqueEmail('spray'), password: 'guess-1' }));
      }
      const user = await insertUser(database.db);
      expect((await outcome(caller.auth.login({ email: user.email, password: user.password }))).status).toBe(
        429,
      );
      const elsewhere = callerFor(database.db, {
        now: clock.now,
        client: { ipAddress: '203.0.113.100', userAgent: 'vitest' },
      });
      expect(
        (await elsewhere.caller.auth.login({ email: user.email, password: user.password })).user.id,
      ).toBe(user.id);
      clock.advance(15 * MINUTE);
      expect((await caller.auth.login({ email: user.email, password: user.password })).user.id).toBe(user.id);
    });
  });
});
