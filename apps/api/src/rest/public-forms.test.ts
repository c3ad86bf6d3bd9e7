import { HONEYPOT_FIELD } from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import { EVERY_FIELD_ANSWERS, insertForm, uniqueAddress } from '../test-support.js';

// The public forms through Fastify: the list, one form, and a visitor's submission.

const APP_URL = 'https://training.example.bh';

describe.each(testDatabases())('the public form REST paths on $name', ({ create }) => {
  const server = useTestServer(create, { appUrl: APP_URL });
  let form: { id: string; slug: string };

  beforeAll(async () => {
    form = await insertForm(server.database.db, { title: 'Course Registration' });
  });

  const call = (options: InjectOptions, address = uniqueAddress()) =>
    server.app.inject({ ...options, headers: { 'x-forwarded-for': address, ...options.headers } });
  const submit = (payload: unknown, address?: string, slug = form.slug) =>
    call(
      {
        method: 'POST',
        url: `/api/public/forms/${slug}/submit`,
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      },
      address,
    );
  const storedCount = async () =>
    (
      await server.database.db
        .selectFrom('formSubmissions')
        .select('id')
        .where('formId', '=', form.id)
        .execute()
    ).length;

  it('lists the active forms and shows one with its fields', async () => {
    const hidden = await insertForm(server.database.db, { isActive: false });
    const list = await call({ method: 'GET', url: '/api/public/forms' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: form.id,
        slug: form.slug,
        title: 'Course Registration',
        description: null,
        titleAr: null,
        descriptionAr: null,
      },
    ]);

    const one = await call({ method: 'GET', url: `/api/public/forms/${form.slug}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      id: form.id,
      submitButtonText: 'Submit',
      successMessage: 'Thank you! Your form has been submitted successfully.',
      fields: expect.arrayContaining([
        expect.objectContaining({ fieldName: 'course', options: ['Forklift', 'Mobile crane'] }),
      ]),
    });
    for (const slug of [hidden.slug, 'no-such-form', 'NOT%20A%20SLUG']) {
      const missing = await call({ method: 'GET', url: `/api/public/forms/${slug}` });
      expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'Form not found' }]);
      const refused = await submit(EVERY_FIELD_ANSWERS, undefined, slug);
      expect([refused.statusCode, refused.json()]).toEqual([404, { message: 'Form not found' }]);
    }
  });

  it('stores a submission (201 with the success message); bad answers are 400 with every problem', async () => {
    const before = await storedCount();
    const stored = await submit(EVERY_FIELD_ANSWERS);
    expect([stored.statusCode, stored.json()]).toEqual([
      201,
      { successMessage: 'Thank you! Your form has been submitted successfully.' },
    ]);
    expect(await storedCount()).toBe(before + 1);

    const bad = await submit({
      ...EVERY_FIELD_ANSWERS,
      full_name: '',
      candidates: 'abc',
      preferred_date: '2026-02-30',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'Full name is required',
      errors: [
        { fieldName: 'full_name', message: 'Full name is required' },
        { fieldName: 'candidates', message: 'Candidates must be a number' },
        { fieldName: 'preferred_date', message: 'Preferred date must be a valid date' },
      ],
    });
    expect(await storedCount()).toBe(before + 1);
  });

  it('refuses bodies that are not an object of answers with 400, never 5xx', async () => {
    const bodies: InjectOptions[] = [
      { payload: '[]', headers: { 'content-type': 'application/json' } },
      { payload: '["x"]', headers: { 'content-type': 'application/json' } },
      { payload: '12', headers: { 'content-type': 'application/json' } },
      { payload: 'null', headers: { 'content-type': 'application/json' } },
      { payload: '{"full_name": ', headers: { 'content-type': 'application/json' } },
      { payload: '{"__proto__": {"full_name": "x"}}', headers: { 'content-type': 'application/json' } },
      { payload: 'full_name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      {
        payload: JSON.stringify({ ...EVERY_FIELD_ANSWERS, full_name: 'a\u0000b' }),
        headers: { 'content-type': 'application/json' },
      },
      {
        payload: JSON.stringify({ ...EVERY_FIELD_ANSWERS, message: 'x'.repeat(2_000_000) }),
        headers: { 'content-type': 'application/json' },
      },
    ];
    for (const body of bodies) {
      const res = await call({ method: 'POST', url: `/api/public/forms/${form.slug}/submit`, ...body });
      expect(res.statusCode, String(body.payload).slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, String(body.payload).slice(0, 40)).toBeLessThan(500);
      expect(typeof res.json().message).toBe('string');
    }
    const array = await submit([]);
    expect([array.statusCode, array.json()]).toEqual([400, { message: 'The answers must be a JSON object' }]);
  });

  it('answers a filled honeypot 201 and stores nothing', async () => {
    const before = await storedCount();
    const res = await submit({ ...EVERY_FIELD_ANSWERS, [HONEYPOT_FIELD]: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ successMessage: 'Thank you! Your form has been submitted successfully.' });
    expect(await storedCount()).toBe(before);
  });

  it('answers the 11th submission from one address in 10 minutes 429; another address still passes', async () => {
    const address = uniqueAddress();
    for (let n = 1; n <= 10; n += 1)
      expect((await submit(EVERY_FIELD_ANSWERS, address)).statusCode).toBe(201);
    const throttled = await submit(EVERY_FIELD_ANSWERS, address);
    expect([throttled.statusCode, throttled.json()]).toEqual([
      429,
      { message: 'Too many submissions. Please try again in 10 minutes.' },
    ]);
    expect((await submit(EVERY_FIELD_ANSWERS)).statusCode).toBe(201);
  });

  it('refuses a submission from another site with 403 and stores nothing', async () => {
    const before = await storedCount();
    for (const headers of [{ origin: 'https://attacker.example' }, { 'sec-fetch-site': 'cross-site' }]) {
      const res = await call({
        method: 'POST',
        url: `/api/public/forms/${form.slug}/submit`,
        payload: EVERY_FIELD_ANSWERS,
        headers,
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await storedCount()).toBe(before);
    const sameSite = await call({
      method: 'POST',
      url: `/api/public/forms/${form.slug}/submit`,
      payload: EVERY_FIELD_ANSWERS,
      headers: { origin: APP_URL },
    });
    expect(sameSite.statusCode).toBe(201);
  });
});
