import { CENTRE_NAME } from '@tc/db';
import type { Mail } from '../mail.js';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const RESET_MAIL_SUBJECT = `Reset your password: ${CENTRE_NAME}`;

/** The mail with a single-use reset link. The link is a secret: it goes in the body only. */
export function passwordResetMail(to: string, name: string | null, link: string): Mail {
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const text = [
    greeting,
    '',
    `We received a request to reset the password of your ${CENTRE_NAME} account.`,
    'To choose a new password, open this link within the next hour:',
    '',
    link,
    '',
    'The link works once. If you did not ask for a new password, ignore this e-mail: your password',
    'stays as it is.',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: Arial, sans-serif; color: #1f2933; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
<p>We received a request to reset the password of your ${escapeHtml(CENTRE_NAME)} account.
To choose a new password, use the button below within the next hour.</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #1c7ed6; color: #ffffff; text-decoration: none; border-radius: 4px">Reset Password</a></p>
<p>Or copy this address into your browser:<br><span style="word-break: break-all">${escapeHtml(link)}</span></p>
<p>The link works once. If you did not ask for a new password, ignore this e-mail: your password stays as it is.</p>
</body></html>`;
  return { to, subject: RESET_MAIL_SUBJECT, text, html };
}
