import { SESSION_COOKIE } from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import { insertCourse, insertUser, signIn, uniqueAddress } from '../test-support.js';

// GET /api/admin/analytics through Fastify: the admin's figures, 401 and 403 for everyone else.

const ANALYTICS = '/api/admin/analytics';

describe.each(testDatabases())('the analytics REST path on $name', ({ create }) => {
  const server = useTestServer(create);
  const tokens: Record<'admin' | 'client' | 'instructor', string> = { admin: '', client: '', instructor: '' };

  beforeAll(async () => {
    const db = server.database.db;
    for (const role of ['admin', 'client', 'instructor'] as const) {
      tokens[role] = await signIn(server.app, await insertUser(db, { role }));
    }
    await insertCourse(db, { courseType: 'tower_crane_operations' });
    await insertCourse(db, { courseType: 'forklift', isActive: false });
    // One invoice long overdue, one due in years.
    for (const [invoiceNumber, amount, dueDate] of [
      ['INV-A-1', '80.00', '2024-01-01'],
      ['INV-A-2', '20.50', '2099-01-01'],
    ] as const) {
      await db
        .insertInto('invoices')
        .values({ invoiceNumber, clientName: 'Gulf Cranes W.L.L.', amount, issueDate: '2023-12-01', dueDate })
        .execute();
    }
  });

  const get = (token: string | null) =>
    server.app.inject({
      method: 'GET',
      url: ANALYTICS,
      headers: { 'x-forwarded-for': uniqueAddress() },
      cookies: token ? { [SESSION_COOKIE]: token } : {},
    });

  it('answers the admin every figure of the tab', async () => {
    const res = await get(tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'users',
        'certificates',
        'publicCertificates',
        'classes',
        'quotations',
        'courses',
        'courseTypes',
        'contactMessages',
        'revenue',
        'receivables',
        'monthly',
      ].sort(),
    );
    expect(body.users).toEqual({ total: 3, admins: 1, clients: 1, instructors: 1 });
    expect(body.courses).toEqual({ total: 2, active: 1, inactive: 1 });
    expect(body.certificates).toEqual({ total: 0, valid: 0, expired: 0, expiringSoon: 0 });
    expect(body.quotations).toEqual({ total: 0, draft: 0, pending: 0, accepted: 0, rejected: 0, expired: 0 });
    expect(body.courseTypes.map((row: { courseType: string }) => row.courseType)).toEqual([
      'mobile_crane_operations',
      'tower_crane_operations',
      'overhead_crane_operations',
      'refresher_training',
    ]);
    expect(body.revenue).toEqual({ thisMonth: '0.00', thisYear: '0.00', currency: 'BHD' });
    expect(body.receivables).toEqual({ outstanding: '100.50', overdue: '80.00', overdueCount: 1 });
    expect(body.monthly).toHaveLength(12);
  });

  it('answers 401 to a visitor and 403 to a client and an instructor', async () => {
    const visitor = await get(null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: 'Please sign in to continue.' });
    for (const role of ['client', 'instructor'] as const) {
      const forbidden = await get(tokens[role]);
      expect(forbidden.statusCode, role).toBe(403);
      expect(forbidden.json(), role).toEqual({ message: 'You do not have permission to do this.' });
    }
  });
});
