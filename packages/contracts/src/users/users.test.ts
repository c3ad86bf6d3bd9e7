import { verifyPassword } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, findSessionUser } from '../auth/session.js';
import { callerFor, insertUser, outcome, type TestUser, uniqueEmail } from '../test-support.js';

const UNKNOWN_ID = '3f2b8a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b';
const NOT_FOUND = { status: 404, message: 'User not found' };

describe.each(testDatabases())('the Users tab on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let mainAdmin: TestUser;
  let otherAdmin: TestUser;

  beforeAll(async () => {
    database = await create();
    mainAdmin = await insertUser(database.db, { role: 'admin', isMainAdmin: true });
    otherAdmin = await insertUser(database.db, { role: 'admin' });
  });
  afterAll(() => database.close());

  const as = (user: TestUser | null, token?: string) => callerFor(database.db, { user, token }).caller;
  const hashOf = async (id: string) =>
    (
      await database.db
        .selectFrom('users')
        .select('passwordHash')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).passwordHash;

  it('is for admins only: 401 for visitors, 403 for clients and instructors', async () => {
    const client = await insertUser(database.db, { role: 'client' });
    const instructor = await insertUser(database.db, { role: 'instructor' });
    expect((await outcome(as(null).users.list())).status).toBe(401);
    expect(await outcome(as(client).users.list())).toEqual({
      status: 403,
      message: 'You do not have permission to do this.',
    });
    expect((await outcome(as(instructor).users.delete({ id: client.id }))).status).toBe(403);
    expect((await outcome(as(instructor).users.create({ email: uniqueEmail() }))).status).toBe(403);
    expect((await outcome(as(otherAdmin).users.list())).status).toBe(200);
  });

  describe('list', () => {
    it('lists users with their last successful sign-in, and never a hash', async () => {
      const user = await insertUser(database.db, { companyName: 'Bahrain Lifting W.L.L.' });
      const success = new Date('2026-11-20T09:00:00Z');
      await database.db
        .insertInto('loginLogs')
        .values([
          { userId: user.id, email: user.email, success: true, loginTime: new Date('2026-11-19T09:00:00Z') },
          { userId: user.id, email: user.email, success: true, loginTime: success },
          {
            userId: user.id,
            email: user.email,
            success: false,
            failureReason: 'wrong_password',
            loginTime: new Date('2026-11-21T09:00:00Z'),
          },
        ])
        .execute();

      const users = await as(mainAdmin).users.list();
      expect(JSON.stringify(users)).not.toContain('argon2');
      const listed = users.find((row) => row.id === user.id);
      expect(listed).toEqual({
        id: user.id,
        email: user.email,
        role: 'client',
        firstName: 'Test',
        lastName: 'User',
        companyName: 'Bahrain Lifting W.L.L.',
        phone: null,
        address: null,
        vatNumber: null,
        crNumber: null,
        isMainAdmin: false,
        mustChangePassword: false,
        language: null,
        isActive: true,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        lastLoginAt: success.toISOString(),
      });
      expect(users.find((row) => row.id === otherAdmin.id)?.lastLoginAt).toBeNull();
      expect(users.find((row) => row.id === mainAdmin.id)?.isMainAdmin).toBe(true);
    });
  });

  describe('create', () => {
    it('creates a client with a temporary password that must be changed', async () => {
      const email = uniqueEmail('new');
      const answer = await as(otherAdmin).users.create({
        email: email.toUpperCase(),
        companyName: '  Gulf Cranes  ',
        phone: '',
      });
      expect(answer.user).toMatchObject({
        email,
        role: 'client',
        companyName: 'Gulf Cranes',
        phone: null,
        mustChangePassword: true,
        isActive: true,
        lastLoginAt: null,
      });
      expect(answer.temporaryPassword).toMatch(/^\S{14}$/);
      const signedIn = await callerFor(database.db).caller.auth.login({
        email,
        password: answer.temporaryPassword,
      });
      expect(signedIn.user).toMatchObject({ id: answer.user.id, mustChangePassword: true });
    });

    it('answers 409 for an e-mail already in use, whatever its case', async () => {
      const existing = await insertUser(database.db);
      expect(await outcome(as(mainAdmin).users.create({ email: existing.email.toUpperCase() }))).toEqual({
        status: 409,
        message: 'A user with this email already exists',
      });
    });

    it('checks the input', async () => {
      expect(await outcome(as(mainAdmin).users.create({ email: 'nope' }))).toEqual({
        status: 400,
        message: 'Invalid email address',
      });
    });

    it('lets only the main admin create admins; any admin creates instructors', async () => {
      const named = { firstName: 'Maryam', lastName: 'Yusuf' };
      expect(
        await outcome(as(otherAdmin).users.create({ email: uniqueEmail(), role: 'admin', ...named })),
      ).toEqual({
        status: 403,
        message: 'Only the main admin can create admin accounts',
      });
      expect(
        (await as(otherAdmin).users.create({ email: uniqueEmail(), role: 'instructor', ...named })).user.role,
      ).toBe('instructor');
      expect(
        (await as(mainAdmin).users.create({ email: uniqueEmail(), role: 'admin', ...named })).user.role,
      ).toBe('admin');
    });

    it('asks staff for a first and a last name (400), a client for neither', async () => {
      for (const role of ['admin', 'instructor'] as const) {
        expect(await outcome(as(mainAdmin).users.create({ email: uniqueEmail(), role }))).toEqual({
          status: 400,
          message: 'First name is required',
        });
        expect(
          await outcome(
            as(mainAdmin).users.create({ email: uniqueEmail(), role, firstName: 'Ali', lastName: ' ' }),
          ),
        ).toEqual({ status: 400, message: 'Last name is required' });
      }
      const client = await as(mainAdmin).users.create({ email: uniqueEmail(), companyName: 'Dock Co' });
      expect(client.user).toMatchObject({ role: 'client', firstName: null, lastName: null });
    });
  });

  describe('resetPassword', () => {
    it('sets the typed password as a temporary one and ends the user’s sessions', async () => {
      const user = await insertUser(database.db);
      const session = await createSession(
        database.db,
        user.id,
        { ipAddress: null, userAgent: null },
        new Date(),
      );
      expect(await as(otherAdmin).users.resetPassword({ id: user.id, password: 'Typed-temp-1' })).toEqual({
        temporaryPassword: 'Typed-temp-1',
      });
      expect(await verifyPassword(await hashOf(user.id), 'Typed-temp-1')).toBe(true);
      expect(await findSessionUser(database.db, session.token, new Date())).toBeNull();
      const listed = (await as(otherAdmin).users.list()).find((row) => row.id === user.id);
      expect(listed?.mustChangePassword).toBe(true);
    });

    it('generates one when none is typed', async () => {
      const user = await insertUser(database.db);
      const { temporaryPassword } = await as(otherAdmin).users.resetPassword({ id: user.id });
      expect(temporaryPassword).toMatch(/^\S{14}$/);
      expect(await verifyPassword(await hashOf(user.id), temporaryPassword)).toBe(true);
    });

    it('refuses short passwords, unknown users, and other admins touching the main admin', async () => {
      const user = await insertUser(database.db);
      expect(await outcome(as(otherAdmin).users.resetPassword({ id: user.id, password: '123' }))).toEqual({
        status: 400,
        message: 'Password must be at least 6 characters',
      });
      expect(await outcome(as(otherAdmin).users.resetPassword({ id: UNKNOWN_ID }))).toEqual(NOT_FOUND);
      expect(await outcome(as(otherAdmin).users.resetPassword({ id: 'not-a-uuid' }))).toEqual(NOT_FOUND);
      expect(await outcome(as(otherAdmin).users.resetPassword({ id: mainAdmin.id }))).toEqual({
        status: 403,
        message: "Only the main admin can change the main admin's account",
      });
      expect(await verifyPassword(await hashOf(mainAdmin.id), mainAdmin.password)).toBe(true);
    });
  });

  describe('delete', () => {
    it('deletes a user and their sessions', async () => {
      const user = await insertUser(database.db);
      const session = await createSession(
        database.db,
        user.id,
        { ipAddress: null, userAgent: null },
        new Date(),
      );
      expect(await as(otherAdmin).users.delete({ id: user.id })).toEqual({ ok: true });
      expect(await findSessionUser(database.db, session.token, new Date())).toBeNull();
      expect(await outcome(as(otherAdmin).users.delete({ id: user.id }))).toEqual(NOT_FOUND);
    });

    it('never deletes one’s own account or the main admin', async () => {
      expect(await outcome(as(otherAdmin).users.delete({ id: otherAdmin.id }))).toEqual({
        status: 403,
        message: 'You cannot delete your own account',
      });
      expect(await outcome(as(mainAdmin).users.delete({ id: mainAdmin.id }))).toEqual({
        status: 403,
        message: 'You cannot delete your own account',
      });
      expect(await outcome(as(otherAdmin).users.delete({ id: mainAdmin.id }))).toEqual({
        status: 403,
        message: 'The main admin cannot be deleted',
      });
      expect(await outcome(as(otherAdmin).users.delete({ id: 'nope' }))).toEqual(NOT_FOUND);
      expect(await outcome(as(otherAdmin).users.delete({ id: UNKNOWN_ID }))).toEqual(NOT_FOUND);
    });
  });
});
