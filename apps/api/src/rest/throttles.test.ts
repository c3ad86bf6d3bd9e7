import { DEVICE_COOKIE, SESSION_COOKIE } from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import { deviceCookieOf, insertUser, signIn, uniqueAddress, uniqueEmail } from '../test-support.js';

const countOf = (statuses: number[], status: number) => statuses.filter((value) => value === status).length;

describe.each(testDatabases())('throttles over HTTP on $name', ({ create }) => {
  const server = useTestServer(create);

  it('lets at most 5 of 50 parallel wrong sign-ins through', async () => {
    const user = await insertUser(server.database.db);
    const address = uniqueAddress();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        server.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: 'wrong-password' },
          headers: { 'x-forwarded-for': address },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(countOf(statuses, 401)).toBe(5);
    expect(countOf(statuses, 429)).toBe(45);
  });

  describe('tRPC batches', () => {
    const batch = (paths: string[], inputs: unknown[], address = uniqueAddress()) =>
      server.app.inject({
        method: 'POST',
        url: `/trpc/${paths.join(',')}?batch=1`,
        payload: Object.fromEntries(inputs.map((input, index) => [index, input])),
        headers: { 'x-forwarded-for': address },
      });

    it('refuses a sign-in batched with other calls, even with the right password among them', async () => {
      const user = await insertUser(server.database.db);
      const guesses = Array.from({ length: 19 }, (_, i) => ({ email: user.email, password: `guess-${i}` }));
      const res = await batch(Array(20).fill('auth.login'), [
        ...guesses,
        { email: user.email, password: user.password },
      ]);
      expect(res.statusCode).toBe(400);
      // The whole batch is refused: not one of its calls runs.
      const answers = res.json() as { error: { message: string } }[];
      expect(answers.map((answer) => answer.error.message)).toEqual(
        Array(20).fill('Sign-in and password calls must be sent one at a time, not in a batch.'),
      );
      expect(res.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();
      const attempts = await server.database.db
        .selectFrom('loginLogs')
        .select('id')
        .where('email', '=', user.email)
        .execute();
      expect(attempts).toHaveLength(0);
    });

    it('refuses any auth mutation in a batch with other calls, and takes a batch of one', async () => {
      const user = await insertUser(server.database.db);
      const token = await signIn(server.app, user);
      const mixed = await server.app.inject({
        method: 'POST',
        url: '/trpc/auth.changePassword,auth.logout?batch=1',
        payload: { 0: { currentPassword: 'x', newPassword: 'New-pass-1' }, 1: {} },
        cookies: { [SESSION_COOKIE]: token },
      });
      expect(mixed.statusCode).toBe(400);
      const reset = await batch(
        ['auth.forgotPassword', 'auth.forgotPassword'],
        [{ email: uniqueEmail() }, { email: uniqueEmail() }],
      );
      expect(reset.statusCode).toBe(400);

      const alone = await batch(['auth.login'], [{ email: user.email, password: user.password }]);
      expect(alone.statusCode).toBe(200);
      // Queries still batch.
      const queries = await server.app.inject({
        method: 'GET',
        url: '/trpc/auth.me,courses.list?batch=1&input={}',
      });
      expect(queries.statusCode).toBe(200);
    });

    it('takes at most 20 calls in one batch', async () => {
      const paths = Array(21).fill('courses.list').join(',');
      const tooMany = await server.app.inject({ method: 'GET', url: `/trpc/${paths}?batch=1&input={}` });
      expect(tooMany.statusCode).toBe(400);
      const twenty = Array(20).fill('courses.list').join(',');
      expect(
        (await server.app.inject({ method: 'GET', url: `/trpc/${twenty}?batch=1&input={}` })).statusCode,
      ).toBe(200);
    });
  });

  describe('device cookies', () => {
    const login = (email: string, password: string, device?: string, address = uniqueAddress()) =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        headers: { 'x-forwarded-for': address },
        cookies: device ? { [DEVICE_COOKIE]: device } : {},
      });
    const lockForStrangers = async (email: string) => {
      const answers = [];
      for (let address = 0; address < 6; address++) {
        const from = uniqueAddress();
        for (let attempt = 0; attempt < 5; attempt++)
          answers.push(await login(email, 'wrong-guess', undefined, from));
      }
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(401));
      expect((await login(email, 'wrong-guess')).statusCode).toBe(429);
    };

    it('let a browser that signed in before in while six addresses lock its account for strangers', async () => {
      const [owner, colleague] = [await insertUser(server.database.db), await insertUser(server.database.db)];
      // A shared computer: signed in to the owner's account, then to a colleague's.
      const first = deviceCookieOf(await login(owner.email, owner.password))?.value;
      const both = deviceCookieOf(await login(colleague.email, colleague.password, first))?.value;
      await lockForStrangers(owner.email);

      const stranger = await login(owner.email, owner.password);
      expect(stranger.statusCode).toBe(429);
      expect(stranger.json()).toEqual({
        message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
      });
      // A browser that signed in to the colleague's account alone is a stranger to the owner's.
      const colleagueOnly = deviceCookieOf(await login(colleague.email, colleague.password))?.value;
      expect((await login(owner.email, owner.password, colleagueOnly)).statusCode).toBe(429);
      expect((await login(owner.email, owner.password, both)).statusCode).toBe(200);
    });

    it('count 50 parallel wrong guesses with one device cookie: 5 are checked', async () => {
      const user = await insertUser(server.database.db);
      const device = deviceCookieOf(await login(user.email, user.password))?.value;
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => login(user.email, 'wrong-guess', device)),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(countOf(statuses, 401)).toBe(5);
      expect(countOf(statuses, 429)).toBe(45);
      expect((await login(user.email, user.password, device)).statusCode).toBe(429);
    });

    it('let the owner’s reset request through after strangers used the address’s allowance', async () => {
      const user = await insertUser(server.database.db);
      const device = deviceCookieOf(await login(user.email, user.password))?.value ?? '';
      const before = server.mailer.sent.length;
      const reset = (cookies: Record<string, string> = {}) =>
        server.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password-direct',
          payload: { email: user.email },
          headers: { 'x-forwarded-for': uniqueAddress() },
          cookies,
        });
      for (let stranger = 0; stranger < 3; stranger++) expect((await reset()).statusCode).toBe(200);
      const owners = await reset({ [DEVICE_COOKIE]: device });
      expect(owners.statusCode).toBe(200);
      expect(owners.json()).toEqual({ ok: true });
      await server.deliverQueued();
      expect(server.mailer.sent.map((mail) => mail.to).slice(before)).toEqual([user.email, user.email]);
    });
  });

  it('counts wrong current passwords of POST /api/auth/change-password: 5 of 30 checked', async () => {
    const user = await insertUser(server.database.db);
    const token = await signIn(server.app, user);
    const address = uniqueAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        server.app.inject({
          method: 'POST',
          url: '/api/auth/change-password',
          payload: { currentPassword: 'not-the-one', newPassword: 'New-pass-1' },
          cookies: { [SESSION_COOKIE]: token },
          headers: { 'x-forwarded-for': address },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(countOf(statuses, 400)).toBe(5);
    expect(countOf(statuses, 429)).toBe(25);
  });

  it('sends one reset mail for 20 parallel requests, and stores 5 of 20 parallel contact messages', async () => {
    const user = await insertUser(server.database.db);
    const before = server.mailer.sent.length;
    const resets = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password-direct',
          payload: { email: user.email },
          headers: { 'x-forwarded-for': uniqueAddress() },
        }),
      ),
    );
    expect(resets.every((answer) => answer.statusCode === 200)).toBe(true);
    await server.deliverQueued();
    expect(server.mailer.sent.length - before).toBe(1);

    const address = uniqueAddress();
    const messages = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: {
            name: 'Parallel',
            email: 'p@example.bh',
            courseInterest: 'general_inquiry',
            message: 'Hello',
          },
          headers: { 'x-forwarded-for': address },
        }),
      ),
    );
    const statuses = messages.map((answer) => answer.statusCode);
    expect(countOf(statuses, 201)).toBe(5);
    expect(countOf(statuses, 429)).toBe(15);
  });
});
