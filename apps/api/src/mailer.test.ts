import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RESET_MAIL_SUBJECT, withCentreReplyTo } from '@tc/contracts';
import { ensureBootstrapData } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';
import { createMailer } from './mailer.js';
import { useTestServer } from './test-server.js';
import { insertUser, resetLinkOf, startSmtpServer, uniqueAddress, waitFor } from './test-support.js';

function captureLogs() {
  const lines: string[] = [];
  const logger = createLogger('trace', { write: (line: string) => lines.push(line) });
  return { lines, logger, text: () => lines.join('') };
}

describe('the mailer', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer({ rejectRecipient: 'bounce@mail.test' });
  });
  afterAll(() => smtp.close());

  it('sends through SMTP_URL (with its login) and logs the subject, never the body', async () => {
    const logs = captureLogs();
    const mailer = createMailer({
      smtpUrl: smtp.url,
      mailFrom: 'Training Centre <no-reply@centre.test>',
      dataDir: '/nonexistent',
      logger: logs.logger,
    });
    try {
      await mailer.send({
        to: 'someone@mail.test',
        subject: 'A test subject',
        text: 'Secret body https://app.test/reset-password?token=abc',
        html: '<p>Secret body</p>',
      });
    } finally {
      mailer.close();
    }
    const message = smtp.received.at(-1);
    expect(message).toMatchObject({ from: 'no-reply@centre.test', to: ['someone@mail.test'] });
    expect(message?.raw).toContain('Subject: A test subject');
    expect(message?.raw).toContain('Secret body');
    expect(logs.text()).toContain('A test subject');
    expect(logs.text()).not.toContain('Secret body');
    expect(logs.text()).not.toContain('smtp-secret-pw');
  });

  it('rejects and logs an error when the server refuses the mail', async () => {
    const logs = captureLogs();
    const mailer = createMailer({
      smtpUrl: smtp.url,
      mailFrom: 'x@centre.test',
      dataDir: '/nonexistent',
      logger: logs.logger,
    });
    try {
      await expect(
        mailer.send({ to: 'bounce@mail.test', subject: 'Bounces', text: 'Secret body' }),
      ).rejects.toThrow();
    } finally {
      mailer.close();
    }
    expect(logs.text()).toContain('mail could not be sent');
    expect(logs.text()).not.toContain('Secret body');
  });

  it('sends a calendar invite as the text/calendar part calendar apps act on', async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      mailFrom: 'Centre <no-reply@centre.test>',
      dataDir: '/nonexistent',
      logger: createLogger('silent'),
    });
    const invite = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:CANCEL\r\nEND:VCALENDAR\r\n';
    try {
      await mailer.send({
        to: 'someone@mail.test',
        subject: 'Class cancelled',
        text: 'Cancelled.',
        calendar: { method: 'CANCEL', content: invite },
      });
    } finally {
      mailer.close();
    }
    const raw = smtp.received.at(-1)?.raw ?? '';
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL/i);
    expect(raw).toContain('METHOD:CANCEL');
  });

  it('writes an .eml file to DATA_DIR/outbox when SMTP_URL is unset', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tc-outbox-'));
    const logs = captureLogs();
    try {
      const mailer = createMailer({
        smtpUrl: undefined,
        mailFrom: 'Centre <no-reply@centre.test>',
        dataDir,
        logger: logs.logger,
      });
      expect(mailer.kind).toBe('outbox');
      await mailer.send({ to: 'someone@mail.test', subject: 'Outbox subject', text: 'Secret body line' });
      const files = readdirSync(join(dataDir, 'outbox'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const raw = readFileSync(join(dataDir, 'outbox', files[0] ?? ''), 'utf8');
      expect(raw).toContain('To: someone@mail.test');
      expect(raw).toContain('Subject: Outbox subject');
      expect(raw).toContain('Secret body line');
      expect(logs.text()).toContain('Outbox subject');
      expect(logs.text()).not.toContain('Secret body');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(testDatabases())('the centre’s Reply-To through a real SMTP server on $name', ({ create }) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let database: Awaited<ReturnType<typeof create>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await create();
    await ensureBootstrapData(database.db);
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });
  const header = (raw: string, name: string) =>
    new RegExp(`^${name}: (.*)$`, 'im').exec(raw.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim();

  it('sends every mail answering to the contact address the website content holds when it goes', async () => {
    // As main.ts builds it: the transport, and every mail through the centre's Reply-To.
    const transport = createMailer({
      smtpUrl: smtp.url,
      mailFrom: 'Centre <no-reply@centre.test>',
      dataDir: '/nonexistent',
      logger: createLogger('silent'),
    });
    const mailer = withCentreReplyTo(transport, database.db);
    const setContact = (companyEmail: string) =>
      database.db.updateTable('websiteContent').set({ companyEmail }).execute();
    const received = async (to: string) => {
      await mailer.send({ to, subject: 'Hello', text: 'Body' });
      return smtp.received.at(-1)?.raw ?? '';
    };
    try {
      await setContact('info@centre.test');
      const first = await received('first@mail.test');
      expect(header(first, 'To')).toBe('first@mail.test');
      expect(header(first, 'Reply-To')).toBe('info@centre.test');
      // An admin changes the address: the next mail answers to the new one, no restart.
      await setContact('bookings@centre.test');
      expect(header(await received('second@mail.test'), 'Reply-To')).toBe('bookings@centre.test');
      await mailer.send({ to: 'x@mail.test', subject: 'Own', text: 'Body', replyTo: 'own@mail.test' });
      expect(header(smtp.received.at(-1)?.raw ?? '', 'Reply-To')).toBe('own@mail.test');
    } finally {
      transport.close();
    }
  });
});

describe.each(testDatabases())('password reset mail through a real SMTP server on $name', ({ create }) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());
  const server = useTestServer(create, {
    appUrl: 'https://training.example.bh',
    mailer: () =>
      createMailer({
        smtpUrl: smtp.url,
        mailFrom: 'Centre <no-reply@centre.test>',
        dataDir: '/nonexistent',
        logger: createLogger('silent'),
      }),
  });

  it('mails the link, and the link from the received message resets the password', async () => {
    const user = await insertUser(server.database.db);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password-direct',
      payload: { email: user.email },
    });
    expect(res.json()).toEqual({ ok: true });
    await server.deliverQueued();

    const message = await waitFor(() => smtp.received.find((mail) => mail.to.includes(user.email)));
    expect(message.raw.replace(/\r?\n[ \t]+/g, ' ')).toContain(`Subject: ${RESET_MAIL_SUBJECT}`);
    expect(message.raw).toMatch(/Content-Type: text\/html/);
    const { link, token } = resetLinkOf(message.raw);
    expect(link).toBe(`https://training.example.bh/reset-password?token=${token}`);

    const reset = await server.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'From-smtp-link-1' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'From-smtp-link-1' },
      headers: { 'x-forwarded-for': uniqueAddress() },
    });
    expect(login.statusCode).toBe(200);
  });
});
