import { type APIRequestContext, expect, test } from '@playwright/test';
import { seededVerificationPath, signedInAdmin } from './admin-session.ts';

// The public pages arrive rendered: what a crawler, a link preview or a browser without JavaScript
// reads in the HTML itself, with the status of what the page is about.

/** The page's text as a reader without scripts gets it: #root's HTML without tags, styles or scripts. */
async function pageOf(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const answer = await request.get(path, { headers: { 'accept-encoding': 'identity', ...headers } });
  const html = await answer.text();
  const root = html.slice(html.indexOf('<div id="root"'));
  const text = root
    .replace(/<(style|script)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
  return { answer, html, text };
}

/** The page's JSON-LD, parsed. */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (found) => JSON.parse(found[1] ?? '') as Record<string, unknown>,
  );

/** The content of the head's <meta> of `key` (name or property). */
const meta = (html: string, key: string) =>
  html
    .slice(0, html.indexOf('</head>'))
    .match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];

interface Course {
  id: string;
  name: string;
  description: string;
  trainingPrice: number;
}

test('each public page is rendered in its HTML, in English and in Arabic', async ({ request }) => {
  const courses = (await (await request.get('/api/courses')).json()) as Course[];
  const course = courses[0];
  if (!course) throw new Error('the demo catalogue has no course');

  const landing = await pageOf(request, '/');
  expect(landing.answer.status()).toBe(200);
  expect(landing.html).toContain('<div id="root" data-rendered>');
  expect(landing.html).toContain('<html lang="en" dir="ltr" data-mantine-color-scheme="light">');
  expect(landing.text).toContain('Login Portal');
  // One title, the page's own.
  expect(landing.html.match(/<title>/g)).toHaveLength(1);

  const catalogue = await pageOf(request, '/courses');
  for (const each of courses) expect(catalogue.text).toContain(each.name);

  const detail = await pageOf(request, `/course/${course.id}`);
  expect(detail.answer.status()).toBe(200);
  expect(detail.text).toContain(course.name);
  expect(detail.text).toContain(course.description.slice(0, 60));
  expect(detail.text).toMatch(/BD \d+/);
  expect(detail.html).toContain(`<title>${course.name.replace(/&/g, '&amp;')} | Gulf Lifting</title>`);
  // The page's reads travel with it, so the browser hydrates from them.
  expect(detail.html).toMatch(/"queries":\{[^<]*"courses","byId"/);

  for (const [path, words] of <const>[
    ['/gallery', 'Photo Gallery'],
    ['/forms', 'Available Forms'],
    ['/reset-password', 'Invalid Reset Link'],
    ['/?section=contact', 'Send Us a Message'],
  ]) {
    const page = await pageOf(request, path);
    expect(page.answer.status(), path).toBe(200);
    expect(page.text, path).toContain(words);
    expect(page.text, path).not.toContain('Loading...');
  }

  // A lazy page comes with its code and stylesheets linked, not fetched by a script first.
  const gallery = await pageOf(request, '/gallery');
  expect(gallery.html).toMatch(
    /<link rel="modulepreload" crossorigin href="\/assets\/gallery-page-[\w-]+\.js">/,
  );

  const arabic = await pageOf(request, `/course/${course.id}`, { 'accept-language': 'ar' });
  expect(arabic.html).toContain('<html lang="ar" dir="rtl" data-mantine-color-scheme="light">');
  expect(arabic.text).toContain('بوابة الدخول');
  expect(arabic.text).toContain('السعر');
});

test('what search engines and link previews read: the head and schema.org data', async ({ request }) => {
  const courses = (await (await request.get('/api/courses')).json()) as Course[];
  const course = courses[0];
  if (!course) throw new Error('the demo catalogue has no course');
  const { html } = await pageOf(request, `/course/${course.id}`);
  const address = new URL(`/course/${course.id}`, html.match(/<link rel="canonical" href="([^"]+)"/)?.[1])
    .href;
  expect(html).toContain(`<link rel="canonical" href="${address}"/>`);
  expect(html).toContain(`<link rel="alternate" hrefLang="ar" href="${address}?lang=ar"/>`);
  expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${address}"/>`);
  // The course's own summary, once: the built page's general one gives way.
  expect(meta(html, 'description')).toBe(course.description.replace(/&/g, '&amp;'));
  expect(html.match(/<meta\s+name="description"/g)).toHaveLength(1);
  expect(meta(html, 'og:url')).toBe(address);
  expect(meta(html, 'og:title')).toContain(course.name.replace(/&/g, '&amp;'));
  expect(meta(html, 'twitter:card')).toMatch(/^summary/);
  const [data] = structuredData(html);
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.name,
    description: course.description,
    url: address,
    provider: { '@type': 'EducationalOrganization', name: 'Gulf Lifting & Heavy Equipment Training Centre' },
    offers: { '@type': 'Offer', price: String(course.trainingPrice), priceCurrency: 'BHD' },
  });

  const landing = await pageOf(request, '/');
  expect(structuredData(landing.html)).toEqual([
    expect.objectContaining({
      '@type': 'EducationalOrganization',
      address: expect.objectContaining({ addressCountry: 'BH' }),
    }),
  ]);
  expect(meta(landing.html, 'robots')).toBeUndefined();

  const unknown = await pageOf(request, '/verify/00000000000000000000000000000000');
  expect(meta(unknown.html, 'robots')).toBe('noindex');
  expect(structuredData(unknown.html)).toEqual([]);
});

test('a page for what does not exist answers 404 with the rendered not-found page', async ({ request }) => {
  for (const [path, words] of <const>[
    ['/course/no-such-course', 'Course Not Found'],
    ['/forms/no-such-form', 'Form Not Found'],
    ['/verify/00000000000000000000000000000000', 'Certificate Not Found'],
    ['/no/such/page', 'Page Not Found'],
  ]) {
    const page = await pageOf(request, path);
    expect(page.answer.status(), path).toBe(404);
    expect(page.answer.headers()['content-type'], path).toContain('text/html');
    expect(page.text, path).toContain(words);
  }
});

test('a verification page shows the certificate in its HTML', async ({ playwright, baseURL }) => {
  const admin = await signedInAdmin(() => playwright.request.newContext({ baseURL }));
  const path = await seededVerificationPath(admin);
  const visitor = await playwright.request.newContext({ baseURL });
  const page = await pageOf(visitor, path);
  expect(page.answer.status()).toBe(200);
  expect(page.text).toContain('VALID');
  expect(page.text).toContain('Mobile Crane Operations');
  // Never for search engines, but a crawler still reads what it is.
  expect(meta(page.html, 'robots')).toBe('noindex');
  expect(structuredData(page.html)).toEqual([
    expect.objectContaining({
      '@type': 'EducationalOccupationalCredential',
      name: 'Mobile Crane Operations',
      recognizedBy: expect.objectContaining({ '@type': 'EducationalOrganization' }),
    }),
  ]);
  await admin.dispose();
  await visitor.dispose();
});

test('a signed-in user’s page is rendered in the browser and never stored', async ({
  playwright,
  baseURL,
}) => {
  const admin = await signedInAdmin(() => playwright.request.newContext({ baseURL }));
  const page = await pageOf(admin, '/courses');
  expect(page.answer.status()).toBe(200);
  expect(page.html).not.toContain('data-rendered');
  expect(page.answer.headers()['cache-control']).toBe('private, no-store');
  await admin.dispose();
});

test('a rendered page is kept until the public data changes, and each answer has its own nonce', async ({
  playwright,
  baseURL,
  request,
}) => {
  const admin = await signedInAdmin(() => playwright.request.newContext({ baseURL }));
  const created = await admin.post('/api/admin/courses', {
    data: { name: 'Kept Page Crane Course', trainingPrice: 310, description: 'The first words.' },
  });
  expect(created.status()).toBe(201);
  const course = (await created.json()) as Course;
  const nonceOf = (html: string) => html.match(/<style nonce="([^"]+)"/)?.[1] ?? '';

  const first = await pageOf(request, `/course/${course.id}`);
  const second = await pageOf(request, `/course/${course.id}`);
  expect(first.text).toContain('The first words.');
  // The same page, each with its own nonce, which its CSP names and its style tags carry.
  expect(nonceOf(first.html)).not.toBe(nonceOf(second.html));
  for (const page of [first, second]) {
    const nonce = nonceOf(page.html);
    expect(page.answer.headers()['content-security-policy']).toContain(`'nonce-${nonce}'`);
    expect(page.html).toContain(`<style data-mantine-styles="true" nonce="${nonce}">`);
  }
  expect(second.text).toBe(first.text);

  // A change anywhere drops it: the next visitor reads the new words.
  const changed = await admin.put(`/api/admin/courses/${course.id}`, {
    data: { description: 'The new words.' },
  });
  expect(changed.status()).toBe(200);
  const after = await pageOf(request, `/course/${course.id}`);
  expect(after.text).toContain('The new words.');
  expect(after.text).not.toContain('The first words.');
  expect((await admin.delete(`/api/admin/courses/${course.id}`)).status()).toBe(200);
  await admin.dispose();
});
