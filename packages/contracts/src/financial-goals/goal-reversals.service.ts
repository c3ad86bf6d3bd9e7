import type { z } from 'zod';
import type { SessionUser } from '../auth/auth.schema.js';
import type { Context } from '../context.js';
import { AppError, isUniqueViolation } from '../errors.js';
import { byId, isUuid } from '../ids.js';
import { formatBd } from '../quotations/money.js';
import {
  goalMessages,
  type RecordedTransaction,
  reversalRefusal,
  type reverseTransactionInputSchema,
  TRANSACTION_DESCRIPTION_MAX,
} from './financial-goals.schema.js';
import { applyTransaction, changeGoalAmount } from './goal-transactions.service.js';

type ReverseTransactionData = z.output<typeof reverseTransactionInputSchema>;

const opposite = { credit: 'debit', debit: 'credit' } as const;

/** The audit trail's line: "Credit of BD 250.00 reversed: Course fees, November". */
function reversalAuditLine(type: keyof typeof opposite, amount: string, description: string | null): string {
  const money = formatBd(amount);
  if (type === 'credit')
    return description ? `Credit of ${money} reversed: ${description}` : `Credit of ${money} reversed`;
  return description ? `Debit of ${money} reversed: ${description}` : `Debit of ${money} reversed`;
}

/**
 * Reverses a mistaken credit or debit: a new, opposite transaction of the same amount that names the
 * one it reverses; the history keeps both. The reversed row is locked meanwhile, and the unique
 * index on reverses_id refuses a second reversal however the requests race (409). A reversal is
 * not reversed, a closed goal takes none (409), and reversing a credit the goal has since spent
 * would take it below zero (400), like any debit.
 */
export async function reverseTransaction(
  ctx: Context,
  user: SessionUser,
  input: ReverseTransactionData,
): Promise<RecordedTransaction> {
  const now = ctx.now();
  // Of this goal only: a malformed goal id is the same 404 as another goal's transaction.
  const original = await byId(input.transactionId, goalMessages.transactionNotFound, async (id) =>
    isUuid(input.id)
      ? ctx.db
          .selectFrom('goalTransactions')
          .select(['amount'])
          .where('id', '=', id)
          .where('goalId', '=', input.id)
          .executeTakeFirst()
      : undefined,
  );
  try {
    return await changeGoalAmount(
      ctx,
      async (trx) => {
        const row = await trx
          .selectFrom('goalTransactions')
          .selectAll()
          .where('id', '=', input.transactionId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        // Looked up once the row is locked: a reversal that committed while this one waited is seen.
        const reversal = await trx
          .selectFrom('goalTransactions')
          .select('id')
          .where('reversesId', '=', row.id)
          .executeTakeFirst();
        const refused = reversalRefusal({ reversesId: row.reversesId, reversedById: reversal?.id ?? null });
        if (refused) throw new AppError('CONFLICT', refused);
        const type = row.transactionType as keyof typeof opposite;
        const what = `${type} of ${formatBd(row.amount)}`;
        const about = row.description ? `: ${row.description}` : '';
        const description = `Reversal of the ${what}${about}`;
        return applyTransaction(trx, user, now, {
          id: input.id,
          amount: row.amount,
          description: description.slice(0, TRANSACTION_DESCRIPTION_MAX),
          transactionType: opposite[type],
          reversesId: row.id,
          auditLine: reversalAuditLine(type, row.amount, row.description),
        });
      },
      { id: input.id, amount: original.amount },
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', goalMessages.alreadyReversed);
    throw error;
  }
}
