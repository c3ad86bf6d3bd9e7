import { SESSION_COOKIE } from '@tc/contracts';
import type { DB } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import { expectAdminOnly, insertCourse, insertForm, insertUser, signIn } from '../test-support.js';

// Every console list over REST: without page or pageSize the spec's plain array, as before; with
// either, { items, total, page, pageSize }. Search, filters and sort reach SQL in both forms.
// Each list gets three rows, Charlie (oldest), Alpha and Bravo (newest), each text "<word> <token>"
// with a token of the list's own (other lists' rows may show in it: a class's client is a user).

type Item = Record<string, unknown> & { user?: { companyName: string } };

interface ListCase {
  name: string;
  token: string;
  path: () => string;
  /** Makes the row of a word: its text in the list's sorted and searched column, made at `at`. */
  seed: (db: Kysely<DB>, row: { word: string; text: string; at: Date }) => Promise<void>;
  /** The sort key ordering the rows by their word, and the word of an item. */
  sort: string;
  word: (item: Item) => string;
  /** A filter of the list that leaves only Charlie. */
  charlieOnly?: string;
}

const WORDS = ['Charlie', 'Alpha', 'Bravo'];
const day = (at: Date) => at.toISOString().slice(0, 10);
const firstWord = (text: unknown) => String(text).split(/[ .@]/)[0] ?? '';
let formId = '';
let courseId = '';

const cases: ListCase[] = [
  {
    name: 'users',
    token: 'Userlist',
    path: () => '/api/admin/users',
    seed: async (db, { word, text, at }) => {
      const role = word === 'Charlie' ? 'instructor' : 'client';
      const user = await insertUser(db, { firstName: word, lastName: text.split(' ')[1], role });
      await db.updateTable('users').set({ createdAt: at }).where('id', '=', user.id).execute();
    },
    sort: 'name',
    word: (item) => String(item.firstName),
    charlieOnly: 'role=instructor',
  },
  {
    name: 'schedules',
    token: 'Classlist',
    path: () => '/api/admin/schedules',
    seed: async (db, { word, text, at }) => {
      const client = await insertUser(db, { companyName: text });
      await db
        .insertInto('schedules')
        .values({
          userId: client.id,
          courseId,
          preferredDate: day(at),
          preferredTime: '09:00',
          status: word === 'Charlie' ? 'confirmed' : 'pending',
        })
        .execute();
    },
    sort: 'client',
    word: (item) => firstWord(item.user?.companyName),
    charlieOnly: 'status=confirmed',
  },
  {
    name: 'certificates',
    token: 'Certlist',
    path: () => '/api/admin/certificates',
    seed: async (db, { word, text, at }) => {
      const client = await insertUser(db, { companyName: text });
      await db
        .insertInto('certificates')
        .values({
          userId: client.id,
          courseId,
          courseType: 'other',
          certificateNumber: `CERT-${word}`,
          fileName: 'c.pdf',
          filePath: 'certificates/c.pdf',
          issueDate: '2020-01-01',
          expiryDate: word === 'Charlie' ? '2021-01-01' : '2999-01-01',
          createdAt: at,
        })
        .execute();
    },
    sort: 'client',
    word: (item) => firstWord(item.user?.companyName),
    charlieOnly: 'status=expired',
  },
  {
    name: 'public certificates',
    token: 'Publist',
    path: () => '/api/admin/public-certificates',
    seed: async (db, { word, text, at }) => {
      await db
        .insertInto('publicCertificates')
        .values({
          certificateNumber: `PUB-${word}`,
          studentName: text,
          courseId,
          courseType: 'other',
          publishDate: '2026-01-01',
          revokedAt: word === 'Charlie' ? at : null,
          createdAt: at,
        })
        .execute();
    },
    sort: 'studentName',
    word: (item) => firstWord(item.studentName),
    charlieOnly: 'status=revoked',
  },
  {
    name: 'quotations',
    token: 'Quotelist',
    path: () => '/api/admin/quotations',
    seed: async (db, { word, text, at }) => {
      await db
        .insertInto('quotations')
        .values({
          quotationNumber: `QT-${word}`,
          companyName: text,
          status: word === 'Charlie' ? 'sent' : 'draft',
          validUntil: '2026-12-31',
          createdAt: at,
        })
        .execute();
    },
    sort: 'companyName',
    word: (item) => firstWord(item.companyName),
    charlieOnly: 'status=sent',
  },
  {
    name: 'invoices',
    token: 'Invlist',
    path: () => '/api/admin/invoices',
    seed: async (db, { word, text, at }) => {
      await db
        .insertInto('invoices')
        .values({
          invoiceNumber: `INV-${word}`,
          clientName: 'Client',
          companyName: text,
          createdAt: at,
          dueDate: '2026-12-31',
        })
        .execute();
    },
    sort: 'companyName',
    word: (item) => firstWord(item.companyName),
  },
  {
    name: 'forms',
    token: 'Formlist',
    path: () => '/api/admin/forms',
    seed: async (db, { word, text, at }) => {
      const form = await insertForm(db, { title: text, isActive: word !== 'Charlie', fields: [] });
      await db.updateTable('customForms').set({ createdAt: at }).where('id', '=', form.id).execute();
    },
    sort: 'title',
    word: (item) => firstWord(item.title),
    charlieOnly: 'state=inactive',
  },
  {
    name: 'form submissions',
    token: 'Sublist',
    path: () => `/api/admin/forms/${formId}/submissions`,
    seed: async (db, { word, text, at }) => {
      await db
        .insertInto('formSubmissions')
        .values({
          formId,
          submittedData: JSON.stringify({ note: text }),
          submitterEmail: `${word.toLowerCase()}@answers.test`,
          submittedAt: at,
        })
        .execute();
    },
    sort: 'submitterEmail',
    word: (item) => firstWord((item.submittedData as { note: string }).note),
  },
  {
    name: 'contact messages',
    token: 'Msglist',
    path: () => '/api/admin/contact-messages',
    seed: async (db, { word, text, at }) => {
      await db
        .insertInto('contactMessages')
        .values({
          name: text,
          email: 'v@paging.test',
          message: 'Hello',
          isRead: word === 'Charlie',
          createdAt: at,
        })
        .execute();
    },
    sort: 'name',
    word: (item) => firstWord(item.name),
    charlieOnly: 'state=read',
  },
];

describe.each(testDatabases())('the console’s lists over REST on $name', ({ create }) => {
  const server = useTestServer(create);
  let admin = '';
  const get = async (url: string) => {
    const res = await server.app.inject({ method: 'GET', url, cookies: { [SESSION_COOKIE]: admin } });
    return { status: res.statusCode, body: res.json() as { message?: string } & unknown };
  };

  beforeAll(async () => {
    const { db } = server.database;
    const adminUser = await insertUser(db, { role: 'admin' });
    admin = await signIn(server.app, adminUser);
    courseId = (await insertCourse(db)).id;
    formId = (await insertForm(db, { title: 'Submissions form', fields: [] })).id;
    for (const list of cases) {
      for (const [index, word] of WORDS.entries()) {
        const at = new Date(Date.UTC(2026, 0, 10 + index, 8));
        await list.seed(db, { word, text: `${word} ${list.token}`, at });
      }
    }
  });

  describe.each(cases)('$name', (list) => {
    const url = (query: string) => `${list.path()}?${query}`;
    const words = (items: unknown) => (items as Item[]).map(list.word);

    it('answers the plain array without page, filtered and in the asked order', async () => {
      const all = await get(list.path());
      expect(all.status).toBe(200);
      expect(Array.isArray(all.body)).toBe(true);
      expect(words((await get(url(`search=${list.token}`))).body)).toEqual(['Bravo', 'Alpha', 'Charlie']);
      expect(words((await get(url(`search=${list.token}&sort=${list.sort}&direction=asc`))).body)).toEqual([
        'Alpha',
        'Bravo',
        'Charlie',
      ]);
    });

    it('answers a page with the total when page or pageSize is given', async () => {
      const everything = (await get(list.path())).body as unknown[];
      expect((await get(url('page=1'))).body).toMatchObject({
        total: everything.length,
        page: 1,
        pageSize: 50,
      });
      const first = await get(url(`search=${list.token.toUpperCase()}&pageSize=2`));
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(words((first.body as { items: unknown }).items)).toEqual(['Bravo', 'Alpha']);
      const second = (
        await get(url(`search=${list.token}&page=2&pageSize=2&sort=${list.sort}&direction=desc`))
      ).body;
      expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(words((second as { items: unknown }).items)).toEqual(['Alpha']);
      expect((await get(url(`search=alpha%20${list.token}&page=1`))).body).toMatchObject({ total: 1 });
      // % and _ are plain characters: no row holds them.
      expect((await get(url('search=%25&page=1'))).body).toMatchObject({ total: 0, items: [] });
      if (list.charlieOnly) {
        const filtered = (await get(url(`search=${list.token}&${list.charlieOnly}&page=1`))).body;
        expect(filtered).toMatchObject({ total: 1 });
        expect(words((filtered as { items: unknown }).items)).toEqual(['Charlie']);
      }
    });

    it('answers 400 for a page size, page or sort it does not take', async () => {
      expect(await get(url('pageSize=201'))).toEqual({
        status: 400,
        body: { message: 'pageSize must be at most 200' },
      });
      expect(await get(url('page=0'))).toEqual({ status: 400, body: { message: 'page must be at least 1' } });
      const sort = await get(url('sort=passwordHash'));
      expect(sort.status).toBe(400);
      expect(sort.body.message).toMatch(/^sort must be one of: /);
    });
  });

  it('keeps every page for admins: 401 to visitors, 403 to clients and instructors', async () => {
    const pages = cases.map((list) => ({ method: 'GET' as const, url: `${list.path()}?page=1` }));
    await expectAdminOnly(server.app, server.database.db, [
      ...pages,
      { method: 'GET', url: '/api/admin/audit' },
    ]);
  });
});
