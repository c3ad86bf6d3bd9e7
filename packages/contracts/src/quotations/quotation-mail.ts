import type { Language } from '../language.js';
import { centreMail } from '../mail/centre-layout.js';
import { linkFor, mailDate } from '../mail/recipient-language.js';
import type { Mail } from '../mail.js';
import { type CourseNames, lineCourseName } from './course-names.js';
import { formatBd } from './money.js';
import { quotationMailTexts } from './quotation-mail-texts.js';
import type { Quotation } from './quotations.schema.js';

/** A quotation's PDF as a mail attachment, named after its number. */
export const quotationAttachment = (quotation: Quotation, pdf: Buffer) => ({
  filename: `${quotation.quotationNumber}.pdf`,
  content: pdf,
  contentType: 'application/pdf',
});

/**
 * The quotation's public page, opening in the quotation's language (`?lang=`): the language was
 * chosen for this client (by the admin, or the client account's own), so its page follows it as
 * its PDF and mails do.
 */
export const quotationPageLink = (quotation: Quotation) =>
  linkFor(quotation.publicUrl, { language: quotation.language, accountChoice: true });

/** Its number, courses (named as `names` has them in `language`), total and validity. */
const summary = (quotation: Quotation, language: Language, names: CourseNames): [string, string][] => {
  const { labels } = quotationMailTexts[language];
  return [
    [labels.quotation, quotation.quotationNumber],
    [
      labels.courses,
      quotation.lines.map((line) => lineCourseName(line, names)).join(language === 'ar' ? '، ' : ', '),
    ],
    [labels.total, formatBd(quotation.amount)],
    [labels.validUntil, mailDate(quotation.validUntil, language)],
  ];
};

/**
 * To the client (and the CC list), in the quotation's language: the quotation, its PDF attached,
 * and the link to accept it online. The Send's preview builds it without the PDF: the same mail,
 * not yet printed.
 */
export function quotationMail(quotation: Quotation, names: CourseNames, pdf?: Buffer): Mail {
  const { language } = quotation;
  const texts = quotationMailTexts[language];
  return centreMail({
    language,
    to: quotation.contactEmail,
    cc: quotation.ccEmails,
    subject: texts.sent.subject(quotation.quotationNumber),
    greeting: texts.dear(quotation.clientName),
    blocks: [
      { kind: 'text', text: texts.sent.intro(quotation.companyName) },
      { kind: 'details', rows: summary(quotation, language, names) },
      { kind: 'text', text: texts.sent.online },
      { kind: 'button', label: texts.viewButton, url: quotationPageLink(quotation) },
    ],
    attachments: pdf && [quotationAttachment(quotation, pdf)],
  });
}

/**
 * To the client (and the CC list) once they accepted online, in the quotation's language: thanks,
 * what happens next, and the signed quotation's PDF (with the acceptance and signature) for their
 * records: the queue prints and attaches it as the mail goes.
 */
export function quotationAcceptedMail(quotation: Quotation): Mail {
  const { language } = quotation;
  const texts = quotationMailTexts[language];
  return centreMail({
    language,
    to: quotation.contactEmail,
    cc: quotation.ccEmails,
    subject: texts.accepted.subject(quotation.quotationNumber),
    greeting: texts.dear(quotation.clientName),
    blocks: [
      { kind: 'text', text: texts.accepted.intro(quotation.companyName) },
      {
        kind: 'details',
        rows: [
          [texts.labels.quotation, quotation.quotationNumber],
          [texts.labels.total, formatBd(quotation.amount)],
          [texts.labels.acceptedBy, quotation.acceptedBy ?? ''],
        ],
      },
      { kind: 'text', text: texts.accepted.next },
      { kind: 'text', text: texts.accepted.questions },
    ],
  });
}

/** A gentle reminder, 3 and 7 days after sending, while the client has not answered. */
export function quotationReminderMail(quotation: Quotation, names: CourseNames): Mail {
  const { language } = quotation;
  const texts = quotationMailTexts[language];
  return centreMail({
    language,
    to: quotation.contactEmail,
    cc: quotation.ccEmails,
    subject: texts.reminder.subject(quotation.quotationNumber),
    greeting: texts.dear(quotation.clientName),
    blocks: [
      {
        kind: 'text',
        text: texts.reminder.intro(quotation.companyName, mailDate(quotation.validUntil, language)),
      },
      { kind: 'details', rows: summary(quotation, language, names) },
      { kind: 'button', label: texts.viewButton, url: quotationPageLink(quotation) },
    ],
  });
}

/**
 * To the admin who published it, in the admin's language: the client accepted or rejected, with
 * their name and words.
 */
export function quotationDecisionMail(
  quotation: Quotation,
  to: string,
  adminUrl: string,
  language: Language,
  names: CourseNames,
): Mail {
  const texts = quotationMailTexts[language];
  const accepted = quotation.status === 'accepted';
  const rows: [string, string][] = [
    ...summary(quotation, language, names),
    [texts.labels.client, `${quotation.companyName} (${quotation.contactEmail})`],
    [
      accepted ? texts.labels.acceptedBy : texts.labels.rejectedBy,
      (accepted ? quotation.acceptedBy : quotation.rejectedBy) ?? '',
    ],
  ];
  const words = accepted ? quotation.acceptanceNotes : quotation.rejectionReason;
  if (words) rows.push([accepted ? texts.labels.notes : texts.labels.reason, words]);
  return centreMail({
    language,
    to,
    subject: texts.decision.subject(quotation.quotationNumber, accepted, quotation.companyName),
    greeting: texts.hello,
    blocks: [
      { kind: 'text', text: accepted ? texts.decision.accepted : texts.decision.rejected },
      { kind: 'details', rows },
      { kind: 'button', label: texts.decision.button, url: adminUrl },
    ],
  });
}

/** The console's Test Email, in the language of the admin who sends it: proves the mail settings reach the address. */
export function testMail(to: string, language: Language): Mail {
  const texts = quotationMailTexts[language];
  return centreMail({
    language,
    to,
    subject: texts.test.subject,
    greeting: texts.hello,
    blocks: [{ kind: 'text', text: texts.test.text }],
  });
}
