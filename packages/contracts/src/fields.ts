import { z } from 'zod';

/**
 * A text field the form marks required: the same message whether the field is empty, missing or
 * not text, so a REST caller reads what the form shows.
 */
export function requiredString(message: string) {
  return z.string({ error: message }).min(1, message);
}
