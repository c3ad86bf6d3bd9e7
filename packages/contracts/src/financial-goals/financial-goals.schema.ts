import { z } from 'zod';
import { isoDate, optionalText, requiredText } from '../fields.js';
import { goalAmountSchema, goalAmountTextSchema } from './goal-amount.js';

export * from './goal-amount.js';
export * from './goal-progress.js';

const GOAL_TITLE_MAX = 200;
const GOAL_DESCRIPTION_MAX = 2000;
export const TRANSACTION_DESCRIPTION_MAX = 500;

export const goalMessages = {
  titleRequired: 'Goal title is required',
  targetRequired: 'Target amount is required',
  startRequired: 'Start date is required',
  amountRequired: 'Amount is required',
  endDate: 'End date must be a date written YYYY-MM-DD',
  endBeforeStart: 'The end date must not be before the start date',
  notFound: 'Financial goal not found',
  closed: 'This goal is closed: reopen it to record transactions',
  hasTransactions: 'This goal has transactions and cannot be deleted: close it instead',
  transactionNotFound: 'Transaction not found',
  alreadyReversed: 'This transaction has already been reversed',
  reversalOfReversal: 'A reversal cannot be reversed: record a new transaction instead',
} as const;

export const transactionTypes = ['credit', 'debit'] as const;
export type TransactionType = (typeof transactionTypes)[number];

/** The rule the dialog and the service share: an end date, when there is one, is not before the start. */
export function endsBeforeStart(dates: { startDate: string; endDate: string | null | undefined }): boolean {
  return typeof dates.endDate === 'string' && dates.endDate < dates.startDate;
}

/** The rule the goal card and the service share: only a goal with no transactions can be deleted. */
export function canDeleteGoal(goal: { transactionCount: number }): boolean {
  return goal.transactionCount === 0;
}

/**
 * The rule the history and the service share: a transaction can be reversed once, and a reversal
 * itself is not reversed (a new transaction says what happened next).
 */
export function reversalRefusal(transaction: {
  reversesId: string | null;
  reversedById: string | null;
}): string | null {
  if (transaction.reversesId !== null) return goalMessages.reversalOfReversal;
  if (transaction.reversedById !== null) return goalMessages.alreadyReversed;
  return null;
}

const goalFields = {
  title: requiredText(goalMessages.titleRequired, GOAL_TITLE_MAX, 'Goal title'),
  description: optionalText(GOAL_DESCRIPTION_MAX, 'Description'),
  targetAmount: goalAmountSchema(goalMessages.targetRequired, 'Target amount'),
  startDate: isoDate(goalMessages.startRequired),
  // Blank is no end date (the date input of the dialog sends '').
  endDate: z
    .union([z.literal(''), isoDate(goalMessages.endDate)], { error: goalMessages.endDate })
    .transform((date) => (date === '' ? null : date))
    .nullable(),
  isActive: z.boolean({ error: 'isActive must be true or false' }),
};

/** POST /api/admin/financial-goals. */
export const createGoalInputSchema = z
  .object({
    title: goalFields.title,
    description: goalFields.description.default(null),
    targetAmount: goalFields.targetAmount,
    startDate: goalFields.startDate,
    endDate: goalFields.endDate.default(null),
  })
  .refine((goal) => !endsBeforeStart(goal), { path: ['endDate'], message: goalMessages.endBeforeStart });
export type CreateGoalInput = z.input<typeof createGoalInputSchema>;

/**
 * PATCH /api/admin/financial-goals/{id}: the fields to change. `{ isActive: false }` closes the
 * goal (no new transactions), `{ isActive: true }` reopens it. Dates are checked against the
 * stored ones by the service.
 */
export const updateGoalInputSchema = z.object({
  id: z.string().min(1),
  title: goalFields.title.optional(),
  description: goalFields.description.optional(),
  targetAmount: goalFields.targetAmount.optional(),
  startDate: goalFields.startDate.optional(),
  endDate: goalFields.endDate.optional(),
  isActive: goalFields.isActive.optional(),
});
export type UpdateGoalInput = z.input<typeof updateGoalInputSchema>;

export const goalIdInputSchema = z.object({ id: z.string().min(1) });

/** POST /api/admin/financial-goals/{id}/transactions. */
export const recordTransactionInputSchema = z.object({
  id: z.string().min(1),
  amount: goalAmountSchema(goalMessages.amountRequired, 'Amount'),
  description: optionalText(TRANSACTION_DESCRIPTION_MAX, 'Description').default(null),
  transactionType: z
    .enum(transactionTypes, { error: 'transactionType must be credit or debit' })
    .default('credit'),
});
export type RecordTransactionInput = z.input<typeof recordTransactionInputSchema>;

/** POST /api/admin/financial-goals/{id}/transactions/{transactionId}/reverse. */
export const reverseTransactionInputSchema = z.object({
  id: z.string().min(1),
  transactionId: z.string().min(1),
});
export type ReverseTransactionInput = z.input<typeof reverseTransactionInputSchema>;

/** A goal as the console and REST callers read it; amounts are BD texts with two decimals. */
export const financialGoalSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  targetAmount: goalAmountTextSchema,
  currentAmount: goalAmountTextSchema,
  startDate: z.iso.date(),
  endDate: z.iso.date().nullable(),
  isActive: z.boolean(),
  /** Whole percent of the target reached at the time of the answer (goalProgress). */
  progressPercent: z.number().int(),
  transactionCount: z.number().int(),
  createdByName: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type FinancialGoal = z.infer<typeof financialGoalSchema>;

/** One credit or debit of a goal's history. */
export const goalTransactionSchema = z.object({
  id: z.uuid(),
  goalId: z.uuid(),
  amount: goalAmountTextSchema,
  description: z.string().nullable(),
  transactionType: z.enum(transactionTypes),
  recordedBy: z.uuid().nullable(),
  recordedByName: z.string().nullable(),
  recordedAt: z.iso.datetime({ offset: true }),
  /** The transaction this one reverses, when it is a reversal. */
  reversesId: z.uuid().nullable(),
  /** The reversal that undid this one, when there is one. */
  reversedById: z.uuid().nullable(),
});
export type GoalTransaction = z.infer<typeof goalTransactionSchema>;

/** A recorded transaction, with the goal's amount just before and just after it. */
export const recordedTransactionSchema = goalTransactionSchema.extend({
  previousAmount: goalAmountTextSchema,
  currentAmount: goalAmountTextSchema,
});
export type RecordedTransaction = z.infer<typeof recordedTransactionSchema>;
