const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in addresses are checked before they reach SQL, where a malformed uuid is an error, not a miss. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
