import { randomUUID } from 'node:crypto';
import { useOwnClientAddress } from './client-address.js';
import { expect, saveScreenshot, test } from './fixtures.js';

// A section is a chunk of its own: its first render may wait for the download on a busy machine.
const firstRender = { timeout: 15_000 };

const success = 'Thank you! Your message has been sent successfully.';
const failure = 'Sorry, there was an error sending your message. Please try again.';

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
  await page.goto('/?section=contact');
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible(firstRender);
});

test('the contact section shows the centre details as links', async ({ page }, testInfo) => {
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /^\+973/ })).toHaveAttribute('href', /^tel:\+973\d+$/);
  await expect(main.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:\S+@\S+$/);
  await expect(main).toContainText('Kingdom of Bahrain');
  await saveScreenshot(page, testInfo, 'contact');
});

test('the form says what is missing before it sends anything', async ({ page }, testInfo) => {
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();
  await saveScreenshot(page, testInfo, 'contact-invalid');
});

test('a visitor sends a message about a course', async ({ page }, testInfo) => {
  const name = `Visitor ${randomUUID().slice(0, 8)}`;
  const courseInterest = page.getByRole('combobox', { name: 'Course Interest' });
  await expect(courseInterest).toHaveValue('general_inquiry');
  await expect(courseInterest.getByRole('option', { name: 'General Inquiry' })).toHaveCount(1);
  await expect(courseInterest.getByRole('option', { name: 'Mobile Crane Operations' })).toHaveCount(1);

  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill('visitor@example.com');
  await courseInterest.selectOption({ label: 'Mobile Crane Operations' });
  await page.getByRole('textbox', { name: 'Message' }).fill('Do you run the course in Arabic?');
  await saveScreenshot(page, testInfo, 'contact-filled');
  await page.getByRole('button', { name: 'Send Message' }).click();

  // On a phone the note is below the button: it is scrolled into view, not left under the fold.
  await expect(page.getByRole('status').filter({ hasText: success })).toBeInViewport();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await expect(courseInterest).toHaveValue('general_inquiry');
  await saveScreenshot(page, testInfo, 'contact-sent');
});

test('a message that cannot be sent stays in the form', async ({ page }, testInfo) => {
  await page.route(
    (url) => url.pathname.includes('contact.send'),
    (route) => route.abort('connectionfailed'),
  );
  await page.getByRole('textbox', { name: 'Name' }).fill('Offline Visitor');
  await page.getByRole('textbox', { name: 'Email' }).fill('offline@example.com');
  await page.getByRole('textbox', { name: 'Message' }).fill('Is the forklift course on Saturdays?');
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByRole('alert').filter({ hasText: failure })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Offline Visitor');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
    'Is the forklift course on Saturdays?',
  );
  await saveScreenshot(page, testInfo, 'contact-failed');
});

test('a message the server refuses says why, and keeps what was typed', async ({ page }, testInfo) => {
  const address = await useOwnClientAddress(page);
  // Five messages from the same address in ten minutes: the sixth is refused (429).
  for (let sent = 0; sent < 5; sent++) {
    const answer = await page.request.post('/api/contact', {
      headers: { 'X-Forwarded-For': address },
      data: { name: 'Busy Visitor', email: 'busy@example.com', message: `Message ${sent}` },
    });
    expect(answer.status()).toBe(201);
  }
  await page.getByRole('textbox', { name: 'Name' }).fill('Busy Visitor');
  await page.getByRole('textbox', { name: 'Email' }).fill('busy@example.com');
  await page.getByRole('textbox', { name: 'Message' }).fill('One more question.');
  await page.getByRole('button', { name: 'Send Message' }).click();

  const refused = page.getByRole('alert').filter({ hasText: 'Too many messages. Please try again later.' });
  await expect(refused).toBeInViewport();
  await expect(page.getByRole('alert').filter({ hasText: failure })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('One more question.');
  await saveScreenshot(page, testInfo, 'contact-refused');
});
