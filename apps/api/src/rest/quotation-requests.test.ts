import { SESSION_COOKIE } from '@tc/contracts';
import { ensureBootstrapData } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import { insertCourse, insertUser, signIn, uniqueAddress } from '../test-support.js';

// A visitor's request for a quotation (issue 30): checked as the form checks it, throttled per
// address, a honeypot dropped; it becomes a draft priced from the catalogue, linked to the client
// whose address it gives, told to the admins and acknowledged to the visitor in their language.

describe.each(testDatabases())('quotation requests on $name', ({ create }) => {
  const server = useTestServer(create, { appUrl: 'https://training.example.bh' });
  let adminToken: string;
  let crane: { id: string };
  let rigger: { id: string };
  let retired: { id: string };

  const request = (payload: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: '/api/public/quotation-requests',
      payload: payload as InjectOptions['payload'],
      headers: { 'x-forwarded-for': uniqueAddress(), ...headers },
    });
  const asAdmin = (url: string) =>
    server.app.inject({ method: 'GET', url, cookies: { [SESSION_COOKIE]: adminToken } });
  const valid = () => ({
    companyName: 'Gulf Ports Co',
    contactPerson: 'Layla Nasser',
    email: 'Layla@GulfPorts.test',
    phone: '+973 3600 1234',
    courses: [
      { courseId: crane.id, numberOfCandidates: 2 },
      { courseId: rigger.id, numberOfCandidates: 3 },
    ],
    preferredDate: '2027-03',
    notes: 'Two shifts, Arabic-speaking instructor if possible.',
  });
  const requested = async () =>
    (await asAdmin('/api/admin/quotations?source=request')).json() as {
      id: string;
      companyName: string;
      status: string;
      clientId: string | null;
      language: string;
      source: string;
      request: unknown;
      lines: { courseId: string; candidates: number; unitPrice: string; lineTotal: string }[];
      subtotal: string;
      vatAmount: string;
      amount: string;
    }[];

  beforeAll(async () => {
    const db = server.database.db;
    await ensureBootstrapData(db, { adminEmail: 'main@test.bh', adminPassword: 'Main-admin-1' });
    adminToken = await signIn(server.app, await insertUser(db, { role: 'admin' }));
    crane = await insertCourse(db, {
      name: 'Mobile Crane Operations',
      courseType: 'mobile_crane_operations',
    });
    rigger = await insertCourse(db, { name: 'Rigger', courseType: 'rigger' });
    retired = await insertCourse(db, { name: 'Old Forklift', isActive: false });
    await db
      .updateTable('courses')
      .set({ trainingPrice: 150, nameAr: 'تشغيل الرافعات المتحركة' })
      .where('id', '=', crane.id)
      .execute();
    await db.updateTable('courses').set({ trainingPrice: 80 }).where('id', '=', rigger.id).execute();
  });

  it('makes a draft priced from the catalogue, for the client with that address, told to everyone', async () => {
    const client = await insertUser(server.database.db, { role: 'client', email: 'layla@gulfports.test' });
    server.jobs.sent.splice(0);
    const answer = await request(valid(), { 'accept-language': 'ar' });
    expect([answer.statusCode, answer.json()]).toEqual([
      201,
      { message: 'شكرًا لكم. تلقّينا طلبكم وسنرسل إليكم عرض السعر قريبًا.' },
    ]);
    const [draft] = await requested();
    expect(draft).toMatchObject({
      companyName: 'Gulf Ports Co',
      status: 'draft',
      clientId: client.id,
      language: 'ar',
      source: 'request',
      request: { preferredDate: '2027-03', notes: 'Two shifts, Arabic-speaking instructor if possible.' },
      subtotal: '540.00',
      vatAmount: '54.00',
      amount: '594.00',
    });
    expect(
      draft?.lines.map(({ courseId, candidates, unitPrice, lineTotal }) => [
        courseId,
        candidates,
        unitPrice,
        lineTotal,
      ]),
    ).toEqual([
      [crane.id, 2, '150.00', '300.00'],
      [rigger.id, 3, '80.00', '240.00'],
    ]);
    const all = (await asAdmin('/api/admin/quotations')).json() as { id: string; source: string }[];
    expect(all.find((each) => each.id === draft?.id)?.source).toBe('request');
    const mails = server.jobs.sent
      .filter((job) => job.queue === 'mail')
      .map((job) => job.data as { to: string; subject: string; text: string });
    // Each names the courses in its reader's language: the catalogue's Arabic where it has one.
    expect(mails).toContainEqual(
      expect.objectContaining({
        to: 'layla@gulfports.test',
        subject: expect.stringContaining('تلقّينا طلبكم'),
        text: expect.stringContaining('تشغيل الرافعات المتحركة (متدرّبان)، Rigger (3 متدرّبين)'),
      }),
    );
    expect(mails).toContainEqual(
      expect.objectContaining({
        to: 'main@test.bh',
        subject: 'New quotation request from Gulf Ports Co',
        text: expect.stringContaining('Mobile Crane Operations (2 candidates), Rigger (3 candidates)'),
      }),
    );
    const refused = await asAdmin('/api/admin/quotations?source=website');
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { message: 'source must be one of: console, request' },
    ]);
  });

  it('refuses an unknown or retired course, 0 or 101 candidates, a course twice, and a missing field', async () => {
    const before = (await requested()).length;
    const refusals: [Record<string, unknown>, string][] = [
      [
        { courses: [{ courseId: '00000000-0000-4000-8000-000000000000', numberOfCandidates: 1 }] },
        'A course you chose is not offered. Please choose again.',
      ],
      [
        { courses: [{ courseId: 'CRANE-101', numberOfCandidates: 1 }] },
        'A course you chose is not offered. Please choose again.',
      ],
      [
        { courses: [{ courseId: retired.id, numberOfCandidates: 1 }] },
        'A course you chose is not offered. Please choose again.',
      ],
      [
        { courses: [{ courseId: crane.id, numberOfCandidates: 101 }] },
        'Number of candidates must be between 1 and 100',
      ],
      [
        { courses: [{ courseId: crane.id, numberOfCandidates: 0 }] },
        'Number of candidates must be between 1 and 100',
      ],
      [
        { courses: [{ courseId: crane.id, numberOfCandidates: 2.5 }] },
        'Number of candidates must be between 1 and 100',
      ],
      [
        {
          courses: [
            { courseId: crane.id, numberOfCandidates: 1 },
            { courseId: crane.id, numberOfCandidates: 2 },
          ],
        },
        'Choose each course once',
      ],
      [{ courses: [] }, 'Please select at least one course'],
      [{ companyName: ' ' }, 'Company name is required'],
      [{ contactPerson: '' }, 'Contact person is required'],
      [{ email: 'not-an-address' }, 'Invalid email address'],
      [{ phone: 'call me' }, 'Phone may hold only digits, spaces, + and -'],
      [{ preferredDate: 'next spring' }, 'Preferred date must be a month (YYYY-MM) or a date (YYYY-MM-DD)'],
    ];
    for (const [change, message] of refusals) {
      const answer = await request({ ...valid(), ...change });
      expect([answer.statusCode, answer.json()], message).toEqual([400, { message }]);
    }
    expect(await requested()).toHaveLength(before);
  });

  it('answers a filled honeypot as a person and keeps nothing; throttles an address after five', async () => {
    const before = (await requested()).length;
    const bot = await request({ ...valid(), 'your-website': 'https://spam.example' });
    expect(bot.statusCode).toBe(201);
    expect(await requested()).toHaveLength(before);
    const address = uniqueAddress();
    for (let count = 1; count <= 5; count++) {
      expect((await request(valid(), { 'x-forwarded-for': address })).statusCode).toBe(201);
    }
    const sixth = await request(valid(), { 'x-forwarded-for': address });
    expect([sixth.statusCode, sixth.json()]).toEqual([
      429,
      { message: 'Too many requests. Please try again later.' },
    ]);
    expect(await requested()).toHaveLength(before + 5);
  });
});
