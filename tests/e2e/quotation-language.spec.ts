import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { signInAsMainAdmin } from './accounts.js';
import { openConsoleTab } from './console.js';
import { expect, saveScreenshot, test } from './fixtures.js';
import { choose } from './form-helpers.js';

// A quotation written in Arabic: the admin chooses the document language in the builder; its PDF
// prints in Arabic and its page, opened with the language of its link, reads right to left.

/** pdftotext cuts joined Arabic letters at odd places: Arabic is compared with no spaces. */
const pdfWords = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-', '-'], { input: pdf })
    .toString()
    .replace(/[\s\u202a-\u202e]+/g, '');

test('a quotation built in Arabic prints in Arabic and its page opens in Arabic', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAsMainAdmin(page);
  const tag = randomUUID().slice(0, 6);
  const company = `شركة المنارة ${tag}`;
  const course = await page.request.post('/api/admin/courses', {
    data: { name: `Mobile Crane ${tag}`, courseType: 'other', trainingPrice: 160, assessmentPrice: 70 },
  });
  expect(course.status()).toBe(201);
  const courseName = ((await course.json()) as { name: string }).name;

  await page.goto('/');
  await openConsoleTab(page, 'Quotations');
  await page.getByRole('button', { name: 'New Quotation' }).click();
  const builder = page.getByRole('dialog', { name: 'New Quotation' });
  await builder.getByLabel('Company name').fill(company);
  await builder.getByLabel('Client contact name').fill('ليلى ناصر');
  await builder.getByLabel('Client email').fill(`layla-${tag}@almanara.test`);
  await choose(builder, page, 'Course to add', courseName);
  await builder.getByRole('button', { name: 'Add Course' }).click();
  await builder
    .getByRole('textbox', { name: 'Notes', exact: true })
    .fill('يبدأ التدريب الساعة 7:30.\nCandidates bring their safety boots.');
  await expect(builder.getByRole('combobox', { name: 'Document language', exact: true })).toHaveValue('');
  await choose(builder, page, 'Document language', 'العربية');
  await expect(builder.getByRole('combobox', { name: 'Document language', exact: true })).toHaveValue(
    'العربية',
  );
  await saveScreenshot(page, testInfo, 'quotation-language-builder');
  await builder.getByRole('button', { name: 'Create Quotation' }).click();
  await expect(page.getByText('Quotation Created')).toBeVisible();

  const listed = await page.request.get(`/api/admin/quotations?search=${encodeURIComponent(tag)}`);
  const [quotation] = (await listed.json()) as Array<{ id: string; language: string; publicUrl: string }>;
  expect(quotation?.language).toBe('ar');
  const pdf = await page.request.get(`/api/admin/quotations/${quotation?.id}/download`);
  const words = pdfWords(await pdf.body());
  for (const word of ['عرض', 'تاريخالإصدار', 'المجموعالفرعي', 'Candidatesbringtheirsafetyboots.']) {
    expect(words).toContain(word);
  }

  // Sent, its link opens the page in the quotation's language (as the mail's link does).
  expect((await page.request.post(`/api/admin/quotations/${quotation?.id}/send`)).status()).toBe(200);
  const visitor = await browser.newContext({ baseURL });
  const client = await visitor.newPage();
  await client.goto(`${new URL(quotation?.publicUrl ?? '').pathname}?lang=ar`);
  await expect(client.getByRole('heading', { level: 1, name: /عرض السعر/ })).toBeVisible({ timeout: 15_000 });
  await expect(client.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(client.getByText('Candidates bring their safety boots.')).toBeVisible();
  await saveScreenshot(client, testInfo, 'quotation-language-page');
  await visitor.close();
});
