import { writeAudit } from '../audit/audit-log.js';
import type { SessionUser } from '../auth/auth.schema.js';
import type { Context } from '../context.js';
import { maskNationalId } from '../public-certificates/public-certificates.schema.js';
import { findPersonalRows, type PersonalRows } from './personal-rows.js';
import { type PersonalData, type PrivacyPerson, personalDataKinds } from './privacy.schema.js';

/** How the audit trail names the person without keeping them whole: 'l***@gulfports.bh · *****2345'. */
export function maskedPerson(person: PrivacyPerson): string {
  const [local = '', domain = ''] = (person.email ?? '').split('@');
  return [
    person.email && `${local.slice(0, 1)}***@${domain}`,
    person.nationalId && maskNationalId(person.nationalId),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Rows found, counted per kind ('account' 0 or 1). */
export function countRows(found: PersonalRows): PersonalData['counts'] {
  return Object.fromEntries(
    personalDataKinds.map((kind) => [
      kind,
      kind === 'account' ? (found.account ? 1 : 0) : found.rows[kind].length,
    ]),
  ) as PersonalData['counts'];
}

/**
 * Everything the product holds about one person, as JSON, for their request to see it. The
 * export itself is in the audit trail (who asked, the person masked, how many rows).
 */
export async function exportPersonalData(
  ctx: Pick<Context, 'db' | 'now'>,
  actor: SessionUser,
  person: PrivacyPerson,
): Promise<PersonalData> {
  const found = await findPersonalRows(ctx.db, person);
  const counts = countRows(found);
  const generatedAt = ctx.now();
  await writeAudit(ctx.db, {
    entityType: 'privacy',
    entityId: null,
    action: 'exported',
    actor,
    previous: null,
    next: counts,
    description: 'Personal data exported',
    title: maskedPerson(person),
    details: 'Every row held about the person, as JSON',
    at: generatedAt,
  });
  return {
    person: { email: person.email ?? null, nationalId: person.nationalId ?? null },
    generatedAt: generatedAt.toISOString(),
    counts,
    // With isMainAdmin: the tab asks erasureRefusal whether it may offer Erase.
    account: found.account,
    ...found.rows,
  };
}
