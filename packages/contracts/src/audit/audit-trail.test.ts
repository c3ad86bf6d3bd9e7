import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, insertUser, outcome, type TestUser } from '../test-support.js';
import { writeAudit } from './audit-log.js';
import { type AuditTrailFilter, auditChanges } from './audit-trail.schema.js';
import { withoutSecrets } from './audit-trail.service.js';

describe('the trail’s pure parts', () => {
  it('takes secret keys out at any depth and leaves the rest', () => {
    expect(
      withoutSecrets({
        name: 'Layla',
        plainPassword: 'x',
        password: 'y',
        resetToken: 'z',
        nested: {
          passwordHash: 'h',
          temporaryPassword: 't',
          kept: 1,
          list: [{ sessionToken: 's', ok: true }],
        },
        verificationCode: 'abc',
      }),
    ).toEqual({ name: 'Layla', nested: { kept: 1, list: [{ ok: true }] } });
    expect(withoutSecrets(null)).toBeNull();
  });

  it('lists the changed keys first and marks the unchanged', () => {
    expect(auditChanges({ a: 1, b: 'x', c: null }, { a: 1, b: 'y', d: true })).toEqual([
      { key: 'b', before: 'x', after: 'y', changed: true },
      { key: 'd', before: null, after: true, changed: true },
      { key: 'a', before: 1, after: 1, changed: false },
      { key: 'c', before: null, after: null, changed: false },
    ]);
    expect(auditChanges(null, { a: 1 })).toEqual([{ key: 'a', before: null, after: 1, changed: true }]);
  });
});

describe.each(testDatabases())('the audit trail on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  let scheduler: TestUser;
  let client: TestUser;

  // Bahrain is UTC+3: 2026-11-20 begins at 2026-11-19T21:00:00Z.
  const lastOf19th = new Date('2026-11-19T20:59:59.999Z');
  const firstOf20th = new Date('2026-11-19T21:00:00.000Z');
  const noonOf21st = new Date('2026-11-21T09:00:00Z');
  const lastOf21st = new Date('2026-11-21T20:59:59.999Z');
  const firstOf22nd = new Date('2026-11-21T21:00:00.000Z');

  beforeAll(async () => {
    database = await create();
    admin = await insertUser(database.db, { role: 'admin', firstName: 'Amira', lastName: 'Nasser' });
    scheduler = await insertUser(database.db, {
      role: 'admin',
      email: 'ops_lead@centre.test',
      firstName: 'Yusuf',
      lastName: 'Percent%Khan',
    });
    client = await insertUser(database.db, {
      email: 'opsxlead@client.test',
      firstName: 'Client',
      lastName: 'One',
    });

    // A change (audit_log) whose data holds what must never be listed.
    await writeAudit(database.db, {
      entityType: 'certificate',
      entityId: '00000000-0000-4000-8000-000000000001',
      action: 'updated',
      actor: admin,
      previous: { certificateNumber: 'C-1', user: { email: 'c@x.test', plainPassword: 'old' } },
      next: {
        certificateNumber: 'C-2',
        user: { email: 'c@x.test', passwordHash: '$argon2id$' },
        resetToken: 't',
      },
      description: 'Certificate C-1 renumbered',
      title: 'C-2',
      details: 'details',
      at: lastOf19th,
    });
    // A financial goal's transaction, as that domain writes it.
    await writeAudit(database.db, {
      entityType: 'financial_goal',
      entityId: '00000000-0000-4000-8000-000000000002',
      action: 'updated',
      actor: admin,
      previous: { currentAmount: '100.00' },
      next: { currentAmount: '150.00' },
      description: 'Credit of 50.00 BD recorded',
      title: 'New training hall',
      details: '',
      at: firstOf20th,
    });
    // A class's history (schedule_audit_log): the actor's name comes from the account.
    await database.db
      .insertInto('scheduleAuditLog')
      .values({
        scheduleId: '00000000-0000-4000-8000-000000000003',
        action: 'status_changed',
        performedBy: scheduler.id,
        performedByEmail: scheduler.email,
        previousData: JSON.stringify({ status: 'pending' }),
        newData: JSON.stringify({ status: 'approved' }),
        changeDescription: 'status pending -> approved',
        clientName: 'Gulf Ports',
        courseName: 'Rigging',
        createdAt: noonOf21st,
      })
      .execute();
    // Sign-ins: one that worked, one that failed, both at the same instant (the id breaks the tie).
    for (const success of [true, false]) {
      await database.db
        .insertInto('loginLogs')
        .values({
          userId: client.id,
          email: client.email,
          userName: 'Client One',
          userRole: 'client',
          ipAddress: '203.0.113.9',
          userAgent: 'Firefox',
          loginTime: lastOf21st,
          success,
          failureReason: success ? null : 'wrong_password',
        })
        .execute();
    }
    await database.db
      .insertInto('loginLogs')
      .values({
        email: 'stranger@nowhere.test',
        loginTime: firstOf22nd,
        success: false,
        failureReason: 'unknown_email',
      })
      .execute();
  });
  afterAll(() => database.close());

  const list = (filter: AuditTrailFilter = {}, user: TestUser | null = admin) =>
    callerFor(database.db, { user }).caller.audit.page(filter);

  it('merges the three logs, newest first, ties broken by id', async () => {
    const page = await list();
    expect(page.total).toBe(6);
    expect(page.items.map((row) => [row.source, row.action, row.entityType])).toEqual([
      ['sign-in', 'sign_in_failed', 'sign_in'],
      ['sign-in', expect.any(String), 'sign_in'],
      ['sign-in', expect.any(String), 'sign_in'],
      ['class', 'status_changed', 'schedule'],
      ['change', 'updated', 'financial_goal'],
      ['change', 'updated', 'certificate'],
    ]);
    const tied = page.items.slice(1, 3);
    expect(tied.map((row) => row.id)).toEqual(
      tied
        .map((row) => row.id)
        .sort()
        .reverse(),
    );
    expect(page.items[0]).toMatchObject({
      actorEmail: 'stranger@nowhere.test',
      actorName: null,
      success: false,
      failureReason: 'unknown_email',
      previousData: null,
      newData: null,
      at: firstOf22nd.toISOString(),
    });
    expect(page.items[3]).toMatchObject({
      actorName: 'Yusuf Percent%Khan',
      actorEmail: 'ops_lead@centre.test',
      title: 'Rigging · Gulf Ports',
      description: 'status pending -> approved',
      newData: { status: 'approved' },
    });
  });

  it('never lists password material from a row’s before and after', async () => {
    const [row] = (await list({ entity: 'certificate' })).items;
    expect(row).toMatchObject({
      actorName: 'Amira Nasser',
      title: 'C-2',
      previousData: { certificateNumber: 'C-1', user: { email: 'c@x.test' } },
      newData: { certificateNumber: 'C-2', user: { email: 'c@x.test' } },
    });
    expect(JSON.stringify(row)).not.toMatch(/plainPassword|passwordHash|argon2|resetToken/);
  });

  it('filters by who (e-mail or name, any case, wildcards literal), what and entity', async () => {
    const ids = async (filter: AuditTrailFilter) => (await list(filter)).items.map((row) => row.source);
    expect(await ids({ who: 'AMIRA' })).toEqual(['change', 'change']);
    expect(await ids({ who: 'Client One' })).toEqual(['sign-in', 'sign-in']);
    // 'ops_lead' must not match 'opsxlead': the underscore is a character, not a wildcard.
    expect(await ids({ who: 'ops_lead' })).toEqual(['class']);
    expect(await ids({ who: 'percent%k' })).toEqual(['class']);
    expect(await ids({ who: '%' })).toEqual(['class']);
    expect(await ids({ who: '\\' })).toEqual([]);
    expect(await ids({ action: 'sign_in_failed' })).toEqual(['sign-in', 'sign-in']);
    expect(await ids({ action: 'signed_in' })).toEqual(['sign-in']);
    expect(await ids({ action: 'status_changed' })).toEqual(['class']);
    expect(await ids({ entity: 'schedule' })).toEqual(['class']);
    expect(await ids({ entity: 'financial_goal' })).toEqual(['change']);
    expect(await ids({ entity: 'sign_in', who: 'stranger' })).toEqual(['sign-in']);
    expect(await ids({ entity: 'quotation' })).toEqual([]);
  });

  it('reads from and to as Bahrain dates, both days whole', async () => {
    const times = async (filter: AuditTrailFilter) => (await list(filter)).items.map((row) => row.at);
    expect(await times({ to: '2026-11-19' })).toEqual([lastOf19th.toISOString()]);
    expect(await times({ from: '2026-11-20', to: '2026-11-20' })).toEqual([firstOf20th.toISOString()]);
    expect((await list({ from: '2026-11-21', to: '2026-11-21' })).total).toBe(3);
    expect(await times({ from: '2026-11-22' })).toEqual([firstOf22nd.toISOString()]);
    expect((await list({ from: '2026-11-23' })).total).toBe(0);
  });

  it('pages with the total that matched', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list({ page, pageSize: 2 })));
    expect(pages.map((page) => [page.items.length, page.total, page.page, page.pageSize])).toEqual([
      [2, 6, 1, 2],
      [2, 6, 2, 2],
      [2, 6, 3, 2],
      [0, 6, 4, 2],
    ]);
    const all = (await list()).items.map((row) => row.id);
    expect(pages.flatMap((page) => page.items.map((row) => row.id))).toEqual(all);
    expect(await list({ entity: 'sign_in', pageSize: 1 })).toMatchObject({ total: 3, pageSize: 1 });
  });

  it('answers 400 for bad filters, 401 to visitors and 403 to others', async () => {
    const status = async (filter: unknown, user: TestUser | null = admin) =>
      outcome(list(filter as AuditTrailFilter, user));
    expect(await status({ from: '2026-02-30' })).toEqual({
      status: 400,
      message: 'Dates must be real dates (1900 to 2999) written YYYY-MM-DD',
    });
    expect((await status({ from: '0000-01-01' })).status).toBe(400);
    expect((await status({ to: 'yesterday' })).status).toBe(400);
    expect(await status({ from: '2026-11-22', to: '2026-11-21' })).toEqual({
      status: 400,
      message: 'The start date must not be after the end date',
    });
    expect(await status({ page: 0 })).toEqual({ status: 400, message: 'page must be at least 1' });
    expect((await status({ page: 'two' })).status).toBe(400);
    expect((await status({ page: 1.5 })).status).toBe(400);
    expect(await status({ pageSize: 201 })).toEqual({ status: 400, message: 'pageSize must be at most 200' });
    expect(await status({ sort: 'title' })).toEqual({
      status: 400,
      message: 'sort must be one of: at, actorEmail, action, entityType',
    });
    expect((await status({ who: 'x'.repeat(101) })).status).toBe(400);
    expect((await status({ action: 'hacked' })).status).toBe(400);
    expect((await status({ entity: 'users' })).status).toBe(400);
    expect((await status({ page: '2', pageSize: '1' })).status).toBe(200);
    expect((await status({}, null)).status).toBe(401);
    expect((await status({}, client)).status).toBe(403);
  });
});
