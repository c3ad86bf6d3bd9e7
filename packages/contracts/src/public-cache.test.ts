import { createDatabase, type Database, type DB } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseLiveBus, createLocalLiveBus, type LiveBus } from './live/live-bus.js';
import { publicCache } from './public-cache.js';
import { callerFor, insertUser, outcome, type TestUser } from './test-support.js';
import { type WebsiteContent, websiteContentFields } from './website-content/website-content.schema.js';

/** The same database through a connection of its own, as another server process has it. */
async function anotherProcess(database: Database, name: string): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (name !== 'postgres' || !serverUrl) return database;
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
  const url = new URL(serverUrl);
  url.pathname = `/${rows[0]?.name}`;
  return createDatabase({ databaseUrl: url.toString() });
}

/** A change made with the tables' triggers off: no notice, no version bump (a notice lost, in effect). */
const silently = <T>(database: Database, change: (db: Kysely<DB>) => Promise<T>) =>
  database.db.connection().execute(async (connection) => {
    await sql`set session_replication_role = replica`.execute(connection);
    try {
      return await change(connection);
    } finally {
      await sql`set session_replication_role = origin`.execute(connection);
    }
  });

const heard = (live: LiveBus, type: string) =>
  new Promise<void>((resolve) => {
    const stop = live.subscribe((notice) => {
      if (notice.type !== type) return;
      stop();
      resolve();
    });
  });

let codes = 0;
const insertCourse = (db: Kysely<DB>, name: string) =>
  db
    .insertInto('courses')
    .values({ name, code: `PC-${process.pid}-${++codes}`, isActive: true })
    .returning('id')
    .executeTakeFirstOrThrow();

describe.each(testDatabases())('the public cache on $name', ({ name, create }) => {
  let database: Database;
  let admin: TestUser;
  beforeAll(async () => {
    database = await create();
    admin = await insertUser(database.db, { role: 'admin' });
    const content = Object.fromEntries(
      websiteContentFields.map((field) => [field, `Initial ${field}`]),
    ) as WebsiteContent;
    await database.db.insertInto('websiteContent').values(content).execute();
  });
  afterAll(() => database.close());

  it('answers from memory until a public_changed notice drops it', async () => {
    const live = createLocalLiveBus();
    const { caller } = callerFor(database.db, { live });
    const before = await caller.courses.list();
    // A change that tells nobody (its triggers off): the cache answers.
    const { id } = await silently(database, (db) => insertCourse(db, 'Cached Crane Course'));
    expect(await caller.courses.list()).toEqual(before);
    await live.publish({ type: 'public_changed' });
    expect((await caller.courses.list()).map((course) => course.id)).toContain(id);
  });

  it('never answers stale, even before the notice arrives: the version row moved with the change', async () => {
    const live = createLocalLiveBus();
    const { caller } = callerFor(database.db, { live });
    await caller.courses.list();
    // This bus hears nothing of the change; the committed version tells.
    const { id } = await insertCourse(database.db, 'Seen At Once');
    expect((await caller.courses.list()).map((course) => course.id)).toContain(id);
  });

  it('keeps an answer it was handed (a rendered page) until the version moves', async () => {
    const cache = publicCache(createLocalLiveBus());
    const first = await cache.peek<string>(database.db, 'page:en:/courses');
    expect(first.answer).toBeUndefined();
    cache.keep('page:en:/courses', first.version, 'the page');
    const kept = await cache.peek<string>(database.db, 'page:en:/courses');
    expect(await kept.answer).toBe('the page');
    await insertCourse(database.db, 'Moves The Version');
    expect((await cache.peek(database.db, 'page:en:/courses')).answer).toBeUndefined();
  });

  it('keeps no failed read, and never serves a course the admin turned off', async () => {
    const live = createLocalLiveBus();
    const { caller } = callerFor(database.db, { live });
    const missing = '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
    expect(await outcome(caller.courses.byId({ id: missing }))).toMatchObject({ status: 404 });
    expect(publicCache(live).size).toBe(0);
    const { id } = await insertCourse(database.db, 'Soon Hidden');
    await caller.courses.byId({ id });
    await callerFor(database.db, { user: admin, live }).caller.courses.update({ id, isActive: false });
    expect(await outcome(caller.courses.byId({ id }))).toMatchObject({ status: 404 });
  });

  it('drops every answer of every process when a change commits on one of them', async () => {
    const other = await anotherProcess(database, name);
    const live = await createDatabaseLiveBus(database, (error) => {
      throw error;
    });
    try {
      const { caller } = callerFor(database.db, { live });
      await caller.websiteContent.get();
      await caller.gallery.listPublic();
      await caller.forms.listPublic();
      expect(publicCache(live).size).toBe(3);
      const dropped = heard(live, 'public_changed');
      await other.db.updateTable('websiteContent').set({ heroTitle: 'Lifting, safely' }).execute();
      await dropped;
      expect(publicCache(live).size).toBe(0);
      expect((await caller.websiteContent.get()).heroTitle).toBe('Lifting, safely');
    } finally {
      await live.close();
      if (other !== database) await other.close();
    }
  });

  it('sends nothing for a change that rolls back', async () => {
    const live = await createDatabaseLiveBus(database, (error) => {
      throw error;
    });
    try {
      const { caller } = callerFor(database.db, { live });
      await caller.courses.list();
      await database.db
        .transaction()
        .execute(async (trx) => {
          await trx.updateTable('courses').set({ name: 'Never saved' }).execute();
          throw new Error('roll back');
        })
        .catch(() => undefined);
      // A marker sent after the rollback arrives after anything the rollback could have sent.
      const marker = heard(live, 'figures_changed');
      await sql`select pg_notify('tc_live', '{"type":"figures_changed"}')`.execute(database.db);
      await marker;
      expect(publicCache(live).size).toBe(1);
    } finally {
      await live.close();
    }
  });

  it.runIf(name === 'postgres')('drops everything when its listening connection comes back', async () => {
    const live = await createDatabaseLiveBus(database, () => undefined);
    try {
      const { caller } = callerFor(database.db, { live });
      const before = await caller.courses.list();
      // A change whose notice is lost: triggers off for this one statement's session.
      const { id } = await silently(database, (db) => insertCourse(db, 'Lost Notice'));
      expect(await caller.courses.list()).toEqual(before);
      const missed = heard(live, 'missed');
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
                where datname = current_database() and query like 'LISTEN%'`.execute(database.db);
      await missed;
      expect((await caller.courses.list()).map((course) => course.id)).toContain(id);
    } finally {
      await live.close();
    }
  });
});
