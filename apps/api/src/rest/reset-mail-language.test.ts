import { LANGUAGE_COOKIE } from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test-server.js';
import { insertUser, resetLinkOf, uniqueAddress } from '../test-support.js';

// Issue 27: the reset mail is in the account's language; for an account that never chose, in the
// language of the browser that asked for it (its `lang` cookie, else Accept-Language): the owner
// asks for their own link.

describe.each(testDatabases())('the password reset mail’s language on $name', ({ create }) => {
  const server = useTestServer(create, { appUrl: 'http://localhost:3000/' });

  /** Asks for a reset link from a browser with these headers and cookies; answers the mail. */
  async function resetMailFor(
    language: 'en' | 'ar' | null,
    headers: Record<string, string>,
    cookies: Record<string, string> = {},
  ) {
    const user = await insertUser(server.database.db);
    await server.database.db.updateTable('users').set({ language }).where('id', '=', user.id).execute();
    const before = server.mailer.sent.length;
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password-direct',
      payload: { email: user.email },
      headers: { 'x-forwarded-for': uniqueAddress(), ...headers },
      cookies,
    });
    expect(res.statusCode).toBe(200);
    await server.deliverQueued();
    const mail = server.mailer.sent.slice(before).find((sent) => sent.to === user.email);
    if (!mail) throw new Error('no reset mail');
    return mail;
  }

  it('writes to a visitor whose browser asks for Arabic in Arabic, right to left', async () => {
    const mail = await resetMailFor(null, { 'accept-language': 'ar-BH,ar;q=0.9,en;q=0.5' });
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور: Gulf Lifting & Heavy Equipment Training Centre');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('إعادة تعيين كلمة المرور: http://localhost:3000/reset-password?token=');
    // The page opens in the same browser: it follows the same choice, so the link needs none.
    expect(mail.text).not.toContain('lang=');
    expect(resetLinkOf(mail.text).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('takes the browser’s lang cookie before its Accept-Language', async () => {
    const mail = await resetMailFor(null, { 'accept-language': 'en' }, { [LANGUAGE_COOKIE]: 'ar' });
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('writes in the account’s own choice whatever the browser says, and its link keeps it', async () => {
    const english = await resetMailFor('en', { 'accept-language': 'ar' });
    expect(english.subject).toBe('Reset your password: Gulf Lifting & Heavy Equipment Training Centre');
    expect(english.text).toMatch(/reset-password\?token=[A-Za-z0-9_-]{43}&lang=en/);
    const arabic = await resetMailFor('ar', { 'accept-language': 'en' });
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.text).toMatch(/reset-password\?token=[A-Za-z0-9_-]{43}&lang=ar/);
  });

  it('writes English, as before, to an account that never chose from a browser that asks for none', async () => {
    const mail = await resetMailFor(null, {});
    expect(mail.subject).toBe('Reset your password: Gulf Lifting & Heavy Equipment Training Centre');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });
});
