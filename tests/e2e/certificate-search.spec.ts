import type { Page } from '@playwright/test';
import { useOwnClientAddress } from './client-address.js';
import { expect, saveScreenshot, test } from './fixtures.js';

// A section is a chunk of its own: its first render may wait for the download on a busy machine.
const firstRender = { timeout: 15_000 };

// The demo seed (packages/db/src/seed.ts): certificates dated relative to the day it runs.
const validHolder = {
  nationalId: '890412356',
  name: 'Hussain Ali Mansoor',
  course: 'Mobile Crane Operations',
};
const expiredHolder = {
  nationalId: '920118604',
  name: 'Mohammed Jassim Al-Sayed',
  course: 'Rigger (Slinger / Signaller)',
};
const calendarDate = /^\d{2}\/\d{2}\/\d{4}$/;

function searchBox(page: Page) {
  return page.getByRole('textbox', { name: 'Certificate number or national ID' });
}

/** The value shown under a label of the result panel. */
function field(page: Page, label: string) {
  return page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
}

let clientAddress = '';

test.beforeEach(async ({ page }) => {
  clientAddress = await useOwnClientAddress(page);
  await page.goto('/?section=certificates');
  await expect(searchBox(page)).toBeVisible(firstRender);
});

test('the search button waits for something to search for', async ({ page }, testInfo) => {
  const verify = page.getByRole('button', { name: 'Verify' });
  await expect(verify).toBeDisabled();
  await searchBox(page).fill('   ');
  await expect(verify).toBeDisabled();
  await searchBox(page).fill(' 1');
  await expect(verify).toBeEnabled();
  await saveScreenshot(page, testInfo, 'certificate-search');
});

test('a national ID, with stray spaces, finds a valid certificate', async ({ page }, testInfo) => {
  await searchBox(page).fill(`  ${validHolder.nationalId} `);
  await searchBox(page).press('Enter');

  await expect(page.getByText('VALID', { exact: true })).toBeVisible();
  await expect(field(page, 'Student Name')).toHaveText(validHolder.name);
  await expect(field(page, 'National ID')).toHaveText(validHolder.nationalId);
  await expect(field(page, 'Certificate Number')).toHaveText(/^GLT-\d{4}-00123$/);
  await expect(field(page, 'Date of Birth')).toHaveText('17/04/1989');
  await expect(field(page, 'Course')).toHaveText(validHolder.course);
  await expect(field(page, 'Issue Date')).toHaveText(calendarDate);
  await expect(field(page, 'Expiry Date')).toHaveText(calendarDate);
  await saveScreenshot(page, testInfo, 'certificate-valid');

  // The certificate number finds it too, whatever the letter case.
  const number = (await field(page, 'Certificate Number').textContent()) ?? '';
  await searchBox(page).fill(number.toLowerCase());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(field(page, 'Certificate Number')).toHaveText(number);
  await expect(field(page, 'Student Name')).toHaveText(validHolder.name);
});

test('an expired certificate shows EXPIRED', async ({ page }, testInfo) => {
  await searchBox(page).fill(expiredHolder.nationalId);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByText('EXPIRED', { exact: true })).toBeVisible();
  await expect(page.getByText('VALID', { exact: true })).toHaveCount(0);
  await expect(field(page, 'Student Name')).toHaveText(expiredHolder.name);
  await expect(field(page, 'Date of Birth')).toHaveText('05/01/1992');
  await expect(field(page, 'Course')).toHaveText(expiredHolder.course);
  await saveScreenshot(page, testInfo, 'certificate-expired');
});

test("the course shows by the catalogue course's name", async ({ page }) => {
  await searchBox(page).fill('850923711');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(field(page, 'Course')).toHaveText('Counterbalance Forklift');
});

test('a number nobody holds is not found, and a part of one finds nothing', async ({ page }, testInfo) => {
  await searchBox(page).fill('GLT-1999-99999');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Certificate Not Found' })).toBeVisible();
  await expect(
    page.getByText('No certificate found matching your search. Please verify the information and try again.'),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'certificate-not-found');

  await searchBox(page).fill(validHolder.nationalId.slice(0, 5));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Certificate Not Found' })).toBeVisible();
  await expect(page.getByText(validHolder.name)).toHaveCount(0);
});

test('too many searches from one address are told to wait', async ({ page }, testInfo) => {
  // Spend this address's allowance through the REST path (the page sends the same address).
  let status = 200;
  for (let attempt = 0; attempt < 40 && status !== 429; attempt += 1) {
    const answer = await page.request.get(`/api/public-certificates/search?query=${validHolder.nationalId}`, {
      headers: { 'X-Forwarded-For': clientAddress },
    });
    status = answer.status();
  }
  expect(status).toBe(429);

  await searchBox(page).fill(validHolder.nationalId);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Too many searches. Please wait a few minutes and try again.',
  );
  await expect(page.getByText('VALID', { exact: true })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'certificate-throttled');
});
