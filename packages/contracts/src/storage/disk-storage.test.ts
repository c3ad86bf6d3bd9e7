import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PDF_BYTES, PNG_BYTES, temporaryStorage } from '../test-support.js';
import { certificateKey, imageKey, imageVersionKey } from './storage-keys.js';

describe('files on disk', () => {
  it('lists the key of every file of an area, and nothing else lying there', async () => {
    const { storage, root } = temporaryStorage();
    const list = async (area: 'public' | 'private') => {
      const keys: string[] = [];
      for await (const key of storage.list(area)) keys.push(key);
      return keys.sort();
    };
    expect(await list('public')).toEqual([]);

    const id = randomUUID();
    const keys = [imageKey(id, 'png'), imageVersionKey(id, 480)].sort();
    for (const key of keys) await storage.put('public', key, PNG_BYTES);
    await storage.put('private', certificateKey(id), PDF_BYTES);
    // A put cut short leaves its temporary part; someone's stray file is no key either.
    writeFileSync(join(root, 'public', `${imageKey(id, 'png')}.0a1b2c.part`), PNG_BYTES);
    mkdirSync(join(root, 'public', 'notes'));
    writeFileSync(join(root, 'public', 'notes', 'readme.txt'), 'hello');

    expect(await list('public')).toEqual(keys);
    expect(await list('private')).toEqual([certificateKey(id)]);
  });
});
