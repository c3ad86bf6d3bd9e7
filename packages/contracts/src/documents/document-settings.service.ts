import { CENTRE_NAME, type DB } from '@tc/db';
import type { CentreDetails } from '@tc/pdf';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { AppError } from '../errors.js';
import type { DocumentSettings, updateDocumentSettingsInputSchema } from './document-settings.schema.js';

const SETUP_MISSING = 'Website content has not been set up';

export async function getDocumentSettings(db: Kysely<DB>): Promise<DocumentSettings> {
  const row = await db
    .selectFrom('websiteContent')
    .select(['paymentDetails', 'vatRegistrationNumber'])
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', SETUP_MISSING);
  return row;
}

export async function updateDocumentSettings(
  ctx: { db: Kysely<DB>; now: () => Date },
  adminId: string,
  change: z.output<typeof updateDocumentSettingsInputSchema>,
): Promise<DocumentSettings> {
  const row = await ctx.db
    .updateTable('websiteContent')
    .set({ ...change, updatedBy: adminId, updatedAt: ctx.now() })
    .returning(['paymentDetails', 'vatRegistrationNumber'])
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', SETUP_MISSING);
  return row;
}

/** The centre as its documents print it: name, the site's address, phone and e-mail, the settings. */
export async function centreDetails(db: Kysely<DB>): Promise<CentreDetails> {
  const row = await db
    .selectFrom('websiteContent')
    .select(['companyAddress', 'companyPhone', 'companyEmail', 'paymentDetails', 'vatRegistrationNumber'])
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', SETUP_MISSING);
  return {
    name: CENTRE_NAME,
    address: row.companyAddress,
    phone: row.companyPhone,
    email: row.companyEmail,
    paymentDetails: row.paymentDetails || null,
    vatRegistrationNumber: row.vatRegistrationNumber || null,
  };
}
