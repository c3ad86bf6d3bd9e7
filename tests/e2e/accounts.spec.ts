import {
  createUserThroughApi,
  mainAdmin,
  openLoginDialog,
  signIn,
  submitLogin,
  uniqueEmail,
} from './accounts.js';
import { listEntry, openConsoleTab } from './console.js';
import { expect, saveScreenshot, test } from './fixtures.js';

test('the admin creates a client, who signs in with the temporary password and chooses a new one', async ({
  page,
  context,
}, testInfo) => {
  // A long journey (two sign-ins, a user created, a password chosen): about 30 s on a busy machine.
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const clientEmail = uniqueEmail('client', testInfo);

  // The admin signs in through the dialog.
  await page.goto('/');
  const dialog = await openLoginDialog(page);
  await expect(dialog).toContainText('Need access? Contact your administrator for login credentials.');
  await saveScreenshot(page, testInfo, 'login-dialog-select');
  await dialog.getByRole('button', { name: 'Admin Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Admin Login' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'login-dialog-admin');
  await submitLogin(page.getByRole('dialog', { name: 'Admin Login' }), mainAdmin.email, mainAdmin.password);

  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible();
  // The admin's console opens on Analytics; the Users tab is one click away.
  await expect(page.getByRole('heading', { level: 2, name: 'Analytics' })).toBeVisible();
  await openConsoleTab(page, 'Users');
  await expect(page.getByRole('heading', { level: 2, name: 'Users' })).toBeVisible();
  await expect(page).toHaveTitle(/^Users · Admin Portal/);
  // Found by the search: the journeys share one database, and the list pages by 50, newest first.
  const search = page.getByRole('main').getByRole('textbox', { name: 'Search' });
  await search.fill(mainAdmin.email);
  await expect(listEntry(page, mainAdmin.email)).toContainText('Main Admin');
  await saveScreenshot(page, testInfo, 'admin-users');
  await search.fill('');

  // Adds a client.
  await page.getByRole('button', { name: 'Add User' }).click();
  const addUser = page.getByRole('dialog', { name: 'Add User' });
  await addUser.getByRole('textbox', { name: 'Company Name' }).fill('Gulf Cranes W.L.L.');
  await addUser.getByRole('textbox', { name: 'First Name' }).fill('Jane');
  await addUser.getByRole('textbox', { name: 'Last Name' }).fill('Doe');
  await addUser.getByRole('textbox', { name: 'Email' }).fill(clientEmail);
  await addUser.getByRole('textbox', { name: 'Phone' }).fill('+973 1700 0000');
  await saveScreenshot(page, testInfo, 'admin-add-user');
  await addUser.getByRole('button', { name: 'Create User' }).click();

  // The temporary password, shown once, copied from the modal.
  const issued = page.getByRole('dialog', { name: 'Temporary Password' });
  await expect(issued).toContainText('This password will not be shown again.');
  const temporaryPassword = await issued.getByRole('textbox', { name: 'Temporary password' }).inputValue();
  expect(temporaryPassword.length).toBeGreaterThanOrEqual(6);
  await issued.getByRole('button', { name: 'Copy' }).click();
  await expect(issued.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(temporaryPassword);
  await saveScreenshot(page, testInfo, 'admin-temporary-password');
  await issued.getByRole('button', { name: 'Done' }).click();
  await expect(issued).toBeHidden();

  const clientRow = listEntry(page, clientEmail);
  await expect(clientRow).toContainText('Jane Doe');
  await expect(clientRow).toContainText('Temporary password');
  await expect(clientRow).toContainText('Active');
  const role = clientRow.getByRole('combobox', { name: 'Role of Jane Doe' });
  await expect(role).toHaveValue('client');
  await expect(role.locator('option')).toHaveText(['Client', 'Admin']);
  await saveScreenshot(page, testInfo, 'admin-users-with-client');

  // Signs out.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login Portal' })).toBeVisible();

  // The client signs in with the temporary password and must choose a new one; a first sign-in is
  // welcomed, not welcomed back.
  await signIn(page, 'Client Login', clientEmail, temporaryPassword);
  await expect(page.getByText('Welcome to the training centre.')).toBeVisible();
  await expect(page.getByText('Welcome back!')).toHaveCount(0);
  const choose = page.getByRole('dialog', { name: 'Choose a New Password' });
  await expect(choose).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(choose).toBeVisible();
  await choose.getByLabel(/^Current Password/).fill(temporaryPassword);
  await choose.getByLabel(/^New Password/).fill('client-chosen-1');
  await choose.getByLabel(/^Confirm New Password/).fill('client-chosen-2');
  await choose.getByRole('button', { name: 'Save New Password' }).click();
  await expect(choose).toContainText("Passwords don't match");
  await saveScreenshot(page, testInfo, 'client-choose-password');
  await choose.getByLabel(/^Confirm New Password/).fill('client-chosen-1');
  await choose.getByRole('button', { name: 'Save New Password' }).click();

  await expect(choose).toBeHidden();
  await expect(page.getByText('Welcome Jane Doe')).toBeVisible();
  await saveScreenshot(page, testInfo, 'client-portal');

  // The new password is the one that works now.
  await page.getByRole('button', { name: 'Logout' }).click();
  await signIn(page, 'Client Login', clientEmail, 'client-chosen-1');
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Choose a New Password' })).toBeHidden();
});

test('the admin resets, edits and deletes an account', async ({ page, request }, testInfo) => {
  const email = uniqueEmail('managed', testInfo);
  await createUserThroughApi(request, { email, firstName: 'Ali', lastName: 'Saleh', role: 'instructor' });
  await page.goto('/');
  await signIn(page, 'Admin Login', mainAdmin.email, mainAdmin.password);
  await openConsoleTab(page, 'Users');
  const row = listEntry(page, email);
  const actions = row.getByRole('button', { name: 'Actions for Ali Saleh' });

  // Reset Password: a typed one must have 6 characters; a generated one is shown once.
  await actions.click();
  await page.getByRole('menuitem', { name: 'Reset Password' }).click();
  const reset = page.getByRole('dialog', { name: 'Reset Password' });
  await reset.getByText('Type one').click();
  await reset.getByRole('textbox', { name: 'New password' }).fill('abc');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(reset).toContainText('Password must be at least 6 characters');
  await reset.getByText('Generate').click();
  await saveScreenshot(page, testInfo, 'admin-reset-password');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  const issued = page.getByRole('dialog', { name: 'Temporary Password' });
  await expect(issued.getByRole('textbox', { name: 'Temporary password' })).not.toHaveValue('');
  await issued.getByRole('button', { name: 'Done' }).click();

  // Edit: a company name and deactivation need no password ('Your password' is for a role, an
  // e-mail or a password); only the changes go out, and a toast says it is saved.
  await actions.click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await edit.getByRole('textbox', { name: 'Company Name' }).fill('Saleh Lifting Services');
  // Clicked once it stands still (not forced): a toast leaving moves the dialog up.
  const active = edit.getByRole('switch', { name: /^Active/ });
  await active.click();
  await expect(active).not.toBeChecked();
  await expect(edit.getByRole('textbox', { name: 'Company Name' })).toHaveValue('Saleh Lifting Services');
  const save = edit.getByRole('button', { name: 'Save Changes' });
  await expect(edit.getByLabel(/^Your password/)).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'admin-edit-user');
  await save.click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('The account of Ali Saleh was saved.')).toBeVisible();
  await expect(row).toContainText('Saleh Lifting Services');
  await expect(row).toContainText('Inactive');

  // The role, in the row (the browser's own select): instructor to client, kept by the server.
  const role = row.getByRole('combobox', { name: 'Role of Ali Saleh' });
  await expect(role.locator('option')).toHaveText(['Client', 'Admin', 'Instructor']);
  await role.selectOption('Client');
  await expect(page.getByText('Ali Saleh is now Client.')).toBeVisible();
  await expect(role).toHaveValue('client');
  await expect(role).toBeEnabled();
  const found = await page.request.get(`/api/admin/users?page=1&search=${encodeURIComponent(email)}`);
  expect(((await found.json()) as { items: { role: string }[] }).items.map((user) => user.role)).toEqual([
    'client',
  ]);

  // Delete, after a confirmation.
  await actions.click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete User' });
  await expect(remove).toContainText('Delete the account of Ali Saleh?');
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('The account of Ali Saleh was deleted.')).toBeVisible();
});
