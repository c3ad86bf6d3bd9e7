import { type DB, hashPassword, randomPassword } from '@tc/db';
import type { Kysely, Transaction } from 'kysely';
import { writeAudit } from '../audit/audit-log.js';
import type { SessionUser } from '../auth/auth.schema.js';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { findPersonalRows, type PersonalRow, type PersonalRows } from './personal-rows.js';
import {
  ERASURE_REFUSALS,
  erasureRefusal,
  type PrivacyEraseInput,
  type PrivacyEraseResult,
} from './privacy.schema.js';
import { maskedPerson } from './privacy-export.service.js';

/** What an erased account and the records the centre keeps call the person from then on. */
export const FORMER_USER = { firstName: 'Former', lastName: 'user', name: 'Former user' } as const;

const ids = (rows: PersonalRow[]) =>
  rows.map((row) => row.id).filter((id): id is string => typeof id === 'string');

/** A quotation the law keeps: accepted, or billed by a tax invoice. */
const keptQuotation = (row: PersonalRow, invoiced: Set<string>) =>
  row.status === 'accepted' || invoiced.has(String(row.id));

/**
 * Erases one person's data on their request, in one transaction: sign-ins, sessions, push
 * subscriptions, form submissions and contact messages deleted; quotations not accepted deleted;
 * tax invoices and accepted quotations kept with their contact fields blanked; public
 * certificates deleted unless the admin keeps them; the account deleted, or anonymised as "Former
 * user" when classes, certificates or chat messages the centre keeps refer to it. Audited with the
 * reason. Never the main admin, never one's own account.
 */
export async function erasePersonalData(
  ctx: Pick<Context, 'db' | 'now' | 'live'>,
  actor: SessionUser,
  input: PrivacyEraseInput,
): Promise<PrivacyEraseResult> {
  const erased = await ctx.db.transaction().execute(async (trx) => {
    const found = await findPersonalRows(trx, input);
    const refusal = erasureRefusal(found.account, actor.id);
    if (refusal) throw new AppError('FORBIDDEN', ERASURE_REFUSALS[refusal]);
    const result = await eraseRows(trx, found, input.keepPublicCertificates === true);
    await writeAudit(trx, {
      entityType: 'privacy',
      entityId: null,
      action: 'erased',
      actor,
      previous: null,
      next: result,
      description: 'Personal data erased',
      title: maskedPerson(input),
      details: input.reason,
      at: ctx.now(),
    });
    return { result, userId: found.account?.id ?? null };
  });
  if (erased.userId) await ctx.live.publish({ type: 'session_ended', userId: erased.userId });
  return erased.result;
}

async function eraseRows(
  trx: Transaction<DB>,
  found: PersonalRows,
  keepPublicCertificates: boolean,
): Promise<PrivacyEraseResult> {
  const { rows, account } = found;
  const invoiced = new Set(rows.invoices.map((row) => String(row.quotationId)));
  const kept = rows.quotations.filter((row) => keptQuotation(row, invoiced));
  const dropped = rows.quotations.filter((row) => !keptQuotation(row, invoiced));
  const deleteIds = async (
    table: 'loginLogs' | 'formSubmissions' | 'contactMessages' | 'quotations' | 'publicCertificates',
    list: PersonalRow[],
  ) => {
    const each = ids(list);
    if (each.length > 0) await trx.deleteFrom(table).where('id', 'in', each).execute();
    return each.length;
  };

  const loginLogs = await deleteIds('loginLogs', rows.loginLogs);
  const formSubmissions = await deleteIds('formSubmissions', rows.formSubmissions);
  const contactMessages = await deleteIds('contactMessages', rows.contactMessages);
  const quotations = await deleteIds('quotations', dropped);
  const publicCertificates = keepPublicCertificates
    ? 0
    : await deleteIds('publicCertificates', rows.publicCertificates);
  if (ids(kept).length > 0)
    await trx
      .updateTable('quotations')
      .set({
        contactPerson: null,
        contactEmail: null,
        contactPhone: null,
        ccEmails: null,
        clientEmail: null,
        requestNotes: null,
      })
      .where('id', 'in', ids(kept))
      .execute();
  if (ids(rows.invoices).length > 0)
    await trx
      .updateTable('invoices')
      .set({ clientEmail: null })
      .where('id', 'in', ids(rows.invoices))
      .execute();
  const auditRows = await anonymiseAuditRows(trx, found);
  const erasedAccount = account ? await eraseAccount(trx, found) : null;
  const accountOutcome = erasedAccount?.outcome ?? null;
  return {
    account: accountOutcome,
    deleted: {
      sessions: erasedAccount?.sessions ?? 0,
      loginLogs,
      formSubmissions,
      contactMessages,
      pushSubscriptions: erasedAccount?.pushSubscriptions ?? 0,
      quotations,
      publicCertificates,
    },
    anonymised: {
      quotations: kept.length,
      invoices: rows.invoices.length,
      chatMessages: rows.chatMessages.length,
      auditRows,
    },
    kept: {
      quotations: kept.length,
      invoices: rows.invoices.length,
      chatMessages: rows.chatMessages.length,
      classes: accountOutcome === 'anonymised' ? rows.classes.length : 0,
      certificates: accountOutcome === 'anonymised' ? rows.certificates.length : 0,
      publicCertificates: keepPublicCertificates ? rows.publicCertificates.length : 0,
    },
  };
}

interface ErasedAccount {
  outcome: 'deleted' | 'anonymised';
  sessions: number;
  pushSubscriptions: number;
}

/**
 * Deleted when nothing the centre keeps refers to it; else a "Former user" no one can sign in as.
 * Either way its sessions, push subscriptions, reset links and calendar feeds go (counted).
 */
async function eraseAccount(trx: Kysely<DB>, { account, rows }: PersonalRows): Promise<ErasedAccount> {
  if (!account) throw new Error('no account to erase');
  const userId = account.id;
  const sessions = await trx.deleteFrom('sessions').where('userId', '=', userId).executeTakeFirst();
  const pushSubscriptions = await trx
    .deleteFrom('pushSubscriptions')
    .where('userId', '=', userId)
    .executeTakeFirst();
  await trx.deleteFrom('passwordResetTokens').where('userId', '=', userId).execute();
  await trx.deleteFrom('calendarFeeds').where('userId', '=', userId).execute();
  const counts = {
    sessions: Number(sessions.numDeletedRows),
    pushSubscriptions: Number(pushSubscriptions.numDeletedRows),
  };
  if (rows.classes.length + rows.certificates.length + rows.chatMessages.length === 0) {
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    return { outcome: 'deleted', ...counts };
  }
  await trx
    .updateTable('users')
    .set({
      email: `former-user-${userId}@erased.invalid`,
      passwordHash: await hashPassword(randomPassword()),
      firstName: FORMER_USER.firstName,
      lastName: FORMER_USER.lastName,
      companyName: null,
      phone: null,
      address: null,
      vatNumber: null,
      crNumber: null,
      language: null,
      isActive: false,
      mustChangePassword: false,
    })
    .where('id', '=', userId)
    .execute();
  await trx
    .updateTable('schedules')
    .set({ instructorName: FORMER_USER.name })
    .where('instructorId', '=', userId)
    .execute();
  await trx
    .updateTable('scheduleAuditLog')
    .set({ clientName: FORMER_USER.name })
    .where('userId', '=', userId)
    .execute();
  return { outcome: 'anonymised', ...counts };
}

/** The trail keeps that something happened, not to whom: names, e-mails and the changed data blanked. */
async function anonymiseAuditRows(trx: Kysely<DB>, { account, rows }: PersonalRows): Promise<number> {
  const about = [account?.id, ...ids(rows.publicCertificates), ...ids(rows.contactMessages)].filter(
    (id): id is string => typeof id === 'string',
  );
  let count = 0;
  if (about.length > 0) {
    const changed = await trx
      .updateTable('auditLog')
      .set({ entityTitle: FORMER_USER.name, entityDetails: null, previousData: null, newData: null })
      .where('entityId', 'in', about)
      .executeTakeFirst();
    count += Number(changed.numUpdatedRows);
  }
  if (account) {
    const performed = await trx
      .updateTable('auditLog')
      .set({ performedByName: FORMER_USER.name, performedByEmail: null })
      .where('performedBy', '=', account.id)
      .where((eb) => eb.or([eb('entityId', 'is', null), eb('entityId', 'not in', about)]))
      .executeTakeFirst();
    const history = await trx
      .updateTable('scheduleAuditLog')
      .set({ performedByEmail: null })
      .where((eb) => eb.or([eb('userId', '=', account.id), eb('performedBy', '=', account.id)]))
      .executeTakeFirst();
    count += Number(performed.numUpdatedRows) + Number(history.numUpdatedRows);
  }
  return count;
}
