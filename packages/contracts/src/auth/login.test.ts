import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, FakeClock, insertUser, outcome, type TestCaller, uniqueEmail } from '../test-support.js';
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
        language: null,
      },
      signedInBefore: false,
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

  it('says whether the account signed in before: a first sign-in is not welcomed back', async () => {
    const user = await insertUser(database.db);
    const signIn = () =>
      callerFor(database.db).caller.auth.login({ email: user.email, password: user.password });
    await outcome(callerFor(database.db).caller.auth.login({ email: user.email, password: 'wrong-one' }));
    expect((await signIn()).signedInBefore).toBe(false);
    expect((await signIn()).signedInBefore).toBe(true);
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
    const wrongLogin = (caller: TestCaller['caller'], email: string) =>
      outcome(caller.auth.login({ email, password: 'wrong-one' }));
    const at = (clock: FakeClock, ipAddress: string) =>
      callerFor(database.db, { now: clock.now, client: { ipAddress, userAgent: 'vitest' } }).caller;

    it('locks an account at one address after 5 failures, until 15 minutes after the first', async () => {
      const clock = new FakeClock();
      const user = await insertUser(database.db);
      const caller = at(clock, '203.0.113.10');
      const firstFailureAt = clock.now().getTime();
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await wrongLogin(caller, user.email)).status).toBe(401);
        clock.advance(1000);
      }

      // Locked, even with the right password; the message says how long is left.
      for (const [minutes, left] of [
        [1, '14 minutes'],
        [10, '5 minutes'],
        [14.5, '1 minute'],
      ] as const) {
        clock.advance(firstFailureAt + minutes * MINUTE - clock.now().getTime());
        expect(await outcome(caller.auth.login({ email: user.email, password: user.password }))).toEqual({
          status: 429,
          message: `Too many sign-in attempts. Please wait ${left} and try again.`,
        });
      }
      const logs = await logsOf(user.email);
      expect(logs.map((log) => log.failureReason)).toEqual([
        ...Array(5).fill('wrong_password'),
        'throttled',
        'throttled',
        'throttled',
      ]);
      expect(logs.at(-1)).toMatchObject({ userId: user.id, success: false });

      clock.advance(firstFailureAt + 15 * MINUTE - clock.now().getTime());
      expect((await caller.auth.login({ email: user.email, password: user.password })).user.id).toBe(user.id);
    });

    it('leaves the owner a way in from another address while a guesser is locked out', async () => {
      const clock = new FakeClock();
      const user = await insertUser(database.db);
      const guesser = at(clock, '203.0.113.20');
      for (let attempt = 0; attempt < 40; attempt++) await wrongLogin(guesser, user.email);
      expect((await wrongLogin(guesser, user.email)).status).toBe(429);
      // The 35 refused guesses did not count towards the account's ceiling across addresses.
      const owner = at(clock, '198.51.100.20');
      expect((await owner.auth.login({ email: user.email, password: user.password })).user.id).toBe(user.id);
    });

    it('stops strangers at 30 failures per account; the owner’s browser that signed in before gets in', async () => {
      const clock = new FakeClock();
      const user = await insertUser(database.db);
      const owner = callerFor(database.db, { now: clock.now });
      await owner.caller.auth.login({ email: user.email, password: user.password });
      expect(owner.device.value).toBeDefined();

      const answers: number[] = [];
      for (let address = 1; address <= 7; address++) {
        const caller = at(clock, `203.0.113.${100 + address}`);
        for (let attempt = 0; attempt < 5; attempt++)
          answers.push((await wrongLogin(caller, user.email)).status);
      }
      expect(answers.filter((status) => status === 401)).toHaveLength(30);
      expect(answers.slice(30)).toEqual(Array(5).fill(429));
      const stranger = at(clock, '198.51.100.21');
      expect(await outcome(stranger.auth.login({ email: user.email, password: user.password }))).toEqual({
        status: 429,
        message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
      });
      // The owner's browser, from yet another address, counts on its own device cookie.
      const again = callerFor(database.db, {
        now: clock.now,
        device: owner.device,
        client: { ipAddress: '198.51.100.22', userAgent: 'vitest' },
      });
      expect((await again.caller.auth.login({ email: user.email, password: user.password })).user.id).toBe(
        user.id,
      );
      clock.advance(15 * MINUTE);
      expect((await stranger.auth.login({ email: user.email, password: user.password })).user.id).toBe(
        user.id,
      );
    });

    it('throttles unknown e-mails the same way', async () => {
      const clock = new FakeClock();
      const email = uniqueEmail('ghost');
      const caller = at(clock, '203.0.113.11');
      for (let attempt = 0; attempt < 5; attempt++)
        expect((await wrongLogin(caller, email)).status).toBe(401);
      expect((await wrongLogin(caller, email)).status).toBe(429);
    });

    it('forgets the failures at an address when the right password is given there', async () => {
      const clock = new FakeClock();
      const user = await insertUser(database.db);
      const caller = at(clock, '203.0.113.12');
      const fail = async (times: number) => {
        for (let attempt = 0; attempt < times; attempt++) {
          expect((await wrongLogin(caller, user.email)).status).toBe(401);
        }
      };
      await fail(4);
      await caller.auth.login({ email: user.email, password: user.password });
      await fail(4);
      expect((await caller.auth.login({ email: user.email, password: user.password })).user.id).toBe(user.id);
    });

    it('locks an address after 20 failures across accounts, other addresses stay open', async () => {
      const clock = new FakeClock();
      const caller = at(clock, '203.0.113.99');
      for (let attempt = 0; attempt < 20; attempt++) {
        expect((await wrongLogin(caller, uniqueEmail('spray'))).status).toBe(401);
      }
      const user = await insertUser(database.db);
      expect((await outcome(caller.auth.login({ email: user.email, password: user.password }))).status).toBe(
        429,
      );
      const elsewhere = at(clock, '203.0.113.100');
      expect((await elsewhere.auth.login({ email: user.email, password: user.password })).user.id).toBe(
        user.id,
      );
      clock.advance(15 * MINUTE);
      expect((await caller.auth.login({ email: user.email, password: user.password })).user.id).toBe(user.id);
    });

    it('counts 50 parallel wrong passwords 50 times: at most 5 are checked', async () => {
      const user = await insertUser(database.db);
      const caller = at(new FakeClock(), '203.0.113.50');
      const answers = await Promise.all(Array.from({ length: 50 }, () => wrongLogin(caller, user.email)));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(45);
      // Nor does the right password get in among them.
      expect((await outcome(caller.auth.login({ email: user.email, password: user.password }))).status).toBe(
        429,
      );
    });
  });
});
