import { execFileSync } from 'node:child_process';
import { centreDate, SESSION_COOKIE } from '@tc/contracts';
import { ensureBootstrapData } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import { insertCourse, insertUser, multipart, signIn, type TestUser } from '../test-support.js';

// The operators' register (issue 30): a public certificate names the client that sent the operator
// (on publish, by PATCH, by the CSV's clientEmail column); the client reads their own operators with
// each certificate's standing today (valid, expiring within 90 days, expired, revoked), as JSON and
// as CSV and as a printable PDF, and nobody else's.

/** A PDF's text with no spaces (pdftotext cuts joined Arabic letters at odd places). */
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-', '-'], { input: pdf })
    .toString()
    .replace(/[\s\u202a-\u202e\u2066-\u2069]+/g, '');

/** A Bahrain day this many days from today. */
function day(offset: number): string {
  const date = new Date(`${centreDate(new Date())}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

describe.each(testDatabases())('the operators’ register on $name', ({ create }) => {
  const server = useTestServer(create, { appUrl: 'https://training.example.bh' });
  const tokens: Record<'admin' | 'client' | 'other', string> = { admin: '', client: '', other: '' };
  let client: TestUser;
  let other: TestUser;
  let crane: { id: string };
  let rigger: { id: string };
  let counter = 0;

  const call = (as: keyof typeof tokens, options: InjectOptions) =>
    server.app.inject({ ...options, cookies: { [SESSION_COOKIE]: tokens[as] } });
  const publish = async (fields: Record<string, unknown>) => {
    counter += 1;
    const answer = await call('admin', {
      method: 'POST',
      url: '/api/admin/public-certificates',
      payload: {
        certificateNumber: `REG-${counter}`,
        studentName: 'Ahmed Ali Hassan',
        nationalId: '880112345',
        courseId: crane.id,
        dateOfBirth: '1988-01-12',
        publishDate: day(-700),
        expiryDate: day(400),
        ...fields,
      },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json() as { id: string; clientId: string | null };
  };

  beforeAll(async () => {
    const db = server.database.db;
    await ensureBootstrapData(db, { adminEmail: 'main@test.bh', adminPassword: 'Main-admin-1' });
    tokens.admin = await signIn(server.app, await insertUser(db, { role: 'admin' }));
    client = await insertUser(db, { role: 'client', email: 'hr@gulfports.test' });
    other = await insertUser(db, { role: 'client' });
    tokens.client = await signIn(server.app, client);
    tokens.other = await signIn(server.app, other);
    crane = await insertCourse(db, {
      name: 'Mobile Crane Operations',
      courseType: 'mobile_crane_operations',
    });
    rigger = await insertCourse(db, { name: 'Rigger', courseType: 'rigger' });
  });

  it('lists the client’s operators with each certificate’s standing, filtered, and nobody else’s', async () => {
    const valid = await publish({ clientId: client.id });
    await publish({ clientId: client.id, courseId: rigger.id, expiryDate: day(30) });
    await publish({
      clientId: client.id,
      studentName: 'Yousif Karim',
      nationalId: '900203456',
      expiryDate: day(-1),
      publishDate: day(-800),
    });
    const revoked = await publish({
      clientId: client.id,
      studentName: 'Yousif Karim',
      nationalId: '900203456',
    });
    await call('admin', {
      method: 'PUT',
      url: `/api/admin/public-certificates/${revoked.id}/revoke`,
      payload: { reason: 'Issued in error' },
    });
    await publish({ clientId: other.id, studentName: 'Someone Else', nationalId: '770101001' });
    expect(valid.clientId).toBe(client.id);

    const register = await call('client', { method: 'GET', url: '/api/client/operators' });
    expect(register.statusCode, register.body).toBe(200);
    const operators = register.json() as {
      studentName: string;
      nationalIdMasked: string;
      certificates: { status: string; courseName: string; verificationUrl: string }[];
    }[];
    expect(operators.map((operator) => [operator.studentName, operator.nationalIdMasked])).toEqual([
      ['Ahmed Ali Hassan', '*****2345'],
      ['Yousif Karim', '*****3456'],
    ]);
    expect(operators[0]?.certificates.map((each) => [each.courseName, each.status]).sort()).toEqual([
      ['Mobile Crane Operations', 'valid'],
      ['Rigger', 'expiring'],
    ]);
    expect(operators[1]?.certificates.map((each) => each.status).sort()).toEqual(['expired', 'revoked']);
    expect(operators[0]?.certificates[0]?.verificationUrl).toMatch(
      /^https:\/\/training\.example\.bh\/verify\//,
    );

    const expiring = (
      await call('client', { method: 'GET', url: '/api/client/operators?status=expiring' })
    ).json();
    expect(expiring).toHaveLength(1);
    expect(expiring[0].certificates).toHaveLength(1);
    const riggers = (
      await call('client', { method: 'GET', url: `/api/client/operators?courseId=${rigger.id}` })
    ).json();
    expect(riggers.flatMap((operator: { certificates: unknown[] }) => operator.certificates)).toHaveLength(1);

    const theirs = (await call('other', { method: 'GET', url: '/api/client/operators' })).json();
    expect(theirs.map((operator: { studentName: string }) => operator.studentName)).toEqual(['Someone Else']);
    const peek = await call('other', { method: 'GET', url: `/api/client/operators?clientId=${client.id}` });
    expect([peek.statusCode, peek.json()]).toEqual([404, { message: 'Client not found' }]);
    expect((await call('admin', { method: 'GET', url: '/api/client/operators' })).statusCode).toBe(403);
    const refused = await call('client', { method: 'GET', url: '/api/client/operators?status=lapsed' });
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { message: 'status must be one of: valid, expiring, expired, revoked' },
    ]);
  });

  it('answers the register as a CSV file, formula-safe, with a byte order mark', async () => {
    await publish({ clientId: client.id, studentName: '=HYPERLINK("x")', nationalId: '600101999' });
    const csv = await call('client', { method: 'GET', url: '/api/client/operators.csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="operators-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(
      csv.body.startsWith(
        '\uFEFFOperator,National ID,Certificate number,Course,Issue date,Expiry date,Status,Verification\r\n',
      ),
    ).toBe(true);
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")",*****1999,`);
  });

  it('prints the register as a PDF in the client’s language, with the list’s filter', async () => {
    const pdf = (query: string, language = 'en') =>
      call('client', {
        method: 'GET',
        url: `/api/client/operators.pdf${query}`,
        headers: { 'accept-language': language },
      });
    const english = await pdf('?status=expiring');
    expect([english.statusCode, english.headers['content-type']], english.body).toEqual([
      200,
      'application/pdf',
    ]);
    expect(english.headers['content-disposition']).toMatch(
      /^attachment; filename="operators-\d{4}-\d{2}-\d{2}\.pdf"/,
    );
    const words = pdfText(english.rawPayload);
    for (const word of [
      'TrainedOperatorsRegister',
      'Showing',
      'Expiring',
      'AhmedAliHassan',
      'Rigger',
      '*****2345',
    ])
      expect(words).toContain(word);
    expect(words).not.toContain('YousifKarim');
    const arabic = pdfText((await pdf('', 'ar')).rawPayload);
    for (const word of ['سجلالمشغلين', 'منتهية', 'ملغاة', 'YousifKarim']) expect(arabic).toContain(word);
    expect(
      (await call('other', { method: 'GET', url: `/api/client/operators.pdf?clientId=${client.id}` }))
        .statusCode,
    ).toBe(404);
    expect((await call('admin', { method: 'GET', url: '/api/client/operators.pdf' })).statusCode).toBe(403);
  });

  it('names each course in the reader’s language: the catalogue’s Arabic name when it has one', async () => {
    await server.database.db
      .updateTable('courses')
      .set({ nameAr: 'ربط الأحمال' })
      .where('id', '=', rigger.id)
      .execute();
    const coursesFor = async (language: string) => {
      const answer = await call('client', {
        method: 'GET',
        url: '/api/client/operators?status=expiring',
        headers: { 'accept-language': language },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json() as { certificates: { courseName: string }[] }[]).flatMap((operator) =>
        operator.certificates.map((certificate) => certificate.courseName),
      );
    };
    expect(await coursesFor('en')).toEqual(['Rigger']);
    expect(await coursesFor('ar')).toEqual(['ربط الأحمال']);
    const csv = await call('client', {
      method: 'GET',
      url: '/api/client/operators.csv?status=expiring',
      headers: { 'accept-language': 'ar' },
    });
    expect(csv.body).toContain(',ربط الأحمال,');
  });

  it('names the client by PATCH and by the CSV import’s clientEmail column, and filters the admin’s table by it', async () => {
    const certificate = await publish({});
    expect(certificate.clientId).toBeNull();
    const patched = await call('admin', {
      method: 'PATCH',
      url: `/api/admin/public-certificates/${certificate.id}`,
      payload: { clientId: other.id },
    });
    expect([patched.statusCode, patched.json().clientId]).toEqual([200, other.id]);
    const notClient = await call('admin', {
      method: 'PATCH',
      url: `/api/admin/public-certificates/${certificate.id}`,
      payload: { clientId: crane.id },
    });
    expect([notClient.statusCode, notClient.json()]).toEqual([400, { message: 'Client not found' }]);

    const header =
      'certificateNumber,studentName,nationalId,courseType,dateOfBirth,publishDate,expiryDate,clientEmail';
    const file = (rows: string[]) =>
      multipart([
        {
          field: 'file',
          name: 'certs.csv',
          type: 'text/csv',
          bytes: Buffer.from([header, ...rows].join('\n')),
        },
      ]);
    const bad = await call('admin', {
      method: 'POST',
      url: '/api/admin/public-certificates/import',
      ...(await file([`IMP-1,Sara Ali,910101234,Rigger,1991-01-01,${day(-10)},${day(700)},nobody@x.test`])),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].messages).toEqual(['No client account has the e-mail "nobody@x.test"']);
    const good = await call('admin', {
      method: 'POST',
      url: '/api/admin/public-certificates/import',
      ...(await file([
        `IMP-2,Sara Ali,910101234,Rigger,1991-01-01,${day(-10)},${day(700)},HR@GulfPorts.test`,
        `IMP-3,Ali Sara,910101235,Rigger,1991-01-01,${day(-10)},${day(700)},`,
      ])),
    });
    expect([good.statusCode, good.json()]).toEqual([200, { imported: 2 }]);
    const mine = (
      await call('admin', { method: 'GET', url: `/api/admin/public-certificates?clientId=${client.id}` })
    ).json() as { certificateNumber: string }[];
    expect(mine.map((each) => each.certificateNumber)).toContain('IMP-2');
    expect(mine.map((each) => each.certificateNumber)).not.toContain('IMP-3');
  });
});
