import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// Apart from test-support.ts (which needs Vitest) so the black-box tests in tests/ use it too.

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A real SMTP server on a loopback port (a free one by default) that keeps what it receives (and wants a login). */
export async function startSmtpServer(options: { rejectRecipient?: string; port?: number } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) => {
      if (auth.username === 'mailer' && auth.password === 'smtp-secret-pw')
        callback(null, { user: 'mailer' });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo: (address, _session, callback) => {
      if (address.address === options.rejectRecipient) callback(new Error('Mailbox unavailable'));
      else callback();
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://mailer:smtp-secret-pw@127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
