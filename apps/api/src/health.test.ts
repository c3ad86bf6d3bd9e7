import { createDatabase, type Database, migrateToLatest } from '@tc/db';
import { migrateAllBut, testDatabases } from '@tc/db/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createReadiness, type Readiness, registerHealthRoutes } from './health.js';

// The probes on a real database in each state: migrated, one migration behind, unreachable.
describe.each(testDatabases())('/healthz and /readyz on $name', ({ create, createEmpty }) => {
  const opened: Array<{ app: FastifyInstance; database: Database }> = [];
  afterEach(async () => {
    for (const { app, database } of opened.splice(0)) {
      await app.close();
      await database.close().catch(() => {});
    }
  });

  const probe = async (database: Database, readiness: Readiness = createReadiness()) => {
    const app = Fastify();
    registerHealthRoutes(app, database, readiness);
    opened.push({ app, database });
    const answer = async (url: string) => {
      const res = await app.inject({ url });
      expect(res.headers['cache-control']).toBe('no-store');
      return [res.statusCode, res.json()];
    };
    return { healthz: () => answer('/healthz'), readyz: () => answer('/readyz') };
  };

  it('are ready on a migrated database, and /readyz turns 503 once shutting down', async () => {
    const readiness = createReadiness();
    const { healthz, readyz } = await probe(await create(), readiness);
    expect(await healthz()).toEqual([200, { status: 'ok' }]);
    expect(await readyz()).toEqual([200, { status: 'ready' }]);
    readiness.markShuttingDown();
    expect(await readyz()).toEqual([503, { status: 'shutting down' }]);
    expect(await healthz()).toEqual([200, { status: 'ok' }]);
  });

  it('are not ready on a database one migration behind, until it is migrated', async () => {
    const database = await createEmpty();
    const { healthz, readyz } = await probe(database);
    expect(await readyz()).toEqual([503, { status: 'migrations pending' }]);
    await migrateAllBut(database, 1);
    expect(await readyz()).toEqual([503, { status: 'migrations pending' }]);
    expect(await healthz()).toEqual([200, { status: 'ok' }]);
    await migrateToLatest(database.db);
    expect(await readyz()).toEqual([200, { status: 'ready' }]);
  }, 60_000);

  it('are not ready while the database does not answer, and the process still lives', async () => {
    const database = await create();
    const { healthz, readyz } = await probe(database);
    expect(await readyz()).toEqual([200, { status: 'ready' }]);
    await database.close();
    expect(await readyz()).toEqual([503, { status: 'database unavailable' }]);
    expect(await healthz()).toEqual([200, { status: 'ok' }]);
  });
});

it('/readyz: a PostgreSQL server nobody listens for is an unavailable database', async () => {
  const database = await createDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' });
  const app = Fastify();
  registerHealthRoutes(app, database, createReadiness());
  try {
    const res = await app.inject({ url: '/readyz' });
    expect([res.statusCode, res.json()]).toEqual([503, { status: 'database unavailable' }]);
  } finally {
    await app.close();
    await database.close();
  }
});
