import { readFileSync } from 'node:fs';
import { SESSION_COOKIE, WEBHOOK_EVENTS, WEBHOOK_RETRY_SECONDS, type WebhookPolicy } from '@tc/contracts';
import { startWebhookReceiver, type WebhookReceiver } from '@tc/contracts/testing';
import { ensureBootstrapData } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import {
  EVERY_FIELD_ANSWERS,
  insertCourse,
  insertForm,
  insertUser,
  PNG_BYTES,
  signIn,
  uniqueAddress,
} from '../test-support.js';

// Webhooks: an admin's endpoints (https, public addresses only, the secret shown once), every event
// delivered signed as Standard Webhooks says, a failed try retried with the same webhook-id, and
// an address that turns private refused at delivery as at save.

/** Names the tests resolve themselves: a receiver's name that later points inside the network. */
const names = new Map<string, string[]>([
  ['hooks.partner.example', ['93.184.216.34']],
  ['localhost', ['127.0.0.1']],
]);

describe.each(testDatabases())('webhooks on $name', ({ create }) => {
  let receiver: WebhookReceiver;
  const policy: WebhookPolicy = {
    allowHosts: [],
    resolve: async (hostname) => names.get(hostname) ?? [],
  };
  const server = useTestServer(create, { appUrl: 'https://training.example.bh', webhooks: policy });
  let adminToken: string;
  let clientToken: string;

  const call = (token: string | null, options: InjectOptions) =>
    server.app.inject({
      ...options,
      headers: { 'x-forwarded-for': uniqueAddress(), ...options.headers },
      cookies: token ? { [SESSION_COOKIE]: token } : {},
    });
  const asAdmin = (options: InjectOptions) => call(adminToken, options);
  const makeEndpoint = async (path: string, events: readonly string[]) => {
    const made = await asAdmin({
      method: 'POST',
      url: '/api/admin/webhooks',
      payload: { url: `${receiver.origin}${path}`, events },
    });
    expect(made.statusCode, made.body).toBe(201);
    const endpoint = made.json() as { id: string; secret: string };
    receiver.trust(path, endpoint.secret);
    return endpoint;
  };
  const deliveriesOf = async (id: string) =>
    (await asAdmin({ method: 'GET', url: `/api/admin/webhooks/${id}/deliveries` })).json() as {
      type: string;
      state: string;
      attempts: number;
      lastStatus: number | null;
      lastError: string | null;
      messageId: string;
    }[];

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    policy.allowHosts = [new URL(receiver.origin).host];
    policy.extraCertificates = [readFileSync(receiver.certificate.certPath, 'utf8')];
    await ensureBootstrapData(server.database.db, {
      adminEmail: 'main@test.bh',
      adminPassword: 'Main-admin-1',
    });
    adminToken = await signIn(server.app, await insertUser(server.database.db, { role: 'admin' }));
    clientToken = await signIn(server.app, await insertUser(server.database.db, { role: 'client' }));
  });
  afterAll(() => receiver?.close());

  it('makes an endpoint with its secret shown once, lists, changes and deletes it, for admins only', async () => {
    const made = await asAdmin({
      method: 'POST',
      url: '/api/admin/webhooks',
      payload: {
        url: 'https://hooks.partner.example/tc',
        events: ['quotation.accepted', 'quotation.accepted'],
        description: ' ERP ',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const endpoint = made.json();
    expect(Object.keys(endpoint).sort()).toEqual(['createdAt', 'events', 'id', 'isActive', 'secret', 'url']);
    expect(endpoint).toMatchObject({ events: ['quotation.accepted'], isActive: true });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const list = (await asAdmin({ method: 'GET', url: '/api/admin/webhooks' })).json();
    const listed = list.find((each: { id: string }) => each.id === endpoint.id);
    expect(listed).toMatchObject({ description: 'ERP', failingSince: null, disabledAt: null });
    expect(JSON.stringify(list)).not.toContain(endpoint.secret);

    const changed = await asAdmin({
      method: 'PUT',
      url: `/api/admin/webhooks/${endpoint.id}`,
      payload: { events: ['invoice.created'], isActive: false },
    });
    expect(changed.json()).toMatchObject({ events: ['invoice.created'], isActive: false });

    for (const [method, url, payload] of [
      ['GET', '/api/admin/webhooks', undefined],
      ['POST', '/api/admin/webhooks', { url: 'https://hooks.partner.example/x', events: ['ping'] }],
      ['POST', `/api/admin/webhooks/${endpoint.id}/test`, undefined],
      ['DELETE', `/api/admin/webhooks/${endpoint.id}`, undefined],
    ] as const) {
      expect((await call(clientToken, { method, url, payload })).statusCode).toBe(403);
      expect((await call(null, { method, url, payload })).statusCode).toBe(401);
    }
    const deleted = await asAdmin({ method: 'DELETE', url: `/api/admin/webhooks/${endpoint.id}` });
    expect([deleted.statusCode, deleted.json()]).toEqual([200, { ok: true }]);
    for (const id of [endpoint.id, 'not-an-id']) {
      const gone = await asAdmin({ method: 'DELETE', url: `/api/admin/webhooks/${id}` });
      expect([gone.statusCode, gone.json()]).toEqual([404, { message: 'Webhook not found' }]);
    }
    // The audit trail has each change under the address, and never the secret.
    const trail = await server.database.db
      .selectFrom('auditLog')
      .select(['action', 'changeDescription', 'entityTitle', 'previousData', 'newData'])
      .where('entityId', '=', endpoint.id)
      .orderBy('createdAt')
      .execute();
    expect(trail.map((row) => [row.action, row.changeDescription, row.entityTitle])).toEqual([
      ['created', 'Webhook added', 'https://hooks.partner.example/tc'],
      ['updated', 'Webhook changed', 'https://hooks.partner.example/tc'],
      ['deleted', 'Webhook deleted', 'https://hooks.partner.example/tc'],
    ]);
    expect(JSON.stringify(trail)).not.toContain(endpoint.secret);
  });

  it('refuses an address that is not https or not public, and events it does not know', async () => {
    const refusals: [unknown, unknown, string][] = [
      ['http://hooks.partner.example/x', ['invoice.created'], 'URL must be an https:// address'],
      ['hooks.partner.example', ['invoice.created'], 'URL must be an https:// address'],
      [
        'https://10.0.0.7/x',
        ['invoice.created'],
        'URL must not point to a private, loopback or link-local address',
      ],
      [
        'https://127.0.0.1:8443/x',
        ['invoice.created'],
        'URL must not point to a private, loopback or link-local address',
      ],
      [
        'https://169.254.169.254/latest',
        ['invoice.created'],
        'URL must not point to a private, loopback or link-local address',
      ],
      [
        'https://[::1]/x',
        ['invoice.created'],
        'URL must not point to a private, loopback or link-local address',
      ],
      [
        'https://[::ffff:192.168.1.5]/x',
        ['invoice.created'],
        'URL must not point to a private, loopback or link-local address',
      ],
      [
        'https://localhost/x',
        ['invoice.created'],
        'URL must not point to a private, loopback or link-local address',
      ],
      [
        'https://me:pw@hooks.partner.example/x',
        ['invoice.created'],
        'URL must not carry a user name or password',
      ],
      ['https://hooks.partner.example/x', [], 'Choose at least one event'],
      [
        'https://hooks.partner.example/x',
        ['class.deleted'],
        `Each event must be one of: ${WEBHOOK_EVENTS.join(', ')}`,
      ],
    ];
    for (const [url, events, message] of refusals) {
      const answer = await asAdmin({ method: 'POST', url: '/api/admin/webhooks', payload: { url, events } });
      expect([answer.statusCode, answer.json()], String(url)).toEqual([400, { message }]);
    }
  });

  it('delivers every event signed, once each, with data as the REST API answers it', async () => {
    const endpoint = await makeEndpoint('/hooks/all', WEBHOOK_EVENTS);
    const db = server.database.db;
    const course = await insertCourse(db, {
      name: 'Mobile Crane Operations',
      courseType: 'mobile_crane_operations',
    });
    const client = await insertUser(db, { role: 'client' });
    const instructor = await insertUser(db, { role: 'instructor' });
    const booking = {
      userId: client.id,
      courseId: course.id,
      instructorId: instructor.id,
      preferredTime: '08:00',
    };

    const published = await asAdmin({
      method: 'POST',
      url: '/api/admin/public-certificates',
      payload: {
        certificateNumber: 'HOOK-2026-1',
        studentName: 'Ahmed Ali Hassan',
        nationalId: '770101001',
        courseType: 'mobile_crane_operations',
        dateOfBirth: '1988-01-12',
        publishDate: '2026-11-01',
        expiryDate: '2099-10-31',
      },
    });
    expect(published.statusCode, published.body).toBe(201);
    const certificateId = published.json().id;
    await asAdmin({
      method: 'PUT',
      url: `/api/admin/public-certificates/${certificateId}/revoke`,
      payload: { reason: 'Issued in error' },
    });

    const scheduled = await asAdmin({
      method: 'POST',
      url: '/api/admin/schedules',
      payload: { ...booking, preferredDate: '2099-03-02' },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const classId = scheduled.json().id;
    for (const [url, payload] of [
      [`/api/admin/schedules/${classId}/status`, { status: 'confirmed' }],
      [`/api/admin/schedules/${classId}`, { preferredDate: '2099-03-09' }],
      [`/api/admin/schedules/${classId}/status`, { status: 'cancelled' }],
    ] as const) {
      const changed = await asAdmin({ method: 'PUT', url, payload });
      expect(changed.statusCode, changed.body).toBe(200);
    }
    const past = await asAdmin({
      method: 'POST',
      url: '/api/admin/schedules',
      payload: { ...booking, preferredDate: '2026-01-05', allowPast: true, status: 'confirmed' },
    });
    expect(past.statusCode, past.body).toBe(201);
    const completed = await asAdmin({
      method: 'PUT',
      url: `/api/admin/schedules/${past.json().id}/status`,
      payload: { status: 'completed' },
    });
    expect(completed.statusCode, completed.body).toBe(200);

    const quotation = async () => {
      const made = await asAdmin({
        method: 'POST',
        url: '/api/admin/quotations',
        payload: {
          companyName: 'Gulf Ports Co',
          clientName: 'Layla Nasser',
          contactEmail: 'layla@gulfports.test',
          lines: [{ courseId: course.id, trainingType: 'assessment', candidates: 2, price: '100.00' }],
          sendEmail: true,
        },
      });
      expect(made.statusCode, made.body).toBe(201);
      return { id: made.json().id as string, token: String(made.json().publicUrl).split('/').pop() };
    };
    const accepted = await quotation();
    const signature = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;
    const accept = await call(null, {
      method: 'POST',
      url: `/api/public/quotations/${accepted.token}/accept`,
      payload: { name: 'Layla Nasser', signature },
    });
    expect(accept.statusCode, accept.body).toBe(200);
    const rejected = await quotation();
    await call(null, {
      method: 'POST',
      url: `/api/public/quotations/${rejected.token}/reject`,
      payload: { name: 'Layla Nasser', reason: 'Budget' },
    });
    const invoice = await asAdmin({ method: 'POST', url: `/api/admin/quotations/${accepted.id}/invoice` });
    expect(invoice.statusCode, invoice.body).toBe(201);

    const form = await insertForm(db, { title: 'Course Registration' });
    const submitted = await call(null, {
      method: 'POST',
      url: `/api/public/forms/${form.slug}/submit`,
      payload: EVERY_FIELD_ANSWERS,
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const contact = await call(null, {
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Hamad', email: 'hamad@example.bh', message: 'Do you run night classes?' },
    });
    expect(contact.statusCode, contact.body).toBe(201);

    await server.deliverQueued();
    // Every event; class.scheduled and quotation.sent twice (a class booked to be completed, and
    // a quotation to reject).
    const expected = [...WEBHOOK_EVENTS, 'class.scheduled', 'quotation.sent'].sort();
    const received = await receiver.waitFor('/hooks/all', expected.length);
    expect(received.map((each) => each.event.type).sort()).toEqual(expected);
    expect(received.every((each) => each.verified)).toBe(true);
    expect(new Set(received.map((each) => each.headers['webhook-id'])).size).toBe(received.length);
    const event = (type: string) => received.find((each) => each.event.type === type)?.event.data;
    const certificate = await asAdmin({ method: 'GET', url: '/api/admin/public-certificates' });
    expect(event('certificate.revoked')).toEqual(
      certificate.json().find((each: { id: string }) => each.id === certificateId),
    );
    expect(event('class.moved')).toMatchObject({ id: classId, preferredDate: '2099-03-09' });
    expect(event('class.cancelled')).toMatchObject({ id: classId, status: 'cancelled' });
    expect(event('quotation.accepted')).toMatchObject({
      id: accepted.id,
      status: 'accepted',
      acceptedBy: 'Layla Nasser',
    });
    expect(event('invoice.created')).toEqual(invoice.json());
    expect(event('contact.received')).toEqual(contact.json());
    expect(event('form.submitted')).toMatchObject({ formId: form.id, formSlug: form.slug });

    // Each once: a second pass finds nothing left to send.
    await server.deliverQueued();
    expect(receiver.received.filter((each) => each.path === '/hooks/all')).toHaveLength(expected.length);
    const shown = await deliveriesOf(endpoint.id);
    expect(
      shown.every((each) => each.state === 'delivered' && each.lastStatus === 200 && each.attempts === 1),
    ).toBe(true);
  });

  it('tries again after a 500 with the same webhook-id, and fails after the last try', async () => {
    const endpoint = await makeEndpoint('/hooks/flaky', ['contact.received']);
    receiver.answer('/hooks/flaky', 500);
    const ping = await asAdmin({ method: 'POST', url: `/api/admin/webhooks/${endpoint.id}/test` });
    expect(ping.json()).toMatchObject({ type: 'ping', state: 'queued', attempts: 0 });
    await server.deliverQueued();
    expect(server.jobs.sent).toEqual([
      expect.objectContaining({ queue: 'webhook', startAfter: WEBHOOK_RETRY_SECONDS[0] }),
    ]);
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastStatus: 500,
      lastError: 'Answered 500',
    });
    const inArabic = await asAdmin({
      method: 'GET',
      url: `/api/admin/webhooks/${endpoint.id}/deliveries`,
      headers: { 'accept-language': 'ar' },
    });
    expect(inArabic.json()[0].lastError).toBe('أجاب بالرمز \u2068500\u2069');
    await server.deliverQueued();
    const [first, second] = await receiver.waitFor('/hooks/flaky', 2);
    expect([first?.status, second?.status]).toEqual([500, 200]);
    expect(second?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    expect(second?.body).toBe(first?.body);
    expect([first?.verified, second?.verified, second?.event.type]).toEqual([true, true, 'ping']);
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({
      state: 'delivered',
      attempts: 2,
      lastStatus: 200,
    });

    receiver.answer('/hooks/flaky', ...Array(7).fill(503));
    await asAdmin({ method: 'POST', url: `/api/admin/webhooks/${endpoint.id}/test` });
    for (let attempt = 1; attempt <= 7; attempt++) await server.deliverQueued();
    expect(server.jobs.sent).toEqual([]);
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({
      state: 'failed',
      attempts: 7,
      lastStatus: 503,
    });
  });

  it('switches off an endpoint failing for three days and mails the admins', async () => {
    const endpoint = await makeEndpoint('/hooks/down', ['contact.received']);
    const db = server.database.db;
    const fourDaysAgo = new Date(Date.now() - 4 * 24 * 3600 * 1000);
    await db
      .updateTable('webhookEndpoints')
      .set({ failingSince: fourDaysAgo })
      .where('id', '=', endpoint.id)
      .execute();
    receiver.answer('/hooks/down', 503);
    const contact = await call(null, {
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Hamad', email: 'hamad@example.bh', message: 'Is the rigger course in Arabic?' },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    await server.deliverQueued();
    const [listed] = (await asAdmin({ method: 'GET', url: '/api/admin/webhooks' })).json();
    expect(listed).toMatchObject({
      id: endpoint.id,
      isActive: false,
      failingSince: fourDaysAgo.toISOString(),
    });
    expect(listed.disabledAt).not.toBeNull();
    const host = new URL(receiver.origin).host;
    const mails = server.jobs.sent
      .filter((job) => job.queue === 'mail')
      .map((job) => job.data as { subject: string; to: string });
    expect(mails).toContainEqual(
      expect.objectContaining({ to: 'main@test.bh', subject: `Webhook switched off: ${host}` }),
    );
    // Switched off, it is sent nothing: the queued retry stops, and new events are not queued.
    await server.deliverQueued();
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({
      state: 'failed',
      lastError: 'The endpoint is switched off',
    });
    await call(null, {
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Hamad', email: 'hamad@example.bh', message: 'And in English?' },
    });
    expect(await deliveriesOf(endpoint.id)).toHaveLength(1);
    const back = await asAdmin({
      method: 'PUT',
      url: `/api/admin/webhooks/${endpoint.id}`,
      payload: { isActive: true },
    });
    expect(back.json()).toMatchObject({ isActive: true, failingSince: null, disabledAt: null });
    await asAdmin({ method: 'DELETE', url: `/api/admin/webhooks/${endpoint.id}` });
    server.jobs.sent.splice(0);
  });

  it('refuses at delivery an address that has come to resolve to a private network', async () => {
    names.set('hooks.partner.example', ['93.184.216.34']);
    const made = await asAdmin({
      method: 'POST',
      url: '/api/admin/webhooks',
      payload: { url: 'https://hooks.partner.example/tc', events: ['contact.received'] },
    });
    expect(made.statusCode, made.body).toBe(201);
    names.set('hooks.partner.example', ['10.1.2.3']);
    await asAdmin({ method: 'POST', url: `/api/admin/webhooks/${made.json().id}/test` });
    await server.deliverQueued();
    expect((await deliveriesOf(made.json().id))[0]).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastStatus: null,
      lastError: 'URL must not point to a private, loopback or link-local address',
    });
    await asAdmin({ method: 'DELETE', url: `/api/admin/webhooks/${made.json().id}` });
    server.jobs.sent.splice(0);
    names.set('hooks.partner.example', ['93.184.216.34']);
  });
});
