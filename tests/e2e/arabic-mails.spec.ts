import { createUserThroughApi, outboxMails, uniqueEmail } from './accounts.js';
import { ar, text } from './catalogues.js';
import { randomClientAddress } from './client-address.js';
import { expect, saveScreenshot, test } from './fixtures.js';

// Issue 27: a mail goes in its reader's language. A visitor reading the site in Arabic who asks
// for a reset link gets it in Arabic, as the server writes it to its outbox, and the link opens the
// page in Arabic.

/** A mail's plain-text part as its reader sees it: Arabic text travels base64-encoded. */
function plainTextOf(mail: string): string {
  const part =
    /Content-Type: text\/plain; charset=utf-8\r?\nContent-Transfer-Encoding: (\S+)\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(
      mail,
    );
  if (!part?.[2]) throw new Error(`no text part in:\n${mail}`);
  return part[1]?.toLowerCase() === 'base64' ? Buffer.from(part[2], 'base64').toString('utf8') : part[2];
}

test('a visitor reading Arabic asks for a reset link: the mail and its page are in Arabic', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('forgot-ar', testInfo);
  await createUserThroughApi(request, { email, firstName: 'Omar', lastName: 'Hassan', role: 'client' });

  // The visitor chose Arabic on the site (the cookie), then asks for a link from that browser.
  await page.goto('/?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const asked = await page.request.post('/api/auth/reset-password-direct', {
    data: { email },
    headers: { 'X-Forwarded-For': randomClientAddress() },
  });
  expect(asked.status()).toBe(200);

  let mail = '';
  await expect
    .poll(async () => {
      mail = (await outboxMails(email)).at(-1) ?? '';
      return mail;
    })
    .not.toBe('');
  const body = plainTextOf(mail);
  expect(body).toContain('مرحبًا Omar Hassan،');
  expect(body).toContain('لاختيار كلمة مرور جديدة، افتحوا هذا الرابط خلال الساعة القادمة');
  const path = /\/reset-password\?token=[\w-]+/.exec(body)?.[0];
  expect(path).toBeDefined();

  await page.goto(path ?? '');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: text(ar, 'resetPassword.title') })).toBeVisible();
  await saveScreenshot(page, testInfo, 'arabic-reset-password-from-mail');
});
