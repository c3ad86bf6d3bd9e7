import { centreDate } from '../centre-date.js';
import { amountCents } from './goal-amount.js';

/** What a goal card shows besides its amounts: how far along, and how long is left. */
export interface GoalProgress {
  /**
   * Whole percent of the target reached, rounded down so 100 means reached (a goal past its
   * target shows more than 100); never below 0.
   */
  percent: number;
  /** The bar's value: percent, at most 100. */
  barValue: number;
  reached: boolean;
  /**
   * Bahrain days from today to the end date: 0 on the last day, negative once it has passed; null
   * for a goal without an end date.
   */
  daysLeft: number | null;
  /** Bahrain days until the start date, when it is still ahead; else null. */
  daysToStart: number | null;
}

const DAY_MS = 86_400_000;

/** Whole days from one calendar date ('YYYY-MM-DD') to another; both read as UTC midnights, so exact. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * A goal's progress at an instant. The one rule for the server's progressPercent and the console's
 * cards: amounts are compared as whole cents (BigInt, no float), days are counted in Bahrain dates.
 */
export function goalProgress(
  goal: { targetAmount: string; currentAmount: string; startDate: string; endDate: string | null },
  now: Date,
): GoalProgress {
  const target = amountCents(goal.targetAmount);
  const current = amountCents(goal.currentAmount);
  const percent = target > 0n && current > 0n ? Number((current * 100n) / target) : 0;
  const today = centreDate(now);
  const toStart = daysBetween(today, goal.startDate);
  return {
    percent,
    barValue: Math.min(percent, 100),
    reached: target > 0n && current >= target,
    daysLeft: goal.endDate === null ? null : daysBetween(today, goal.endDate),
    daysToStart: toStart > 0 ? toStart : null,
  };
}
