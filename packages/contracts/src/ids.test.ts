import { describe, expect, it } from 'vitest';
import { restError } from './errors.js';
import { byId, findById } from './ids.js';

const ID = '0b6f2a8e-2a43-4a51-9d77-0a4f5c0f3e11';

describe('ids from callers', () => {
  it('looks a well-formed id up and answers the row', async () => {
    expect(await byId(ID, 'Thing not found', async (id) => ({ id }))).toEqual({ id: ID });
  });

  it('answers a missing row with a 404 carrying the message', async () => {
    const failure = await byId(ID, 'Thing not found', async () => undefined).catch((error) => error);
    expect(restError(failure)).toEqual({ status: 404, body: { message: 'Thing not found' } });
  });

  it('answers a malformed id with the same 404, without looking it up', async () => {
    const looked: string[] = [];
    const find = async (id: string) => {
      looked.push(id);
      return { id };
    };
    for (const id of ['nope', '', `${ID}x`, "1' or '1'='1"]) {
      const failure = await byId(id, 'Thing not found', find).catch((error) => error);
      expect(restError(failure)).toEqual({ status: 404, body: { message: 'Thing not found' } });
      expect(await findById(id, find)).toBeUndefined();
    }
    expect(looked).toEqual([]);
  });
});
