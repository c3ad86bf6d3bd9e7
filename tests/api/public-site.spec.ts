import { type APIRequestContext, expect, test } from '@playwright/test';
import { freshAddress, signedInAdmin } from './admin-session.ts';

const message = {
  name: 'Black Box Visitor',
  email: 'visitor@public-site.e2e.test',
  courseInterest: 'general_inquiry',
  message: 'Checking the contact form from outside.',
};

const search = (request: APIRequestContext, query: string, address = freshAddress()) =>
  request.get(`/api/public-certificates/search?query=${encodeURIComponent(query)}`, {
    headers: { 'x-forwarded-for': address },
  });

test('the seeded certificates verify: a valid one by national ID, an expired one by number', async ({
  request,
}) => {
  const valid = await search(request, ' 890412356 ');
  expect(valid.status()).toBe(200);
  const found = await valid.json();
  expect(found).toEqual({
    certificateNumber: expect.stringMatching(/^GLT-\d{4}-00123$/),
    studentName: 'Hussain Ali Mansoor',
    nationalId: '890412356',
    dateOfBirth: '1989-04-17',
    yearOfBirth: 1989,
    courseType: 'mobile_crane_operations',
    courseName: 'Mobile Crane Operations',
    publishDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    expiryDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    status: 'valid',
    revokedAt: null,
    revokedReason: null,
  });

  const byId = await (await search(request, '920118604')).json();
  expect(byId.status).toBe('expired');
  const byNumber = await search(request, byId.certificateNumber.toLowerCase());
  expect(byNumber.status()).toBe(200);
  // By number, the holder's identity is masked (last four of the national ID, year of birth only).
  expect(await byNumber.json()).toEqual({ ...byId, nationalId: '*****8604', dateOfBirth: null });
});

test('the search never matches part of a number, and asks for a query', async ({ request }) => {
  for (const partial of ['GLT', '8904', '%']) {
    const res = await search(request, partial);
    expect(res.status(), partial).toBe(404);
    expect(await res.json()).toEqual({ message: 'Certificate not found' });
  }
  const empty = await search(request, '   ');
  expect(empty.status()).toBe(400);
  expect(await empty.json()).toEqual({ message: 'Please enter a certificate number or national ID' });
});

test('the search answers 429 to the 31st query from one address', async ({ request }) => {
  const address = freshAddress();
  for (let i = 0; i < 30; i += 1) expect((await search(request, `NOPE-${i}`, address)).status()).toBe(404);
  const throttled = await search(request, '890412356', address);
  expect(throttled.status()).toBe(429);
  expect(await throttled.json()).toEqual({
    message: 'Too many searches. Please wait a few minutes and try again.',
  });
});

test('a contact message reaches the admin, who marks it read and deletes it', async ({
  playwright,
  baseURL,
  request,
}) => {
  const sent = await request.post('/api/contact', {
    data: message,
    headers: { 'x-forwarded-for': freshAddress() },
  });
  expect(sent.status()).toBe(201);
  const created = await sent.json();
  expect(created).toMatchObject({ ...message, isRead: false });

  const invalid = await request.post('/api/contact', {
    data: { ...message, name: ' ' },
    headers: { 'x-forwarded-for': freshAddress() },
  });
  expect(invalid.status()).toBe(400);
  expect(await invalid.json()).toEqual({ message: 'Name is required' });

  expect((await request.get('/api/admin/contact-messages')).status()).toBe(401);
  const adminRequest = await signedInAdmin(() => playwright.request.newContext({ baseURL }));
  const list = await (await adminRequest.get('/api/admin/contact-messages')).json();
  expect(list.find((item: { id: string }) => item.id === created.id)).toEqual(created);
  const summary = await (await adminRequest.get('/api/admin/contact-messages/summary')).json();
  expect(summary.total).toBe(summary.unread + summary.read);

  const read = await adminRequest.put(`/api/admin/contact-messages/${created.id}/read`);
  expect(read.status()).toBe(200);
  expect((await read.json()).isRead).toBe(true);
  expect((await adminRequest.delete(`/api/admin/contact-messages/${created.id}`)).status()).toBe(200);
  const gone = await adminRequest.delete(`/api/admin/contact-messages/${created.id}`);
  expect(gone.status()).toBe(404);
  expect(await gone.json()).toEqual({ message: 'Message not found' });
  await adminRequest.dispose();
});

test('the contact form answers 429 to the sixth message from one address', async ({ request }) => {
  const headers = { 'x-forwarded-for': freshAddress() };
  for (let i = 0; i < 5; i += 1)
    expect((await request.post('/api/contact', { data: message, headers })).status()).toBe(201);
  const throttled = await request.post('/api/contact', { data: message, headers });
  expect(throttled.status()).toBe(429);
  expect(await throttled.json()).toEqual({ message: 'Too many messages. Please try again later.' });
});

test('an admin changes one website text; visitors cannot', async ({ playwright, baseURL, request }) => {
  const original = await (await request.get('/api/website-content')).json();
  expect((await request.put('/api/admin/website-content', { data: { contactTitle: 'x' } })).status()).toBe(
    401,
  );

  const adminRequest = await signedInAdmin(() => playwright.request.newContext({ baseURL }));
  const changed = await adminRequest.put('/api/admin/website-content', {
    data: { contactTitle: ' Write to us ' },
  });
  expect(changed.status()).toBe(200);
  expect(await changed.json()).toEqual({ ...original, contactTitle: 'Write to us' });
  const several = await adminRequest.put('/api/admin/website-content', {
    data: { heroTitle: 'a', aboutTitle: 'b' },
  });
  expect(several.status()).toBe(400);
  expect(await several.json()).toEqual({ message: 'Send exactly one field to change' });
  // Put the seeded text back for the journeys that read it.
  const restored = await adminRequest.put('/api/admin/website-content', {
    data: { contactTitle: original.contactTitle },
  });
  expect(await restored.json()).toEqual(original);
  await adminRequest.dispose();
});

test('the public gallery and forms lists answer arrays', async ({ request }) => {
  for (const path of ['/api/gallery-photos', '/api/public/forms']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(Array.isArray(await res.json()), path).toBe(true);
  }
});

test('search engines read a site map of the public pages and a robots.txt that names it', async ({
  request,
  page,
  baseURL,
}) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await res.text();
  // Read by the browser's own XML parser: well-formed, in the sitemaps.org namespace.
  const read = await page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'application/xml');
    const locs = [...document.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')];
    return {
      errors: document.getElementsByTagName('parsererror').length,
      root: document.documentElement.localName,
      locs: locs.map((loc) => loc.textContent),
    };
  }, xml);
  expect(read.errors).toBe(0);
  expect(read.root).toBe('urlset');
  const courses = (await (await request.get('/api/courses')).json()) as { id: string }[];
  expect(courses.length).toBeGreaterThan(0);
  expect(read.locs).toEqual(
    expect.arrayContaining([
      `${baseURL}/`,
      `${baseURL}/courses`,
      ...courses.map((c) => `${baseURL}/course/${c.id}`),
    ]),
  );

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await robots.text()).toContain(`\nSitemap: ${baseURL}/sitemap.xml\n`);
});
