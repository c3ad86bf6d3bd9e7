import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import type { Mail, Mailer } from '../mail.js';

/**
 * The centre's contact address of the website content: a client's reply to any mail reaches
 * someone there, not the unattended sender address. Read at each mail, as the admin may change it.
 */
export async function centreReplyTo(db: Kysely<DB>): Promise<string | undefined> {
  const row = await db.selectFrom('websiteContent').select('companyEmail').executeTakeFirst();
  return row?.companyEmail.trim() || undefined;
}

/** Where a reply to this mail goes: its own Reply-To, else the centre's contact address. */
export async function replyToOf(db: Kysely<DB>, mail: Mail): Promise<string | undefined> {
  return mail.replyTo ?? (await centreReplyTo(db));
}

/**
 * The process's mailer with every mail answering to the centre: the one place all mail passes
 * (requests and hourly jobs alike). A mail that names its own Reply-To keeps it.
 */
export function withCentreReplyTo(mailer: Mailer, db: Kysely<DB>): Mailer {
  return {
    send: async (mail) => {
      const replyTo = await replyToOf(db, mail);
      return mailer.send(replyTo ? { ...mail, replyTo } : mail);
    },
  };
}
