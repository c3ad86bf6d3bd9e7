import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { certificateKey, imageKey, imageVersionKey, isMadeKey, signatureKey } from './storage-keys.js';

describe('the keys files are stored under', () => {
  const id = randomUUID();

  it('knows every key the product makes, in its own area only', () => {
    for (const key of [imageKey(id, 'png'), imageKey(id, 'jpg'), imageVersionKey(id, 480)]) {
      expect([isMadeKey('public', key), isMadeKey('private', key)], key).toEqual([true, false]);
    }
    for (const key of [certificateKey(id), signatureKey(id)]) {
      expect([isMadeKey('private', key), isMadeKey('public', key)], key).toEqual([true, false]);
    }
  });

  it.each([
    `images/${'a'.repeat(252)}.png`,
    'images/a.png',
    `images/${id}.svg`,
    `images/${id.toUpperCase()}.png`,
    `images/${id}-0w.webp`,
    `images/../private/${certificateKey(id)}`,
    `certificates/${id}.pdf`,
    '',
  ])('refuses %s as a public key', (key) => {
    expect(isMadeKey('public', key)).toBe(false);
  });
});
