import { verifyPassword } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../auth/auth.schema.js';
import { createSession, findSessionUser } from '../auth/session.js';
import { callerFor, insertUser, outcome, type TestUser, uniqueEmail } from '../test-support.js';

const UNKNOWN_ID = '3f2b8a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b';

describe.each(testDatabases())('roles and the user edit modal on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let mainAdmin: TestUser;
  let otherAdmin: TestUser;

  beforeAll(async () => {
    database = await create();
    mainAdmin = await insertUser(database.db, { role: 'admin', isMainAdmin: true });
    otherAdmin = await insertUser(database.db, { role: 'admin' });
  });
  afterAll(() => database.close());

  const as = (user: TestUser, token?: string) => callerFor(database.db, { user, token }).caller;
  const rowOf = (id: string) =>
    database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const newSession = (id: string) =>
    createSession(database.db, id, { ipAddress: null, userAgent: null }, new Date());

  describe('setRole', () => {
    it.each<[Role, Role, number]>([
      ['client', 'client', 200],
      ['client', 'admin', 200],
      ['client', 'instructor', 409],
      ['instructor', 'client', 200],
      ['instructor', 'admin', 200],
      ['instructor', 'instructor', 200],
      ['admin', 'client', 200],
      ['admin', 'instructor', 200],
      ['admin', 'admin', 200],
    ])('the main admin makes a %s a %s: %i', async (from, to, status) => {
      const user = await insertUser(database.db, { role: from });
      const result = await outcome(as(mainAdmin).users.setRole({ id: user.id, role: to }));
      expect(result.status).toBe(status);
      expect((await rowOf(user.id)).role).toBe(status === 200 ? to : from);
      if (status === 409) expect(result.message).toBe('A client can only be given the client or admin role');
    });

    it('answers the updated user, and the new role applies to their live session', async () => {
      const user = await insertUser(database.db, { role: 'admin' });
      const session = await newSession(user.id);
      const answer = await as(mainAdmin).users.setRole({ id: user.id, role: 'client' });
      expect(answer).toMatchObject({ id: user.id, role: 'client', isActive: true });
      expect((await findSessionUser(database.db, session.token, new Date()))?.role).toBe('client');
    });

    it('is the main admin’s alone, never for one’s own role', async () => {
      const user = await insertUser(database.db);
      expect(await outcome(as(otherAdmin).users.setRole({ id: user.id, role: 'admin' }))).toEqual({
        status: 403,
        message: 'Only the main admin can change roles',
      });
      expect(await outcome(as(otherAdmin).users.setRole({ id: otherAdmin.id, role: 'admin' }))).toEqual({
        status: 403,
        message: 'Only the main admin can change roles',
      });
      expect(await outcome(as(mainAdmin).users.setRole({ id: mainAdmin.id, role: 'client' }))).toEqual({
        status: 403,
        message: 'You cannot change your own role',
      });
      expect((await rowOf(mainAdmin.id)).role).toBe('admin');
      expect(await outcome(as(mainAdmin).users.setRole({ id: UNKNOWN_ID, role: 'client' }))).toEqual({
        status: 404,
        message: 'User not found',
      });
      expect((await outcome(as(mainAdmin).users.setRole({ id: 'x', role: 'client' }))).status).toBe(404);
      expect(
        await outcome(as(mainAdmin).users.setRole({ id: user.id, role: 'owner' as Role })),
      ).toMatchObject({
        status: 400,
      });
    });
  });

  describe('edit', () => {
    it('needs the acting admin’s password for a role, e-mail or password change, and checks one given', async () => {
      const user = await insertUser(database.db);
      expect(
        await outcome(
          as(otherAdmin).users.edit({ id: user.id, currentPassword: user.password, phone: '111' }),
        ),
      ).toEqual({ status: 400, message: 'Current password is incorrect' });
      for (const change of [{ email: uniqueEmail() }, { newPassword: 'Brand-new-1' }] as const) {
        expect(
          await outcome(as(otherAdmin).users.edit({ id: user.id, currentPassword: '', ...change })),
        ).toEqual({
          status: 400,
          message: 'Enter your password to change a role, e-mail or password',
        });
      }
      expect(await outcome(as(mainAdmin).users.edit({ id: user.id, role: 'admin' }))).toEqual({
        status: 400,
        message: 'Enter your password to change a role, e-mail or password',
      });
      const unchanged = await rowOf(user.id);
      expect(unchanged).toMatchObject({ phone: null, role: 'client', email: user.email });
      // A phone number hands over nothing: no password asked.
      expect((await as(otherAdmin).users.edit({ id: user.id, phone: '111' })).phone).toBe('111');
    });

    it('keeps a first and a last name on staff (400), not on clients', async () => {
      const instructor = await insertUser(database.db, { role: 'instructor' });
      expect(await outcome(as(otherAdmin).users.edit({ id: instructor.id, firstName: ' ' }))).toEqual({
        status: 400,
        message: 'First name is required',
      });
      expect(await outcome(as(otherAdmin).users.edit({ id: instructor.id, lastName: '' }))).toEqual({
        status: 400,
        message: 'Last name is required',
      });
      const nameless = await insertUser(database.db, { role: 'client', firstName: null, lastName: null });
      expect(
        await outcome(
          as(mainAdmin).users.edit({ id: nameless.id, currentPassword: mainAdmin.password, role: 'admin' }),
        ),
      ).toEqual({ status: 400, message: 'First name is required' });
      expect((await rowOf(instructor.id)).firstName).toBe('Test');
      expect((await as(otherAdmin).users.edit({ id: nameless.id, phone: '222' })).firstName).toBeNull();
    });

    it('changes only the fields given; empty text clears a field', async () => {
      const user = await insertUser(database.db, { companyName: 'Keep Me Co' });
      const before = await rowOf(user.id);
      const answer = await as(otherAdmin).users.edit({
        id: user.id,
        currentPassword: otherAdmin.password,
        phone: ' +973 3300 0000 ',
        lastName: '',
      });
      expect(answer).toMatchObject({
        id: user.id,
        phone: '+973 3300 0000',
        lastName: null,
        firstName: 'Test',
        companyName: 'Keep Me Co',
        email: user.email,
        role: 'client',
      });
      const after = await rowOf(user.id);
      expect(after.passwordHash).toBe(before.passwordHash);
      expect(after.mustChangePassword).toBe(false);
    });

    it('changes the e-mail, and answers 409 for one already in use', async () => {
      const user = await insertUser(database.db);
      const taken = await insertUser(database.db);
      const fresh = uniqueEmail('moved');
      expect(
        (await as(otherAdmin).users.edit({ id: user.id, currentPassword: otherAdmin.password, email: fresh }))
          .email,
      ).toBe(fresh);
      expect(
        await outcome(
          as(otherAdmin).users.edit({
            id: user.id,
            currentPassword: otherAdmin.password,
            email: taken.email.toUpperCase(),
          }),
        ),
      ).toEqual({ status: 409, message: 'A user with this email already exists' });
    });

    it('sets a new password as a temporary one and ends the user’s sessions; blank keeps it', async () => {
      const user = await insertUser(database.db);
      const session = await newSession(user.id);
      await as(otherAdmin).users.edit({ id: user.id, currentPassword: otherAdmin.password, newPassword: '' });
      expect(await findSessionUser(database.db, session.token, new Date())).not.toBeNull();

      const answer = await as(otherAdmin).users.edit({
        id: user.id,
        currentPassword: otherAdmin.password,
        newPassword: 'Edited-pass-3',
      });
      expect(answer.mustChangePassword).toBe(true);
      expect(await verifyPassword((await rowOf(user.id)).passwordHash, 'Edited-pass-3')).toBe(true);
      expect(await findSessionUser(database.db, session.token, new Date())).toBeNull();
      expect(
        await outcome(
          as(otherAdmin).users.edit({
            id: user.id,
            currentPassword: otherAdmin.password,
            newPassword: 'short',
          }),
        ),
      ).toEqual({ status: 400, message: 'Password must be at least 6 characters' });
    });

    it('a new password for oneself keeps the current session and is not temporary', async () => {
      const admin = await insertUser(database.db, { role: 'admin' });
      const mine = await newSession(admin.id);
      const other = await newSession(admin.id);
      const answer = await as(admin, mine.token).users.edit({
        id: admin.id,
        currentPassword: admin.password,
        newPassword: 'My-own-new-pass',
      });
      expect(answer.mustChangePassword).toBe(false);
      expect(await findSessionUser(database.db, mine.token, new Date())).not.toBeNull();
      expect(await findSessionUser(database.db, other.token, new Date())).toBeNull();
    });

    it('deactivates a user and ends their sessions; reactivates', async () => {
      const user = await insertUser(database.db);
      const session = await newSession(user.id);
      expect(
        (
          await as(otherAdmin).users.edit({
            id: user.id,
            currentPassword: otherAdmin.password,
            isActive: false,
          })
        ).isActive,
      ).toBe(false);
      expect(
        await database.db.selectFrom('sessions').select('id').where('userId', '=', user.id).execute(),
      ).toEqual([]);
      expect(await findSessionUser(database.db, session.token, new Date())).toBeNull();
      expect(
        (
          await outcome(
            callerFor(database.db).caller.auth.login({ email: user.email, password: user.password }),
          )
        ).status,
      ).toBe(401);
      expect(
        (
          await as(otherAdmin).users.edit({
            id: user.id,
            currentPassword: otherAdmin.password,
            isActive: true,
          })
        ).isActive,
      ).toBe(true);
    });

    it('protects the main admin and one’s own account', async () => {
      expect(
        await outcome(
          as(mainAdmin).users.edit({
            id: mainAdmin.id,
            currentPassword: mainAdmin.password,
            isActive: false,
          }),
        ),
      ).toEqual({ status: 403, message: 'The main admin cannot be deactivated' });
      expect(
        await outcome(
          as(mainAdmin).users.edit({ id: mainAdmin.id, currentPassword: mainAdmin.password, role: 'client' }),
        ),
      ).toEqual({ status: 403, message: 'You cannot change your own role' });
      expect(
        await outcome(
          as(otherAdmin).users.edit({ id: mainAdmin.id, currentPassword: otherAdmin.password, phone: '1' }),
        ),
      ).toEqual({ status: 403, message: "Only the main admin can change the main admin's account" });
      expect(
        await outcome(
          as(otherAdmin).users.edit({
            id: otherAdmin.id,
            currentPassword: otherAdmin.password,
            isActive: false,
          }),
        ),
      ).toEqual({ status: 403, message: 'You cannot deactivate your own account' });
      const main = await rowOf(mainAdmin.id);
      expect(main).toMatchObject({ role: 'admin', isActive: true, phone: null });
      // Saving one's own unchanged role is no change.
      expect(
        (
          await as(mainAdmin).users.edit({
            id: mainAdmin.id,
            currentPassword: mainAdmin.password,
            role: 'admin',
          })
        ).role,
      ).toBe('admin');
    });

    it('lets only the main admin change a role through the modal, with the same rules', async () => {
      const user = await insertUser(database.db);
      expect(
        await outcome(
          as(otherAdmin).users.edit({ id: user.id, currentPassword: otherAdmin.password, role: 'admin' }),
        ),
      ).toEqual({ status: 403, message: 'Only the main admin can change roles' });
      expect(
        await outcome(
          as(mainAdmin).users.edit({ id: user.id, currentPassword: mainAdmin.password, role: 'instructor' }),
        ),
      ).toMatchObject({ status: 409 });
      expect(
        (await as(mainAdmin).users.edit({ id: user.id, currentPassword: mainAdmin.password, role: 'admin' }))
          .role,
      ).toBe('admin');
    });

    it('answers 404 for unknown users', async () => {
      for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
        expect(
          await outcome(as(otherAdmin).users.edit({ id, currentPassword: otherAdmin.password })),
        ).toEqual({
          status: 404,
          message: 'User not found',
        });
      }
    });
  });
});
