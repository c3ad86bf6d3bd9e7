import { AppError } from './errors.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in addresses are checked before they reach SQL, where a malformed uuid is an error, not a miss. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

/**
 * What `find` answers for an id a caller sent; undefined for a malformed id, without asking the
 * database (no row can have it). For lookups whose miss is not a 404 (a form's required field).
 */
export async function findById<T>(
  id: string,
  find: (id: string) => Promise<T | undefined>,
): Promise<T | undefined> {
  return isUuid(id) ? find(id) : undefined;
}

/**
 * The row behind an id a caller sent, or a 404 with the message: a malformed id is not found
 * either, rather than the error PostgreSQL gives for it.
 */
export async function byId<T>(
  id: string,
  notFoundMessage: string,
  find: (id: string) => Promise<T | undefined>,
): Promise<T> {
  const row = await findById(id, find);
  if (row === undefined) throw new AppError('NOT_FOUND', notFoundMessage);
  return row;
}
