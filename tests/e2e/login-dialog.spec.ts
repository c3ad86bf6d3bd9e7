import { createUserThroughApi, mainAdmin, openLoginDialog, submitLogin, uniqueEmail } from './accounts.js';
import { expect, saveScreenshot, test } from './fixtures.js';

test('the login dialog checks its fields and moves between its steps', async ({ page }, testInfo) => {
  await page.goto('/courses');
  const dialog = await openLoginDialog(page);
  await dialog.getByRole('button', { name: 'Client Login' }).click();
  const client = page.getByRole('dialog', { name: 'Client Login' });
  await client.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(client.getByText('Invalid email address')).toBeVisible();
  await expect(client.getByText('Password is required')).toBeVisible();
  await saveScreenshot(page, testInfo, 'login-dialog-validation');

  await client.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
  await client.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(client.getByText('Invalid email address')).toBeVisible();

  await client.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('dialog', { name: 'Login Portal' })).toBeVisible();
  await page.getByRole('button', { name: 'Client Login' }).click();
  await client.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
  await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(forgot.getByText('Invalid email address')).toBeVisible();
});

test('a wrong password is refused with the server’s message', async ({ page }, testInfo) => {
  await page.goto('/');
  const dialog = await openLoginDialog(page);
  await dialog.getByRole('button', { name: 'Client Login' }).click();
  await submitLogin(
    page.getByRole('dialog', { name: 'Client Login' }),
    uniqueEmail('nobody', testInfo),
    'wrong',
  );
  const toast = page.getByRole('alert').filter({ hasText: 'Login Failed' });
  await expect(toast).toContainText('Invalid email or password');
  await expect(page.getByRole('dialog', { name: 'Client Login' })).toBeVisible();
});

test('only an admin gets past /admin/form-builder', async ({ page, request }, testInfo) => {
  await page.goto('/admin/form-builder');
  await expect(page.getByText('Access Denied. Admin only.')).toBeVisible();

  const email = uniqueEmail('denied', testInfo);
  const password = await createUserThroughApi(request, {
    email,
    firstName: 'Sara',
    lastName: 'Ali',
    role: 'client',
  });
  const dialog = await openLoginDialog(page);
  await dialog.getByRole('button', { name: 'Client Login' }).click();
  await submitLogin(page.getByRole('dialog', { name: 'Client Login' }), email, password);
  await expect(page.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeVisible();

  await page.goto('/admin/form-builder');
  await expect(page.getByText('Access Denied. Admin only.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'form-builder-denied');

  // An admin sees the admin portal there, open on the Form Builder.
  await page.context().clearCookies();
  expect((await page.request.post('/api/auth/login', { data: mainAdmin })).status()).toBe(200);
  await page.goto('/admin/form-builder');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Form Builder' })).toBeVisible();
});
