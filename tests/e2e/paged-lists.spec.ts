import { randomUUID } from 'node:crypto';
import { signInAsMainAdmin } from './accounts.js';
import { createCourseThroughApi } from './catalogue.js';
import { listEntry, openConsoleTab } from './console.js';
import { seriousViolations } from './fits.js';
import { expect, saveScreenshot, test } from './fixtures.js';
import { choose } from './form-helpers.js';

// A console list paged on the server: 61 public certificates of the journey's own (imported
// through the API) are two pages of its search; the admin pages, sorts by a column (on a phone,
// with the sort choice above the cards) and narrows the search, the server answering each.

const ROWS = 61;

test('the admin pages, sorts and searches the public certificates on the server', async ({
  page,
  isMobile,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInAsMainAdmin(page);
  const tag = `PG${randomUUID().slice(0, 6).toUpperCase()}`;
  const course = await createCourseThroughApi(page, 'Paging Crane', 'mobile_crane_operations');
  const number = (index: number) => `${tag}-${String(index).padStart(2, '0')}`;
  const rows = Array.from(
    { length: ROWS },
    (_, index) =>
      `${number(index + 1)},Pager Student ${index + 1},8${String(index).padStart(8, '0')},${course.code},1990-01-01,2026-11-01,2099-12-31`,
  );
  const csv = `certificateNumber,studentName,nationalId,courseType,dateOfBirth,publishDate,expiryDate\n${rows.join('\n')}\n`;
  const imported = await page.request.post('/api/admin/public-certificates/import', {
    multipart: { file: { name: 'paging.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(imported.status(), await imported.text()).toBe(200);

  await page.goto('/');
  await openConsoleTab(page, 'Public Certificates');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Find in the list' }).fill(tag);
  const pager = main.getByRole('navigation', { name: 'Pages of Public Certificates' });
  await expect(pager).toContainText('1–50 of 61');
  // Newest first: the import's rows share their time, so the id orders them, the same on every page.
  const firstPage = await listEntry(page, tag).allTextContents();
  expect(firstPage).toHaveLength(50);
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(pager).toContainText('51–61 of 61');
  const secondPage = await listEntry(page, tag).allTextContents();
  expect(secondPage).toHaveLength(11);
  const seen = (texts: string[]) => texts.map((text) => text.match(new RegExp(`${tag}-\\d\\d`))?.[0]);
  expect(new Set([...seen(firstPage), ...seen(secondPage)]).size).toBe(ROWS);
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'paged-list-second-page');

  // Sorting by the number goes back to the first page, in the order asked.
  if (isMobile) {
    await choose(main, page, 'Sort by', 'Certificate Number, ascending');
  } else {
    await main.getByRole('button', { name: 'Certificate Number' }).click();
    await expect(main.getByRole('columnheader', { name: 'Certificate Number' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  }
  await expect(pager).toContainText('1–50 of 61');
  await expect(listEntry(page, tag).first()).toContainText(number(1));
  if (isMobile) {
    await choose(main, page, 'Sort by', 'Certificate Number, descending');
  } else {
    await main.getByRole('button', { name: 'Certificate Number' }).click();
    await expect(main.getByRole('columnheader', { name: 'Certificate Number' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  }
  await expect(listEntry(page, tag).first()).toContainText(number(ROWS));
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(pager).toContainText('51–61 of 61');
  await expect(listEntry(page, tag).last()).toContainText(number(1));
  await saveScreenshot(page, testInfo, 'paged-list-sorted');

  // A narrower search: one page, no page buttons.
  await main.getByRole('textbox', { name: 'Find in the list' }).fill(`${tag}-6`);
  await expect(pager).toContainText('1–2 of 2');
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveCount(0);
  await expect(listEntry(page, tag)).toHaveCount(2);
  await main.getByRole('textbox', { name: 'Find in the list' }).fill(`${tag}-%`);
  await expect(main.getByText('No certificate in the list matches.')).toBeVisible();
});
