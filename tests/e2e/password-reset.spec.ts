import { createUserThroughApi, openLoginDialog, readResetLink, signIn, uniqueEmail } from './accounts.js';
import { expect, saveScreenshot, test } from './fixtures.js';

test('a client resets a forgotten password through the mailed link', async ({ page, request }, testInfo) => {
  const email = uniqueEmail('forgot', testInfo);
  await createUserThroughApi(request, { email, firstName: 'Omar', lastName: 'Hassan', role: 'client' });

  // Asks for a link from the login dialog.
  await page.goto('/');
  const dialog = await openLoginDialog(page);
  await dialog.getByRole('button', { name: 'Client Login' }).click();
  await page
    .getByRole('dialog', { name: 'Client Login' })
    .getByRole('button', { name: 'Forgot password?' })
    .click();
  const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
  await forgot.getByRole('textbox', { name: 'Email' }).fill(email);
  await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(forgot.getByRole('status')).toContainText('Check Your Email');
  await expect(
    page.getByRole('alert').filter({ hasText: 'The link expires in 1 hour.' }).first(),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'forgot-password-sent');
  await forgot.getByRole('button', { name: 'Back to Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Client Login' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Opens the mailed link and sets a new password.
  await page.goto(await readResetLink(email));
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await page.getByLabel(/^New Password/).fill('short');
  await page.getByLabel(/^Confirm New Password/).fill('other');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await saveScreenshot(page, testInfo, 'reset-password-form');
  await page.getByLabel(/^New Password/).fill('omar-new-password');
  await page.getByLabel(/^Confirm New Password/).fill('omar-new-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Password Reset Complete' })).toBeVisible();
  await expect(page.getByText('Password Reset Successfully')).toBeVisible();
  await saveScreenshot(page, testInfo, 'reset-password-complete');

  // Continue to Login opens the dialog on the home page; the new password works.
  await page.getByRole('button', { name: 'Continue to Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Login Portal' })).toBeVisible();
  await page.keyboard.press('Escape');
  await signIn(page, 'Client Login', email, 'omar-new-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeVisible();
  await expect(page.getByText('Welcome Omar Hassan')).toBeVisible();

  // The link worked once.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login Portal' })).toBeVisible();
  await page.goto(await readResetLink(email));
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible();
});

test('/reset-password without a token, or with a bad one, says the link is invalid', async ({
  page,
}, testInfo) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible();
  await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'reset-password-invalid');

  await page.goto('/reset-password?token=not-a-real-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
