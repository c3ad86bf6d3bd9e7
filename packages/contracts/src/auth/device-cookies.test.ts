import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeviceRecorder, type DeviceCookie } from '../context.js';
import {
  callerFor,
  FakeClock,
  insertUser,
  lockForStrangers,
  outcome,
  type TestUser,
} from '../test-support.js';
import { DEVICE_COOKIE_TTL_MS, knownDevice } from './device-cookies.js';

const MINUTE = 60 * 1000;
const LOCKED = { status: 429, message: 'Too many sign-in attempts. Please wait 15 minutes and try again.' };

describe.each(testDatabases())('device cookies on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(() => database.close());

  /** A browser's sign-in from an address of its own, with the browser's device cookie if given. */
  const login = (clock: FakeClock, user: TestUser, password: string, device?: DeviceCookie) =>
    outcome(
      callerFor(database.db, { now: clock.now, device }).caller.auth.login({ email: user.email, password }),
    );
  const signedInBrowser = async (clock: FakeClock, ...users: TestUser[]) => {
    const device = createDeviceRecorder();
    for (const user of users) expect((await login(clock, user, user.password, device)).status).toBe(200);
    return device;
  };

  it('are given at sign-in, bound to the account, for a year', async () => {
    const clock = new FakeClock();
    const user = await insertUser(database.db);
    const other = await insertUser(database.db);
    const device = await signedInBrowser(clock, user);
    expect(device.value).toMatch(/^[\w-]+\.[\w-]{22}\.[0-9a-z]+\.[\w-]{43}$/);
    const ctx = { db: database.db, device, now: clock.now };
    expect(await knownDevice(ctx, user.id)).toBeDefined();
    expect(await knownDevice(ctx, other.id)).toBeUndefined();
    expect(await knownDevice(ctx, undefined)).toBeUndefined();
    clock.advance(DEVICE_COOKIE_TTL_MS);
    expect(await knownDevice(ctx, user.id)).toBeUndefined();
  });

  it('limit a device to its own 5 guesses, then refuse it without touching the shared counters', async () => {
    const clock = new FakeClock();
    const user = await insertUser(database.db);
    const device = await signedInBrowser(clock, user);
    const { caller } = callerFor(database.db, {
      now: clock.now,
      device,
      client: { ipAddress: '198.51.100.40', userAgent: 'vitest' },
    });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await outcome(caller.auth.login({ email: user.email, password: 'wrong-one' }))).status).toBe(
        401,
      );
    }
    clock.advance(MINUTE);
    expect(await outcome(caller.auth.login({ email: user.email, password: user.password }))).toEqual({
      ...LOCKED,
      message: 'Too many sign-in attempts. Please wait 14 minutes and try again.',
    });
    // Another browser at the same address finds its counters untouched.
    const fresh = callerFor(database.db, {
      now: clock.now,
      client: { ipAddress: '198.51.100.40', userAgent: 'vitest' },
    });
    expect((await fresh.caller.auth.login({ email: user.email, password: user.password })).user.id).toBe(
      user.id,
    );
    clock.advance(14 * MINUTE);
    expect((await caller.auth.login({ email: user.email, password: user.password })).user.id).toBe(user.id);
  });

  it('never count for another account, nor when altered', async () => {
    const clock = new FakeClock();
    const owner = await insertUser(database.db);
    const target = await insertUser(database.db);
    const device = await signedInBrowser(clock, owner);
    await lockForStrangers(database.db, target.email, clock.now);
    expect(await login(clock, target, target.password)).toEqual(LOCKED);
    expect(await login(clock, target, target.password, device)).toEqual(LOCKED);

    // The owner's entry re-addressed to the target: its signature no longer matches.
    const forged = createDeviceRecorder(device.value?.replace(owner.id, target.id));
    expect(await login(clock, target, target.password, forged)).toEqual(LOCKED);
    for (const junk of ['', 'x', '....', `${device.value}.x`, '~~~']) {
      expect(await login(clock, target, target.password, createDeviceRecorder(junk))).toEqual(LOCKED);
    }
  });

  it('keep one entry per account, newest first, for five accounts', async () => {
    const clock = new FakeClock();
    const users = await Promise.all(Array.from({ length: 6 }, () => insertUser(database.db)));
    const [first, second] = users as [TestUser, TestUser];
    const device = await signedInBrowser(clock, first, second, first);
    const ctx = { db: database.db, device, now: clock.now };
    // A shared computer signed in to both: signing in to one kept the other's entry.
    expect(device.value?.split('~')).toHaveLength(2);
    for (const user of [first, second]) expect(await knownDevice(ctx, user.id)).toBeDefined();

    for (const user of users.slice(2)) await login(clock, user, user.password, device);
    expect(device.value?.split('~')).toHaveLength(5);
    // The oldest sign-in, the second account's, is the entry dropped.
    expect(await knownDevice(ctx, second.id)).toBeUndefined();
    for (const user of [first, ...users.slice(2)]) expect(await knownDevice(ctx, user.id)).toBeDefined();
  });
});
