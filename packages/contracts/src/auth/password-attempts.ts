import type { Context } from '../context.js';
import {
  type CountedAttempt,
  countAttempt,
  minutesUntil,
  resetAttempts,
  type ThrottleRule,
} from '../throttle.js';

/**
 * Password guesses (sign-in, and the current-password check of a password change or an account
 * edit) are limited per window of 15 minutes:
 * - 5 per account from one address: the guesser's own limit;
 * - 20 per address across all accounts: spraying one password over many accounts;
 * - 30 per account across all addresses: the ceiling for a guesser with many addresses.
 * A guesser at one address therefore locks only themselves out, not the account's owner, who
 * signs in from another address; and guessing stays bounded however many addresses are used.
 * An attempt is counted before its password is hashed and taken back when the password was right.
 */
export const PASSWORD_WINDOW_MS = 15 * 60 * 1000;
export const passwordAttemptRules = {
  accountAtAddress: { name: 'password:account-address', limit: 5, windowMs: PASSWORD_WINDOW_MS },
  address: { name: 'password:address', limit: 20, windowMs: PASSWORD_WINDOW_MS },
  account: { name: 'password:account', limit: 30, windowMs: PASSWORD_WINDOW_MS },
} as const satisfies Record<string, ThrottleRule>;

export function throttledPasswordMessage(minutes: number): string {
  return `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

export type PasswordAttempt =
  | { allowed: true /** The password was right: this attempt is no failure. */; succeeded(): Promise<void> }
  | { allowed: false; message: string };

/**
 * Counts one password guess for the account (by its e-mail, known or not) from the caller's
 * address. Counters are taken in order; a refused attempt is taken back from the counters before
 * the one that refused it, so refused attempts never add to the account-wide ceiling.
 */
export async function countPasswordAttempt(
  ctx: Pick<Context, 'db' | 'client' | 'now'>,
  email: string,
): Promise<PasswordAttempt> {
  const now = ctx.now();
  const address = ctx.client.ipAddress ?? 'unknown';
  const account = email.toLowerCase();
  const subjects: [ThrottleRule, string][] = [
    [passwordAttemptRules.accountAtAddress, `${account}|${address}`],
    [passwordAttemptRules.address, address],
    [passwordAttemptRules.account, account],
  ];
  const counted: CountedAttempt[] = [];
  for (const [rule, subject] of subjects) {
    const attempt = await countAttempt(ctx.db, rule, subject, now);
    if (!attempt.allowed) {
      await Promise.all(counted.map((earlier) => earlier.release()));
      return { allowed: false, message: throttledPasswordMessage(minutesUntil(attempt.windowEndsAt, now)) };
    }
    counted.push(attempt);
  }
  return {
    allowed: true,
    succeeded: async () => {
      // The right password from this address: its earlier failures there are forgiven too.
      await resetAttempts(ctx.db, passwordAttemptRules.accountAtAddress, `${account}|${address}`);
      await Promise.all(counted.slice(1).map((attempt) => attempt.release()));
    },
  };
}
