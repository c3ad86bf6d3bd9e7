import { execFileSync } from 'node:child_process';
import { SESSION_COOKIE } from '@tc/contracts';
import { ensureBootstrapData } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import { insertCourse, insertUser, signIn, type TestCourse, uniqueAddress } from '../test-support.js';

// Documents in their language over HTTP: a quotation written in Arabic prints in Arabic; a report
// prints in the language of the admin's browser.

/** pdftotext cuts joined Arabic letters at odd places: Arabic is compared with no spaces. */
const pdfWords = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-', '-'], { input: pdf })
    .toString()
    .replace(/[\s\u202a-\u202e]+/g, '');

describe.each(testDatabases())('documents in their language over REST on $name', ({ create }) => {
  const server = useTestServer(create, { appUrl: 'https://training.test' });
  let admin: { token: string };
  let crane: TestCourse;
  const call = (options: InjectOptions) =>
    server.app.inject({
      ...options,
      headers: { 'x-forwarded-for': uniqueAddress(), ...options.headers },
      cookies: { [SESSION_COOKIE]: admin.token },
    });

  beforeAll(async () => {
    await ensureBootstrapData(server.database.db, {
      adminEmail: 'main@test.bh',
      adminPassword: 'Main-admin-1',
    });
    const adminUser = await insertUser(server.database.db, { role: 'admin' });
    admin = { token: await signIn(server.app, adminUser) };
    crane = await insertCourse(server.database.db, { name: 'Tower Crane Operations', code: 'TOWER-CRANE' });
  });

  it('a quotation created in Arabic answers its language and downloads an Arabic PDF', async () => {
    const payload = {
      companyName: 'شركة الخليج للموانئ',
      clientName: 'ليلى ناصر',
      contactEmail: 'layla@gulfports.test',
      selectedCourses: crane.code,
      courseParticipants: { [crane.code]: 2 },
      language: 'ar',
    };
    const refused = await call({
      method: 'POST',
      url: '/api/admin/quotations',
      payload: { ...payload, language: 'fr' },
    });
    expect([refused.statusCode, refused.json()]).toEqual([400, { message: 'Language must be en or ar' }]);
    const created = await call({ method: 'POST', url: '/api/admin/quotations', payload });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ language: 'ar' });
    const download = await call({
      method: 'GET',
      url: `/api/admin/quotations/${created.json().id}/download`,
    });
    expect([download.statusCode, download.headers['content-type']]).toEqual([200, 'application/pdf']);
    const words = pdfWords(download.rawPayload);
    for (const word of ['عرض', 'تاريخالإصدار', 'المجموعالفرعي', 'TOWER-CRANE', 'BD', 'صفحة'])
      expect(words).toContain(word);
    expect(words).not.toContain('Issuedate');
  });

  it("a report downloads in the language of the admin's browser", async () => {
    const download = (language: string) =>
      call({
        method: 'POST',
        url: '/api/admin/reports/download',
        headers: { 'accept-language': language },
        payload: { year: new Date().getFullYear(), month: 1 },
      });
    const arabic = await download('ar-BH,ar;q=0.9');
    expect(arabic.statusCode, arabic.body).toBe(200);
    expect(pdfWords(arabic.rawPayload)).toContain('التقريرالشهري');
    expect(pdfWords(arabic.rawPayload)).toContain('يناير');
    expect(pdfWords((await download('en-GB')).rawPayload)).toContain('MonthlyReport');
  });
});
