import type { DB } from '@tc/db';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import { writeAudit } from '../audit/audit-log.js';
import type { SessionUser } from '../auth/auth.schema.js';
import { displayName } from '../auth/user-row.js';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { byId } from '../ids.js';
import { formatBd } from '../quotations/money.js';
import {
  canDeleteGoal,
  type createGoalInputSchema,
  endsBeforeStart,
  type FinancialGoal,
  goalMessages,
  goalProgress,
  type updateGoalInputSchema,
} from './financial-goals.schema.js';

type CreateGoalData = z.output<typeof createGoalInputSchema>;
type UpdateGoalData = z.output<typeof updateGoalInputSchema>;

/** A goal's rows with who created it and how many transactions it has. */
function selectGoals(db: Kysely<DB>) {
  return db
    .selectFrom('financialGoals')
    .leftJoin('users', 'users.id', 'financialGoals.createdBy')
    .selectAll('financialGoals')
    .select(['users.firstName', 'users.lastName', 'users.companyName', 'users.email'])
    .select((eb) =>
      eb
        .selectFrom('goalTransactions')
        .whereRef('goalTransactions.goalId', '=', 'financialGoals.id')
        .select(sql<number>`count(*)::int`.as('count'))
        .as('transactionCount'),
    );
}

type GoalRow = Awaited<ReturnType<ReturnType<typeof selectGoals>['executeTakeFirstOrThrow']>>;

function toGoal(row: GoalRow, now: Date): FinancialGoal {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    targetAmount: row.targetAmount,
    currentAmount: row.currentAmount,
    startDate: row.startDate,
    endDate: row.endDate,
    isActive: row.isActive,
    progressPercent: goalProgress(row, now).percent,
    transactionCount: Number(row.transactionCount ?? 0),
    createdByName:
      row.email === null
        ? null
        : (displayName({ firstName: row.firstName, lastName: row.lastName, companyName: row.companyName }) ??
          row.email),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit trail keeps of a goal before and after a change. */
export function goalSnapshot(goal: {
  title: string;
  description: string | null;
  targetAmount: string;
  currentAmount: string;
  startDate: string;
  endDate: string | null;
  isActive: boolean;
}) {
  const { title, description, targetAmount, currentAmount, startDate, endDate, isActive } = goal;
  return { title, description, targetAmount, currentAmount, startDate, endDate, isActive };
}

/** The audit trail's line under a goal's title: "BD 250.00 of BD 5,000.00". */
export function goalDetails(goal: { currentAmount: string; targetAmount: string }): string {
  return `${formatBd(goal.currentAmount)} of ${formatBd(goal.targetAmount)}`;
}

export async function getGoal(ctx: Pick<Context, 'db' | 'now'>, id: string): Promise<FinancialGoal> {
  const row = await byId(id, goalMessages.notFound, (id) =>
    selectGoals(ctx.db).where('financialGoals.id', '=', id).executeTakeFirst(),
  );
  return toGoal(row, ctx.now());
}

/** Active goals first, then closed ones; newest first within each. */
export async function listGoals(ctx: Pick<Context, 'db' | 'now'>): Promise<FinancialGoal[]> {
  const rows = await selectGoals(ctx.db)
    .orderBy('financialGoals.isActive', 'desc')
    .orderBy('financialGoals.createdAt', 'desc')
    .orderBy('financialGoals.id')
    .execute();
  const now = ctx.now();
  return rows.map((row) => toGoal(row, now));
}

export async function createGoal(
  ctx: Context,
  user: SessionUser,
  input: CreateGoalData,
): Promise<FinancialGoal> {
  const now = ctx.now();
  const id = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('financialGoals')
      .values({ ...input, createdBy: user.id, createdAt: now, updatedAt: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      entityType: 'financial_goal',
      entityId: row.id,
      action: 'created',
      actor: user,
      previous: null,
      next: goalSnapshot(row),
      description: `Financial goal created with a target of ${formatBd(row.targetAmount)}`,
      title: row.title,
      details: goalDetails(row),
      at: now,
    });
    return row.id;
  });
  return getGoal(ctx, id);
}

export const fieldNames: Record<string, string> = {
  title: 'title',
  description: 'description',
  targetAmount: 'target amount',
  startDate: 'start date',
  endDate: 'end date',
};

/** "Goal closed", "Goal reopened", "Goal updated: title, target amount", or both. */
function changeDescription(changed: string[], closing: boolean | undefined): string {
  const edited = changed.filter((field) => field !== 'isActive').map((field) => fieldNames[field] ?? field);
  if (edited.length === 0) return closing ? 'Goal closed' : 'Goal reopened';
  const line = `Goal updated: ${edited.join(', ')}`;
  if (closing === undefined) return line;
  return closing ? `Goal closed; ${line}` : `Goal reopened; ${line}`;
}

/**
 * Changes the fields given (the row locked meanwhile, so a transaction recorded at the same moment
 * keeps its amount); an end date before the start, as stored or as sent, is refused. Writes one
 * audit row when anything changed.
 */
export async function updateGoal(
  ctx: Context,
  user: SessionUser,
  input: UpdateGoalData,
): Promise<FinancialGoal> {
  const { id, ...fields } = input;
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const before = await byId(id, goalMessages.notFound, (id) =>
      trx.selectFrom('financialGoals').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),
    );
    const startDate = fields.startDate ?? before.startDate;
    const endDate = fields.endDate === undefined ? before.endDate : fields.endDate;
    if (endsBeforeStart({ startDate, endDate }))
      throw new AppError('BAD_REQUEST', goalMessages.endBeforeStart);
    const changed = (Object.keys(fields) as (keyof typeof fields)[]).filter(
      (key) => fields[key] !== undefined && fields[key] !== before[key],
    );
    if (changed.length === 0) return;
    const after = await trx
      .updateTable('financialGoals')
      .set({ ...fields, updatedAt: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const closing = changed.includes('isActive') ? !after.isActive : undefined;
    await writeAudit(trx, {
      entityType: 'financial_goal',
      entityId: id,
      action: 'updated',
      actor: user,
      previous: goalSnapshot(before),
      next: goalSnapshot(after),
      description: changeDescription(changed, closing),
      title: after.title,
      details: goalDetails(after),
      at: now,
    });
  });
  return getGoal(ctx, id);
}

/**
 * Deletes a goal made by mistake: only one with no transactions (409 otherwise: its history is the
 * record of money, so it is closed instead). The goal's row is locked first, so no transaction can
 * be recorded between the check and the delete.
 */
export async function deleteGoal(ctx: Context, user: SessionUser, id: string): Promise<{ ok: true }> {
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const goal = await byId(id, goalMessages.notFound, (id) =>
      trx.selectFrom('financialGoals').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),
    );
    const { count } = await trx
      .selectFrom('goalTransactions')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('goalId', '=', id)
      .executeTakeFirstOrThrow();
    if (!canDeleteGoal({ transactionCount: count }))
      throw new AppError('CONFLICT', goalMessages.hasTransactions);
    await trx.deleteFrom('financialGoals').where('id', '=', id).execute();
    await writeAudit(trx, {
      entityType: 'financial_goal',
      entityId: id,
      action: 'deleted',
      actor: user,
      previous: goalSnapshot(goal),
      next: null,
      description: 'Financial goal deleted',
      title: goal.title,
      details: goalDetails(goal),
      at: now,
    });
  });
  return { ok: true };
}
