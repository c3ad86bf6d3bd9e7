import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import type { ClientDetails } from '../clients/client-details.schema.js';
import type { Language } from '../language.js';
import { recipientLanguage } from '../mail/recipient-language.js';

type GivenDetails = Partial<ClientDetails> & { clientId?: string | null };

const fields = ['address', 'vatNumber', 'crNumber'] as const;

/**
 * A quotation's address, VAT and CR numbers: each one the input gives (blank clears it), and each
 * one left unset the chosen client account's. The builder's preview, the create and an edit that
 * names another client all follow this one rule.
 */
export async function clientDetailsFor(db: Kysely<DB>, input: GivenDetails): Promise<ClientDetails> {
  const unset = fields.some((field) => input[field] === undefined);
  const account =
    unset && input.clientId
      ? await db
          .selectFrom('users')
          .select(['address', 'vatNumber', 'crNumber'])
          .where('id', '=', input.clientId)
          .where('role', '=', 'client')
          .executeTakeFirst()
      : undefined;
  const pick = (field: (typeof fields)[number]) =>
    input[field] !== undefined ? input[field] : (account?.[field] ?? null);
  return { address: pick('address'), vatNumber: pick('vatNumber'), crNumber: pick('crNumber') };
}

/**
 * A client account's language (`users.language`), else English (no account, or one that never
 * chose): a new quotation's language when the admin does not choose one, and the invoice mails'.
 */
export async function clientLanguage(db: Kysely<DB>, clientId: string | null | undefined): Promise<Language> {
  if (!clientId) return 'en';
  const account = await db
    .selectFrom('users')
    .select('language')
    .where('id', '=', clientId)
    .where('role', '=', 'client')
    .executeTakeFirst();
  return recipientLanguage(account?.language).language;
}
