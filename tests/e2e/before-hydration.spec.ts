import type { Page } from '@playwright/test';
import { freshAddress, seededVerificationPath, signedInAdmin } from '../api/admin-session.ts';
import { expect, test, untilLive } from './fixtures.js';

// A rendered page shows its form before its script has run (a slow phone): what the visitor types
// then is kept once the page is live, and a read the page already made is not made again.

/** Holds the page's script back until `release` is called, as a slow connection would. */
async function holdScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('what a visitor types before the page is live is kept and sent', async ({
  context,
  playwright,
  baseURL,
}, testInfo) => {
  const page = await context.newPage();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshAddress() });
  const release = await holdScript(page);
  await page.goto('/?section=contact', { waitUntil: 'commit' });
  const name = `Early Typist ${testInfo.project.name} ${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill('early.typist@example.com');
  await page.getByLabel('Message').fill('Typed while the page was still loading.');
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-live'))).toBe(false);

  release();
  await untilLive(page);
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you! Your message has been sent successfully.');

  const admin = await signedInAdmin(() => playwright.request.newContext({ baseURL }));
  const stored = await admin.get(`/api/admin/contact-messages?search=${encodeURIComponent(name)}`);
  expect(((await stored.json()) as { message: string }[]).map((row) => row.message)).toEqual([
    'Typed while the page was still loading.',
  ]);
  await admin.dispose();
});

test('a public form filled in before the page is live is sent as filled in', async ({
  context,
  playwright,
  baseURL,
}, testInfo) => {
  const admin = await signedInAdmin(() => playwright.request.newContext({ baseURL }));
  const slug = `early-${testInfo.project.name}-${Date.now()}`;
  const created = await admin.post('/api/admin/forms', {
    data: {
      title: 'Refresher Booking',
      slug,
      fields: [
        { fieldType: 'text', label: 'Full Name', isRequired: true },
        { fieldType: 'radio', label: 'Session', options: ['Morning', 'Evening'], isRequired: true },
        { fieldType: 'checkbox', label: 'Machines', options: ['Forklift', 'Telehandler'] },
      ],
    },
  });
  const form = (await created.json()) as { id: string };

  const page = await context.newPage();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshAddress() });
  const release = await holdScript(page);
  await page.goto(`/forms/${slug}`, { waitUntil: 'commit' });
  await page.getByLabel('Full Name').fill('Early Booker');
  await page.getByLabel('Morning').check();
  await page.getByLabel('Telehandler').check();
  release();
  await untilLive(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

  const stored = (await (await admin.get(`/api/admin/forms/${form.id}/submissions`)).json()) as {
    submittedData: Record<string, unknown>;
  }[];
  expect(stored.map((row) => Object.values(row.submittedData).sort())).toEqual([
    [['Telehandler'], 'Early Booker', 'Morning'].sort(),
  ]);
  await admin.dispose();
});

test('a verification page is verified once as it hydrates, and afresh on the next visit', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await signedInAdmin(() => playwright.request.newContext({ baseURL }));
  const path = await seededVerificationPath(admin);
  await admin.dispose();

  const verifications: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('publicCertificates.verify')) verifications.push(request.url());
  });
  await page.goto(path);
  await expect(page.getByText('VALID', { exact: true }).first()).toBeVisible();
  // The server's read is the page's: the browser does not verify again (nor count it twice).
  await page.waitForLoadState('networkidle');
  expect(verifications).toEqual([]);

  // Away and back within the app (the same document): read afresh.
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  // Shown, not only addressed: the router keeps the old page until the new one can show.
  await expect(page.getByRole('heading', { level: 1, name: /^About/ })).toBeVisible();
  await page.goBack();
  await expect(page.getByText('VALID', { exact: true }).first()).toBeVisible();
  await expect(page.locator('html[data-same-document]')).toBeAttached();
  await expect.poll(() => verifications.length).toBe(1);
});

test('the public pages hydrate without a console warning, in English and in Arabic', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(`${page.url()}: ${message.text()}`);
  });
  const courses = (await (await page.request.get('/api/courses')).json()) as { id: string }[];
  const pages = ['/', '/courses', `/course/${courses[0]?.id}`, '/gallery', '/forms', '/?section=contact'];
  for (const path of [...pages, ...pages.map((each) => `${each}${each.includes('?') ? '&' : '?'}lang=ar`)]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(warnings).toEqual([]);
});
