import { sql } from 'kysely';
import { Migrator, NO_MIGRATIONS } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connection.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';
import { testDatabases } from './testing.js';

const TABLES = [
  'admin_chat_messages',
  'api_keys',
  'audit_log',
  'calendar_feeds',
  'certificate_expiry_reminders',
  'certificate_uploads',
  'certificates',
  'chat_reads',
  'contact_messages',
  'courses',
  'credit_notes',
  'custom_forms',
  'document_numbers',
  'financial_goals',
  'form_fields',
  'form_submissions',
  'gallery_photos',
  'goal_transactions',
  'image_versions',
  'invoice_payments',
  'invoice_reminders',
  'invoices',
  'login_logs',
  'password_reset_tokens',
  'public_certificates',
  'public_data_version',
  'push_subscriptions',
  'quotation_lines',
  'quotation_reminders',
  'quotations',
  'schedule_audit_log',
  'schedules',
  'sessions',
  'settings',
  'stored_file_chunks',
  'stored_files',
  'throttle_counters',
  'upload_slots',
  'users',
  'webhook_deliveries',
  'webhook_endpoints',
  'website_content',
];

/** Representative columns of every table, as `type [not null] [default ...]` (casts left out). */
const EXPECTED_COLUMNS: Record<string, Record<string, string>> = {
  users: {
    id: 'uuid not null default gen_random_uuid()',
    email: 'varchar(255) not null',
    password_hash: 'text not null',
    phone: 'varchar(20)',
    role: "varchar(20) not null default 'client'",
    is_main_admin: 'bool not null default false',
    must_change_password: 'bool not null default false',
    created_at: 'timestamptz not null default now()',
    address: 'text',
    vat_number: 'varchar(15)',
    cr_number: 'varchar(50)',
  },
  schedules: {
    user_id: 'uuid not null',
    course_id: 'uuid',
    course_type: 'varchar(100)',
    preferred_date: 'date not null',
    preferred_time: 'varchar(50) not null',
    number_of_candidates: 'int4 not null default 1',
    status: "varchar(20) not null default 'pending'",
    client_approved_time_change: 'bool not null default false',
    updated_at: 'timestamptz not null default now()',
  },
  courses: {
    code: 'varchar(50) not null',
    icon: "varchar(50) not null default 'GraduationCap'",
    training_price: 'int4 not null default 160',
    assessment_price: 'int4 not null default 70',
    certificate_type: "varchar(10) not null default 'rtitb'",
    course_type: "varchar(100) not null default 'other'",
    is_active: 'bool not null default true',
  },
  certificates: {
    course_id: 'uuid not null',
    course_type: 'varchar(100) not null',
    certificate_number: 'varchar(100) not null',
    government_number: 'varchar(50)',
    issue_date: 'date not null',
    expiry_date: 'date not null',
  },
  public_certificates: {
    student_name: 'varchar(200) not null',
    national_id: 'varchar(50)',
    course_id: 'uuid not null',
    year_of_birth: 'int4',
    date_of_birth: 'date',
    publish_date: 'date not null',
    is_visible: 'bool not null default true',
  },
  contact_messages: { message: 'text not null', is_read: 'bool not null default false' },
  quotations: {
    quotation_number: 'varchar(50) not null',
    amount: 'numeric(15,2)',
    course_prices: 'jsonb',
    status: "varchar(20) not null default 'draft'",
    pdf_theme: "varchar(20) not null default 'corporate'",
    currency: "varchar(3) not null default 'BHD'",
    vat_rate: 'numeric(5,2) not null default 0',
    valid_until: 'date',
    public_token: 'varchar(64)',
    contact_phone: 'varchar(30)',
    reminder_count: 'int4 not null default 0',
    last_reminder_at: 'timestamptz',
  },
  invoices: {
    invoice_number: 'varchar(50) not null',
    client_name: 'varchar(200) not null',
    amount: 'numeric(15,2)',
    quotation_id: 'uuid',
    vat_amount: 'numeric(15,2)',
    due_date: 'date not null',
    paid_amount: 'numeric(15,2) not null default 0',
    credited_at: 'timestamptz',
  },
  invoice_payments: {
    invoice_id: 'uuid not null',
    amount: 'numeric(15,2) not null',
    paid_at: 'date not null',
    method: 'varchar(20) not null',
    reference: 'varchar(100)',
  },
  credit_notes: {
    invoice_id: 'uuid not null',
    credit_note_number: 'varchar(50) not null',
    reason: 'text not null',
    amount: 'numeric(15,2) not null',
    issue_date: 'date not null',
  },
  invoice_reminders: {
    invoice_id: 'uuid not null',
    reminder_date: 'date not null',
  },
  quotation_lines: {
    course_id: 'uuid not null',
    training_type: 'varchar(20) not null',
    candidates: 'int4 not null',
    unit_price: 'numeric(12,2) not null',
    line_total: 'numeric(15,2) not null',
  },
  document_numbers: {
    kind: 'varchar(20) not null',
    year: 'int4 not null',
    last_number: 'int4 not null',
  },
  quotation_reminders: {
    days_after: 'int4 not null',
    claimed_at: 'timestamptz not null default now()',
  },
  website_content: {
    id: 'int4 not null default 1',
    hero_title: 'text not null',
    company_email: 'text not null',
    updated_by: 'uuid',
    payment_terms_days: 'int4 not null default 30',
    terms_and_conditions: "text not null default ''",
  },
  schedule_audit_log: {
    schedule_id: 'uuid not null',
    action: 'varchar(20) not null',
    previous_data: 'jsonb',
  },
  audit_log: {
    entity_type: 'varchar(20) not null',
    entity_id: 'uuid',
    performed_by_name: 'varchar(200)',
  },
  gallery_photos: {
    title: "varchar(200) not null default ''",
    image_path: 'text not null',
    display_order: 'int4 not null default 0',
  },
  login_logs: {
    ip_address: 'varchar(64)',
    login_time: 'timestamptz not null default now()',
    success: 'bool not null default true',
  },
  financial_goals: {
    target_amount: 'numeric(15,2) not null',
    current_amount: 'numeric(15,2) not null default 0.00',
    start_date: 'date not null',
  },
  goal_transactions: {
    reverses_id: 'uuid',
    description: 'varchar(500)',
    transaction_type: "varchar(10) not null default 'credit'",
    recorded_at: 'timestamptz not null default now()',
  },
  admin_chat_messages: {
    message: 'varchar(1000) not null',
    message_type: "varchar(10) not null default 'text'",
  },
  chat_reads: { user_id: 'uuid not null', last_read_at: 'timestamptz not null default now()' },
  custom_forms: {
    slug: 'varchar(100) not null',
    submit_button_text: "varchar(100) not null default 'Submit'",
    success_message: "text not null default 'Thank you! Your form has been submitted successfully.'",
  },
  form_fields: {
    field_name: 'varchar(50) not null',
    is_required: 'bool not null default false',
    options: "jsonb not null default '[]'",
  },
  form_submissions: {
    submitted_data: 'jsonb not null',
    answered_fields: "jsonb not null default '[]'",
    submitted_at: 'timestamptz not null default now()',
  },
  sessions: {
    id: 'varchar(64) not null',
    expires_at: 'timestamptz not null',
    last_seen_at: 'timestamptz not null default now()',
  },
  password_reset_tokens: { token_hash: 'varchar(64) not null', used_at: 'timestamptz' },
  calendar_feeds: {
    user_id: 'uuid not null',
    token_hash: 'varchar(64) not null',
    created_at: 'timestamptz not null default now()',
  },
  certificate_uploads: {
    file_key: 'varchar(100) not null',
    uploaded_at: 'timestamptz not null default now()',
  },
  image_versions: {
    file_key: 'varchar(100) not null',
    image_key: 'varchar(100) not null',
    width: 'int4 not null',
    height: 'int4 not null',
  },
  certificate_expiry_reminders: {
    days_before: 'int4 not null',
    claimed_at: 'timestamptz not null default now()',
  },
  push_subscriptions: { endpoint: 'text not null', p256dh: 'text not null' },
  settings: { key: 'varchar(100) not null', value: 'jsonb not null' },
  throttle_counters: {
    key: 'varchar(400) not null',
    hits: 'int4 not null',
    window_ends_at: 'timestamptz not null',
  },
  stored_files: {
    area: 'varchar(10) not null',
    key: 'varchar(100) not null',
    size: 'int4 not null',
    created_at: 'timestamptz not null default now()',
  },
  stored_file_chunks: { file_id: 'uuid not null', n: 'int4 not null', bytes: 'bytea not null' },
};

interface ColumnRow {
  tableName: string;
  columnName: string;
  udtName: string;
  characterMaximumLength: number | null;
  numericPrecision: number | null;
  numericScale: number | null;
  isNullable: 'YES' | 'NO';
  columnDefault: string | null;
}

function describeColumn(column: ColumnRow): string {
  let type = column.udtName;
  if (type === 'varchar') type = `varchar(${column.characterMaximumLength})`;
  if (type === 'numeric') type = `numeric(${column.numericPrecision},${column.numericScale})`;
  const parts = [type];
  if (column.isNullable === 'NO') parts.push('not null');
  if (column.columnDefault !== null) parts.push(`default ${column.columnDefault.replace(/::[a-z ]+/g, '')}`);
  return parts.join(' ');
}

/** The error a statement fails with, for its SQLSTATE (23505 unique, 23514 check, ...). */
async function failure(statement: Promise<unknown>): Promise<{ code?: string }> {
  return statement.then(
    () => ({ code: 'no error' }),
    (error: { code?: string }) => error,
  );
}

describe.each(testDatabases())('migrations on $name', ({ create }) => {
  let database: Database;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(() => database.close());

  const insertUser = (email: string, extra: { isMainAdmin?: boolean } = {}) =>
    database.db
      .insertInto('users')
      .values({ email, passwordHash: 'not-used-here', ...extra })
      .returning('id')
      .executeTakeFirstOrThrow();
  const insertCourse = (code: string) =>
    database.db.insertInto('courses').values({ name: code, code }).returning('id').executeTakeFirstOrThrow();
  const insertSchedule = (
    userId: string,
    values: { courseId?: string; courseType?: string; numberOfCandidates?: number },
  ) =>
    database.db
      .insertInto('schedules')
      .values({ userId, preferredDate: '2026-12-01', preferredTime: '08:00', ...values })
      .execute();

  it('creates exactly the tables of the data model', async () => {
    const tables = await database.db.introspection.getTables();
    expect(tables.map((table) => table.name).sort()).toEqual(TABLES);
  });

  it('gives representative columns their types, nullability and defaults', async () => {
    const { rows } = await sql<ColumnRow>`
      select table_name, column_name, udt_name, character_maximum_length, numeric_precision,
             numeric_scale, is_nullable, column_default
      from information_schema.columns where table_schema = 'public'`.execute(database.db);
    const actual: Record<string, Record<string, string>> = {};
    for (const row of rows) {
      const expectedTable = EXPECTED_COLUMNS[row.tableName];
      if (expectedTable?.[row.columnName] === undefined) continue;
      actual[row.tableName] ??= {};
      (actual[row.tableName] as Record<string, string>)[row.columnName] = describeColumn(row);
    }
    expect(actual).toEqual(EXPECTED_COLUMNS);
  });

  it('is a no-op when run again', async () => {
    await migrateToLatest(database.db);
    expect((await database.db.introspection.getTables()).length).toBe(TABLES.length);
  });

  it('keeps e-mail addresses unique regardless of case', async () => {
    await insertUser('dana@example.com');
    expect(await failure(insertUser('Dana@Example.COM'))).toMatchObject({ code: '23505' });
  });

  it('allows at most one main admin', async () => {
    await insertUser('main@example.com', { isMainAdmin: true });
    await insertUser('not-main@example.com', { isMainAdmin: false });
    expect(await failure(insertUser('second-main@example.com', { isMainAdmin: true }))).toMatchObject({
      code: '23505',
    });
  });

  it('accepts only the known course types and 1 to 100 candidates on a schedule', async () => {
    const { id } = await insertUser('schedule-owner@example.com');
    await insertSchedule(id, { courseType: 'counterbalance', numberOfCandidates: 100 });
    await insertSchedule(id, { numberOfCandidates: 1 });
    expect(await failure(insertSchedule(id, { courseType: 'crane' }))).toMatchObject({ code: '23514' });
    expect(await failure(insertSchedule(id, { numberOfCandidates: 0 }))).toMatchObject({ code: '23514' });
    expect(await failure(insertSchedule(id, { numberOfCandidates: 101 }))).toMatchObject({ code: '23514' });
  });

  it('checks the enum-like columns', async () => {
    const checks = [
      database.db.insertInto('users').values({ email: 'x@example.com', passwordHash: 'x', role: 'owner' }),
      database.db.insertInto('courses').values({ name: 'X', code: 'X-ICON', icon: 'Rocket' }),
      database.db.insertInto('courses').values({ name: 'X', code: 'X-CERT', certificateType: 'iso' }),
      database.db.insertInto('courses').values({ name: 'X', code: 'X-PRICE', trainingPrice: -1 }),
      database.db.insertInto('quotations').values({ quotationNumber: 'Q-1', status: 'paid' }),
      database.db.insertInto('quotations').values({ quotationNumber: 'Q-2', pdfTheme: 'neon' }),
      database.db.insertInto('customForms').values({ title: 'X', slug: 'Not A Slug' }),
      database.db.insertInto('adminChatMessages').values({ message: '   ' }),
      database.db
        .insertInto('financialGoals')
        .values({ title: 'X', targetAmount: 0, startDate: '2026-01-01' }),
    ];
    for (const statement of checks) {
      expect(await failure(statement.execute())).toMatchObject({ code: '23514' });
    }
  });

  it('holds a single website content row', async () => {
    const text = 'x';
    const row = {
      heroTitle: text,
      heroSubtitle: text,
      aboutTitle: text,
      aboutSubtitle: text,
      aboutIntroduction: text,
      aboutImportance: text,
      featuresTitle: text,
      featuresSubtitle: text,
      coursesTitle: text,
      coursesSubtitle: text,
      contactTitle: text,
      footerDescription: text,
      companyAddress: text,
      companyPhone: text,
      companyEmail: text,
    };
    await database.db.insertInto('websiteContent').values(row).execute();
    expect(
      await failure(
        database.db
          .insertInto('websiteContent')
          .values({ ...row, id: 2 })
          .execute(),
      ),
    ).toMatchObject({
      code: '23514',
    });
  });

  it('keeps form field names unique within a form, with an empty option list by default', async () => {
    const form = await database.db
      .insertInto('customForms')
      .values({ title: 'Enquiry', slug: 'enquiry-2026' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const field = { formId: form.id, fieldType: 'text', label: 'Full name', fieldName: 'full_name' };
    const created = await database.db
      .insertInto('formFields')
      .values(field)
      .returning('options')
      .executeTakeFirstOrThrow();
    expect(created.options).toEqual([]);
    expect(await failure(database.db.insertInto('formFields').values(field).execute())).toMatchObject({
      code: '23505',
    });
  });

  it('cascades, restricts and nulls references as designed', async () => {
    const owner = await insertUser('cascade-owner@example.com');
    const publisher = await insertUser('publisher@example.com');
    const course = await insertCourse('FK-COURSE');
    await database.db
      .updateTable('courses')
      .set({ publishedBy: publisher.id })
      .where('id', '=', course.id)
      .execute();
    await insertSchedule(owner.id, { courseId: course.id });

    // ON DELETE RESTRICT: PostgreSQL 15 reports 23503 (foreign_key_violation), 18 reports 23001 (restrict_violation).
    const { code } = await failure(database.db.deleteFrom('courses').where('id', '=', course.id).execute());
    expect(['23503', '23001']).toContain(code);
    await database.db.deleteFrom('users').where('id', 'in', [owner.id, publisher.id]).execute();
    const schedules = await database.db
      .selectFrom('schedules')
      .select('id')
      .where('courseId', '=', course.id)
      .execute();
    expect(schedules).toEqual([]);
    const { publishedBy } = await database.db
      .selectFrom('courses')
      .select('publishedBy')
      .where('id', '=', course.id)
      .executeTakeFirstOrThrow();
    expect(publishedBy).toBeNull();
  });

  it('tells every process when a table behind the public reads changes (public_changed)', async () => {
    const { rows } = await sql<{ name: string }>`
      select tgname as name from pg_trigger where tgname like '%_public_changed' order by tgname`.execute(
      database.db,
    );
    expect(rows.map((row) => row.name)).toEqual([
      'courses_public_changed',
      'custom_forms_public_changed',
      'form_fields_public_changed',
      'gallery_photos_public_changed',
      'image_versions_public_changed',
      'website_content_public_changed',
    ]);
  });

  it('keeps one stored file per area and key, and its chunks only while it exists', async () => {
    const file = () =>
      database.db
        .insertInto('storedFiles')
        .values({ area: 'private', key: 'certificates/one.pdf', size: 3 })
        .returning('id')
        .executeTakeFirstOrThrow();
    const { id } = await file();
    expect(await failure(file())).toMatchObject({ code: '23505' });
    await database.db
      .insertInto('storedFileChunks')
      .values({ fileId: id, n: 0, bytes: Buffer.from('pdf') })
      .execute();
    await database.db.deleteFrom('storedFiles').where('id', '=', id).execute();
    expect(await database.db.selectFrom('storedFileChunks').selectAll().execute()).toEqual([]);
  });

  // A scratch database made, emptied and filled again: past the default 30 s on a busy machine.
  it('migrates down to nothing and back up', { timeout: 120_000 }, async () => {
    const scratch = await create();
    try {
      const migrator = new Migrator({
        db: scratch.db.withoutPlugins(),
        provider: { getMigrations: async () => migrations },
      });
      expect((await migrator.migrateTo(NO_MIGRATIONS)).error).toBeUndefined();
      expect(await scratch.db.introspection.getTables()).toEqual([]);
      await migrateToLatest(scratch.db);
      expect((await scratch.db.introspection.getTables()).length).toBe(TABLES.length);
    } finally {
      await scratch.close();
    }
  });
});
