import { testDatabases } from '@tc/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, insertUser, type TestUser, uniqueAddress } from '../test-support.js';
import {
  type ClosableLiveBus,
  createDatabaseLiveBus,
  LIVE_CHANNEL,
  type LiveEvent,
  type LiveNotice,
} from './live-bus.js';

const failOnError = (error: unknown) => {
  throw error;
};

/** Resolves once `heard` holds a notice the predicate accepts. */
async function hear(heard: LiveNotice[], match: (notice: LiveNotice) => boolean): Promise<LiveNotice> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = heard.find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`not heard; heard: ${JSON.stringify(heard)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(testDatabases())('the live bus on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let buses: ClosableLiveBus[];
  const heard: LiveNotice[][] = [[], []];

  beforeAll(async () => {
    database = await create();
    // Two buses on one database: on PostgreSQL two listening connections, as two processes have.
    buses = [
      await createDatabaseLiveBus(database, failOnError),
      await createDatabaseLiveBus(database, failOnError),
    ];
    buses.forEach((bus, index) => {
      bus.subscribe((notice) => heard[index]?.push(notice));
    });
  });
  afterAll(async () => {
    for (const bus of buses) await bus.close();
    await database.close();
  });

  it('hands an event published on one bus to the subscribers of every bus, its own included', async () => {
    const message = {
      id: '3f2b8a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b',
      senderId: null,
      sender: { id: null, firstName: null, lastName: null, companyName: null, email: null },
      message: 'مرحبا "quoted" \\ \n'.repeat(60),
      messageType: 'text' as const,
      createdAt: '2026-11-24T10:00:00.000Z',
    };
    await buses[0]?.publish({ type: 'new_message', message });
    for (const list of heard) {
      expect(await hear(list, (notice) => notice.type === 'new_message')).toEqual({
        type: 'new_message',
        message,
      });
    }
  });

  it('ignores what is not a live event on its channel', async () => {
    const userId = '6a1f3c2e-9b8d-4c7a-8e5f-1d2c3b4a5f6e';
    await sql`select pg_notify(${LIVE_CHANNEL}, 'not json')`.execute(database.db);
    await sql`select pg_notify(${LIVE_CHANNEL}, '{"type":"unknown"}')`.execute(database.db);
    await buses[1]?.publish({ type: 'chat_read', userId });
    const last = await hear(heard[0] ?? [], (notice) => notice.type === 'chat_read');
    expect(last).toEqual({ type: 'chat_read', userId });
    expect(heard[0]?.map((notice) => notice.type)).toEqual(['new_message', 'chat_read']);
  });

  describe('when sessions end', () => {
    let admin: TestUser;
    beforeAll(async () => {
      admin = await insertUser(database.db, { role: 'admin', isMainAdmin: true });
    });

    /** The session_ended events a call published on the bus of its context. */
    async function endedBy(call: (bus: ClosableLiveBus) => Promise<unknown>): Promise<LiveEvent[]> {
      const events: LiveEvent[] = [];
      const bus = buses[0] as ClosableLiveBus;
      const stop = bus.subscribe((notice) => {
        if (notice.type === 'session_ended') events.push(notice);
      });
      try {
        await call(bus);
        // A marker sent after the call arrives after what the call sent.
        await bus.publish({ type: 'chat_read', userId: admin.id });
        await hear(heard[0] ?? [], (notice) => notice.type === 'chat_read' && notice.userId === admin.id);
        return events;
      } finally {
        stop();
        heard[0]?.splice(0);
      }
    }

    const signedIn = async (user: TestUser, live: ClosableLiveBus) => {
      const visitor = callerFor(database.db, {
        live,
        client: { ipAddress: uniqueAddress(), userAgent: 'vitest' },
      });
      await visitor.caller.auth.login({ email: user.email, password: user.password });
      const token = visitor.session.token;
      return callerFor(database.db, { user, token, live }).caller;
    };

    it('tells every process on sign-out, password change and a new sign-in in the same browser', async () => {
      const user = await insertUser(database.db, { role: 'instructor' });
      const ended = { type: 'session_ended', userId: user.id };
      expect(await endedBy(async (live) => (await signedIn(user, live)).auth.logout())).toEqual([ended]);
      expect(
        await endedBy(async (live) =>
          (await signedIn(user, live)).auth.changePassword({
            currentPassword: user.password,
            newPassword: `${user.password}-new`,
          }),
        ),
      ).toEqual([ended]);
    });

    it('tells every process when an admin resets, deactivates, demotes or deletes an account', async () => {
      const user = await insertUser(database.db, { role: 'instructor' });
      const ended = [{ type: 'session_ended', userId: user.id }];
      const asAdmin = (live: ClosableLiveBus) => callerFor(database.db, { user: admin, live }).caller;
      expect(await endedBy((live) => asAdmin(live).users.resetPassword({ id: user.id }))).toEqual(ended);
      expect(
        await endedBy((live) =>
          asAdmin(live).users.edit({ id: user.id, currentPassword: admin.password, isActive: false }),
        ),
      ).toEqual(ended);
      expect(await endedBy((live) => asAdmin(live).users.setRole({ id: user.id, role: 'client' }))).toEqual(
        ended,
      );
      expect(await endedBy((live) => asAdmin(live).users.delete({ id: user.id }))).toEqual(ended);
      // An edit that ends nothing tells nobody.
      const other = await insertUser(database.db, { role: 'instructor' });
      expect(
        await endedBy((live) =>
          asAdmin(live).users.edit({
            id: other.id,
            currentPassword: admin.password,
            phone: '+973 1700 0000',
          }),
        ),
      ).toEqual([]);
    });
  });
});
