import { CENTRE_NAME, type DB } from '@tc/db';
import type { CentreDetails } from '@tc/pdf';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { writeAudit } from '../audit/audit-log.js';
import type { SessionUser } from '../auth/auth.schema.js';
import { AppError } from '../errors.js';
import type { DocumentSettings, updateDocumentSettingsInputSchema } from './document-settings.schema.js';

const SETUP_MISSING = 'Website content has not been set up';
const SETTINGS = [
  'paymentDetails',
  'vatRegistrationNumber',
  'paymentTermsDays',
  'termsAndConditions',
] as const;

export async function getDocumentSettings(db: Kysely<DB>): Promise<DocumentSettings> {
  const row = await db.selectFrom('websiteContent').select(SETTINGS).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', SETUP_MISSING);
  return row;
}

export const settingLabels: Record<keyof DocumentSettings, string> = {
  paymentDetails: 'payment details',
  vatRegistrationNumber: 'VAT registration number',
  paymentTermsDays: 'payment terms',
  termsAndConditions: 'terms and conditions',
};

/** Saves the settings given, with an audit row naming what changed (none when nothing did). */
export async function updateDocumentSettings(
  ctx: { db: Kysely<DB>; now: () => Date },
  admin: SessionUser,
  change: z.output<typeof updateDocumentSettingsInputSchema>,
): Promise<DocumentSettings> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('websiteContent').select(SETTINGS).forUpdate().executeTakeFirst();
    if (!before) throw new AppError('NOT_FOUND', SETUP_MISSING);
    const after = await trx
      .updateTable('websiteContent')
      .set({ ...change, updatedBy: admin.id, updatedAt: ctx.now() })
      .returning(SETTINGS)
      .executeTakeFirstOrThrow();
    const changed = (Object.keys(settingLabels) as (keyof DocumentSettings)[]).filter(
      (key) => before[key] !== after[key],
    );
    if (changed.length > 0) {
      await writeAudit(trx, {
        entityType: 'settings',
        entityId: null,
        action: 'updated',
        actor: admin,
        previous: before,
        next: after,
        description: `Document settings changed: ${changed.map((key) => settingLabels[key]).join(', ')}`,
        title: 'Document settings',
        details: 'Printed on quotations and tax invoices; the terms set due dates',
        at: ctx.now(),
      });
    }
    return after;
  });
}

/** The centre as its documents print it: name, the site's address, phone and e-mail, the settings. */
export async function centreDetails(db: Kysely<DB>): Promise<CentreDetails> {
  const row = await db
    .selectFrom('websiteContent')
    .select([
      'companyAddress',
      'companyPhone',
      'companyEmail',
      'paymentDetails',
      'vatRegistrationNumber',
      'termsAndConditions',
    ])
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', SETUP_MISSING);
  return {
    name: CENTRE_NAME,
    address: row.companyAddress,
    phone: row.companyPhone,
    email: row.companyEmail,
    paymentDetails: row.paymentDetails || null,
    vatRegistrationNumber: row.vatRegistrationNumber || null,
    termsAndConditions: row.termsAndConditions || null,
  };
}
