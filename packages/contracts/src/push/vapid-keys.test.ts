import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { createPushSender } from './push-sender.js';
import { assertVapidKeys, VAPID_SETTINGS_KEY } from './vapid-keys.js';

describe.each(testDatabases())('the VAPID keys on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(() => database.close());

  const storedRows = () =>
    database.db.selectFrom('settings').select('value').where('key', '=', VAPID_SETTINGS_KEY).execute();

  it('are made once when several processes start at once, and kept', async () => {
    for (let round = 0; round < 5; round += 1) {
      await database.db.deleteFrom('settings').where('key', '=', VAPID_SETTINGS_KEY).execute();
      // Each sender stands for a process: its own key cache, the one database.
      const starts = Array.from({ length: 4 }, () => createPushSender({ db: database.db }).publicKey());
      const keys = await Promise.all(starts);
      expect(new Set(keys).size, `round ${round}`).toBe(1);
      const rows = await storedRows();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.value).toMatchObject({ publicKey: keys[0] });
      expect(await createPushSender({ db: database.db }).publicKey()).toBe(keys[0]);
    }
  });

  it('come from the environment when it sets them, and the database is left alone', async () => {
    await database.db.deleteFrom('settings').where('key', '=', VAPID_SETTINGS_KEY).execute();
    const vapidKeys = webpush.generateVAPIDKeys();
    expect(await createPushSender({ db: database.db, vapidKeys }).publicKey()).toBe(vapidKeys.publicKey);
    expect(await storedRows()).toEqual([]);
  });

  it('refuse environment keys that cannot sign, naming the variable', () => {
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    expect(() => assertVapidKeys({ publicKey: 'pub', privateKey })).toThrow('VAPID_PUBLIC_KEY');
    expect(() => assertVapidKeys({ publicKey, privateKey: privateKey.slice(2) })).toThrow(
      'VAPID_PRIVATE_KEY',
    );
    expect(() =>
      createPushSender({ db: database.db, vapidKeys: { publicKey: privateKey, privateKey } }),
    ).toThrow('VAPID_PUBLIC_KEY');
    expect(assertVapidKeys({ publicKey, privateKey })).toEqual({ publicKey, privateKey });
  });
});
