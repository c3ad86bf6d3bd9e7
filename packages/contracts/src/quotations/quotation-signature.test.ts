import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseStorage } from '../storage/database-storage.js';
import {
  animatedPng,
  callerFor,
  drawImage,
  insertCourse,
  insertUser,
  outcome,
  pngClaiming,
  type TestUser,
  temporaryStorage,
} from '../test-support.js';
import { pngSize } from '../uploads/image-file.js';
import { MAX_SIGNATURE_HEIGHT, MAX_SIGNATURE_WIDTH, signatureScale } from './quotation-public.schema.js';

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
const TOO_LARGE = {
  status: 413,
  message: `The signature is too large: at most ${MAX_SIGNATURE_WIDTH} x ${MAX_SIGNATURE_HEIGHT} pixels`,
};

describe('the size of a signature', () => {
  it('reads a PNG’s size and whether it is animated from its header alone', () => {
    expect(pngSize(pngClaiming(7000, 7000))).toEqual({ width: 7000, height: 7000, animated: false });
    expect(pngSize(animatedPng())).toEqual({ width: 10, height: 10, animated: true });
    expect(pngSize(Buffer.from('not a png'))).toBeNull();
  });

  it('draws the box at the screen’s density, but never past the largest signature', () => {
    expect(signatureScale(600, 176, 2)).toBe(2);
    expect(signatureScale(930, 176, 1)).toBe(1);
    for (const [width, height, ratio] of [
      [930, 176, 4],
      [930, 176, 10],
      [5000, 176, 1],
      [390, 2000, 3],
    ] as const) {
      const scale = signatureScale(width, height, ratio);
      expect(width * scale).toBeLessThanOrEqual(MAX_SIGNATURE_WIDTH);
      expect(height * scale).toBeLessThanOrEqual(MAX_SIGNATURE_HEIGHT);
    }
  });
});

describe.each(testDatabases())('a client’s signature on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  let courseId: string;
  const disk = temporaryStorage();
  const as = (user: TestUser | null) => callerFor(database.db, { user, storage: disk.storage }).caller;

  beforeAll(async () => {
    database = await create();
    admin = await insertUser(database.db, { role: 'admin' });
    courseId = (await insertCourse(database.db)).id;
  });
  afterAll(() => database.close());

  /** The link's token of a quotation that was sent. */
  async function sentQuotation(): Promise<string> {
    const quotation = await as(admin).quotations.create({
      companyName: 'Gulf Ports Co',
      clientName: 'Layla Nasser',
      contactEmail: 'layla@gulfports.test',
      lines: [{ courseId, trainingType: 'full_course', candidates: 1 }],
    });
    await database.db
      .updateTable('quotations')
      .set({ status: 'sent' })
      .where('id', '=', quotation.id)
      .execute();
    return quotation.publicUrl.slice(quotation.publicUrl.lastIndexOf('/') + 1);
  }
  const accept = async (png: Buffer) =>
    outcome(
      as(null).quotationLink.accept({ token: await sentQuotation(), name: 'Layla', signature: dataUrl(png) }),
    );

  it('refuses a signature larger than the box could draw, from its header, before decoding', async () => {
    // Headers only: the data could not be decoded, so a 413 proves no decoder ran.
    expect(await accept(pngClaiming(7000, 7000))).toEqual(TOO_LARGE);
    expect(await accept(pngClaiming(MAX_SIGNATURE_WIDTH + 1, 100))).toEqual(TOO_LARGE);
    expect(await accept(pngClaiming(100, MAX_SIGNATURE_HEIGHT + 1))).toEqual(TOO_LARGE);
    expect(await accept(animatedPng())).toEqual({
      status: 400,
      message: 'The signature must be a PNG image',
    });
    expect(disk.files()).toEqual([]);
  });

  it('takes one of the largest size', async () => {
    const png = await drawImage('png', MAX_SIGNATURE_WIDTH, MAX_SIGNATURE_HEIGHT);
    expect(await accept(png)).toEqual({ status: 200 });
    expect(disk.files()).toEqual([expect.stringMatching(/^private\/signatures\/[0-9a-f-]{36}\.png$/)]);
  });

  it('keeps one signature when two acceptances race, the loser’s file taken away again', async () => {
    const before = disk.files().length;
    const token = await sentQuotation();
    const signature = dataUrl(await drawImage('png', 40, 20));
    const race = () => outcome(as(null).quotationLink.accept({ token, name: 'Layla', signature }));
    const outcomes = await Promise.all([race(), race()]);
    expect(outcomes.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(disk.files()).toHaveLength(before + 1);
  });

  it('stores the signature in the database storage too, outside the decision’s transaction', async () => {
    // On the embedded database, a put inside the transaction would wait for its one connection forever.
    const storage = createDatabaseStorage(database.db);
    const token = await sentQuotation();
    const signature = dataUrl(await drawImage('png', 40, 20));
    await callerFor(database.db, { user: null, storage }).caller.quotationLink.accept({
      token,
      name: 'Layla',
      signature,
    });
    const keys: string[] = [];
    for await (const key of storage.list('private')) keys.push(key);
    expect(keys).toEqual([expect.stringMatching(/^signatures\/[0-9a-f-]{36}\.png$/)]);
  });
});
