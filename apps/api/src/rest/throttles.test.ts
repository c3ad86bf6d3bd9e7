import { SESSION_COOKIE } from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import { insertUser, signIn, uniqueAddress, uniqueEmail } from '../test-support.js';

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

  it('sends at most 3 reset mails for 20 parallel requests, and stores 5 of 20 parallel contact messages', async () => {
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
    await new Promise((resolve) => setImmediate(resolve));
    expect(server.mailer.sent.length - before).toBe(3);

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
