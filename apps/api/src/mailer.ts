import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mail, Mailer } from '@tc/contracts';
import nodemailer from 'nodemailer';
import type { Logger } from './logger.js';

export interface MailerOptions {
  /** smtp:// or smtps:// with credentials; unset: mail goes to the outbox folder. */
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
  logger: Logger;
}

export interface ServerMailer extends Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Where outbox mail is written (outbox mode only). */
  readonly outboxDir: string | undefined;
  close(): void;
}

/**
 * Mail through SMTP when SMTP_URL is set, else each mail as an .eml file in DATA_DIR/outbox.
 * Logs the recipient and subject only: a body can hold a link that lets someone in.
 */
export function createMailer({ smtpUrl, mailFrom, dataDir, logger }: MailerOptions): ServerMailer {
  const log = logger.child({ component: 'mailer' });
  // A calendar invite travels as nodemailer's icalEvent: a text/calendar part calendar apps act on.
  const message = ({ calendar, ...mail }: Mail) => ({
    from: mailFrom,
    ...mail,
    ...(calendar
      ? { icalEvent: { method: calendar.method, content: calendar.content, filename: 'class.ics' } }
      : {}),
  });

  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      kind: 'smtp',
      outboxDir: undefined,
      close: () => transport.close(),
      send: async (mail: Mail) => {
        try {
          const info = await transport.sendMail(message(mail));
          log.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'mail sent');
        } catch (error) {
          log.error({ err: error, to: mail.to, subject: mail.subject }, 'mail could not be sent');
          throw error;
        }
      },
    };
  }

  const outboxDir = join(dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    outboxDir,
    close: () => transport.close(),
    send: async (mail: Mail) => {
      try {
        const info = await transport.sendMail(message(mail));
        await mkdir(outboxDir, { recursive: true, mode: 0o700 });
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        const file = join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
        // Written aside, then renamed: whoever watches the folder never reads half a message.
        await writeFile(`${file}.partial`, info.message as Buffer, { mode: 0o600 });
        await rename(`${file}.partial`, file);
        log.info(
          { to: mail.to, subject: mail.subject, file },
          'mail written to the outbox (SMTP_URL is not set)',
        );
      } catch (error) {
        log.error(
          { err: error, to: mail.to, subject: mail.subject },
          'mail could not be written to the outbox',
        );
        throw error;
      }
    },
  };
}
