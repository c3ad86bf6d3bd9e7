import type { FastifyInstance } from 'fastify';
import type { Readiness } from './health.js';
import type { Logger } from './logger.js';

/*
 * The graceful shutdown, in order, within 10 s of SIGTERM (or SIGINT):
 *  1. /readyz answers 503 at once; for DRAIN_MS the process still serves everything, so a proxy
 *     or orchestrator polling /readyz stops sending before the listener closes.
 *  2. The server stops taking connections and finishes the requests in flight (Fastify's close:
 *     idle keep-alive connections are closed, a request arriving on a busy one answers 503);
 *     /ws sockets are closed with 1001 (live-socket.ts). A request still running at
 *     REQUEST_DEADLINE_MS is cut off, so the rest still fits.
 *     At the same time the background work stops: each `stopWork` lets its running job finish
 *     (the hourly jobs today; the job queue's stop, which finishes or hands back its jobs, goes
 *     there too).
 *  3. What is left is released in order (`release`: pushes on their way, Chromium, the mail
 *     transport, the database pool), and the process exits 0.
 * Past EXIT_DEADLINE_MS the process exits 1, whatever is still running.
 */

export const DRAIN_MS = 1_000;
export const REQUEST_DEADLINE_MS = 7_000;
export const EXIT_DEADLINE_MS = 10_000;

export interface ShutdownPlan {
  logger: Logger;
  readiness: Readiness;
  app: FastifyInstance;
  /** Background work, stopped while requests drain; each resolves once its running work is done. */
  stopWork: Array<() => Promise<void>>;
  /** Released after the server and the work have stopped, one after the other. */
  release: Array<() => Promise<void> | void>;
  exit?: (code: number) => void;
  /** Tests shorten the waits. */
  timings?: { drainMs?: number; requestDeadlineMs?: number; exitDeadlineMs?: number };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers the function to call on a signal; only its first call does anything. */
export function gracefulShutdown(plan: ShutdownPlan): (signal: string) => Promise<void> {
  const { logger, readiness, app, exit = (code) => process.exit(code) } = plan;
  const drainMs = plan.timings?.drainMs ?? DRAIN_MS;
  const requestDeadlineMs = plan.timings?.requestDeadlineMs ?? REQUEST_DEADLINE_MS;
  const exitDeadlineMs = plan.timings?.exitDeadlineMs ?? EXIT_DEADLINE_MS;

  return async (signal) => {
    if (readiness.shuttingDown) return;
    readiness.markShuttingDown();
    const started = Date.now();
    logger.info({ signal }, 'shutting down: /readyz answers 503');
    const deadline = setTimeout(() => {
      logger.error('shutdown took too long: exiting');
      exit(1);
    }, exitDeadlineMs).unref();
    try {
      await wait(drainMs);
      const cutOff = setTimeout(
        () => {
          logger.warn('requests still running at the deadline: closing their connections');
          app.server.closeAllConnections();
        },
        Math.max(0, requestDeadlineMs - (Date.now() - started)),
      ).unref();
      await Promise.all([app.close(), ...plan.stopWork.map((stop) => stop())]);
      clearTimeout(cutOff);
      for (const release of plan.release) await release();
      clearTimeout(deadline);
      logger.info({ ms: Date.now() - started }, 'shut down');
      exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      clearTimeout(deadline);
      exit(1);
    }
  };
}
