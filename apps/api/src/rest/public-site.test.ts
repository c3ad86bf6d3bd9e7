import { SESSION_COOKIE } from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import { insertCourse, insertUser, signIn, uniqueAddress } from '../test-support.js';

const UNKNOWN_ID = '3f2b8a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b';
const noArabic = { titleAr: null, descriptionAr: null };
const contact = {
  name: 'Fatima Hasan',
  email: 'fatima@example.bh',
  courseInterest: 'Tower Crane Operations',
  message: 'Please send me the next dates.',
};

describe.each(testDatabases())('the public site REST paths on $name', ({ create }) => {
  const server = useTestServer(create);
  let admin: { token: string };
  let client: { token: string };
  let instructor: { token: string };

  beforeAll(async () => {
    admin = { token: await signIn(server.app, await insertUser(server.database.db, { role: 'admin' })) };
    client = { token: await signIn(server.app, await insertUser(server.database.db)) };
    instructor = {
      token: await signIn(server.app, await insertUser(server.database.db, { role: 'instructor' })),
    };
    const { id: courseId } = await insertCourse(server.database.db);
    await server.database.db
      .insertInto('publicCertificates')
      .values([
        {
          courseId,
          certificateNumber: 'GLT-2026-00123',
          studentName: 'Hussain Ali Mansoor',
          nationalId: '890412356',
          dateOfBirth: '1989-04-17',
          yearOfBirth: 1989,
          courseType: 'mobile_crane_operations',
          courseName: 'Mobile Crane Operations',
          publishDate: '2026-07-25',
          expiryDate: '2099-07-25',
        },
        {
          courseId,
          certificateNumber: 'GLT-2020-00042',
          studentName: 'Mohammed Jassim Al-Sayed',
          nationalId: '920118604',
          courseType: 'rigger',
          publishDate: '2020-01-10',
          expiryDate: '2023-01-10',
        },
      ])
      .execute();
  });

  /** A request as a signed-in user (or a visitor), from an address of its own unless one is given. */
  const call = (as: { token: string } | null, options: InjectOptions, address = uniqueAddress()) =>
    server.app.inject({
      ...options,
      headers: { 'x-forwarded-for': address, ...options.headers },
      cookies: as ? { [SESSION_COOKIE]: as.token } : {},
    });

  describe('website content', () => {
    it('GET /api/website-content is public; PUT /api/admin/website-content saves one field', async () => {
      await server.database.db
        .insertInto('websiteContent')
        .values({
          heroTitle: 'Hero',
          heroSubtitle: 'Sub',
          aboutTitle: 'About',
          aboutSubtitle: 'About sub',
          aboutIntroduction: 'Intro',
          aboutImportance: 'Importance',
          featuresTitle: 'Features',
          featuresSubtitle: 'Features sub',
          coursesTitle: 'Courses',
          coursesSubtitle: 'Courses sub',
          contactTitle: 'Contact',
          footerDescription: 'Footer',
          companyAddress: 'Sitra',
          companyPhone: '+973 1700 0000',
          companyEmail: 'info@centre.test',
        })
        .execute();
      const put = {
        method: 'PUT',
        url: '/api/admin/website-content',
        payload: { contactTitle: 'Talk to us' },
      } as const;
      const saved = await call(admin, put);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ contactTitle: 'Talk to us', heroTitle: 'Hero' });
      // The spec's 15 texts, and the Arabic of the 13 that are words (not the phone and e-mail).
      expect(Object.keys(saved.json())).toHaveLength(28);
      expect((await call(null, { method: 'GET', url: '/api/website-content' })).json()).toEqual(saved.json());

      expect((await call(null, put)).statusCode).toBe(401);
      for (const user of [client, instructor]) {
        const forbidden = await call(user, put);
        expect(forbidden.statusCode).toBe(403);
        expect(forbidden.json()).toEqual({ message: 'You do not have permission to do this.' });
      }
    });

    it.each([
      [{}, 'Send exactly one field to change'],
      [{ heroTitle: 'A', heroSubtitle: 'B' }, 'Send exactly one field to change'],
      [{ motto: 'A' }, 'Send exactly one field to change'],
      [{ heroTitle: ' ' }, 'This text cannot be empty'],
      [{ companyEmail: 'nope' }, 'Invalid email address'],
      [undefined, 'A JSON request body is required'],
    ])('PUT /api/admin/website-content answers 400 for %j', async (payload, message) => {
      const res = await call(admin, { method: 'PUT', url: '/api/admin/website-content', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    });
  });

  describe('contact', () => {
    it('POST /api/contact answers 201 with the stored message', async () => {
      const res = await call(null, { method: 'POST', url: '/api/contact', payload: contact });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        ...contact,
        id: expect.any(String),
        isRead: false,
        createdAt: expect.any(String),
      });
    });

    it.each([
      [{ ...contact, name: '' }, 'Name is required'],
      [{ ...contact, email: 'fatima' }, 'Invalid email address'],
      [{ ...contact, email: '' }, 'Email is required'],
      [{ ...contact, name: 'Fatima\u0007' }, 'Name must not contain control characters'],
      [{ ...contact, message: '  ' }, 'Message is required'],
      [{ ...contact, message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
      [undefined, 'A JSON request body is required'],
    ])('POST /api/contact answers 400 with the form message', async (payload, message) => {
      const res = await call(null, { method: 'POST', url: '/api/contact', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    });

    it('POST /api/contact answers 429 to the sixth message from one address in 10 minutes', async () => {
      const address = uniqueAddress();
      const send = () => call(null, { method: 'POST', url: '/api/contact', payload: contact }, address);
      for (let i = 0; i < 5; i += 1) expect((await send()).statusCode).toBe(201);
      const throttled = await send();
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json()).toEqual({ message: 'Too many messages. Please try again later.' });
      expect((await call(null, { method: 'POST', url: '/api/contact', payload: contact })).statusCode).toBe(
        201,
      );
    });

    it('the admin paths answer 401 to visitors and 403 to clients and instructors', async () => {
      const requests: InjectOptions[] = [
        { method: 'GET', url: '/api/admin/contact-messages' },
        { method: 'GET', url: '/api/admin/contact-messages/summary' },
        { method: 'PUT', url: `/api/admin/contact-messages/${UNKNOWN_ID}/read` },
        { method: 'DELETE', url: `/api/admin/contact-messages/${UNKNOWN_ID}` },
      ];
      for (const request of requests) {
        const anonymous = await call(null, request);
        expect(anonymous.statusCode, `${request.method} ${request.url}`).toBe(401);
        expect(anonymous.json()).toEqual({ message: 'Please sign in to continue.' });
        for (const user of [client, instructor]) {
          expect((await call(user, request)).statusCode, `${request.method} ${request.url}`).toBe(403);
        }
      }
    });

    it('an admin lists, counts, marks read and deletes messages; unknown ids answer 404', async () => {
      const sent = (await call(null, { method: 'POST', url: '/api/contact', payload: contact })).json();
      const list = await call(admin, { method: 'GET', url: '/api/admin/contact-messages' });
      expect(list.statusCode).toBe(200);
      expect(list.json()[0]).toEqual(sent);

      const before = (
        await call(admin, { method: 'GET', url: '/api/admin/contact-messages/summary' })
      ).json();
      expect(before).toEqual({ total: expect.any(Number), unread: before.total, read: 0 });

      const read = await call(admin, { method: 'PUT', url: `/api/admin/contact-messages/${sent.id}/read` });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ ...sent, isRead: true });
      const after = (await call(admin, { method: 'GET', url: '/api/admin/contact-messages/summary' })).json();
      expect(after).toEqual({ total: before.total, unread: before.total - 1, read: 1 });

      const deleted = await call(admin, { method: 'DELETE', url: `/api/admin/contact-messages/${sent.id}` });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ ok: true });
      for (const request of [
        { method: 'DELETE', url: `/api/admin/contact-messages/${sent.id}` },
        { method: 'PUT', url: `/api/admin/contact-messages/${UNKNOWN_ID}/read` },
        { method: 'PUT', url: '/api/admin/contact-messages/not-an-id/read' },
      ] as const) {
        const missing = await call(admin, request);
        expect(missing.statusCode, request.url).toBe(404);
        expect(missing.json()).toEqual({ message: 'Message not found' });
      }
    });
  });

  describe('certificate search', () => {
    const search = (query: string | undefined, address?: string) =>
      call(
        null,
        {
          method: 'GET',
          url: '/api/public-certificates/search',
          query: query === undefined ? {} : { query },
        },
        address,
      );

    it('answers 200 with a valid certificate found by number, and an expired one by national ID', async () => {
      const valid = await search(' glt-2026-00123 ');
      expect(valid.statusCode).toBe(200);
      expect(valid.json()).toEqual({
        certificateNumber: 'GLT-2026-00123',
        studentName: 'Hussain Ali Mansoor',
        nationalId: '*****2356',
        dateOfBirth: null,
        yearOfBirth: 1989,
        courseType: 'mobile_crane_operations',
        courseName: 'Mobile Crane Operations',
        publishDate: '2026-07-25',
        expiryDate: '2099-07-25',
        status: 'valid',
        revokedAt: null,
        revokedReason: null,
      });
      const expired = await search('920118604');
      expect(expired.statusCode).toBe(200);
      expect(expired.json()).toMatchObject({ certificateNumber: 'GLT-2020-00042', status: 'expired' });
    });

    it('answers 404 for a partial number and 400 for a missing or blank query', async () => {
      const partial = await search('GLT-2026');
      expect(partial.statusCode).toBe(404);
      expect(partial.json()).toEqual({ message: 'Certificate not found' });
      for (const query of [undefined, '', '   ']) {
        const empty = await search(query);
        expect(empty.statusCode).toBe(400);
        expect(empty.json()).toEqual({ message: 'Please enter a certificate number or national ID' });
      }
    });

    it('answers 429 to the 31st search from one address in 10 minutes', async () => {
      const address = uniqueAddress();
      for (let i = 0; i < 30; i += 1) expect((await search(`GLT-${i}`, address)).statusCode).toBe(404);
      const throttled = await search('GLT-2026-00123', address);
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json()).toEqual({
        message: 'Too many searches. Please wait a few minutes and try again.',
      });
      expect((await search('GLT-2026-00123')).statusCode).toBe(200);
    });
  });

  it('GET /api/gallery-photos and GET /api/public/forms list the active items only', async () => {
    await server.database.db
      .insertInto('galleryPhotos')
      .values([
        { imagePath: '/uploads/gallery/yard.jpg', title: 'The yard' },
        { imagePath: '/uploads/gallery/old.jpg', title: 'Old', isActive: false },
      ])
      .execute();
    await server.database.db
      .insertInto('customForms')
      .values([
        { title: 'Feedback', slug: 'feedback' },
        { title: 'Retired', slug: 'retired', isActive: false },
      ])
      .execute();
    const photos = await call(null, { method: 'GET', url: '/api/gallery-photos' });
    expect(photos.statusCode).toBe(200);
    expect(photos.json()).toEqual([
      {
        id: expect.any(String),
        imagePath: '/uploads/gallery/yard.jpg',
        imageVersions: [],
        title: 'The yard',
        description: null,
        ...noArabic,
      },
    ]);
    const forms = await call(null, { method: 'GET', url: '/api/public/forms' });
    expect(forms.statusCode).toBe(200);
    expect(forms.json()).toEqual([
      { id: expect.any(String), slug: 'feedback', title: 'Feedback', description: null, ...noArabic },
    ]);
  });
});
