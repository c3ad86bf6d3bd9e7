import { centreMail } from '../mail/centre-layout.js';
import type { Mail } from '../mail.js';
import { formatClassDate } from '../schedules/schedules.schema.js';
import { personName } from '../users/person-rules.js';

/** A certificate that reaches a reminder threshold, with the client account it belongs to. */
export interface Due {
  id: string;
  certificateNumber: string;
  courseName: string;
  expiryDate: string;
  email: string;
  companyName: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** The reminder, in the centre's mail layout (HTML and text from the same words). */
export function expiryReminderMail(certificate: Due, days: number, appUrl: string): Mail {
  const expires = formatClassDate(certificate.expiryDate);
  return centreMail({
    to: certificate.email,
    subject: `Certificate ${certificate.certificateNumber} expires on ${expires}`,
    // The contact person by name, else the company, as every screen and mail names a person.
    greeting: `Dear ${personName({ ...certificate, email: null }) ?? 'customer'},`,
    blocks: [
      {
        kind: 'text',
        text: `The ${certificate.courseName} certificate ${certificate.certificateNumber} expires on ${expires}, in ${days === 7 ? 'a week' : `${days} days`}.`,
      },
      {
        kind: 'text',
        text: 'Once it has expired, the operator is no longer certified for this work and may be turned away at site gates.',
      },
      { kind: 'button', label: 'Book a refresher course', url: `${appUrl}/?section=contact` },
      { kind: 'text', text: `Your certificates are in your client portal: ${appUrl}/` },
    ],
  });
}
