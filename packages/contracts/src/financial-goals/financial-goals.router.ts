import { z } from 'zod';
import { okSchema } from '../auth/auth.schema.js';
import { adminProcedure, router } from '../trpc.js';
import {
  createGoalInputSchema,
  financialGoalSchema,
  goalIdInputSchema,
  goalTransactionSchema,
  recordedTransactionSchema,
  recordTransactionInputSchema,
  reverseTransactionInputSchema,
  updateGoalInputSchema,
} from './financial-goals.schema.js';
import { createGoal, deleteGoal, getGoal, listGoals, updateGoal } from './financial-goals.service.js';
import { reverseTransaction } from './goal-reversals.service.js';
import { listTransactions, recordTransaction } from './goal-transactions.service.js';

/** The console's Financial Goals: goals, their progress, and the credits and debits recorded on them. */
export const financialGoalsRouter = router({
  /** Active goals first, then closed ones. */
  list: adminProcedure.output(z.array(financialGoalSchema)).query(({ ctx }) => listGoals(ctx)),

  get: adminProcedure
    .input(goalIdInputSchema)
    .output(financialGoalSchema)
    .query(({ ctx, input }) => getGoal(ctx, input.id)),

  create: adminProcedure
    .input(createGoalInputSchema)
    .output(financialGoalSchema)
    .mutation(({ ctx, input }) => createGoal(ctx, ctx.user, input)),

  /** Edits, closes (`isActive: false`) or reopens a goal. */
  update: adminProcedure
    .input(updateGoalInputSchema)
    .output(financialGoalSchema)
    .mutation(({ ctx, input }) => updateGoal(ctx, ctx.user, input)),

  /** Only a goal with no transactions (canDeleteGoal); 409 otherwise. */
  delete: adminProcedure
    .input(goalIdInputSchema)
    .output(okSchema)
    .mutation(({ ctx, input }) => deleteGoal(ctx, ctx.user, input.id)),

  /** Newest first. */
  transactions: adminProcedure
    .input(goalIdInputSchema)
    .output(z.array(goalTransactionSchema))
    .query(({ ctx, input }) => listTransactions(ctx.db, input.id)),

  /** A credit or debit; the goal's amount changes with it, in the same database transaction. */
  recordTransaction: adminProcedure
    .input(recordTransactionInputSchema)
    .output(recordedTransactionSchema)
    .mutation(({ ctx, input }) => recordTransaction(ctx, ctx.user, input)),

  /** A new opposite transaction naming the one it reverses; once per transaction (409 after). */
  reverseTransaction: adminProcedure
    .input(reverseTransactionInputSchema)
    .output(recordedTransactionSchema)
    .mutation(({ ctx, input }) => reverseTransaction(ctx, ctx.user, input)),
});
