/** A file sent with a mail (a quotation's PDF). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** One outgoing e-mail. The text part is required; html is optional. */
export interface Mail {
  to: string;
  /** Copies: the client's colleagues a quotation goes to as well. */
  cc?: string[];
  /** Where the client's reply goes; unset, the mailer sets the centre's contact address. */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** A calendar invite (iCalendar text), sent as the mail's text/calendar part. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  attachments?: MailAttachment[];
}

/**
 * Sends e-mail. Implementations log their own failures (never the body: it may hold a link that
 * signs someone in) and reject, so a caller may also wait for the outcome.
 */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** A mailer that keeps what it was given, for tests and for contexts that send nothing. */
export interface RecordingMailer extends Mailer {
  readonly sent: Mail[];
}

export function createRecordingMailer(): RecordingMailer {
  const sent: Mail[] = [];
  return {
    sent,
    send: (mail) => {
      sent.push(mail);
      return Promise.resolve();
    },
  };
}
