import type { z } from 'zod';
import { writeAudit } from '../audit/audit-log.js';
import type { SessionUser } from '../auth/auth.schema.js';
import type { Context } from '../context.js';
import { AppError, isUniqueViolation } from '../errors.js';
import { byId } from '../ids.js';
import { CERTIFICATE_NOT_FOUND_MESSAGE, readCertificate } from './certificate-read.js';
import {
  CERTIFICATE_NUMBER_TAKEN_MESSAGE,
  type Certificate,
  EXPIRY_AFTER_ISSUE_MESSAGE,
  type updateCertificateInputSchema,
} from './certificates.schema.js';

type UpdateCertificateData = z.output<typeof updateCertificateInputSchema>;

export const fieldNames = {
  certificateNumber: 'certificate number',
  governmentNumber: 'government number',
  issueDate: 'issue date',
  expiryDate: 'expiry date',
} as const;

/**
 * PATCH /api/admin/certificates/{id}: corrects the dates and numbers given, with an audit row
 * holding the certificate before and after (none when nothing changed). The row is locked
 * meanwhile; a number another certificate has is 409. A new expiry date forgets the reminders
 * already mailed for the old one, so the client is reminded before the date that now holds.
 */
export async function updateCertificate(
  ctx: Context,
  actor: SessionUser,
  input: UpdateCertificateData,
): Promise<Certificate> {
  const { id, ...fields } = input;
  const now = ctx.now();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      await byId(id, CERTIFICATE_NOT_FOUND_MESSAGE, (id) =>
        trx.selectFrom('certificates').select('id').where('id', '=', id).forUpdate().executeTakeFirst(),
      );
      const before = await readCertificate(trx, id, now);
      const issueDate = fields.issueDate ?? before.issueDate;
      const expiryDate = fields.expiryDate ?? before.expiryDate;
      if (expiryDate <= issueDate) throw new AppError('BAD_REQUEST', EXPIRY_AFTER_ISSUE_MESSAGE);
      const changed = (Object.keys(fieldNames) as (keyof typeof fieldNames)[]).filter(
        (key) => fields[key] !== undefined && fields[key] !== before[key],
      );
      if (changed.length === 0) return before;
      await trx
        .updateTable('certificates')
        .set({
          ...fields,
          ...(fields.certificateNumber && { fileName: `${fields.certificateNumber}.pdf` }),
        })
        .where('id', '=', id)
        .execute();
      if (changed.includes('expiryDate'))
        await trx.deleteFrom('certificateExpiryReminders').where('certificateId', '=', id).execute();
      const after = await readCertificate(trx, id, now);
      await writeAudit(trx, {
        entityType: 'certificate',
        entityId: id,
        action: 'updated',
        actor,
        previous: before,
        next: after,
        description: `Certificate ${before.certificateNumber} corrected: ${changed.map((key) => fieldNames[key]).join(', ')}`,
        title: after.certificateNumber,
        details: `${after.user.companyName ?? after.user.email} · ${after.courseName} · expires ${after.expiryDate}`,
        at: now,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error) && fields.certificateNumber)
      throw new AppError('CONFLICT', CERTIFICATE_NUMBER_TAKEN_MESSAGE(fields.certificateNumber));
    throw error;
  }
}
