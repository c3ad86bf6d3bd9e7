import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { mainAdmin } from './accounts.js';
import { expect, liveOnArrival, saveScreenshot, test } from './fixtures.js';

async function signInAsAdmin(page: Page) {
  expect((await page.request.post('/api/auth/login', { data: mainAdmin })).status()).toBe(200);
}

async function currentText(page: Page, field: string): Promise<string> {
  const content = (await (await page.request.get('/api/website-content')).json()) as Record<string, string>;
  return content[field] ?? '';
}

test('an admin edits a heading inline and a visitor then sees it', async ({ page, browser }, testInfo) => {
  await signInAsAdmin(page);
  const original = await currentText(page, 'aboutTitle');
  const newTitle = `About the Centre ${testInfo.project.name} ${randomUUID().slice(0, 6)}`;
  try {
    await page.goto('/?section=about');
    const edit = page.getByRole('button', { name: 'Edit aboutTitle' });
    await expect(edit).toContainText(original);

    // Escape cancels: nothing is saved.
    await edit.click();
    const input = page.getByRole('textbox', { name: 'Edit aboutTitle' });
    await expect(input).toBeFocused();
    await expect(input).toHaveValue(original);
    await input.fill('Not to be kept');
    await page.keyboard.press('Escape');
    await expect(input).toBeHidden();
    await expect(edit).toBeFocused();
    await expect(edit).toContainText(original);

    // The X button cancels too, without saving first.
    await edit.click();
    await input.fill('Not to be kept either');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(input).toBeHidden();
    expect(await currentText(page, 'aboutTitle')).toBe(original);

    // An empty text is refused with the server's own message, before anything is sent.
    await edit.click();
    await input.fill('   ');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'This text cannot be empty' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'inline-editing-error');

    // Enter saves.
    await input.fill(newTitle);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Content Updated')).toBeVisible();
    await expect(page.getByText('Changes saved successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
    await expect(input).toBeHidden();
    expect(await currentText(page, 'aboutTitle')).toBe(newTitle);

    // A visitor in a fresh browser context sees the new heading, as plain text.
    const visitorContext = await browser.newContext();
    const visitor = liveOnArrival(await visitorContext.newPage());
    await visitor.goto('/?section=about');
    await expect(visitor.getByRole('heading', { level: 1, name: newTitle, exact: true })).toBeVisible();
    await expect(visitor.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await visitorContext.close();
  } finally {
    await page.request.put('/api/admin/website-content', { data: { aboutTitle: original } });
  }
});

test('a multiline text saves with the check button or by leaving the field', async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  const original = await currentText(page, 'heroSubtitle');
  try {
    await page.goto('/?section=home');
    const edit = page.getByRole('button', { name: 'Edit heroSubtitle' });
    await edit.click();
    const textarea = page.getByRole('textbox', { name: 'Edit heroSubtitle' });
    await textarea.fill('First line of the subtitle');
    await textarea.press('Enter');
    await textarea.pressSequentially('second line');
    await expect(textarea).toHaveValue('First line of the subtitle\nsecond line');
    await saveScreenshot(page, testInfo, 'inline-editing-multiline');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toContainText('second line');
    expect(await currentText(page, 'heroSubtitle')).toBe('First line of the subtitle\nsecond line');

    await edit.click();
    await textarea.fill('Saved on leaving the field');
    await page.getByRole('link', { name: 'View Courses' }).focus();
    await expect(textarea).toBeHidden();
    await expect(edit).toContainText('Saved on leaving the field');
    await expect.poll(() => currentText(page, 'heroSubtitle')).toBe('Saved on leaving the field');
  } finally {
    await page.request.put('/api/admin/website-content', { data: { heroSubtitle: original } });
  }
});

test('a signed-in admin gets the portal at / and reaches the site through Edit Website', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit Website' }).click();
  await expect(page).toHaveURL(/\/\?section=home$/);
  await expect(page.getByRole('button', { name: 'Edit heroTitle' })).toBeVisible();
  // A long one-line text is edited in a box that shows all of it (it wraps, not scrolls).
  await page.getByRole('button', { name: 'Edit heroTitle' }).click();
  const heroTitle = page.getByRole('textbox', { name: 'Edit heroTitle' });
  await expect(heroTitle).toBeFocused();
  expect(
    await heroTitle.evaluate(
      (box) => box.scrollWidth <= box.clientWidth && box.scrollHeight <= box.clientHeight + 1,
    ),
  ).toBe(true);
  await page.keyboard.press('Escape');
  await expect(heroTitle).toBeHidden();
  await expect(
    page.getByRole('contentinfo').getByRole('button', { name: 'Edit companyEmail' }),
  ).toBeVisible();
  // Home keeps the admin on the site; the logo and My Portal lead back to the portal.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/\?section=about$/);
  await expect(page.getByRole('button', { name: 'Login Portal' })).toHaveCount(0);
  await page.getByRole('link', { name: 'My Portal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible();
});
