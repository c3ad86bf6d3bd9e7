import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { outboxSubjects, signInAsMainAdmin } from './accounts.js';
import { openConsoleTab } from './console.js';
import { expect, saveScreenshot, test } from './fixtures.js';
import { choose, fillDate } from './form-helpers.js';

const firstRender = { timeout: 15_000 };

interface Person {
  id: string;
  email: string;
  password: string;
  label: string;
}

/** A client company or an instructor, made through the admin API (setup, not the journey). */
async function createPerson(
  request: APIRequestContext,
  role: 'client' | 'instructor',
  name: string,
): Promise<Person> {
  const tag = randomUUID().slice(0, 6);
  const email = `${role}-${tag}@e2e.test`;
  const data =
    role === 'client'
      ? { email, role, companyName: `${name} ${tag}`, firstName: 'Layla', lastName: 'Nasser' }
      : { email, role, firstName: name, lastName: tag };
  const created = await request.post('/api/admin/users', { data });
  expect(created.status()).toBe(201);
  const body = (await created.json()) as { user: { id: string }; temporaryPassword: string };
  const label = role === 'client' ? `${name} ${tag}` : `${name} ${tag}`;
  return { id: body.user.id, email, password: body.temporaryPassword, label };
}

/** A date N days from now, as the date input takes it. */
function daysAhead(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

test('the admin schedules, moves, confirms, cancels, filters, bulk-schedules and deletes classes', async ({
  page,
  isMobile,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAsMainAdmin(page);
  const gulf = await createPerson(page.request, 'client', 'Gulf Lifting');
  const ports = await createPerson(page.request, 'client', 'Bahrain Ports');
  const instructor = await createPerson(page.request, 'instructor', 'Ali');
  // A date this journey alone uses, in each project.
  const offset = 40 + Math.floor(Math.random() * 300);
  const date = daysAhead(offset);

  await page.goto('/');
  await openConsoleTab(page, 'Schedules');
  await expect(page.getByRole('heading', { level: 2, name: 'Class Schedules' })).toBeVisible(firstRender);

  // Add Schedule: nothing filled in gives the spec's messages.
  await page.getByRole('button', { name: 'Add Schedule' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Schedule' });
  await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveValue('Confirmed');
  await dialog.getByRole('button', { name: 'Add Schedule' }).click();
  for (const message of [
    'Client is required',
    'Course is required',
    'Date is required',
    'Please select an instructor',
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await choose(dialog, page, 'Client', gulf.label);
  await choose(dialog, page, 'Course', 'Mobile Crane Operations');
  await fillDate(dialog.getByRole('textbox', { name: 'Date', exact: true }), date);
  await dialog.getByRole('textbox', { name: 'Time', exact: true }).fill('08:00');
  await dialog.getByRole('textbox', { name: 'Number of candidates' }).fill('101');
  await choose(dialog, page, 'Instructor', instructor.label);
  await choose(dialog, page, 'Status', 'Pending');
  await dialog.getByRole('button', { name: 'Add Schedule' }).click();
  await expect(dialog.getByText('Maximum 100 candidates allowed')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Number of candidates' }).fill('6');
  await dialog.getByRole('textbox', { name: 'Notes' }).fill('Bring safety boots');
  await dialog.getByRole('button', { name: 'Add Schedule' }).click();
  await expect(page.getByText('Schedule Created')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The same instructor on the same day for another client: warned, saved only once confirmed.
  await page.getByRole('button', { name: 'Add Schedule' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Schedule' });
  await choose(dialog, page, 'Client', ports.label);
  await choose(dialog, page, 'Course', 'Mobile Crane Operations');
  await fillDate(dialog.getByRole('textbox', { name: 'Date', exact: true }), date);
  await dialog.getByRole('textbox', { name: 'Time', exact: true }).fill('13:00');
  await choose(dialog, page, 'Instructor', instructor.label);
  await expect(dialog.getByText('Instructor already booked')).toBeVisible();
  await expect(dialog.getByText(new RegExp(`for ${gulf.label}`))).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Schedule' }).click();
  await expect(dialog.getByText('Confirm the double booking to save')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Book anyway (double booking)' }).check();
  await dialog.getByRole('button', { name: 'Add Schedule' }).click();
  await expect(dialog).toBeHidden();

  // A table row on a desktop, a card on a phone.
  const entries = () => page.getByRole(isMobile ? 'listitem' : 'row');
  const gulfRow = () => entries().filter({ hasText: gulf.label });
  const portsRow = () => entries().filter({ hasText: ports.label });
  await expect(gulfRow()).toContainText('Pending');
  await expect(gulfRow()).toContainText('6');
  await expect(gulfRow()).toContainText(instructor.label);
  await expect(portsRow()).toContainText('Confirmed');

  // Move the pending class: the admin is told the client must approve; the row says so.
  await gulfRow()
    .getByRole('button', { name: /Actions for the class of/ })
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Schedule' });
  await dialog.getByRole('textbox', { name: 'Time', exact: true }).fill('10:30');
  await expect(dialog.getByText(/the client will see the old and new date and time/)).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Book anyway (double booking)' }).check();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(gulfRow()).toContainText('10:30');
  await expect(gulfRow()).toContainText('at 08:00 · Awaiting client approval');
  await saveScreenshot(page, testInfo, 'schedules-admin-moved');

  // Not confirmable before the client approves: the menu does not offer it (the server refuses it too).
  await gulfRow()
    .getByRole('button', { name: /Actions for the class of/ })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Confirm' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  // The client approves in their portal (another browser context: their own session).
  const clientContext = await page.context().browser()?.newContext({ baseURL: testInfo.project.use.baseURL });
  if (!clientContext) throw new Error('no browser');
  const clientLogin = await clientContext.request.post('/api/auth/login', {
    data: { email: gulf.email, password: gulf.password },
  });
  expect(clientLogin.status()).toBe(200);
  const ownPassword = await clientContext.request.post('/api/auth/change-password', {
    data: { currentPassword: gulf.password, newPassword: `Own-${randomUUID()}` },
  });
  expect(ownPassword.status()).toBe(200);
  const mine = (await (await clientContext.request.get('/api/schedules')).json()) as { id: string }[];
  expect(mine).toHaveLength(1);
  expect(
    (await clientContext.request.put(`/api/schedules/${mine[0]?.id}/approve-time-change`)).status(),
  ).toBe(200);
  await clientContext.close();

  await page.reload();
  await openConsoleTab(page, 'Schedules');
  await expect(gulfRow()).toContainText('Client approved the new time', firstRender);
  await gulfRow()
    .getByRole('button', { name: /Actions for the class of/ })
    .click();
  await page.getByRole('menuitem', { name: 'Confirm' }).click();
  await expect(page.getByText('Status Updated')).toBeVisible();
  await expect(gulfRow()).toContainText('Confirmed');

  // The history of the class, from the audit log.
  await gulfRow()
    .getByRole('button', { name: /Actions for the class of/ })
    .click();
  await page.getByRole('menuitem', { name: 'History' }).click();
  dialog = page.getByRole('dialog', { name: 'Class History' });
  await expect(dialog.getByText('Time: 08:00 → 10:30')).toBeVisible();
  await expect(dialog.getByText('Client approved the new time')).toBeVisible();
  await expect(dialog.getByText('Status: pending → confirmed by the admin')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close the dialog' }).click();

  // Cancel the other class, after confirmation.
  await portsRow()
    .getByRole('button', { name: /Actions for the class of/ })
    .click();
  await page
    .getByRole('menu', { name: new RegExp(`Actions for the class of ${ports.label}`) })
    .getByRole('menuitem', { name: 'Cancel Class' })
    .click();
  dialog = page.getByRole('dialog', { name: 'Cancel Class' });
  await dialog.getByRole('button', { name: 'Cancel Class' }).click();
  await expect(portsRow()).toContainText('Cancelled');

  // The filter dialog: cancelled classes of that client only.
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Filter Schedules' });
  await choose(dialog, page, 'Status', 'Cancelled');
  await choose(dialog, page, 'Client', ports.label);
  await dialog.getByRole('button', { name: 'Apply Filter' }).click();
  await expect(page.getByRole('button', { name: 'Filter (2)' })).toBeVisible();
  await expect(entries()).toHaveCount(isMobile ? 1 : 2);
  await expect(portsRow()).toBeVisible();
  await page.getByRole('button', { name: 'Clear filter' }).click();
  await expect(gulfRow()).toBeVisible();

  // Bulk: incomplete is 'Missing Information'; 2 clients x 3 sessions 2 days apart is 6 classes.
  await page.getByRole('button', { name: 'Bulk Schedule' }).click();
  dialog = page.getByRole('dialog', { name: 'Bulk Schedule' });
  await dialog.getByRole('button', { name: 'Create Schedules' }).click();
  await expect(page.getByText('Missing Information')).toBeVisible();
  const start = daysAhead(offset + 1);
  await choose(dialog, page, 'Course type', 'Rigger');
  await fillDate(dialog.getByRole('textbox', { name: 'Start date' }), start);
  const clients = dialog.getByRole('combobox', { name: 'Clients' });
  for (const client of [gulf, ports]) {
    await clients.click();
    await clients.fill(client.label);
    await page.getByRole('option', { name: new RegExp(client.label) }).click();
  }
  await dialog.getByRole('textbox', { name: 'Number of sessions' }).fill('3');
  await dialog.getByRole('textbox', { name: 'Days between sessions' }).fill('2');
  await dialog.getByRole('textbox', { name: 'Candidates per session' }).fill('4');
  await expect(dialog.getByText(/^Session \d:/)).toHaveCount(3);
  await expect(dialog.getByText('6 classes will be created (2 clients × 3 sessions).')).toBeVisible();
  await saveScreenshot(page, testInfo, 'schedules-admin-bulk');
  await dialog.getByRole('button', { name: 'Create Schedules' }).click();
  await expect(page.getByText('6 pending classes were created.')).toBeVisible();

  const bulk = (await (
    await page.request.get(`/api/admin/schedules?from=${start}&userId=${ports.id}`)
  ).json()) as {
    preferredDate: string;
    notes: string;
    status: string;
    numberOfCandidates: number;
  }[];
  expect(bulk.map((s) => [s.preferredDate, s.notes, s.status, s.numberOfCandidates]).sort()).toEqual(
    [0, 2, 4].map((days, index) => [daysAhead(offset + 1 + days), `Session ${index + 1} of 3`, 'pending', 4]),
  );
  await saveScreenshot(page, testInfo, 'schedules-admin-list');

  // Reminders: a confirmed class in two days mails its client and instructor.
  const courses = (await (await page.request.get('/api/courses')).json()) as { id: string }[];
  const soon = await page.request.post('/api/admin/schedules', {
    data: {
      userId: gulf.id,
      courseId: courses[0]?.id,
      preferredDate: daysAhead(2),
      preferredTime: '07:30',
      instructorId: instructor.id,
      status: 'confirmed',
      allowInstructorConflict: true,
    },
  });
  expect(soon.status()).toBe(201);
  // Whom it will remind is listed first (other journeys' classes may be listed too).
  await page.getByRole('button', { name: 'Send Reminders' }).click();
  const reminders = page.getByRole('dialog', { name: 'Send Reminders' });
  await expect(reminders.getByText(new RegExp(`at 07:30: .* for ${gulf.label}`))).toBeVisible();
  await expect(reminders).toContainText(gulf.email);
  await saveScreenshot(page, testInfo, 'schedules-reminders', true);
  await reminders.getByRole('button', { name: /^Send \d+ reminders?$/ }).click();
  await expect(page.getByText('Reminders Sent')).toBeVisible();
  for (const person of [gulf, instructor]) {
    await expect
      .poll(async () => (await outboxSubjects(person.email)).filter((s) => s.startsWith('Reminder: ')))
      .toHaveLength(1);
  }
  // The class mails carried the invites: scheduled, changed and confirmed for the moved class.
  expect(await outboxSubjects(gulf.email)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^Class scheduled: /),
      expect.stringMatching(/^Class changed: /),
      expect.stringMatching(/^Class confirmed: /),
    ]),
  );

  // Delete, after confirmation (once the toasts, which sit over the last rows, have gone).
  await page.mouse.move(0, 0);
  await expect(page.getByText('Reminders Sent')).toBeHidden({ timeout: 10_000 });
  await portsRow()
    .filter({ hasText: 'Cancelled' })
    .getByRole('button', { name: /Actions for the class of/ })
    .click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  dialog = page.getByRole('dialog', { name: 'Delete Schedule' });
  await dialog.getByRole('button', { name: 'Delete Schedule' }).click();
  await expect(page.getByText('Schedule Deleted')).toBeVisible();
  await expect(portsRow().filter({ hasText: 'Cancelled' })).toHaveCount(0);
});
