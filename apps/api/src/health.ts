import { type Database, pendingMigrations } from '@tc/db';
import type { FastifyInstance } from 'fastify';

/*
 * The probes. /healthz is liveness: 200 while the process runs, whatever the database does (a
 * restart would not mend a database that is down). /readyz is readiness: 200 when this process
 * should be sent requests (the database answers and has run every migration this code knows),
 * 503 from the moment a shutdown starts, so a proxy or orchestrator stops sending before the
 * listener closes. Both answer no-store: a probe must see the process as it is now.
 */

export type ReadyStatus = 'ready' | 'shutting down' | 'database unavailable' | 'migrations pending';

/** Whether the process is shutting down: set once by the shutdown (main.ts), read by /readyz. */
export interface Readiness {
  readonly shuttingDown: boolean;
  markShuttingDown(): void;
}

export function createReadiness(): Readiness {
  let shuttingDown = false;
  return {
    get shuttingDown() {
      return shuttingDown;
    },
    markShuttingDown() {
      shuttingDown = true;
    },
  };
}

/** A database that does not answer within this is as good as down, for a probe. */
const DATABASE_PROBE_MS = 2_000;

/** Why the process is not ready, or 'ready'. */
export async function readyStatus(database: Database, readiness: Readiness): Promise<ReadyStatus> {
  if (readiness.shuttingDown) return 'shutting down';
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the database did not answer in time')), DATABASE_PROBE_MS);
  });
  try {
    const pending = await Promise.race([pendingMigrations(database.db), timeout]);
    return pending.length > 0 ? 'migrations pending' : 'ready';
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealthRoutes(app: FastifyInstance, database: Database, readiness: Readiness): void {
  app.get('/healthz', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    let status: ReadyStatus;
    try {
      status = await readyStatus(database, readiness);
    } catch (error) {
      req.log.error({ err: error }, 'readiness: database unreachable');
      status = 'database unavailable';
    }
    if (status === 'migrations pending') req.log.warn('readiness: migrations pending');
    return reply.status(status === 'ready' ? 200 : 503).send({ status });
  });
}
