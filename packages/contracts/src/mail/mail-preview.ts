import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Mail } from '../mail.js';
import { replyToOf } from './centre-reply-to.js';

/** How many lines of the text part a preview shows: the greeting and what the mail first says. */
export const PREVIEW_LINES = 6;

/** What the console shows before a mail goes: who gets it, who a reply reaches, how it starts. */
export const mailPreviewSchema = z.object({
  to: z.string(),
  cc: z.array(z.string()),
  replyTo: z.string().nullable(),
  subject: z.string(),
  lines: z.array(z.string()),
});
export type MailPreview = z.infer<typeof mailPreviewSchema>;

/** The preview of the very mail the send would send (built by the same function). */
export async function mailPreview(db: Kysely<DB>, mail: Mail): Promise<MailPreview> {
  return {
    to: mail.to,
    cc: mail.cc ?? [],
    replyTo: (await replyToOf(db, mail)) ?? null,
    subject: mail.subject,
    lines: mail.text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .slice(0, PREVIEW_LINES),
  };
}
