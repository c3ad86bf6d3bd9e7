import { randomInt } from 'node:crypto';
import { argon2id, type HashOptions, hash, verify } from 'argon2';

/** argon2id with the OWASP minimum: 19 MiB of memory, 2 passes, 1 lane. */
const hashOptions: HashOptions = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, hashOptions);
}

/** False for a wrong password, and for a stored hash that is not an argon2 hash at all. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}

// Characters easy to read aloud and to copy by hand: no 0/O, 1/l/I, and symbols without look-alikes.
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '!@#$%&*-+=?';
const PASSWORD_LENGTH = 14;

const pick = (characters: string) => characters.charAt(randomInt(characters.length));

/** A random 14-character password with at least one upper- and lower-case letter, digit and symbol. */
export function randomPassword(): string {
  const all = UPPER + LOWER + DIGITS + SYMBOLS;
  const characters = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SYMBOLS)];
  while (characters.length < PASSWORD_LENGTH) characters.push(pick(all));
  // Fisher-Yates, so the guaranteed characters are not always in front.
  for (let i = characters.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [characters[i], characters[j]] = [characters[j] as string, characters[i] as string];
  }
  return characters.join('');
}
