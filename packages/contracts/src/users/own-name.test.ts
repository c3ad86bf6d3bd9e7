import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, insertUser, outcome } from '../test-support.js';
import { needsName } from './person-rules.js';

describe.each(testDatabases())('a person gives their own name on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(() => database.close());

  it('a nameless staff member is asked, gives both names, and is asked no more', async () => {
    const staff = await insertUser(database.db, { role: 'instructor', firstName: null, lastName: null });
    expect(needsName(staff)).toBe(true);
    const { caller } = callerFor(database.db, { user: staff });
    const answer = await caller.auth.setName({ firstName: '  Omar ', lastName: 'Haddad' });
    expect(answer).toMatchObject({ id: staff.id, firstName: 'Omar', lastName: 'Haddad', role: 'instructor' });
    expect(needsName(answer)).toBe(false);
  });

  it('requires both names (400), and a signed-in user (401)', async () => {
    const staff = await insertUser(database.db, { role: 'admin', firstName: null, lastName: null });
    const { caller } = callerFor(database.db, { user: staff });
    expect(await outcome(caller.auth.setName({ firstName: '', lastName: 'Haddad' }))).toEqual({
      status: 400,
      message: 'First name is required',
    });
    expect(await outcome(caller.auth.setName({ firstName: 'Omar', lastName: ' ' }))).toEqual({
      status: 400,
      message: 'Last name is required',
    });
    expect(
      (await outcome(callerFor(database.db).caller.auth.setName({ firstName: 'A', lastName: 'B' }))).status,
    ).toBe(401);
    const row = await database.db
      .selectFrom('users')
      .select(['firstName'])
      .where('id', '=', staff.id)
      .executeTakeFirstOrThrow();
    expect(row.firstName).toBeNull();
  });

  it('asks only staff: a client without a name is a company', () => {
    const base = { firstName: null, lastName: null };
    expect(needsName({ ...base, role: 'client' })).toBe(false);
    expect(needsName({ ...base, role: 'admin' })).toBe(true);
    expect(needsName({ role: 'admin', firstName: 'Huda', lastName: null })).toBe(true);
  });
});
