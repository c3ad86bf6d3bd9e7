import { z } from 'zod';

/**
 * A text field the form marks required: the same message whether the field is empty, missing or
 * not text, so a REST caller reads what the form shows.
 */
export function requiredString(message: string) {
  return z.string({ error: message }).min(1, message);
}

/** Optional text: trimmed, at most max characters; empty becomes null. */
export function optionalText(max: number, label: string) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable();
}

/**
 * A date as a date input gives it (YYYY-MM-DD), with the message for a missing or malformed one.
 * Years 1900 to 2999 only: PostgreSQL refuses year 0000, and nothing at a training centre (a date
 * of birth, a class, an expiry) lies outside them.
 */
export function isoDate(message: string) {
  return z.iso
    .date({ error: message })
    .refine((date) => date >= '1900-01-01' && date <= '2999-12-31', message);
}
