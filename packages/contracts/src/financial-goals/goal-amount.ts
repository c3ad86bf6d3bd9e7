import { z } from 'zod';
import { formatBd } from '../quotations/money.js';

/**
 * A goal's amounts in Bahraini dinars with two decimals, as the financial_goals table keeps them
 * (NUMERIC(15,2)): read from a decimal text digit by digit, never through a binary float, and
 * written back as the canonical text ("1250.50"). Browser-safe: the dialogs check with it too.
 */

/** The largest amount NUMERIC(15,2) holds. */
export const MAX_GOAL_AMOUNT = '9999999999999.99';
const MAX_WHOLE_DIGITS = 13;

const decimalText = /^(-?)(\d+)(?:\.(\d+))?$/;

export type AmountProblem = 'format' | 'decimals' | 'notPositive' | 'tooLarge';

/**
 * "1250.5", " 0001250.50 " or 1250.5 as "1250.50"; or what is wrong with it. A number is taken as
 * JavaScript writes it (String(1.234) is "1.234", String(1e21) is "1e+21"), so a REST caller's
 * JSON number is judged by the digits it sent.
 */
export function parseGoalAmount(value: string | number): { amount: string } | { problem: AmountProblem } {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = decimalText.exec(text);
  if (!match) return { problem: 'format' };
  const [, sign, whole = '', decimals = ''] = match;
  if (decimals.length > 2) return { problem: 'decimals' };
  const dinars = whole.replace(/^0+(?=\d)/, '');
  const amount = `${dinars}.${decimals.padEnd(2, '0')}`;
  if (sign === '-' || amountCents(amount) === 0n) return { problem: 'notPositive' };
  if (dinars.length > MAX_WHOLE_DIGITS) return { problem: 'tooLarge' };
  return { amount };
}

/** A canonical amount text ("1250.50", "-3.00") as a whole number of fils' tens: 125050n. */
export function amountCents(amount: string): bigint {
  const negative = amount.startsWith('-');
  const [dinars = '0', decimals = ''] = amount.replace(/^-/, '').split('.');
  const cents = BigInt(dinars) * 100n + BigInt(decimals.padEnd(2, '0').slice(0, 2) || '0');
  return negative ? -cents : cents;
}

/** Cents as the canonical amount text: 125050n -> "1250.50". */
export function centsToAmount(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const size = cents < 0n ? -cents : cents;
  return `${sign}${size / 100n}.${String(size % 100n).padStart(2, '0')}`;
}

/** The message for an amount's problem, naming the field ('Amount', 'Target amount'). */
function amountProblemMessage(label: string, problem: AmountProblem): string {
  switch (problem) {
    case 'format':
      return `${label} must be a number of dinars such as 1250.50`;
    case 'decimals':
      return `${label} must have at most 2 decimals`;
    case 'notPositive':
      return `${label} must be more than 0`;
    case 'tooLarge':
      return `${label} must be at most ${formatBd(MAX_GOAL_AMOUNT)}`;
  }
}

/**
 * An amount field: a JSON number or a decimal text, more than 0, at most 2 decimals and at most
 * MAX_GOAL_AMOUNT; answered as the canonical text. Missing or blank gives the spec's message.
 */
export function goalAmountSchema(requiredMessage: string, label: string) {
  return z.union([z.string(), z.number()], { error: requiredMessage }).transform((value, context) => {
    if (typeof value === 'string' && value.trim() === '') {
      context.addIssue({ code: 'custom', message: requiredMessage });
      return z.NEVER;
    }
    const parsed = parseGoalAmount(value);
    if ('problem' in parsed) {
      context.addIssue({ code: 'custom', message: amountProblemMessage(label, parsed.problem) });
      return z.NEVER;
    }
    return parsed.amount;
  });
}

/** An amount as the goals' output carries it: the canonical text with two decimals. */
export const goalAmountTextSchema = z.string().regex(/^-?\d+\.\d{2}$/);
