import type { Page } from '@playwright/test';
import { expect, saveScreenshot, test } from './fixtures.js';

// A section is a chunk of its own: its first render may wait for the download on a busy machine.
const firstRender = { timeout: 15_000 };

// The fresh server has no photo: the gallery pages show their empty states. Forms are made by other
// journeys (public-form.spec.ts) on the same server, so the forms list's empty state is shown with
// an empty answer in place of the server's.

/** Goes to a page by the site's navigation from the landing page: the page reads its data itself. */
async function openFromHome(page: Page, isMobile: boolean | undefined, link: string) {
  await page.goto('/');
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole(isMobile ? 'dialog' : 'banner')
    .getByRole('link', { name: link, exact: true })
    .click();
}

test('the landing gallery says photos are coming', async ({ page }, testInfo) => {
  await page.goto('/?section=gallery');
  await expect(page.getByRole('heading', { name: 'Photo Gallery' })).toBeVisible(firstRender);
  await expect(page.getByRole('heading', { name: 'Gallery Coming Soon' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'gallery-section-empty');
});

test('the landing gallery shows 8 placeholders while the photos load', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.includes('gallery.listPublic'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto('/?section=gallery');
  const section = page.getByRole('region', { name: 'Photo Gallery' });
  await expect(section).toBeVisible(firstRender);
  const loading = section.getByRole('status').filter({ hasText: 'Loading...' });
  await expect(loading.locator('.mantine-Skeleton-root')).toHaveCount(8);
  release();
  await expect(page.getByRole('heading', { name: 'Gallery Coming Soon' })).toBeVisible();
  await expect(loading).toHaveCount(0);
});

test('/gallery shows No Photos Available', async ({ page }, testInfo) => {
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible(firstRender);
  await expect(page.getByRole('heading', { name: 'No Photos Available' })).toBeVisible();
  await expect(page).toHaveTitle(/^Photo Gallery \|/);
  await saveScreenshot(page, testInfo, 'gallery-page-empty');
});

test('/gallery shows 6 placeholder cards while loading, and says when the photos fail', async ({
  page,
  isMobile,
}, testInfo) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.includes('gallery.listPublic'),
    async (route) => {
      await held;
      await route.abort('connectionfailed');
    },
  );
  // A visitor who comes from another page: opened by its address, the gallery arrives rendered.
  await openFromHome(page, isMobile, 'Photo Gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible(firstRender);
  const loading = page.getByRole('main').getByRole('status').filter({ hasText: 'Loading...' });
  await expect(loading.locator('.mantine-Card-root')).toHaveCount(6);
  await saveScreenshot(page, testInfo, 'gallery-page-loading');
  release();
  await expect(page.getByRole('alert')).toContainText('Failed to fetch gallery photos');
  await saveScreenshot(page, testInfo, 'gallery-page-error');
});

test('/forms says when there are no forms', async ({ page, isMobile }, testInfo) => {
  // Only the list's part of a batched answer is emptied; the other calls keep the server's answers.
  await page.route(
    (url) => url.pathname.includes('forms.listPublic'),
    async (route) => {
      const response = await route.fetch();
      const procedures = new URL(route.request().url()).pathname.split('/').pop()?.split(',') ?? [];
      const results = (await response.json()) as unknown[];
      const emptied = results.map((result, index) =>
        procedures[index] === 'forms.listPublic' ? { result: { data: [] } } : result,
      );
      await route.fulfill({ response, json: emptied });
    },
  );
  // Opened by its address, the list arrives rendered with the server's forms.
  await openFromHome(page, isMobile, 'Forms');
  await expect(page.getByRole('heading', { level: 1, name: 'Available Forms' })).toBeVisible(firstRender);
  await expect(page.getByText('Fill out and submit any of the forms below')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Forms Available' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /^Open Form/ })).toHaveCount(0);
  await expect(page).toHaveTitle(/^Available Forms \|/);
  await saveScreenshot(page, testInfo, 'forms-empty');
});
