import { createAccount, mainAdmin, signIn, signInAs } from './accounts.js';
import { randomClientAddress, useOwnClientAddress } from './client-address.js';
import { expect, saveScreenshot, test } from './fixtures.js';

test('strangers lock an account for unknown browsers; the owner’s browser still signs in', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  // Setup through the API: a client account with its own password.
  const fresh = () => playwright.request.newContext({ baseURL });
  await signInAs(page, mainAdmin.email, mainAdmin.password);
  const owner = await createAccount(page, fresh, 'client', { firstName: 'Huda', lastName: 'Karim' });
  await page.context().clearCookies();

  // The owner signs in through the dialog, and out.
  await useOwnClientAddress(page);
  await page.goto('/');
  await signIn(page, 'Client Login', owner.email, owner.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login Portal' })).toBeVisible();

  // Five wrong passwords from each of six addresses: the right one from a seventh is refused.
  const strangers = await fresh();
  const login = (password: string) =>
    strangers.post('/api/auth/login', {
      data: { email: owner.email, password },
      headers: { 'X-Forwarded-For': address },
    });
  let address = '';
  for (let stranger = 0; stranger < 6; stranger++) {
    address = randomClientAddress();
    for (let guess = 0; guess < 5; guess++) expect((await login(`wrong-guess-${guess}`)).status()).toBe(401);
  }
  address = randomClientAddress();
  const refused = await login(owner.password);
  expect(refused.status()).toBe(429);
  expect(await refused.json()).toEqual({
    message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  });
  await strangers.dispose();

  // The owner's browser, which signed in before, signs in again through the dialog.
  await useOwnClientAddress(page);
  await signIn(page, 'Client Login', owner.email, owner.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeVisible();
  await expect(page.getByText('Welcome Huda Karim')).toBeVisible();
  await saveScreenshot(page, testInfo, 'signed-in-despite-strangers');
});
