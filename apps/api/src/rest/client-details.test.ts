import { randomUUID } from 'node:crypto';
import { SESSION_COOKIE } from '@tc/contracts';
import { ensureBootstrapData } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import {
  insertCourse,
  insertUser,
  signIn,
  type TestCourse,
  uniqueAddress,
  uniqueEmail,
} from '../test-support.js';

// What a client's documents print, through Fastify: a client account's address, VAT and CR
// numbers, a quotation's copy of them, and the document settings' payment terms and terms.

describe.each(testDatabases())('the client details REST paths on $name', ({ create }) => {
  const server = useTestServer(create, { appUrl: 'https://training.test' });
  let admin: { token: string };
  let crane: TestCourse;
  const call = (as: { token: string }, options: InjectOptions) =>
    server.app.inject({
      ...options,
      headers: { 'x-forwarded-for': uniqueAddress(), ...options.headers },
      cookies: { [SESSION_COOKIE]: as.token },
    });
  const payload = () => ({
    companyName: 'Gulf Ports Co',
    clientName: 'Layla Nasser',
    contactEmail: 'layla@gulfports.test',
    lines: [{ courseId: crane.id, trainingType: 'full_course', candidates: 2 }],
  });

  beforeAll(async () => {
    await ensureBootstrapData(server.database.db, {
      adminEmail: 'main@test.bh',
      adminPassword: 'Main-admin-1',
    });
    const adminUser = await insertUser(server.database.db, { role: 'admin' });
    admin = { token: await signIn(server.app, adminUser) };
    crane = await insertCourse(server.database.db, {
      name: 'Tower Crane Operations',
      code: `TC-${randomUUID().slice(0, 6)}`,
    });
  });

  it("keeps a client's address, VAT and CR numbers; the edit changes or clears them; bad ones are 400", async () => {
    const created = await call(admin, {
      method: 'POST',
      url: '/api/admin/users',
      payload: {
        email: uniqueEmail('details'),
        companyName: 'Sitra Cranes',
        address: 'Building 12, Road 34\nSitra',
        vatNumber: '220 000 987 600 003',
        crNumber: '45678-1',
      },
    });
    expect(created.statusCode).toBe(201);
    const user = created.json().user;
    expect(user).toMatchObject({
      address: 'Building 12, Road 34\nSitra',
      vatNumber: '220000987600003', // the spaces typed between groups are dropped
      crNumber: '45678-1',
    });
    const edit = (payload: Record<string, unknown>) =>
      call(admin, { method: 'PUT', url: `/api/admin/users/${user.id}/edit`, payload });
    const edited = await edit({ vatNumber: '300000111100003', crNumber: '' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      address: 'Building 12, Road 34\nSitra',
      vatNumber: '300000111100003',
      crNumber: null,
    });
    const list = await call(admin, { method: 'GET', url: '/api/admin/users' });
    expect(list.json().find((row: { id: string }) => row.id === user.id)).toMatchObject({
      vatNumber: '300000111100003',
    });

    for (const [payload, message] of [
      [{ vatNumber: '22000098760000' }, 'VAT number must be 15 digits'],
      [{ vatNumber: 'BH220000987600003' }, 'VAT number must be 15 digits'],
      [{ crNumber: '45678 1' }, 'CR number may hold only digits, letters, - and /'],
      [{ address: 'x'.repeat(501) }, 'Address must be at most 500 characters'],
    ] as const) {
      const post = await call(admin, {
        method: 'POST',
        url: '/api/admin/users',
        payload: { email: uniqueEmail(), ...payload },
      });
      expect(post.statusCode, JSON.stringify(payload)).toBe(400);
      expect(post.json()).toEqual({ message });
      const put = await edit(payload);
      expect(put.statusCode, JSON.stringify(payload)).toBe(400);
      expect(put.json()).toEqual({ message });
    }
  });

  it("copies a client account's address, VAT and CR numbers; a bad VAT or CR number is 400", async () => {
    const account = await call(admin, {
      method: 'POST',
      url: '/api/admin/users',
      payload: {
        email: `details-${randomUUID()}@gulfports.test`,
        address: 'Road 2803\nSeef',
        vatNumber: '220000987600003',
      },
    });
    expect(account.statusCode, account.body).toBe(201);
    const created = await call(admin, {
      method: 'POST',
      url: '/api/admin/quotations',
      payload: { ...payload(), clientId: account.json().user.id, crNumber: '45678-1' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      address: 'Road 2803\nSeef',
      vatNumber: '220000987600003',
      crNumber: '45678-1',
    });
    const id = created.json().id;
    const edited = await call(admin, {
      method: 'PUT',
      url: `/api/admin/quotations/${id}`,
      payload: { address: '' },
    });
    expect([edited.statusCode, edited.json().address]).toEqual([200, null]);
    for (const [field, value, message] of [
      ['vatNumber', '2200009876', 'VAT number must be 15 digits'],
      ['crNumber', 'CR#1', 'CR number may hold only digits, letters, - and /'],
    ]) {
      const post = await call(admin, {
        method: 'POST',
        url: '/api/admin/quotations',
        payload: { ...payload(), [field as string]: value },
      });
      expect([post.statusCode, post.json()]).toEqual([400, { message }]);
      const put = await call(admin, {
        method: 'PUT',
        url: `/api/admin/quotations/${id}`,
        payload: { [field as string]: value },
      });
      expect([put.statusCode, put.json()]).toEqual([400, { message }]);
    }
  });

  it('GET and PUT /api/admin/document-settings carry the payment terms and the terms and conditions', async () => {
    const put = await call(admin, {
      method: 'PUT',
      url: '/api/admin/document-settings',
      payload: {
        paymentTermsDays: 45,
        termsAndConditions: 'Payment within 45 days.\nNo refunds after a class.',
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const got = await call(admin, { method: 'GET', url: '/api/admin/document-settings' });
    expect(got.json()).toMatchObject({
      paymentTermsDays: 45,
      termsAndConditions: 'Payment within 45 days.\nNo refunds after a class.',
    });
    const bad = await call(admin, {
      method: 'PUT',
      url: '/api/admin/document-settings',
      payload: { paymentTermsDays: 366 },
    });
    expect([bad.statusCode, bad.json()]).toEqual([
      400,
      { message: 'Payment terms must be a whole number of days from 0 to 365' },
    ]);
  });
});
