import { randomUUID } from 'node:crypto';
import { ensureBootstrapData } from '@tc/db';
import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callerFor,
  FakeClock,
  insertCourse,
  insertUser,
  outcome,
  type TestCourse,
  type TestUser,
} from '../test-support.js';

describe.each(testDatabases())('quotations on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  let client: TestUser;
  let crane: TestCourse;
  let rigger: TestCourse;
  const clock = new FakeClock(new Date('2026-11-24T06:00:00Z'));
  const as = (user: TestUser | null) => callerFor(database.db, { user, now: clock.now });

  beforeAll(async () => {
    database = await create();
    await ensureBootstrapData(database.db, { adminEmail: 'main@test.bh', adminPassword: 'Main-admin-1' });
    admin = await insertUser(database.db, { role: 'admin' });
    client = await insertUser(database.db, { companyName: 'Gulf Ports Co' });
    crane = await insertCourse(database.db, { name: 'Mobile Crane Operations', code: 'MOBILE-CRANE' });
    rigger = await insertCourse(database.db, { name: 'Rigger', code: 'RIGGER' });
  });
  afterAll(() => database.close());

  const builder = {
    companyName: 'Gulf Ports Co',
    clientName: 'Layla Nasser',
    contactEmail: 'layla@gulfports.test',
  };

  it('prices lines from the catalogue, computes the totals itself and numbers quotations by year', async () => {
    const quotation = await as(admin).caller.quotations.create({
      ...builder,
      clientId: client.id,
      ccEmails: 'ops@gulfports.test, hr@gulfports.test',
      lines: [
        { courseId: crane.id, trainingType: 'full_course', candidates: 3 },
        { courseId: rigger.code, trainingType: 'assessment', candidates: 2, price: '65.50' },
      ],
    });
    expect(quotation).toMatchObject({
      quotationNumber: expect.stringMatching(/^Q-2026-\d{4}$/),
      status: 'draft',
      ccEmails: ['ops@gulfports.test', 'hr@gulfports.test'],
      subtotal: '611.00',
      vatRate: 10,
      vatAmount: '61.10',
      amount: '672.10',
      currency: 'BHD',
      validUntil: '2026-12-24',
      pdfTheme: 'corporate',
      publicUrl: expect.stringMatching(/^https:\/\/training\.test\/quote\/[\w-]{32}$/),
    });
    expect(quotation.lines).toEqual([
      expect.objectContaining({
        courseName: 'Mobile Crane Operations',
        unitPrice: '160.00',
        lineTotal: '480.00',
      }),
      expect.objectContaining({ courseCode: 'RIGGER', unitPrice: '65.50', lineTotal: '131.00' }),
    ]);
    const audit = await database.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entityId', '=', quotation.id)
      .execute();
    expect(audit.map((row) => [row.entityType, row.action])).toEqual([['quotation', 'created']]);
  });

  it('takes the spec’s payload: course maps keyed by id or code, whatever amount is sent', async () => {
    const quotation = await as(admin).caller.quotations.create({
      ...builder,
      selectedCourses: `${crane.code},${rigger.id}`,
      coursePrices: { [crane.code]: 150 },
      courseParticipants: { [crane.code]: 4, [rigger.id]: 1 },
      courseTrainingTypes: { [rigger.id]: 'assessment' },
      amount: 1, // ignored: the server computes
      validUntil: '2027-01-15',
    } as Parameters<ReturnType<typeof as>['caller']['quotations']['create']>[0]);
    expect(
      quotation.lines.map((line) => [line.courseCode, line.trainingType, line.candidates, line.unitPrice]),
    ).toEqual([
      ['MOBILE-CRANE', 'full_course', 4, '150.00'],
      ['RIGGER', 'assessment', 1, '70.00'],
    ]);
    expect(quotation).toMatchObject({
      subtotal: '670.00',
      vatAmount: '67.00',
      amount: '737.00',
      validUntil: '2027-01-15',
    });
  });

  it('answers the builder’s messages for what is missing or wrong', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...builder, companyName: ' ' }, 'Company name is required'],
      [{ ...builder, clientName: '' }, 'Client contact name is required'],
      [{ ...builder, contactEmail: '' }, 'Client email is required'],
      [{ ...builder, contactEmail: 'not-an-email' }, 'Please enter a valid email address'],
      [{ ...builder }, 'Please select at least one course'],
      [{ ...builder, selectedCourses: 'NO-SUCH-COURSE' }, 'Please select a course to add.'],
      [{ ...builder, ccEmails: 'ok@x.test, nope' }, '"nope" is not a valid CC email address'],
      [
        { ...builder, lines: [{ courseId: crane.id, trainingType: 'full_course', candidates: 0 }] },
        'Candidates must be a whole number from 1 to 1000',
      ],
      [
        {
          ...builder,
          lines: [{ courseId: crane.id, trainingType: 'full_course', candidates: 1, price: '1.234' }],
        },
        'Price must be 0 or more, with at most 2 decimals',
      ],
      [
        {
          ...builder,
          lines: [{ courseId: crane.id, trainingType: 'full_course', candidates: 1 }],
          validUntil: '2026-01-01',
        },
        'Valid until cannot be before today',
      ],
    ];
    for (const [input, message] of cases) {
      expect(await outcome(as(admin).caller.quotations.create(input as never)), message).toEqual({
        status: 400,
        message,
      });
    }
    expect((await outcome(as(client).caller.quotations.list({}))).status).toBe(403);
    expect((await outcome(as(null).caller.quotations.list({}))).status).toBe(401);
  });

  it('gives 20 quotations made at once 20 different numbers, in sequence', async () => {
    const made = await Promise.all(
      Array.from({ length: 20 }, () =>
        as(admin).caller.quotations.create({
          ...builder,
          lines: [{ courseId: crane.id, trainingType: 'full_course', candidates: 1 }],
        }),
      ),
    );
    const numbers = made
      .map((quotation) => Number(quotation.quotationNumber.slice(-4)))
      .sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    expect((numbers.at(-1) ?? 0) - (numbers[0] ?? 0)).toBe(19);
  });

  it('edits only a draft or sent quotation, recomputing its totals; lists and searches', async () => {
    const quotation = await as(admin).caller.quotations.create({
      ...builder,
      companyName: 'Bahrain Marine Works',
      lines: [{ courseId: crane.id, trainingType: 'full_course', candidates: 1 }],
    });
    const edited = await as(admin).caller.quotations.update({
      id: quotation.id,
      clientName: 'Ahmed Ali',
      lines: [{ courseId: rigger.id, trainingType: 'full_course', candidates: 10, price: '99.99' }],
    });
    expect(edited).toMatchObject({
      clientName: 'Ahmed Ali',
      subtotal: '999.90',
      vatAmount: '99.99',
      amount: '1099.89',
    });
    expect(await as(admin).caller.quotations.list({ search: 'marine' })).toEqual([
      expect.objectContaining({ id: quotation.id }),
    ]);
    expect(await outcome(as(admin).caller.quotations.update({ id: quotation.id, clientName: '' }))).toEqual({
      status: 400,
      message: 'Client name is required',
    });
    await database.db
      .updateTable('quotations')
      .set({ status: 'accepted' })
      .where('id', '=', quotation.id)
      .execute();
    expect(await outcome(as(admin).caller.quotations.update({ id: quotation.id, notes: 'late' }))).toEqual({
      status: 409,
      message: 'This quotation is accepted and can no longer be changed.',
    });
    expect((await outcome(as(admin).caller.quotations.get({ id: 'not-an-id' }))).status).toBe(404);
  });

  it('takes only a client account as the client, on create and edit: else 400 Client not found', async () => {
    const instructor = await insertUser(database.db, { role: 'instructor' });
    const lines = [{ courseId: crane.id, trainingType: 'full_course' as const, candidates: 1 }];
    const notFound = { status: 400, message: 'Client not found' };
    const quotation = await as(admin).caller.quotations.create({ ...builder, clientId: client.id, lines });
    for (const clientId of [randomUUID(), instructor.id, admin.id]) {
      expect(await outcome(as(admin).caller.quotations.create({ ...builder, clientId, lines }))).toEqual(
        notFound,
      );
      expect(await outcome(as(admin).caller.quotations.update({ id: quotation.id, clientId }))).toEqual(
        notFound,
      );
    }
    expect(await as(admin).caller.quotations.get({ id: quotation.id })).toMatchObject({
      clientId: client.id,
    });
    expect(await as(admin).caller.quotations.update({ id: quotation.id, clientId: null })).toMatchObject({
      clientId: null,
    });
  });
});
