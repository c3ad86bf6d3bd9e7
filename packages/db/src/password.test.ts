import { describe, expect, it } from 'vitest';
import { hashPassword, randomPassword, verifyPassword } from './password.js';

describe('passwords', () => {
  it('hashes with argon2id, m=19456 KiB, t=2, p=1, and verifies', async () => {
    const hash = await hashPassword('Correct-Horse-7');
    const [, algorithm, version, parameters] = hash.split('$');
    expect([algorithm, version]).toEqual(['argon2id', 'v=19']);
    expect(parameters?.split(',').sort()).toEqual(['m=19456', 'p=1', 't=2']);
    expect(await verifyPassword(hash, 'Correct-Horse-7')).toBe(true);
    expect(await verifyPassword(hash, 'correct-horse-7')).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('treats a stored value that is not an argon2 hash as a wrong password', async () => {
    expect(await verifyPassword('plain-text-from-an-old-system', 'plain-text-from-an-old-system')).toBe(
      false,
    );
  });

  it('generates readable random passwords of 12+ characters with every character class', () => {
    const passwords = Array.from({ length: 200 }, randomPassword);
    for (const password of passwords) {
      expect(password.length).toBeGreaterThanOrEqual(12);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[0-9]/);
      expect(password).toMatch(/[^A-Za-z0-9]/);
      expect(password).not.toMatch(/[0O1lI\s]/);
    }
    expect(new Set(passwords).size).toBe(passwords.length);
  });
});
