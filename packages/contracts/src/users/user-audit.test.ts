import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, FakeClock, insertUser, outcome, type TestUser, uniqueEmail } from '../test-support.js';

describe.each(testDatabases())('the audit trail of users on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let mainAdmin: TestUser;
  const clock = new FakeClock(new Date('2026-11-26T08:00:00Z'));

  beforeAll(async () => {
    database = await create();
    mainAdmin = await insertUser(database.db, {
      role: 'admin',
      isMainAdmin: true,
      firstName: 'Huda',
      lastName: 'Kamal',
    });
  });
  afterAll(() => database.close());

  const as = (user: TestUser) => callerFor(database.db, { user, now: clock.now }).caller;
  const rowsAbout = (id: string) =>
    database.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entityType', '=', 'user')
      .where('entityId', '=', id)
      .orderBy('createdAt')
      .execute();
  /** The one row a change wrote, with who and when; no hash, no temporary password anywhere in it. */
  const onlyRow = async (id: string, secret?: string) => {
    const rows = await rowsAbout(id);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      performedBy: mainAdmin.id,
      performedByEmail: mainAdmin.email,
      performedByName: 'Huda Kamal',
      createdAt: clock.now(),
    });
    const text = JSON.stringify(row);
    expect(text).not.toMatch(/argon2|passwordHash/);
    if (secret) expect(text).not.toContain(secret);
    return row as NonNullable<typeof row>;
  };

  it('records a user created, with what they became', async () => {
    const email = uniqueEmail();
    const { user, temporaryPassword } = await as(mainAdmin).users.create({
      email,
      role: 'instructor',
      firstName: 'Omar',
      lastName: 'Haddad',
    });
    const row = await onlyRow(user.id, temporaryPassword);
    expect(row).toMatchObject({
      action: 'created',
      previousData: null,
      newData: expect.objectContaining({ email, role: 'instructor', firstName: 'Omar', isActive: true }),
      entityTitle: 'Omar Haddad',
      changeDescription: 'User created with the instructor role',
    });
  });

  it('records an edit, with before and after', async () => {
    const user = await insertUser(database.db);
    await database.db.updateTable('users').set({ phone: '111' }).where('id', '=', user.id).execute();
    await as(mainAdmin).users.edit({ id: user.id, phone: '222', companyName: 'Dock Co' });
    const row = await onlyRow(user.id);
    expect(row).toMatchObject({
      action: 'updated',
      previousData: expect.objectContaining({ phone: '111', companyName: null }),
      newData: expect.objectContaining({ phone: '222', companyName: 'Dock Co' }),
      changeDescription: 'User edited: companyName, phone',
    });
  });

  it("records a client's address, VAT and CR numbers, created and edited", async () => {
    const { user } = await as(mainAdmin).users.create({
      email: uniqueEmail(),
      companyName: 'Seef Rigging',
      address: 'Road 2803\nSeef',
      vatNumber: '220000987600003',
    });
    expect(await onlyRow(user.id)).toMatchObject({
      newData: expect.objectContaining({
        address: 'Road 2803\nSeef',
        vatNumber: '220000987600003',
        crNumber: null,
      }),
    });
    await as(mainAdmin).users.edit({ id: user.id, vatNumber: '', crNumber: '45678-1' });
    expect((await rowsAbout(user.id)).at(-1)).toMatchObject({
      previousData: expect.objectContaining({ vatNumber: '220000987600003', crNumber: null }),
      newData: expect.objectContaining({ vatNumber: null, crNumber: '45678-1' }),
      changeDescription: 'User edited: vatNumber, crNumber',
    });
  });

  it('records a role change, from the inline select and from the edit', async () => {
    const user = await insertUser(database.db, { role: 'client' });
    await as(mainAdmin).users.setRole({ id: user.id, role: 'admin' });
    const row = await onlyRow(user.id);
    expect(row).toMatchObject({
      action: 'updated',
      previousData: expect.objectContaining({ role: 'client' }),
      newData: expect.objectContaining({ role: 'admin' }),
      changeDescription: 'Role changed from client to admin',
    });
    // The same role again changes nothing, and records nothing.
    await as(mainAdmin).users.setRole({ id: user.id, role: 'admin' });
    expect(await rowsAbout(user.id)).toHaveLength(1);
    await as(mainAdmin).users.edit({ id: user.id, currentPassword: mainAdmin.password, role: 'instructor' });
    expect((await rowsAbout(user.id)).at(-1)).toMatchObject({
      changeDescription: 'User edited: role admin -> instructor',
    });
  });

  it('records a deactivation as a change of status', async () => {
    const user = await insertUser(database.db);
    await as(mainAdmin).users.edit({ id: user.id, isActive: false });
    const row = await onlyRow(user.id);
    expect(row).toMatchObject({
      action: 'status_changed',
      previousData: expect.objectContaining({ isActive: true }),
      newData: expect.objectContaining({ isActive: false }),
      changeDescription: 'User deactivated',
    });
  });

  it('records a deletion, with what the account was', async () => {
    const user = await insertUser(database.db, { firstName: 'Gone', lastName: 'Away' });
    await as(mainAdmin).users.delete({ id: user.id });
    const row = await onlyRow(user.id);
    expect(row).toMatchObject({
      action: 'deleted',
      previousData: expect.objectContaining({ email: user.email, role: 'client' }),
      newData: null,
      entityTitle: 'Gone Away',
      changeDescription: 'User deleted',
    });
  });

  it('records a password reset and an edit setting a password, never the password', async () => {
    const user = await insertUser(database.db);
    await as(mainAdmin).users.resetPassword({ id: user.id, password: 'Typed-temp-9' });
    const row = await onlyRow(user.id, 'Typed-temp-9');
    expect(row).toMatchObject({
      action: 'updated',
      previousData: expect.objectContaining({ mustChangePassword: false }),
      newData: expect.objectContaining({ mustChangePassword: true }),
      changeDescription: 'Password reset to one the admin typed',
    });
    await as(mainAdmin).users.edit({
      id: user.id,
      currentPassword: mainAdmin.password,
      newPassword: 'Edit-pass-9',
    });
    const rows = await rowsAbout(user.id);
    expect(rows.at(-1)?.changeDescription).toBe('User edited: password');
    expect(JSON.stringify(rows)).not.toContain('Edit-pass-9');
  });

  it('records nothing when the change is refused', async () => {
    const user = await insertUser(database.db, { role: 'instructor' });
    expect((await outcome(as(mainAdmin).users.edit({ id: user.id, firstName: '' }))).status).toBe(400);
    expect((await outcome(as(mainAdmin).users.delete({ id: mainAdmin.id }))).status).toBe(403);
    expect(await rowsAbout(user.id)).toEqual([]);
    expect(await rowsAbout(mainAdmin.id)).toEqual([]);
  });
});
