import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { freshAddress, signedInAdmin } from './admin-session.ts';

// The contact form and a public form post as plain HTML forms (a browser running no script): the
// page answers rendered, thanked or refused with the server's own message and what was typed,
// with the status of the outcome; the API's own paths still take JSON only.

const FORM = { 'content-type': 'application/x-www-form-urlencoded', 'accept-encoding': 'identity' };

/** Posts `fields` as a browser posts a form, from its own address; answers status, HTML and text. */
async function post(
  request: APIRequestContext,
  path: string,
  fields: [string, string][],
  address = freshAddress(),
) {
  const answer = await request.post(path, {
    headers: { ...FORM, 'x-forwarded-for': address },
    data: new URLSearchParams(fields).toString(),
  });
  const html = await answer.text();
  const root = html.slice(html.indexOf('<div id="root"'));
  const text = root.replace(/<(style|script)\b[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ');
  return { answer, html, text: text.replace(/\s+/g, ' ') };
}

const contact = (email: string, name = 'Plain Form Visitor'): [string, string][] => [
  ['name', name],
  ['email', email],
  // The form's own value for a general enquiry (its option reads 'General Inquiry').
  ['courseInterest', 'general_inquiry'],
  ['message', 'Posted without JavaScript.'],
];

test('the contact form posts without JavaScript: refused with its message and values, then thanked', async ({
  request,
  playwright,
  baseURL,
}) => {
  const name = `Plain Form ${randomUUID().slice(0, 8)}`;
  const refused = await post(request, '/?section=contact', contact('not-an-address', name));
  expect(refused.answer.status()).toBe(400);
  expect(refused.answer.headers()['content-type']).toMatch(/^text\/html/);
  expect(refused.answer.headers()['cache-control']).toBe('private, no-store');
  expect(refused.html).toContain('<div id="root" data-rendered>');
  // The message on top and under the field, what was typed still in the fields.
  expect(refused.html).toMatch(/mantine-Alert-message">Invalid email address</);
  expect(refused.html).toMatch(/mantine-TextInput-error"[^>]*>Invalid email address</);
  expect(refused.html).toContain(`value="${name}"`);
  expect(refused.html).toContain('Posted without JavaScript.</textarea>');
  expect(refused.html).toContain('action="/?section=contact#contact-outcome"');

  const sent = await post(request, '/?section=contact', contact('plain.form@example.com', name));
  expect(sent.answer.status()).toBe(200);
  expect(sent.text).toContain('Thank you! Your message has been sent successfully.');
  // The form is empty again.
  expect(sent.html).not.toContain(`value="${name}"`);

  const admin = await signedInAdmin(() => playwright.request.newContext({ baseURL }));
  const stored = await admin.get(`/api/admin/contact-messages?search=${encodeURIComponent(name)}`);
  const rows = (await stored.json()) as { name: string; email: string }[];
  expect(rows.map((row) => [row.name, row.email])).toEqual([[name, 'plain.form@example.com']]);
  await admin.dispose();

  // In Arabic (the page's ?lang=), the message too.
  const arabic = await post(request, '/?section=contact&lang=ar', contact('', name));
  expect(arabic.answer.status()).toBe(400);
  expect(arabic.html).toContain('dir="rtl"');
  expect(arabic.html).toMatch(/mantine-Alert-message">[^<]*مطلوب</);
});

test('a posted contact form is throttled like the API (429), and refused from another site', async ({
  request,
}) => {
  const address = freshAddress();
  for (let i = 0; i < 5; i += 1) {
    const sent = await post(request, '/?section=contact', contact('plain.limit@example.com'), address);
    expect(sent.answer.status()).toBe(200);
  }
  const throttled = await post(request, '/?section=contact', contact('plain.limit@example.com'), address);
  expect(throttled.answer.status()).toBe(429);
  expect(throttled.text).toContain('Too many messages. Please try again later.');

  const forged = await request.post('/?section=contact', {
    headers: { ...FORM, origin: 'https://attacker.example', 'x-forwarded-for': freshAddress() },
    data: new URLSearchParams(contact('forged@example.com')).toString(),
  });
  expect(forged.status()).toBe(403);
  // The API's own path still takes JSON only.
  const apiForm = await request.post('/api/contact', {
    headers: { ...FORM, 'x-forwarded-for': freshAddress() },
    data: new URLSearchParams(contact('form@example.com')).toString(),
  });
  expect(apiForm.status()).toBe(400);
});

test('a public form posts without JavaScript: its checks, its thanks, its answers stored', async ({
  request,
  playwright,
  baseURL,
}) => {
  const admin = await signedInAdmin(() => playwright.request.newContext({ baseURL }));
  const slug = `plain-post-${randomUUID().slice(0, 8)}`;
  const created = await admin.post('/api/admin/forms', {
    data: {
      title: 'Site Assessment Request',
      slug,
      successMessage: 'We will call you to arrange the visit.',
      fields: [
        { fieldType: 'text', label: 'Full Name', isRequired: true },
        { fieldType: 'email', label: 'Email Address', isRequired: true },
        { fieldType: 'radio', label: 'Shift', options: ['Morning', 'Evening'], isRequired: true },
        { fieldType: 'checkbox', label: 'Machines', options: ['Mobile crane', 'Forklift', 'Telehandler'] },
        { fieldType: 'number', label: 'Operators' },
        { fieldType: 'date', label: 'Visit Date' },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const form = (await created.json()) as { id: string; fields: { fieldName: string; label: string }[] };
  const named = (label: string) => form.fields.find((field) => field.label === label)?.fieldName ?? label;
  const answers: [string, string][] = [
    [named('Full Name'), 'Maryam Plain'],
    [named('Email Address'), 'maryam@example.com'],
    [named('Machines'), 'Forklift'],
    [named('Machines'), 'Telehandler'],
    [named('Operators'), '12'],
    // As the date field shows it and a visitor types it.
    [named('Visit Date'), '22/12/2026'],
  ];

  const refused = await post(request, `/forms/${slug}`, answers);
  expect(refused.answer.status()).toBe(400);
  expect(refused.text).toContain('Shift is required');
  expect(refused.html).toContain('value="Maryam Plain"');
  expect(refused.html).toMatch(/name="[^"]+" checked="" value="Telehandler"/);
  expect(refused.html).not.toMatch(/checked="" value="Mobile crane"/);
  expect(refused.html).toMatch(/name="[^"]+" value="22\/12\/2026"/);

  const noDate = await post(request, `/forms/${slug}`, [
    ...answers.filter(([field]) => field !== named('Visit Date')),
    [named('Shift'), 'Evening'],
    [named('Visit Date'), '31/02/2026'],
  ]);
  expect(noDate.answer.status()).toBe(400);
  expect(noDate.text).toContain('Visit Date must be a valid date');

  const sent = await post(request, `/forms/${slug}`, [...answers, [named('Shift'), 'Evening']]);
  expect(sent.answer.status()).toBe(200);
  expect(sent.text).toContain('We will call you to arrange the visit.');

  // A bot filling the hidden field is thanked, and nothing is kept.
  const bot = await post(request, `/forms/${slug}`, [...answers, ['your-website', 'https://spam.example']]);
  expect(bot.answer.status()).toBe(200);

  const stored = await admin.get(`/api/admin/forms/${form.id}/submissions`);
  const rows = (await stored.json()) as { submittedData: Record<string, unknown> }[];
  expect(rows.map((row) => row.submittedData)).toEqual([
    {
      [named('Full Name')]: 'Maryam Plain',
      [named('Email Address')]: 'maryam@example.com',
      [named('Shift')]: 'Evening',
      [named('Machines')]: ['Forklift', 'Telehandler'],
      [named('Operators')]: 12,
      [named('Visit Date')]: '2026-12-22',
    },
  ]);

  const unknown = await post(request, '/forms/no-such-form', answers);
  expect(unknown.answer.status()).toBe(404);
  expect(unknown.text).toContain('Form Not Found');
  await admin.dispose();
});
