import { verifyPassword } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceCookie } from '../context.js';
import { createRecordingMailer } from '../mail.js';
import {
  callerFor,
  FakeClock,
  insertUser,
  outcome,
  resetLinkOf,
  TEST_APP_URL,
  type TestUser,
  uniqueEmail,
} from '../test-support.js';
import { RESET_MAIL_SUBJECT } from './reset-mail.js';
import { createSession, findSessionUser, hashToken } from './session.js';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const INVALID = { status: 400, message: 'This password reset link is invalid or has expired.' };

describe.each(testDatabases())('password reset by e-mail on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(() => database.close());

  const passwordHashOf = async (user: TestUser) =>
    (
      await database.db
        .selectFrom('users')
        .select('passwordHash')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow()
    ).passwordHash;
  const tokensOf = (user: TestUser) =>
    database.db.selectFrom('passwordResetTokens').select('id').where('userId', '=', user.id).execute();

  /** Asks for a link as a visitor and returns the mailed token. */
  async function requestLink(user: TestUser, clock: FakeClock) {
    const visitor = callerFor(database.db, { now: clock.now });
    expect(await visitor.caller.auth.forgotPassword({ email: user.email })).toEqual({ ok: true });
    expect(visitor.mailer.sent).toHaveLength(1);
    return resetLinkOf(visitor.mailer.sent[0]?.text ?? '').token;
  }

  it('mails a link, and the link sets a new password, ends every session and allows sign-in', async () => {
    const clock = new FakeClock();
    const user = await insertUser(database.db, {
      mustChangePassword: true,
      firstName: 'Amal',
      lastName: 'Saleh',
    });
    const sessions = [
      await createSession(database.db, user.id, { ipAddress: null, userAgent: null }, clock.now()),
      await createSession(database.db, user.id, { ipAddress: null, userAgent: null }, clock.now()),
    ];

    const visitor = callerFor(database.db, { now: clock.now });
    expect(await visitor.caller.auth.forgotPassword({ email: ` ${user.email.toUpperCase()} ` })).toEqual({
      ok: true,
    });
    expect(visitor.mailer.sent).toHaveLength(1);
    const mail = visitor.mailer.sent[0];
    expect(mail).toMatchObject({ to: user.email, subject: RESET_MAIL_SUBJECT });
    expect(mail?.text).toContain('Hello Amal Saleh,');
    const { link, token } = resetLinkOf(mail?.text ?? '');
    expect(link).toBe(`${TEST_APP_URL}/reset-password?token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail?.html).toContain(`href="${link}"`);

    // Only the SHA-256 of the token is stored; it expires in an hour.
    const stored = await database.db
      .selectFrom('passwordResetTokens')
      .selectAll()
      .where('userId', '=', user.id)
      .execute();
    expect(stored).toEqual([
      expect.objectContaining({
        tokenHash: hashToken(token),
        usedAt: null,
        expiresAt: new Date(clock.now().getTime() + HOUR),
      }),
    ]);
    expect(JSON.stringify(stored)).not.toContain(token);
    // Asking for a link changes no password.
    expect(await verifyPassword(await passwordHashOf(user), user.password)).toBe(true);

    expect(await visitor.caller.auth.checkResetToken({ token })).toEqual({ valid: true });
    clock.advance(5 * 60 * 1000);
    expect(await visitor.caller.auth.resetPassword({ token, newPassword: 'Brand-new-pass-7' })).toEqual({
      ok: true,
    });

    for (const session of sessions)
      expect(await findSessionUser(database.db, session.token, clock.now())).toBeNull();
    expect(
      (await outcome(visitor.caller.auth.login({ email: user.email, password: user.password }))).status,
    ).toBe(401);
    const signedIn = await visitor.caller.auth.login({ email: user.email, password: 'Brand-new-pass-7' });
    expect(signedIn.user).toMatchObject({ id: user.id, mustChangePassword: false });
  });

  it('redeems a link once only', async () => {
    const clock = new FakeClock();
    const user = await insertUser(database.db);
    const token = await requestLink(user, clock);
    const { caller } = callerFor(database.db, { now: clock.now });
    await caller.auth.resetPassword({ token, newPassword: 'First-new-pass' });
    expect(await caller.auth.checkResetToken({ token })).toEqual({ valid: false });
    expect(await outcome(caller.auth.resetPassword({ token, newPassword: 'Second-new-pass' }))).toEqual(
      INVALID,
    );
    expect(await verifyPassword(await passwordHashOf(user), 'First-new-pass')).toBe(true);
  });

  it('refuses a link after an hour', async () => {
    const clock = new FakeClock();
    const user = await insertUser(database.db);
    const token = await requestLink(user, clock);
    const { caller } = callerFor(database.db, { now: clock.now });
    clock.advance(HOUR - 1000);
    expect(await caller.auth.checkResetToken({ token })).toEqual({ valid: true });
    clock.advance(1000);
    expect(await caller.auth.checkResetToken({ token })).toEqual({ valid: false });
    expect(await outcome(caller.auth.resetPassword({ token, newPassword: 'Too-late-pass' }))).toEqual(
      INVALID,
    );
  });

  it('refuses made-up and empty tokens, and links of a deactivated account', async () => {
    const clock = new FakeClock();
    const { caller } = callerFor(database.db, { now: clock.now });
    expect(await caller.auth.checkResetToken({ token: 'made-up' })).toEqual({ valid: false });
    expect(await caller.auth.checkResetToken({ token: '' })).toEqual({ valid: false });
    expect(await outcome(caller.auth.resetPassword({ token: 'made-up', newPassword: 'Whatever-1' }))).toEqual(
      INVALID,
    );
    expect(await outcome(caller.auth.resetPassword({ token: '', newPassword: 'Whatever-1' }))).toEqual(
      INVALID,
    );

    const user = await insertUser(database.db);
    const token = await requestLink(user, clock);
    await database.db.updateTable('users').set({ isActive: false }).where('id', '=', user.id).execute();
    expect(await caller.auth.checkResetToken({ token })).toEqual({ valid: false });
    expect(await outcome(caller.auth.resetPassword({ token, newPassword: 'Whatever-1' }))).toEqual(INVALID);
  });

  it('checks the new password: at least 6 characters', async () => {
    const { caller } = callerFor(database.db);
    expect(await outcome(caller.auth.resetPassword({ token: 'x', newPassword: '12345' }))).toEqual({
      status: 400,
      message: 'Password must be at least 6 characters',
    });
  });

  it('answers the same for unknown and inactive addresses, and mails nothing', async () => {
    const inactive = await insertUser(database.db, { isActive: false });
    for (const email of [uniqueEmail('unknown'), inactive.email]) {
      const { caller, mailer } = callerFor(database.db);
      expect(await caller.auth.forgotPassword({ email, newPassword: 'ignored-pass' })).toEqual({ ok: true });
      expect(mailer.sent).toEqual([]);
    }
    expect(await tokensOf(inactive)).toEqual([]);
  });

  it('never applies the newPassword of the spec payload', async () => {
    const user = await insertUser(database.db);
    const { caller } = callerFor(database.db);
    await caller.auth.forgotPassword({ email: user.email, newPassword: 'Chosen-by-anyone' });
    expect(await verifyPassword(await passwordHashOf(user), user.password)).toBe(true);
    expect(await verifyPassword(await passwordHashOf(user), 'Chosen-by-anyone')).toBe(false);
  });

  it('keeps only the newest link working', async () => {
    const clock = new FakeClock();
    const user = await insertUser(database.db);
    const older = await requestLink(user, clock);
    clock.advance(5 * MINUTE);
    const newer = await requestLink(user, clock);
    const { caller } = callerFor(database.db, { now: clock.now });
    expect(await caller.auth.checkResetToken({ token: older })).toEqual({ valid: false });
    expect(await caller.auth.checkResetToken({ token: newer })).toEqual({ valid: true });
  });

  it('mails at most one link per address in 5 minutes; a refused request makes no token', async () => {
    const clock = new FakeClock();
    const user = await insertUser(database.db);
    const mailer = createRecordingMailer();
    const { caller } = callerFor(database.db, { now: clock.now, mailer });
    for (let request = 0; request < 4; request++) {
      expect(await caller.auth.forgotPassword({ email: user.email })).toEqual({ ok: true });
      clock.advance(MINUTE);
    }
    expect(mailer.sent).toHaveLength(1);
    expect(await tokensOf(user)).toHaveLength(1);
    // The link still works: refused requests do not replace it.
    const first = resetLinkOf(mailer.sent[0]?.text ?? '').token;
    expect(await caller.auth.checkResetToken({ token: first })).toEqual({ valid: true });

    clock.advance(MINUTE);
    await caller.auth.forgotPassword({ email: user.email });
    expect(mailer.sent).toHaveLength(2);
    expect(await caller.auth.checkResetToken({ token: first })).toEqual({ valid: false });
  });

  it('sends one mail for 20 parallel requests for one address', async () => {
    const user = await insertUser(database.db);
    const mailer = createRecordingMailer();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        callerFor(database.db, { mailer }).caller.auth.forgotPassword({ email: user.email }),
      ),
    );
    expect(answers).toEqual(Array(20).fill({ ok: true }));
    expect(mailer.sent).toHaveLength(1);
  });

  it('mails the owner’s browser a link strangers cannot silence, nor replace for 5 minutes', async () => {
    const clock = new FakeClock();
    const user = await insertUser(database.db);
    const other = await insertUser(database.db);
    const owner = callerFor(database.db, { now: clock.now });
    await owner.caller.auth.login({ email: user.email, password: user.password });
    // And a browser that signed in to another account only.
    const neighbour = callerFor(database.db, { now: clock.now });
    await neighbour.caller.auth.login({ email: other.email, password: other.password });

    const mailer = createRecordingMailer();
    const ask = (device?: DeviceCookie) =>
      callerFor(database.db, { now: clock.now, mailer, device }).caller.auth.forgotPassword({
        email: user.email,
      });
    for (let stranger = 0; stranger < 3; stranger++) expect(await ask()).toEqual({ ok: true });
    expect(await ask(neighbour.device)).toEqual({ ok: true });
    expect(mailer.sent).toHaveLength(1);

    clock.advance(MINUTE);
    expect(await ask(owner.device)).toEqual({ ok: true });
    expect(mailer.sent).toHaveLength(2);
    const link = resetLinkOf(mailer.sent[1]?.text ?? '').token;
    clock.advance(4 * MINUTE);
    await ask();
    expect(mailer.sent).toHaveLength(2);
    expect(await owner.caller.auth.checkResetToken({ token: link })).toEqual({ valid: true });
  });

  it('answers 429 after 10 requests an hour from one client address, whatever the e-mail', async () => {
    const clock = new FakeClock();
    const mailer = createRecordingMailer();
    const { caller } = callerFor(database.db, { now: clock.now, mailer });
    for (let request = 0; request < 10; request++) {
      expect(await caller.auth.forgotPassword({ email: uniqueEmail('reset') })).toEqual({ ok: true });
    }
    expect(await outcome(caller.auth.forgotPassword({ email: uniqueEmail('reset') }))).toEqual({
      status: 429,
      message: 'Too many password reset requests. Please wait an hour and try again.',
    });
    clock.advance(HOUR);
    expect(await caller.auth.forgotPassword({ email: uniqueEmail('reset') })).toEqual({ ok: true });
  });
});
