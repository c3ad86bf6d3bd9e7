import { deleteExpiredPersonalData, SESSION_COOKIE } from '@tc/contracts';
import { ensureBootstrapData } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import {
  insertCourse,
  insertForm,
  insertUser,
  signIn,
  type TestUser,
  uniqueAddress,
} from '../test-support.js';

// A person's data on request (issue 30): an admin exports every row held about one person by
// e-mail and/or national ID, then erases it; what the law keeps stays, without the contact fields;
// a second export finds only what the README says is kept. And the retention setting and job.

describe.each(testDatabases())('a person’s data on request on $name', ({ create }) => {
  const server = useTestServer(create, { appUrl: 'https://training.test' });
  let admin: TestUser;
  let adminToken = '';
  let layla: TestUser;
  let course: { id: string };
  const call = (options: InjectOptions, token = adminToken) =>
    server.app.inject({
      ...options,
      headers: { 'x-forwarded-for': uniqueAddress(), ...options.headers },
      cookies: { [SESSION_COOKIE]: token },
    });
  const exportOf = async (query: string) => {
    const answer = await call({ method: 'GET', url: `/api/admin/privacy/export?${query}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };

  /** Layla: a client with an account, and an operator with a national ID; a row of every kind. */
  async function seedLayla() {
    const db = server.database.db;
    layla = await insertUser(db, { role: 'client', email: 'layla@gulfports.test', firstName: 'Layla' });
    await signIn(server.app, layla);
    await db
      .insertInto('schedules')
      .values({ userId: layla.id, courseId: course.id, preferredDate: '2026-12-20', preferredTime: '08:00' })
      .execute();
    await db
      .insertInto('certificates')
      .values({
        userId: layla.id,
        courseId: course.id,
        courseType: 'forklift',
        certificateNumber: 'PRIV-CERT-1',
        fileName: 'c.pdf',
        filePath: 'certificates/00000000-0000-4000-8000-00000000abcd.pdf',
        issueDate: '2026-01-01',
        expiryDate: '2029-01-01',
      })
      .execute();
    const publicCertificate = await call({
      method: 'POST',
      url: '/api/admin/public-certificates',
      payload: {
        certificateNumber: 'PRIV-PUB-1',
        studentName: 'Layla Nasser',
        nationalId: '920304567',
        courseId: course.id,
        dateOfBirth: '1992-03-04',
        publishDate: '2026-01-10',
        expiryDate: '2029-01-10',
      },
    });
    expect(publicCertificate.statusCode, publicCertificate.body).toBe(201);
    const [accepted, draft] = await db
      .insertInto('quotations')
      .values([
        {
          quotationNumber: 'Q-PRIV-1',
          status: 'accepted',
          clientEmail: 'Layla@GulfPorts.test',
          clientName: 'Layla Nasser',
          companyName: 'Gulf Ports',
          contactPhone: '+973 3900 0000',
        },
        {
          quotationNumber: 'Q-PRIV-2',
          status: 'draft',
          contactEmail: 'layla@gulfports.test',
          companyName: 'Gulf Ports',
        },
      ])
      .returning('id')
      .execute();
    await db
      .insertInto('invoices')
      .values({
        invoiceNumber: 'INV-PRIV-1',
        clientName: 'Layla Nasser',
        companyName: 'Gulf Ports',
        clientEmail: 'layla@gulfports.test',
        dueDate: '2027-01-01',
        quotationId: accepted?.id ?? null,
      })
      .execute();
    expect(draft).toBeDefined();
    const form = await insertForm(db);
    await db
      .insertInto('formSubmissions')
      .values([
        { formId: form.id, submittedData: JSON.stringify({ cpr: '920304567' }) },
        { formId: form.id, submittedData: '{}', submitterEmail: 'layla@gulfports.test' },
        { formId: form.id, submittedData: JSON.stringify({ cpr: '1920304567' }) },
      ])
      .execute();
    await db
      .insertInto('contactMessages')
      .values({ name: 'Layla', email: 'layla@gulfports.test', message: 'Do you teach rigging?' })
      .execute();
    await db.insertInto('adminChatMessages').values({ senderId: layla.id, message: 'Hello team' }).execute();
    await db
      .insertInto('pushSubscriptions')
      .values({ userId: layla.id, endpoint: 'https://push.example/abc', p256dh: 'k', auth: 'a' })
      .execute();
  }

  beforeAll(async () => {
    const db = server.database.db;
    await ensureBootstrapData(db, { adminEmail: 'main@test.bh', adminPassword: 'Main-admin-1' });
    admin = await insertUser(db, { role: 'admin' });
    adminToken = await signIn(server.app, admin);
    course = await insertCourse(db, { courseType: 'forklift' });
    await seedLayla();
  });

  it('exports a row of every kind, without secrets, and records the export', async () => {
    const data = await exportOf('email=LAYLA@gulfports.test&nationalId=920304567');
    for (const [kind, count] of Object.entries(data.counts)) expect(count, kind).toBeGreaterThan(0);
    expect(data.account).toMatchObject({ email: 'layla@gulfports.test', role: 'client' });
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|publicToken|p256dh/);
    expect(data.formSubmissions).toHaveLength(2);
    expect(data.quotations.map((row: { quotationNumber: string }) => row.quotationNumber).sort()).toEqual([
      'Q-PRIV-1',
      'Q-PRIV-2',
    ]);
    const trail = await server.database.db
      .selectFrom('auditLog')
      .select(['action', 'entityTitle', 'performedBy'])
      .where('entityType', '=', 'privacy')
      .execute();
    expect(trail).toContainEqual({
      action: 'exported',
      entityTitle: 'l***@gulfports.test · *****4567',
      performedBy: admin.id,
    });
  });

  it('refuses what is not a person, and anyone but an admin', async () => {
    const refused = await call({ method: 'GET', url: '/api/admin/privacy/export' });
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { message: 'Give the e-mail or the national ID of the person' },
    ]);
    const noReason = await call({
      method: 'POST',
      url: '/api/admin/privacy/erase',
      payload: { email: 'a@b.bh' },
    });
    expect([noReason.statusCode, noReason.json()]).toEqual([400, { message: 'Reason is required' }]);
    const client = await insertUser(server.database.db, { role: 'client' });
    const asClient = await call(
      { method: 'GET', url: '/api/admin/privacy/export?email=a@b.bh' },
      await signIn(server.app, client),
    );
    expect(asClient.statusCode).toBe(403);
    const visitor = await server.app.inject({ method: 'GET', url: '/api/admin/privacy/export?email=a@b.bh' });
    expect(visitor.statusCode).toBe(401);
    const main = await call({
      method: 'POST',
      url: '/api/admin/privacy/erase',
      payload: { email: 'main@test.bh', reason: 'Asked' },
    });
    expect([main.statusCode, main.json()]).toEqual([403, { message: 'The main admin cannot be erased' }]);
    const self = await call({
      method: 'POST',
      url: '/api/admin/privacy/erase',
      payload: { email: admin.email, reason: 'Asked' },
    });
    expect([self.statusCode, self.json()]).toEqual([403, { message: 'You cannot erase your own account' }]);
  });

  it('erases the person, keeps tax records without contact fields, and a second export finds nothing', async () => {
    const erased = await call({
      method: 'POST',
      url: '/api/admin/privacy/erase',
      payload: {
        email: 'layla@gulfports.test',
        nationalId: '920304567',
        reason: 'Her request of 7 December',
      },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toMatchObject({
      account: 'anonymised',
      deleted: {
        sessions: 1,
        loginLogs: 1,
        formSubmissions: 2,
        contactMessages: 1,
        pushSubscriptions: 1,
        quotations: 1,
        publicCertificates: 1,
      },
      kept: {
        invoices: 1,
        quotations: 1,
        chatMessages: 1,
        classes: 1,
        certificates: 1,
        publicCertificates: 0,
      },
    });
    const after = await exportOf('email=layla@gulfports.test&nationalId=920304567');
    expect(Object.values(after.counts).every((count) => count === 0)).toBe(true);

    const db = server.database.db;
    const account = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', layla.id)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ firstName: 'Former', lastName: 'user', isActive: false, phone: null });
    expect(account.email).toBe(`former-user-${layla.id}@erased.invalid`);
    const invoice = await db
      .selectFrom('invoices')
      .selectAll()
      .where('invoiceNumber', '=', 'INV-PRIV-1')
      .executeTakeFirstOrThrow();
    expect([invoice.clientName, invoice.companyName, invoice.clientEmail]).toEqual([
      'Layla Nasser',
      'Gulf Ports',
      null,
    ]);
    const quotations = await db
      .selectFrom('quotations')
      .selectAll()
      .where('quotationNumber', 'like', 'Q-PRIV-%')
      .execute();
    expect(quotations.map((row) => [row.quotationNumber, row.clientEmail, row.contactPhone])).toEqual([
      ['Q-PRIV-1', null, null],
    ]);
    const chat = await db
      .selectFrom('adminChatMessages')
      .select('senderId')
      .where('message', '=', 'Hello team')
      .execute();
    expect(chat).toEqual([{ senderId: layla.id }]);
    expect(
      await db.selectFrom('loginLogs').select('id').where('email', '=', 'layla@gulfports.test').execute(),
    ).toEqual([]);
    const stranger = await db.selectFrom('formSubmissions').select('submittedData').execute();
    expect(stranger.map((row) => row.submittedData)).toContainEqual({ cpr: '1920304567' });
    const trail = await db
      .selectFrom('auditLog')
      .select(['entityTitle', 'entityDetails'])
      .where('action', '=', 'erased')
      .executeTakeFirstOrThrow();
    expect(trail).toEqual({
      entityTitle: 'l***@gulfports.test · *****4567',
      entityDetails: 'Her request of 7 December',
    });
  });

  it('keeps a public certificate an employer relies on when asked, and deletes an account nothing refers to', async () => {
    const omar = await insertUser(server.database.db, { role: 'client', email: 'omar@example.bh' });
    await signIn(server.app, omar);
    const published = await call({
      method: 'POST',
      url: '/api/admin/public-certificates',
      payload: {
        certificateNumber: 'PRIV-PUB-2',
        studentName: 'Omar Saleh',
        nationalId: '870506789',
        courseId: course.id,
        dateOfBirth: '1987-05-06',
        publishDate: '2026-02-01',
        expiryDate: '2029-02-01',
      },
    });
    expect(published.statusCode).toBe(201);
    const erased = await call({
      method: 'POST',
      url: '/api/admin/privacy/erase',
      payload: {
        email: 'omar@example.bh',
        nationalId: '870506789',
        reason: 'Asked by phone',
        keepPublicCertificates: true,
      },
    });
    expect(erased.json()).toMatchObject({
      account: 'deleted',
      kept: { publicCertificates: 1 },
      deleted: { loginLogs: 1 },
    });
    const after = await exportOf('email=omar@example.bh&nationalId=870506789');
    expect(after.counts).toMatchObject({ account: 0, loginLogs: 0, publicCertificates: 1 });
    expect(after.publicCertificates[0]).toMatchObject({ certificateNumber: 'PRIV-PUB-2' });
    expect(after.auditRows.every((row: { entityTitle: string }) => row.entityTitle === 'Former user')).toBe(
      true,
    );
  });

  it('keeps form submissions as long as the setting says, and sign-ins 12 months', async () => {
    const settings = await call({ method: 'GET', url: '/api/admin/privacy/settings' });
    expect(settings.json()).toEqual({ formSubmissionRetentionMonths: 24, loginLogRetentionMonths: 12 });
    const bad = await call({
      method: 'PUT',
      url: '/api/admin/privacy/settings',
      payload: { formSubmissionRetentionMonths: 0 },
    });
    expect([bad.statusCode, bad.json()]).toEqual([
      400,
      { message: 'Keep form submissions for 1 to 120 months' },
    ]);
    const set = await call({
      method: 'PUT',
      url: '/api/admin/privacy/settings',
      payload: { formSubmissionRetentionMonths: 6 },
    });
    expect([set.statusCode, set.json().formSubmissionRetentionMonths]).toEqual([200, 6]);

    const db = server.database.db;
    const form = await insertForm(db);
    const now = new Date('2027-06-15T09:00:00Z');
    await db
      .insertInto('formSubmissions')
      .values([
        {
          formId: form.id,
          submittedData: '{}',
          submitterEmail: 'seven@months.bh',
          submittedAt: new Date('2026-11-15T09:00:00Z'),
        },
        {
          formId: form.id,
          submittedData: '{}',
          submitterEmail: 'five@months.bh',
          submittedAt: new Date('2027-01-15T09:00:00Z'),
        },
      ])
      .execute();
    await db
      .insertInto('loginLogs')
      .values({ email: 'old@sign.in', loginTime: new Date('2026-06-14T09:00:00Z') })
      .execute();
    expect(await deleteExpiredPersonalData({ db, now: () => now })).toBeGreaterThanOrEqual(2);
    const left = await db
      .selectFrom('formSubmissions')
      .select('submitterEmail')
      .where('formId', '=', form.id)
      .execute();
    expect(left).toEqual([{ submitterEmail: 'five@months.bh' }]);
    expect(
      await db.selectFrom('loginLogs').select('id').where('email', '=', 'old@sign.in').execute(),
    ).toEqual([]);
    const trail = await db
      .selectFrom('auditLog')
      .select('changeDescription')
      .where('entityType', '=', 'privacy')
      .where('action', '=', 'updated')
      .execute();
    expect(trail).toEqual([{ changeDescription: 'How long form submissions are kept changed' }]);
  });
});
