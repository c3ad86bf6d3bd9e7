import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, FakeClock, insertUser, readCsv, type TestUser, uniqueAddress } from '../test-support.js';

// The Form Builder's submissions view and its CSV file: newest first, readable after the form's
// fields change, safe to open in a spreadsheet.

describe.each(testDatabases())('the submissions of a form on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  let admin: TestUser;
  const clock = new FakeClock(new Date('2026-11-24T06:30:00Z'));

  beforeAll(async () => {
    database = await create();
    admin = await insertUser(database.db, { role: 'admin' });
  });
  afterAll(() => database.close());

  const forms = () => callerFor(database.db, { user: admin }).caller.forms;
  const submit = (slug: string, data: Record<string, unknown>, ipAddress = uniqueAddress()) => {
    clock.advance(60_000);
    return callerFor(database.db, {
      now: clock.now,
      client: { ipAddress, userAgent: 'vitest' },
    }).caller.forms.submit({
      slug,
      data,
    });
  };

  it('keeps old answers readable after a field is renamed and another deleted', async () => {
    const form = await forms().create({
      title: 'Feedback',
      slug: 'feedback',
      fields: [
        { fieldType: 'text', label: 'Name', fieldName: 'name' },
        { fieldType: 'email', label: 'E-mail', fieldName: 'email' },
        { fieldType: 'radio', label: 'Venue', fieldName: 'venue', options: 'Sitra, Hidd' },
      ],
    });
    await submit('feedback', { name: 'Ali', email: 'ali@example.test', venue: 'Hidd' }, '192.0.2.7');
    // The label changes, venue goes, a new field comes.
    await forms().update({
      id: form.id,
      fields: [
        { fieldType: 'text', label: 'Full name', fieldName: 'name' },
        { fieldType: 'email', label: 'E-mail', fieldName: 'email' },
        { fieldType: 'number', label: 'Rating', fieldName: 'rating' },
      ],
    });
    await submit('feedback', { name: 'Mona', email: 'mona@example.test', rating: '5', venue: 'Sitra' });

    const [newest, oldest] = await forms().submissions({ id: form.id });
    expect(newest).toMatchObject({
      submittedData: { name: 'Mona', email: 'mona@example.test', rating: 5 },
      fields: [
        { fieldName: 'name', label: 'Full name', fieldType: 'text' },
        { fieldName: 'email', label: 'E-mail', fieldType: 'email' },
        { fieldName: 'rating', label: 'Rating', fieldType: 'number' },
      ],
    });
    expect(oldest).toEqual({
      id: expect.any(String),
      submittedAt: '2026-11-24T06:31:00.000Z',
      submitterEmail: 'ali@example.test',
      submitterIp: '192.0.2.7',
      submittedData: { name: 'Ali', email: 'ali@example.test', venue: 'Hidd' },
      fields: [
        { fieldName: 'name', label: 'Name', fieldType: 'text' },
        { fieldName: 'email', label: 'E-mail', fieldType: 'email' },
        { fieldName: 'venue', label: 'Venue', fieldType: 'radio' },
      ],
    });
    expect((await forms().get({ id: form.id })).submissionCount).toBe(2);

    // The CSV: the current fields, then the deleted one headed by its last label.
    const { fileName, csv } = await forms().submissionsCsv({ id: form.id });
    expect(fileName).toBe('feedback-submissions.csv');
    expect(readCsv(csv)).toEqual([
      ['Submitted at (Bahrain time)', 'Submitter e-mail', 'Full name', 'E-mail', 'Rating', 'Venue'],
      ['2026-11-24 09:32:00', 'mona@example.test', 'Mona', 'mona@example.test', '5', ''],
      ['2026-11-24 09:31:00', 'ali@example.test', 'Ali', 'ali@example.test', '', 'Hidd'],
    ]);
  });

  it('writes a CSV a spreadsheet opens safely: BOM, CRLF, quoting, formulas defused, Arabic intact', async () => {
    const form = await forms().create({
      title: 'Registration',
      slug: 'registration',
      fields: [
        { fieldType: 'text', label: 'الاسم الكامل' },
        { fieldType: 'textarea', label: 'Notes, "if any"', fieldName: 'notes' },
        { fieldType: 'checkbox', label: 'Days', fieldName: 'days', options: 'Sun, Mon, Tue' },
        { fieldType: 'number', label: 'Score', fieldName: 'score' },
        { fieldType: 'email', label: 'E-mail', fieldName: 'email' },
      ],
    });
    await submit('registration', {
      field_1: 'فاطمة علي',
      notes: 'Line one,\r\nline "two"',
      days: ['Sun', 'Tue'],
      score: -3,
    });
    await submit('registration', { field_1: '=HYPERLINK("https://evil.example")', notes: '+1', score: '7' });
    await submit('registration', { field_1: '@SUM(A1)', notes: '-2', email: 'x@example.test' });

    const { csv } = await forms().submissionsCsv({ id: form.id });
    expect(
      csv.startsWith(
        '\uFEFFSubmitted at (Bahrain time),Submitter e-mail,الاسم الكامل,"Notes, ""if any""",Days,Score,E-mail\r\n',
      ),
    ).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    const rows = readCsv(csv);
    expect(rows.map((row) => row.slice(1))).toEqual([
      ['Submitter e-mail', 'الاسم الكامل', 'Notes, "if any"', 'Days', 'Score', 'E-mail'],
      ['x@example.test', "'@SUM(A1)", "'-2", '', '', 'x@example.test'],
      ['', `'=HYPERLINK("https://evil.example")`, "'+1", '', '7', ''],
      ['', 'فاطمة علي', 'Line one,\r\nline "two"', 'Sun; Tue', '-3', ''],
    ]);
    // Number answers are numbers, not formulas: a negative one stays as it is.
    expect(csv).toContain(',Sun; Tue,-3,\r\n');
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('answers an empty list, and a CSV of the header alone, for a form without submissions', async () => {
    const form = await forms().create({
      title: 'Quiet',
      slug: 'quiet',
      fields: [{ fieldType: 'text', label: 'Name' }],
    });
    expect(await forms().submissions({ id: form.id })).toEqual([]);
    expect((await forms().submissionsCsv({ id: form.id })).csv).toBe(
      '\uFEFFSubmitted at (Bahrain time),Submitter e-mail,Name\r\n',
    );
  });

  it('reads submissions stored before fields were kept with them', async () => {
    const form = await forms().create({
      title: 'Legacy',
      slug: 'legacy',
      fields: [{ fieldType: 'text', label: 'Name' }],
    });
    await database.db
      .insertInto('formSubmissions')
      .values({
        formId: form.id,
        // Written by hand: answers the check would have trimmed, and types it never keeps.
        submittedData: JSON.stringify({ name: '\tOld', note: '\rReturned', phone: 17000000, ok: true }),
      })
      .execute();
    const [legacy] = await forms().submissions({ id: form.id });
    expect(legacy).toMatchObject({
      submittedData: { name: '\tOld', note: '\rReturned', phone: 17000000, ok: 'true' },
      fields: [],
    });
    const rows = readCsv((await forms().submissionsCsv({ id: form.id })).csv);
    expect(rows.map((row) => row.slice(2))).toEqual([
      ['Name', 'note', 'ok', 'phone'],
      ["'\tOld", "'\rReturned", 'true', '17000000'],
    ]);
  });
});
