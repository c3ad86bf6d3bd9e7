import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createReadiness } from './health.js';
import { createLogger } from './logger.js';
import { gracefulShutdown } from './shutdown.js';

// The shutdown's order and deadlines on a listening Fastify, with the waits shortened.
describe('the graceful shutdown', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    app?.server.closeAllConnections();
    await app?.close();
  });

  const listening = async (hang: Promise<void>) => {
    app = Fastify();
    app.get('/hangs', async () => {
      await hang;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  };

  const run = (server: FastifyInstance, plan: { stopWork?: Array<() => Promise<void>> } = {}) => {
    const steps: string[] = [];
    const readiness = createReadiness();
    const exited = new Promise<number>((resolve) => {
      const shutdown = gracefulShutdown({
        logger: createLogger('silent'),
        readiness,
        app: server,
        stopWork: plan.stopWork ?? [async () => void steps.push('work stopped')],
        release: [() => void steps.push('push'), async () => void steps.push('pool')],
        exit: resolve,
        timings: { drainMs: 50, requestDeadlineMs: 400, exitDeadlineMs: 1_500 },
      });
      void shutdown('SIGTERM');
      void shutdown('SIGTERM');
    });
    return { steps, readiness, exited };
  };

  it('cuts off a request still running at the deadline, then releases in order and exits 0', async () => {
    const url = await listening(new Promise(() => {}));
    const stuck = fetch(`${url}/hangs`).then(
      (res) => res.status,
      () => 'cut off',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const { steps, readiness, exited } = run(app as FastifyInstance);
    expect(readiness.shuttingDown).toBe(true);
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(await stuck).toBe('cut off');
    expect(steps).toEqual(['work stopped', 'push', 'pool']);
  });

  it('lets a request that ends in time answer, and exits 1 when the work never stops', async () => {
    let finish = () => {};
    const url = await listening(new Promise<void>((resolve) => (finish = resolve)));
    const answered = fetch(`${url}/hangs`).then((res) => res.status);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const { steps, exited } = run(app as FastifyInstance, { stopWork: [() => new Promise(() => {})] });
    setTimeout(finish, 150);
    expect(await answered).toBe(200);
    expect(await exited).toBe(1);
    expect(steps).toEqual([]);
  });
});
