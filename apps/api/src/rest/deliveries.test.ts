import { randomUUID } from 'node:crypto';
import { MAIL_QUEUE, SESSION_COOKIE } from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import { expectAdminOnly, insertUser, signIn, uniqueAddress } from '../test-support.js';

// The Deliveries' three REST paths on a server with a real pg-boss queue: the list's exact fields
// (never a mail's body), a bad state as a 400, Retry's 404 and 409, and admins only.

describe.each(testDatabases())('the deliveries REST paths on $name', ({ create }) => {
  const server = useTestServer(create, { jobQueue: true, appUrl: 'http://localhost:3000' });
  let token: string;
  let failed: string;
  const send = (method: 'GET' | 'POST', url: string) =>
    server.app.inject({
      method,
      url,
      headers: { 'x-forwarded-for': uniqueAddress(), origin: 'http://localhost:3000' },
      cookies: { [SESSION_COOKIE]: token },
    });

  beforeAll(async () => {
    token = await signIn(server.app, await insertUser(server.database.db, { role: 'admin' }));
    const boss = server.boss;
    if (!boss) throw new Error('no job queue');
    const mail = { to: 'down@deliveries.test', subject: 'Reset your password', text: 'token=secret-link' };
    const id = await boss.send(MAIL_QUEUE, mail, { retryLimit: 0 });
    await boss.fetch(MAIL_QUEUE);
    await boss.fail(MAIL_QUEUE, id ?? '', { message: 'Greeting never received' });
    failed = id ?? '';
  });

  it('lists the deliveries with exactly the fields of the issue, filtered by state', async () => {
    const res = await send('GET', '/api/admin/deliveries?state=failed');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      total: 1,
      page: 1,
      pageSize: 50,
      items: [
        {
          id: failed,
          channel: 'mail',
          state: 'failed',
          recipient: 'down@deliveries.test',
          subject: 'Reset your password',
          tries: 1,
          lastError: 'Greeting never received',
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          sentAt: null,
        },
      ],
    });
    expect(res.body).not.toContain('secret-link');
    expect((await send('GET', '/api/admin/deliveries?state=sent')).json()).toMatchObject({
      total: 0,
      items: [],
    });
    const bad = await send('GET', '/api/admin/deliveries?state=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'state must be one of: queued, sent, failed' });
  });

  it('retries one failed delivery (404 unknown, 409 not failed) and all of them', async () => {
    expect((await send('POST', `/api/admin/deliveries/${randomUUID()}/retry`)).statusCode).toBe(404);
    const retried = await send('POST', `/api/admin/deliveries/${failed}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ id: failed, state: 'queued', tries: 1 });
    const again = await send('POST', `/api/admin/deliveries/${failed}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Only a failed delivery can be retried; this one is queued' });
    const all = await send('POST', '/api/admin/deliveries/retry-failed');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ retried: 0 });
  });

  it('is for admins only', async () => {
    await expectAdminOnly(server.app, server.database.db, [
      { method: 'GET', url: '/api/admin/deliveries' },
      {
        method: 'POST',
        url: `/api/admin/deliveries/${failed}/retry`,
        headers: { origin: 'http://localhost:3000' },
      },
      {
        method: 'POST',
        url: '/api/admin/deliveries/retry-failed',
        headers: { origin: 'http://localhost:3000' },
      },
    ]);
  });
});
