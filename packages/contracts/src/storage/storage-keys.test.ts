import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PNG_BYTES, temporaryStorage } from '../test-support.js';
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

  it('never reads or writes another key on disk, even where such a file exists', async () => {
    const { storage, root } = temporaryStorage();
    mkdirSync(join(root, 'public', 'images'), { recursive: true });
    writeFileSync(join(root, 'public', 'images', 'a.png'), PNG_BYTES);
    expect(await storage.get('public', 'images/a.png')).toBeNull();
    expect(await storage.get('public', `images/${'a'.repeat(252)}.png`)).toBeNull();
    await expect(storage.put('public', 'images/b.png', PNG_BYTES)).rejects.toThrow('not a key');
    await storage.put('public', imageKey(id, 'png'), PNG_BYTES);
    expect((await storage.get('public', imageKey(id, 'png')))?.size).toBe(PNG_BYTES.length);
  });
});
