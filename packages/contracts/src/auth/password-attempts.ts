import type { Context } from '../context.js';
import {
  type CountedAttempt,
  countAttempt,
  minutesUntil,
  resetAttempts,
  type ThrottleRule,
} from '../throttle.js';
import { knownDevice } from './device-cookies.js';

/**
 * Password guesses (sign-in, and the current-password check of a password change or an account
 * edit) are limited per window of 15 minutes. A browser holding the account's device cookie
 * (device-cookies.ts) counts on its own counter only:
 * - 5 per account from that device; when they are used up it is refused, and never counted below.
 * Any other browser counts on three shared counters:
 * - 5 per account from one address: the guesser's own limit;
 * - 20 per address across all accounts: spraying one password over many accounts;
 * - 30 per account across all addresses: the ceiling for a guesser with many addresses.
 * Strangers who reach the ceiling therefore lock the account for unknown browsers only: its owner
 * signs in from a browser that signed in before. Guessing stays bounded however many addresses
 * are used. An attempt is counted before its password is hashed and taken back when it was right.
 */
export const PASSWORD_WINDOW_MS = 15 * 60 * 1000;
export const passwordAttemptRules = {
  device: { name: 'password:device', limit: 5, windowMs: PASSWORD_WINDOW_MS },
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
 * Counts one password guess for the account (by its e-mail, known or not, and its id when there
 * is one) from this browser. Counters are taken in order; a refused attempt is taken back from the
 * counters before the one that refused it, so refused attempts never add to the account-wide ceiling.
 */
export async function countPasswordAttempt(
  ctx: Pick<Context, 'db' | 'client' | 'now' | 'device'>,
  account: { email: string; id: string | undefined },
): Promise<PasswordAttempt> {
  const now = ctx.now();
  const address = ctx.client.ipAddress ?? 'unknown';
  const email = account.email.toLowerCase();
  const device = await knownDevice(ctx, account.id);
  // The first counter is the guesser's own: the right password forgives its failures.
  const subjects: [ThrottleRule, string][] = device
    ? [[passwordAttemptRules.device, device]]
    : [
        [passwordAttemptRules.accountAtAddress, `${email}|${address}`],
        [passwordAttemptRules.address, address],
        [passwordAttemptRules.account, email],
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
  const [own] = subjects;
  return {
    allowed: true,
    succeeded: async () => {
      if (own) await resetAttempts(ctx.db, ...own);
      await Promise.all(counted.slice(1).map((attempt) => attempt.release()));
    },
  };
}
