import { CENTRE_NAME } from '@tc/db';
import { centreMail } from '../mail/centre-layout.js';
import type { Mail } from '../mail.js';

export const RESET_MAIL_SUBJECT = `Reset your password: ${CENTRE_NAME}`;

/** The mail with a single-use reset link. The link is a secret: it goes in the body only. */
export function passwordResetMail(to: string, name: string | null, link: string): Mail {
  return centreMail({
    to,
    subject: RESET_MAIL_SUBJECT,
    greeting: name ? `Hello ${name},` : 'Hello,',
    blocks: [
      {
        kind: 'text',
        text: `We received a request to reset the password of your ${CENTRE_NAME} account. To choose a new password, open this link within the next hour:`,
      },
      { kind: 'button', label: 'Reset Password', url: link },
      {
        kind: 'text',
        text: 'The link works once. If you did not ask for a new password, ignore this e-mail: your password stays as it is.',
      },
    ],
  });
}
