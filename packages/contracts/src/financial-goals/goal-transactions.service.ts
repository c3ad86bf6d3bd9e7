import type { DB } from '@tc/db';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { z } from 'zod';
import { writeAudit } from '../audit/audit-log.js';
import type { SessionUser } from '../auth/auth.schema.js';
import { displayName } from '../auth/user-row.js';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { byId, findById } from '../ids.js';
import { formatBd } from '../quotations/money.js';
import {
  type GoalTransaction,
  goalMessages,
  MAX_GOAL_AMOUNT,
  type RecordedTransaction,
  type recordTransactionInputSchema,
  type TransactionType,
} from './financial-goals.schema.js';
import { goalDetails, goalSnapshot } from './financial-goals.service.js';

type RecordTransactionData = z.output<typeof recordTransactionInputSchema>;

const belowZeroMessage = (amount: string, current: string) =>
  `A debit of ${formatBd(amount)} would take this goal below zero: it holds ${formatBd(current)}`;
const pastMaximumMessage = `A goal holds at most ${formatBd(MAX_GOAL_AMOUNT)}: this credit would take it past that`;

/** PostgreSQL's numeric_value_out_of_range (22003): a sum past NUMERIC(15,2). */
function isOutOfRange(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '22003';
}

/** The audit trail's line: "Credit of BD 250.00 recorded: Course fees, November". */
function transactionAuditLine(type: TransactionType, amount: string, description: string | null): string {
  const money = formatBd(amount);
  if (type === 'credit')
    return description ? `Credit of ${money} recorded: ${description}` : `Credit of ${money} recorded`;
  return description ? `Debit of ${money} recorded: ${description}` : `Debit of ${money} recorded`;
}

type TransactionRow = Selectable<DB['goalTransactions']>;

function toTransaction(row: TransactionRow & { reversedById?: string | null }): GoalTransaction {
  return {
    id: row.id,
    goalId: row.goalId,
    amount: row.amount,
    description: row.description,
    transactionType: row.transactionType as TransactionType,
    recordedBy: row.recordedBy,
    recordedByName: row.recordedByName,
    recordedAt: row.recordedAt.toISOString(),
    reversesId: row.reversesId,
    reversedById: row.reversedById ?? null,
  };
}

/** Why no active goal took the change: a 404, a closed goal (409), or a debit past its amount (400). */
async function refusal(db: Kysely<DB>, id: string, amount: string): Promise<AppError> {
  const goal = await byId(id, goalMessages.notFound, (id) =>
    db
      .selectFrom('financialGoals')
      .select(['isActive', 'currentAmount'])
      .where('id', '=', id)
      .executeTakeFirst(),
  );
  if (!goal.isActive) return new AppError('CONFLICT', goalMessages.closed);
  return new AppError('BAD_REQUEST', belowZeroMessage(amount, goal.currentAmount));
}

export interface TransactionChange {
  id: string;
  amount: string;
  description: string | null;
  transactionType: TransactionType;
  /** The transaction a reversal undoes. */
  reversesId?: string;
  /** The audit trail's line; by default "Credit of BD 250.00 recorded: ...". */
  auditLine?: string;
}

/**
 * Writes a credit (added to the goal's current amount) or a debit (taken from it) with its history
 * row and audit row, in the caller's database transaction; null when no active goal could take it.
 * The sum is computed by PostgreSQL in the UPDATE itself: concurrent records queue on the goal's row
 * lock, and each adds to the amount the one before it left, so none is lost or counted twice. A
 * debit may not take the amount below zero (the amount is money the centre holds towards the goal;
 * more out than in is a typing mistake), and the check sits in the same UPDATE, so two debits at
 * once cannot both pass it.
 */
export async function applyTransaction(
  trx: Kysely<DB>,
  user: SessionUser,
  now: Date,
  change: TransactionChange,
): Promise<RecordedTransaction | null> {
  const { id, amount, description, transactionType } = change;
  const delta = transactionType === 'credit' ? amount : `-${amount}`;
  const goal = await findById(id, (id) =>
    trx
      .updateTable('financialGoals')
      .set({ currentAmount: sql`current_amount + ${delta}::numeric`, updatedAt: now })
      .where('id', '=', id)
      .where('isActive', '=', true)
      .$if(transactionType === 'debit', (query) =>
        query.where(sql<boolean>`current_amount >= ${amount}::numeric`),
      )
      .returningAll()
      .returning(sql<string>`(current_amount - ${delta}::numeric)::numeric(15, 2)`.as('previousAmount'))
      .executeTakeFirst(),
  );
  if (!goal) return null;
  const row = await trx
    .insertInto('goalTransactions')
    .values({
      goalId: id,
      amount,
      description,
      transactionType,
      recordedBy: user.id,
      recordedByName: displayName(user) ?? user.email,
      recordedAt: now,
      reversesId: change.reversesId ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await writeAudit(trx, {
    entityType: 'financial_goal',
    entityId: id,
    action: 'updated',
    actor: user,
    previous: { ...goalSnapshot(goal), currentAmount: goal.previousAmount },
    next: {
      ...goalSnapshot(goal),
      transaction: { id: row.id, transactionType, amount, description, reversesId: row.reversesId },
    },
    description: change.auditLine ?? transactionAuditLine(transactionType, amount, description),
    title: goal.title,
    details: goalDetails(goal),
    at: now,
  });
  return { ...toTransaction(row), previousAmount: goal.previousAmount, currentAmount: goal.currentAmount };
}

/**
 * Runs a change of a goal's amount in one database transaction: a refusal says why (see refusal),
 * a sum past NUMERIC(15,2) is the caller's 400.
 */
export async function changeGoalAmount(
  ctx: Context,
  write: (trx: Kysely<DB>) => Promise<RecordedTransaction | null>,
  refused: { id: string; amount: string },
): Promise<RecordedTransaction> {
  try {
    const recorded = await ctx.db.transaction().execute(write);
    if (recorded === null) throw await refusal(ctx.db, refused.id, refused.amount);
    return recorded;
  } catch (error) {
    if (isOutOfRange(error)) throw new AppError('BAD_REQUEST', pastMaximumMessage);
    throw error;
  }
}

/** A credit or debit recorded by an admin. */
export function recordTransaction(
  ctx: Context,
  user: SessionUser,
  input: RecordTransactionData,
): Promise<RecordedTransaction> {
  return changeGoalAmount(ctx, (trx) => applyTransaction(trx, user, ctx.now(), input), input);
}

/** A goal's credits and debits, newest first. */
export async function listTransactions(db: Kysely<DB>, id: string): Promise<GoalTransaction[]> {
  await byId(id, goalMessages.notFound, (id) =>
    db.selectFrom('financialGoals').select('id').where('id', '=', id).executeTakeFirst(),
  );
  const rows = await db
    .selectFrom('goalTransactions')
    .leftJoin('goalTransactions as reversal', 'reversal.reversesId', 'goalTransactions.id')
    .selectAll('goalTransactions')
    .select('reversal.id as reversedById')
    .where('goalTransactions.goalId', '=', id)
    .orderBy('goalTransactions.recordedAt', 'desc')
    .orderBy('goalTransactions.id', 'desc')
    .execute();
  return rows.map(toTransaction);
}
