import { createServer as createTcpServer, type Server, type Socket } from 'node:net';
import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { callerFor, insertCourse, insertUser, type TestUser } from '../test-support.js';
import { createPushSender, type PushLog, type PushSenderOptions } from './push-sender.js';
import { type PushService, startPushService } from './test-push-service.js';

/** A log that keeps what the sender told it. */
function recordingLog(): PushLog & { lines: { message: string; details: Record<string, unknown> }[] } {
  const lines: { message: string; details: Record<string, unknown> }[] = [];
  return { lines, warn: (details, message) => lines.push({ message, details }) };
}

/** A TCP server that takes connections and never answers: a push service that hangs. */
async function silentServer(): Promise<{
  host: string;
  close: () => Promise<void>;
  connections: () => number;
}> {
  let connections = 0;
  const sockets = new Set<Socket>();
  const server: Server = createTcpServer((socket) => {
    connections += 1;
    sockets.add(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    host: `127.0.0.1:${port}`,
    connections: () => connections,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.each(testDatabases())('delivering push messages on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let service: PushService;
  let admin: TestUser;
  let client: TestUser;
  let instructor: TestUser;
  let courseId = '';

  beforeAll(async () => {
    database = await create();
    service = await startPushService();
    admin = await insertUser(database.db, { role: 'admin' });
    client = await insertUser(database.db, { role: 'client', companyName: 'ACME Ltd' });
    instructor = await insertUser(database.db, { role: 'instructor' });
    courseId = (await insertCourse(database.db, { name: 'Rigging' })).id;
  });
  afterAll(async () => {
    await service.close();
    await database.close();
  });

  const sender = (options: Partial<PushSenderOptions> = {}) => {
    const log = recordingLog();
    const push = createPushSender({
      db: database.db,
      endpointHosts: [service.host],
      agent: service.agent,
      log,
      ...options,
    });
    return { push, log };
  };
  const subscriptionRow = (endpoint: string) =>
    database.db
      .selectFrom('pushSubscriptions')
      .select('userId')
      .where('endpoint', '=', endpoint)
      .executeTakeFirst();
  const bookFor = (push: ReturnType<typeof sender>['push']) =>
    callerFor(database.db, { user: admin, push }).caller.schedules.create({
      userId: client.id,
      courseId,
      instructorId: instructor.id,
      preferredDate: '2030-12-03',
      preferredTime: '08:00',
      allowInstructorConflict: true,
    });
  /** The client's browser, subscribed through the procedure. */
  const subscribeClient = async (push: ReturnType<typeof sender>['push'], endpoint?: string) => {
    const subscription = service.subscribe();
    const stored = endpoint ? { ...subscription, endpoint } : subscription;
    await callerFor(database.db, { user: client, push }).caller.push.subscribe(stored);
    return stored;
  };

  it.each([410, 404])(
    'deletes a subscription the push service answers %i for, and keeps the others',
    async (status) => {
      const { push, log } = sender();
      const gone = await subscribeClient(push);
      const kept = await subscribeClient(push);
      service.answer(gone.endpoint, status);
      await bookFor(push);
      expect(await subscriptionRow(gone.endpoint)).toBeUndefined();
      expect(await subscriptionRow(kept.endpoint)).toEqual({ userId: client.id });
      expect((await service.messagesFor(kept.endpoint)).at(-1)?.payload).toMatchObject({
        title: 'Class scheduled',
      });
      expect(log.lines).toContainEqual({
        message: 'push subscription gone: deleted',
        details: { host: service.host, status },
      });
      await database.db.deleteFrom('pushSubscriptions').where('userId', '=', client.id).execute();
    },
  );

  it('keeps a subscription through a push service error, and logs it; the action succeeds', async () => {
    const { push, log } = sender();
    const failing = await subscribeClient(push);
    service.answer(failing.endpoint, 500);
    const created = await bookFor(push);
    expect(created.status).toBe('pending');
    expect(await subscriptionRow(failing.endpoint)).toEqual({ userId: client.id });
    expect(log.lines.map((line) => [line.message, line.details.status])).toEqual([
      ['push could not be delivered', 500],
    ]);
    await database.db.deleteFrom('pushSubscriptions').where('userId', '=', client.id).execute();
  });

  it('gives up on a push service that hangs after its timeout; the action succeeds', async () => {
    const hanging = await silentServer();
    const { push, log } = sender({ endpointHosts: [hanging.host], timeoutMs: 300 });
    await subscribeClient(push, `https://${hanging.host}/push/1`);
    const created = await bookFor(push);
    expect(created.status).toBe('pending');
    expect(hanging.connections()).toBe(1);
    expect(log.lines).toMatchObject([
      { message: 'push could not be delivered', details: { host: hanging.host } },
    ]);
    await hanging.close();
    await database.db.deleteFrom('pushSubscriptions').where('userId', '=', client.id).execute();
  });

  it('does not fail the action when no push service answers at all', async () => {
    const closed = await silentServer();
    await closed.close();
    const { push, log } = sender({ endpointHosts: [closed.host] });
    await subscribeClient(push, `https://${closed.host}/push/1`);
    expect((await bookFor(push)).status).toBe('pending');
    expect(log.lines).toMatchObject([
      { message: 'push could not be delivered', details: { host: closed.host } },
    ]);
    await database.db.deleteFrom('pushSubscriptions').where('userId', '=', client.id).execute();
  });

  it('sends nothing to a deactivated account, nor to an endpoint no longer on the allowed hosts', async () => {
    const { push, log } = sender();
    const subscription = await subscribeClient(push);
    await database.db.updateTable('users').set({ isActive: false }).where('id', '=', client.id).execute();
    await bookFor(push);
    await database.db.updateTable('users').set({ isActive: true }).where('id', '=', client.id).execute();
    const elsewhere = sender({ endpointHosts: ['fcm.googleapis.com'] });
    await bookFor(elsewhere.push);
    expect(service.received.filter((message) => message.endpoint === subscription.endpoint)).toEqual([]);
    expect(log.lines).toEqual([]);
    expect(elsewhere.log.lines).toEqual([
      {
        message: 'push skipped: the endpoint is not on the allowed push hosts',
        details: { host: service.host },
      },
    ]);
    await database.db.deleteFrom('pushSubscriptions').where('userId', '=', client.id).execute();
  });

  it('signs with the keys of the environment when it sets them', async () => {
    const vapidKeys = webpush.generateVAPIDKeys();
    const { push } = sender({ vapidKeys, subject: 'mailto:ops@centre.test' });
    const subscription = service.subscribe({ applicationServerKey: vapidKeys.publicKey });
    await callerFor(database.db, { user: client, push }).caller.push.subscribe(subscription);
    await bookFor(push);
    const [message] = await service.messagesFor(subscription.endpoint);
    expect(message?.vapid).toMatchObject({
      publicKey: vapidKeys.publicKey,
      subject: 'mailto:ops@centre.test',
    });
    await database.db.deleteFrom('pushSubscriptions').where('userId', '=', client.id).execute();
  });
});
