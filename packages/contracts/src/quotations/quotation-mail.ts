import { CENTRE_NAME } from '@tc/db';
import { centreMail } from '../mail/centre-layout.js';
import type { Mail } from '../mail.js';
import { formatClassDate } from '../schedules/schedules.schema.js';
import { formatBd } from './money.js';
import type { Quotation } from './quotations.schema.js';

/** A quotation's PDF as a mail attachment, named after its number. */
export const quotationAttachment = (quotation: Quotation, pdf: Buffer) => ({
  filename: `${quotation.quotationNumber}.pdf`,
  content: pdf,
  contentType: 'application/pdf',
});

const summary = (quotation: Quotation): [string, string][] => [
  ['Quotation', quotation.quotationNumber],
  ['Courses', quotation.lines.map((line) => line.courseName).join(', ')],
  ['Total (incl. VAT 10%)', formatBd(quotation.amount)],
  ['Valid until', formatClassDate(quotation.validUntil)],
];

/**
 * To the client (and the CC list): the quotation, its PDF attached, and the link to accept it
 * online. The Send's preview builds it without the PDF: the same mail, not yet printed.
 */
export function quotationMail(quotation: Quotation, pdf?: Buffer): Mail {
  return centreMail({
    to: quotation.contactEmail,
    cc: quotation.ccEmails,
    subject: `Quotation ${quotation.quotationNumber} from ${CENTRE_NAME}`,
    greeting: `Dear ${quotation.clientName},`,
    blocks: [
      {
        kind: 'text',
        text: `Thank you for your interest in our training. Please find our quotation for ${quotation.companyName} attached.`,
      },
      { kind: 'details', rows: summary(quotation) },
      {
        kind: 'text',
        text: 'You can read it, download it and accept or decline it online, with no account needed:',
      },
      { kind: 'button', label: 'View the quotation', url: quotation.publicUrl },
    ],
    attachments: pdf && [quotationAttachment(quotation, pdf)],
  });
}

/**
 * To the client (and the CC list) once they accepted online: thanks, what happens next, and the
 * signed quotation's PDF (with the acceptance and signature) for their records: the queue prints
 * and attaches it as the mail goes.
 */
export function quotationAcceptedMail(quotation: Quotation): Mail {
  return centreMail({
    to: quotation.contactEmail,
    cc: quotation.ccEmails,
    subject: `Quotation ${quotation.quotationNumber} accepted: thank you`,
    greeting: `Dear ${quotation.clientName},`,
    blocks: [
      {
        kind: 'text',
        text: `Thank you for accepting our quotation for ${quotation.companyName}. Your signed copy is attached.`,
      },
      {
        kind: 'details',
        rows: [
          ['Quotation', quotation.quotationNumber],
          ['Total (incl. VAT 10%)', formatBd(quotation.amount)],
          ['Accepted by', quotation.acceptedBy ?? ''],
        ],
      },
      {
        kind: 'text',
        text: 'What happens next: our team will contact you to agree the training dates, and we will send you the tax invoice for this quotation.',
      },
      {
        kind: 'text',
        text: 'If you have any question, simply reply to this email.',
      },
    ],
  });
}

/** A gentle reminder, 3 and 7 days after sending, while the client has not answered. */
export function quotationReminderMail(quotation: Quotation): Mail {
  return centreMail({
    to: quotation.contactEmail,
    cc: quotation.ccEmails,
    subject: `Reminder: quotation ${quotation.quotationNumber} from ${CENTRE_NAME}`,
    greeting: `Dear ${quotation.clientName},`,
    blocks: [
      {
        kind: 'text',
        text: `A reminder of our quotation for ${quotation.companyName}. It stays valid until ${formatClassDate(quotation.validUntil)}.`,
      },
      { kind: 'details', rows: summary(quotation) },
      { kind: 'button', label: 'View the quotation', url: quotation.publicUrl },
    ],
  });
}

/** To the admin who published it: the client accepted or rejected, with their name and words. */
export function quotationDecisionMail(quotation: Quotation, to: string, adminUrl: string): Mail {
  const accepted = quotation.status === 'accepted';
  const rows: [string, string][] = [
    ...summary(quotation),
    ['Client', `${quotation.companyName} (${quotation.contactEmail})`],
    [
      accepted ? 'Accepted by' : 'Rejected by',
      (accepted ? quotation.acceptedBy : quotation.rejectedBy) ?? '',
    ],
  ];
  const words = accepted ? quotation.acceptanceNotes : quotation.rejectionReason;
  if (words) rows.push([accepted ? 'Notes' : 'Reason', words]);
  return centreMail({
    to,
    subject: `Quotation ${quotation.quotationNumber} ${accepted ? 'accepted' : 'rejected'} by ${quotation.companyName}`,
    greeting: 'Hello,',
    blocks: [
      {
        kind: 'text',
        text: accepted
          ? 'The client accepted the quotation online. You can now create its tax invoice in the console.'
          : 'The client declined the quotation online.',
      },
      { kind: 'details', rows },
      { kind: 'button', label: 'Open the Quotations tab', url: adminUrl },
    ],
  });
}

/** The console's Test Email: proves the mail settings reach the address. */
export function testMail(to: string): Mail {
  return centreMail({
    to,
    subject: `Test email from ${CENTRE_NAME}`,
    greeting: 'Hello,',
    blocks: [
      { kind: 'text', text: 'This is a test email from the training centre console. Mail is working.' },
    ],
  });
}
