import { type ColumnDefinitionBuilder, type Kysely, type SchemaModule, sql } from 'kysely';

// Frozen once landed: change the schema in a new migration, never here. The lists below are
// copied into this file on purpose, so later edits elsewhere cannot change what it creates.

const COURSE_TYPES = [
  'mobile_crane_operations',
  'tower_crane_operations',
  'overhead_crane_operations',
  'refresher_training',
  'rigger',
  'wireman',
  'excavator',
  'plumbing',
  'confined_space',
  'vacuum_tanker',
  'wheeled_loading',
  'skid_steer',
  'forklift',
  'counterbalance',
  'general_machinery',
  'other',
];

const COURSE_ICONS = [
  'GraduationCap',
  'Wrench',
  'Hammer',
  'Cog',
  'Truck',
  'Car',
  'HardHat',
  'Zap',
  'Fuel',
  'Pickaxe',
  'Drill',
  'Shovel',
  'Package',
  'Container',
  'Factory',
  'Forklift',
  'Tractor',
  'Construction',
  'Building',
];

/** `column in ('a', 'b', ...)`: the CHECK behind every enum-like text column. */
function oneOf(column: string, values: readonly string[]) {
  return sql<boolean>`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}

const uuidKey = (col: ColumnDefinitionBuilder) => col.primaryKey().defaultTo(sql`gen_random_uuid()`);
const defaultNow = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(sql`now()`);
/** A reference to the user who did something; the record outlives the user. */
const byUser = (col: ColumnDefinitionBuilder) => col.references('users.id').onDelete('set null');
/** A reference to the user who owns the row; the row goes with the user. */
const ownedByUser = (col: ColumnDefinitionBuilder) =>
  col.notNull().references('users.id').onDelete('cascade');

async function createIndex(schema: SchemaModule, table: string, columns: string[]): Promise<void> {
  await schema
    .createIndex(`${table}_${columns.join('_')}_idx`)
    .on(table)
    .columns(columns)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', uuidKey)
    .addColumn('email', 'varchar(255)', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('first_name', 'varchar(100)')
    .addColumn('last_name', 'varchar(100)')
    .addColumn('company_name', 'varchar(200)')
    .addColumn('phone', 'varchar(20)')
    .addColumn('role', 'varchar(20)', (col) =>
      col
        .notNull()
        .defaultTo('client')
        .check(oneOf('role', ['client', 'admin', 'instructor'])),
    )
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('is_main_admin', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('must_change_password', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', defaultNow)
    .addColumn('updated_at', 'timestamptz', defaultNow)
    .execute();
  await db.schema
    .createIndex('users_email_lower_key')
    .on('users')
    .unique()
    .expression(sql`lower(email)`)
    .execute();
  // At most one main admin.
  await db.schema
    .createIndex('users_main_admin_key')
    .on('users')
    .unique()
    .column('is_main_admin')
    .where('is_main_admin', '=', true)
    .execute();

  await db.schema
    .createTable('courses')
    .addColumn('id', 'uuid', uuidKey)
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('code', 'varchar(50)', (col) => col.notNull().unique())
    .addColumn('description', 'text')
    .addColumn('what_you_learn', 'text')
    .addColumn('image_url', 'text')
    .addColumn('icon', 'varchar(50)', (col) =>
      col.notNull().defaultTo('GraduationCap').check(oneOf('icon', COURSE_ICONS)),
    )
    .addColumn('training_price', 'integer', (col) =>
      col.notNull().defaultTo(160).check(sql`training_price >= 0`),
    )
    .addColumn('assessment_price', 'integer', (col) =>
      col.notNull().defaultTo(70).check(sql`assessment_price >= 0`),
    )
    .addColumn('duration', 'varchar(100)')
    .addColumn('certificate_type', 'varchar(10)', (col) =>
      col
        .notNull()
        .defaultTo('rtitb')
        .check(oneOf('certificate_type', ['local', 'rtitb', 'nccco'])),
    )
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('published_by', 'uuid', byUser)
    .addColumn('created_at', 'timestamptz', defaultNow)
    .addColumn('updated_at', 'timestamptz', defaultNow)
    .execute();
  await createIndex(db.schema, 'courses', ['is_active', 'name']);

  await db.schema
    .createTable('schedules')
    .addColumn('id', 'uuid', uuidKey)
    .addColumn('user_id', 'uuid', ownedByUser)
    .addColumn('course_id', 'uuid', (col) => col.references('courses.id').onDelete('restrict'))
    .addColumn('course_type', 'varchar(100)', (col) => col.check(oneOf('course_type', COURSE_TYPES)))
    .addColumn('preferred_date', 'date', (col) => col.notNull())
    .addColumn('preferred_time', 'varchar(50)', (col) => col.notNull())
    .addColumn('end_date', 'date')
    .addColumn('alternative_date', 'date')
    .addColumn('number_of_candidates', 'integer', (col) =>
      col.notNull().defaultTo(1).check(sql`number_of_candidates between 1 and 100`),
    )
    .addColumn('instructor_name', 'varchar(200)')
    .addColumn('instructor_id', 'uuid', byUser)
    .addColumn('notes', 'text')
    .addColumn('status', 'varchar(20)', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(oneOf('status', ['pending', 'confirmed', 'cancelled', 'completed'])),
    )
    .addColumn('has_time_changed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('client_approved_time_change', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('original_date', 'date')
    .addColumn('original_time', 'varchar(50)')
    .addColumn('created_at', 'timestamptz', defaultNow)
    .addColumn('updated_at', 'timestamptz', defaultNow)
    .execute();
  await createIndex(db.schema, 'schedules', ['user_id', 'preferred_date']);
  await createIndex(db.schema, 'schedules', ['instructor_id', 'preferred_date']);
  await createIndex(db.schema, 'schedules', ['preferred_date']);
  await createIndex(db.schema, 'schedules', ['status']);

  await db.schema
    .createTable('certificates')
    .addColumn('id', 'uuid', uuidKey)
    .addColumn('user_id', 'uuid', ownedByUser)
    .addColumn('course_type', 'varchar(100)', (col) =>
      col.notNull().check(oneOf('course_type', COURSE_TYPES)),
    )
    .addColumn('certificate_number', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('government_number', 'varchar(50)')
    .addColumn('file_name', 'varchar(255)', (col) => col.notNull())
    .addColumn('file_path', 'text', (col) => col.notNull())
    .addColumn('issue_date', 'date', (col) => col.notNull())
    .addColumn('expiry_date', 'date', (col) => col.notNull())
    .addColumn('published_by', 'uuid', byUser)
    .addColumn('created_at', 'timestamptz', defaultNow)
    .execute();
  await createIndex(db.schema, 'certificates', ['user_id']);
  await createIndex(db.schema, 'certificates', ['expiry_date']);

  await db.schema
    .createTable('public_certificates')
    .addColumn('id', 'uuid', uuidKey)
    .addColumn('certificate_number', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('student_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('national_id', 'varchar(50)')
    .addColumn('course_type', 'varchar(100)', (col) => col.notNull())
    .addColumn('course_name', 'varchar(200)')
    .addColumn('course_id', 'uuid', (col) => col.references('courses.id').onDelete('set null'))
    .addColumn('nationality', 'varchar(100)')
    .addColumn('year_of_birth', 'integer')
    .addColumn('date_of_birth', 'date')
    .addColumn('publish_date', 'date', (col) => col.notNull())
    .addColumn('expiry_date', 'date')
    .addColumn('is_visible', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('published_by', 'uuid', byUser)
    .addColumn('description', 'text')
    .addColumn('created_at', 'timestamptz', defaultNow)
    .addColumn('updated_at', 'timestamptz', defaultNow)
    .execute();
  await createIndex(db.schema, 'public_certificates', ['national_id']);

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'uuid', uuidKey)
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('email', 'varchar(255)', (col) => col.notNull())
    .addColumn('course_interest', 'varchar(200)')
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('is_read', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', defaultNow)
    .execute();
  await createIndex(db.schema, 'contact_messages', ['is_read', 'created_at']);

  await db.schema
    .createTable('quotations')
    .addColumn('id', 'uuid', uuidKey)
    .addColumn('quotation_number', 'varchar(50)', (col) => col.notNull().unique())
    .addColumn('client_id', 'uuid', byUser)
    .addColumn('client_email', 'varchar(255)')
    .addColumn('client_name', 'varchar(200)')
    .addColumn('company_name', 'varchar(200)')
    .addColumn('contact_person', 'varchar(200)')
    .addColumn('contact_email', 'varchar(255)')
    .addColumn('contact_phone', 'varchar(30)')
    .addColumn('cc_emails', 'text')
    .addColumn('course_type', 'text')
    .addColumn('selected_courses', 'text')
    .addColumn('course_prices', 'jsonb')
    .addColumn('course_candidates', 'jsonb')
    .addColumn('course_training_types', 'jsonb')
    .addColumn('number_of_participants', 'integer')
    .addColumn('price_per_participant', 'numeric(15, 2)')
    .addColumn('total_course_price', 'numeric(15, 2)')
    .addColumn('amount', 'numeric(15, 2)')
    .addColumn('type_of_training', 'varchar(50)')
    .addColumn('training_type', 'varchar(50)')
    .addColumn('additional_requirements', 'text')
    .addColumn('notes', 'text')
    .addColumn('valid_until', 'date')
    .addColumn('status', 'varchar(20)', (col) =>
      col
        .notNull()
        .defaultTo('draft')
        .check(oneOf('status', ['draft', 'sent', 'viewed', 'accepted', 'rejected', 'expired'])),
    )
    .addColumn('pdf_theme', 'varchar(20)', (col) =>
      col
        .notNull()
        .defaultTo('corporate')
        .check(oneOf('pdf_theme', ['minimal', 'corporate', 'bold'])),
    )
    .addColumn('currency', 'varchar(3)', (col) => col.notNull().defaultTo('BHD'))
    .addColumn('vat_rate', 'numeric(5, 2)', (col) => col.notNull().defaultTo(0))
    .addColumn('packages', 'jsonb')
    .addColumn('add_ons', 'jsonb')
    .addColumn('file_name', 'varchar(255)')
    .addColumn('file_path', 'text')
    .addColumn('public_token', 'varchar(64)', (col) => col.unique())
    .addColumn('sent_at', 'timestamptz')
    .addColumn('viewed_at', 'timestamptz')
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('rejected_at', 'timestamptz')
    .addColumn('accepted_by', 'varchar(200)')
    .addColumn('rejected_by', 'varchar(200)')
    .addColumn('signature_url', 'text')
    .addColumn('acceptance_notes', 'text')
    .addColumn('reminder_sent', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('reminder_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_reminder_at', 'timestamptz')
    .addColumn('published_by', 'uuid', byUser)
    .addColumn('created_at', 'timestamptz', defaultNow)
    .addColumn('updated_at', 'timestamptz', defaultNow)
    .execute();
  await createIndex(db.schema, 'quotations', ['status']);
  await createIndex(db.schema, 'quotations', ['client_id']);

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'uuid', uuidKey)
    .addColumn('invoice_number', 'varchar(50)', (col) => col.notNull().unique())
    .addColumn('client_email', 'varchar(255)')
    .addColumn('client_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('amount', 'numeric(15, 2)')
    .addColumn('description', 'text')
    .addColumn('file_name', 'varchar(255)')
    .addColumn('file_path', 'text')
    .addColumn('published_by', 'uuid', byUser)
    .addColumn('created_at', 'timestamptz', defaultNow)
    .execute();

  let websiteContent = db.schema
    .createTable('website_content')
    .addColumn('id', 'integer', (col) => col.primaryKey().defaultTo(1).check(sql`id = 1`));
  for (const column of [
    'hero_title',
    'hero_subtitle',
    'about_title',
    'about_subtitle',
    'about_introduction',
    'about_importance',
    'features_title',
    'features_subtitle',
    'courses_title',
    'courses_subtitle',
    'contact_title',
    'footer_description',
    'company_address',
    'company_phone',
    'company_email',
  ]) {
    websiteContent = websiteContent.addColumn(column, 'text', (col) => col.notNull());
  }
  await websiteContent
    .addColumn('updated_by', 'uuid', byUser)
    .addColumn('created_at', 'timestamptz', defaultNow)
    .addColumn('updated_at', 'timestamptz', defaultNow)
    .execute();

  await db.schema
    .createTable('schedule_audit_log')
    .addColumn('id', 'uuid', uuidKey)
    // No foreign keys: the log outlives the schedules, users and courses it mentions.
    .addColumn('schedule_id', 'uuid', (col) => col.notNull())
    .addColumn('user_id', 'uuid')
    .addColumn('course_id', 'uuid')
    .addColumn('action', 'varchar(20)', (col) =>
      col.notNull().check(oneOf('action', ['created', 'updated', 'deleted', 'status_changed'])),
    )
    .addColumn('performed_by', 'uuid')
    .addColumn('performed_by_email', 'varchar(255)')
    .addColumn('previous_data', 'jsonb')
    .addColumn('new_data', 'jsonb')
    .addColumn('change_description', 'text')
    .addColumn('client_name', 'varchar(200)')
    .addColumn('course_name', 'varchar(200)')
    .addColumn('preferred_date', 'date')
    .addColumn('preferred_time', 'varchar(50)')
    .addColumn('number_of_candidates', 'integer')
    .addColumn('status', 'varchar(20)')
    .addColumn('created_at', 'timestamptz', defaultNow)
    .execute();
  await createIndex(db.schema, 'schedule_audit_log', ['schedule_id', 'created_at']);

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'uuid', uuidKey)
    .addColumn('entity_type', 'varchar(20)', (col) =>
      col.notNull().check(oneOf('entity_type', ['schedule', 'certificate', 'quotation'])),
    )
    .addColumn('entity_id', 'uuid', (col) => col.notNull())
    .addColumn('action', 'varchar(20)', (col) =>
      col.notNull().check(oneOf('action', ['created', 'updated', 'deleted'])),
    )
    .addColumn('performed_by', 'uuid')
    .addColumn('performed_by_email', 'varchar(255)')
    .addColumn('performed_by_name', 'varchar(200)')
    .addColumn('previous_data', 'jsonb')
    .addColumn('new_data', 'jsonb')
    .addColumn('change_description', 'text')
    .addColumn('entity_title', 'varchar(255)')
    .addColumn('entity_details', 'text')
    .addColumn('created_at', 'timestamptz', defaultNow)
    .execute();
  await createIndex(db.schema, 'audit_log', ['entity_type', 'entity_id', 'created_at']);

  await db.schema
    .createTable('gallery_photos')
    .addColumn('id', 'uuid', uuidKey)
    .addColumn('title', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('description', 'text')
    .addColumn('image_path', 'text', (col) => col.notNull())
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('display_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('uploaded_by', 'uuid', byUser)
    .addColumn('created_at', 'timestamptz', defaultNow)
    .addColumn('updated_at', 'timestamptz', defaultNow)
    .execute();
  await createIndex(db.schema, 'gallery_photos', ['is_active', 'display_order']);

  await db.schema
    .createTable('login_logs')
    .addColumn('id', 'uuid', uuidKey)
    .addColumn('user_id', 'uuid', byUser)
    .addColumn('email', 'varchar(255)', (col) => col.notNull())
    .addColumn('user_name', 'varchar(200)')
    .addColumn('user_role', 'varchar(20)')
    .addColumn('ip_address', 'varchar(64)')
    .addColumn('user_agent', 'text')
    .addColumn('login_time', 'timestamptz', defaultNow)
    .addColumn('success', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('failure_reason', 'varchar(200)')
    .execute();
  await createIndex(db.schema, 'login_logs', ['email', 'login_time']);
  await createIndex(db.schema, 'login_logs', ['ip_address', 'login_time']);

  await db.schema
    .createTable('financial_goals')
    .addColumn('id', 'uuid', uuidKey)
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('target_amount', 'numeric(15, 2)', (col) => col.notNull().check(sql`target_amount > 0`))
    .addColumn('current_amount', 'numeric(15, 2)', (col) => col.notNull().defaultTo(sql`0.00`))
    .addColumn('start_date', 'date', (col) => col.notNull())
    .addColumn('end_date', 'date')
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_by', 'uuid', byUser)
    .addColumn('created_at', 'timestamptz', defaultNow)
    .addColumn('updated_at', 'timestamptz', defaultNow)
    .execute();

  await db.schema
    .createTable('goal_transactions')
    .addColumn('id', 'uuid', uuidKey)
    .addColumn('goal_id', 'uuid', (col) => col.notNull().references('financial_goals.id').onDelete('cascade'))
    .addColumn('amount', 'numeric(15, 2)', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('description', 'varchar(500)')
    .addColumn('transaction_type', 'varchar(10)', (col) =>
      col
        .notNull()
        .defaultTo('credit')
        .check(oneOf('transaction_type', ['credit', 'debit'])),
    )
    .addColumn('recorded_by', 'uuid', byUser)
    .addColumn('recorded_by_name', 'varchar(200)')
    .addColumn('recorded_at', 'timestamptz', defaultNow)
    .execute();
  await createIndex(db.schema, 'goal_transactions', ['goal_id', 'recorded_at']);

  await db.schema
    .createTable('admin_chat_messages')
    .addColumn('id', 'uuid', uuidKey)
    .addColumn('sender_id', 'uuid', byUser)
    .addColumn('message', 'varchar(1000)', (col) =>
      col.notNull().check(sql`char_length(btrim(message)) between 1 and 1000`),
    )
    .addColumn('message_type', 'varchar(10)', (col) =>
      col
        .notNull()
        .defaultTo('text')
        .check(oneOf('message_type', ['text', 'system'])),
    )
    .addColumn('created_at', 'timestamptz', defaultNow)
    .addColumn('updated_at', 'timestamptz', defaultNow)
    .execute();
  await createIndex(db.schema, 'admin_chat_messages', ['created_at']);

  await db.schema
    .createTable('custom_forms')
    .addColumn('id', 'uuid', uuidKey)
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('slug', 'varchar(100)', (col) => col.notNull().unique().check(sql`slug ~ '^[a-z0-9-]+$'`))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('submit_button_text', 'varchar(100)', (col) => col.notNull().defaultTo('Submit'))
    .addColumn('success_message', 'text', (col) =>
      col.notNull().defaultTo('Thank you! Your form has been submitted successfully.'),
    )
    .addColumn('created_by', 'uuid', byUser)
    .addColumn('created_at', 'timestamptz', defaultNow)
    .addColumn('updated_at', 'timestamptz', defaultNow)
    .execute();

  await db.schema
    .createTable('form_fields')
    .addColumn('id', 'uuid', uuidKey)
    .addColumn('form_id', 'uuid', (col) => col.notNull().references('custom_forms.id').onDelete('cascade'))
    .addColumn('field_type', 'varchar(20)', (col) =>
      col
        .notNull()
        .check(
          oneOf('field_type', [
            'text',
            'email',
            'phone',
            'textarea',
            'number',
            'select',
            'radio',
            'checkbox',
            'date',
          ]),
        ),
    )
    .addColumn('label', 'varchar(200)', (col) => col.notNull())
    .addColumn('field_name', 'varchar(50)', (col) => col.notNull())
    .addColumn('placeholder', 'varchar(200)')
    .addColumn('is_required', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('options', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('display_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', defaultNow)
    .addUniqueConstraint('form_fields_form_id_field_name_key', ['form_id', 'field_name'])
    .execute();

  await db.schema
    .createTable('form_submissions')
    .addColumn('id', 'uuid', uuidKey)
    .addColumn('form_id', 'uuid', (col) => col.notNull().references('custom_forms.id').onDelete('cascade'))
    .addColumn('submitted_data', 'jsonb', (col) => col.notNull())
    .addColumn('submitter_ip', 'varchar(64)')
    .addColumn('submitter_email', 'varchar(255)')
    .addColumn('submitted_at', 'timestamptz', defaultNow)
    .execute();
  await createIndex(db.schema, 'form_submissions', ['form_id', 'submitted_at']);

  await db.schema
    .createTable('sessions')
    // The SHA-256 (hex) of the cookie token; the token itself is never stored.
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', ownedByUser)
    .addColumn('created_at', 'timestamptz', defaultNow)
    .addColumn('last_seen_at', 'timestamptz', defaultNow)
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ip_address', 'varchar(64)')
    .addColumn('user_agent', 'text')
    .execute();
  await createIndex(db.schema, 'sessions', ['user_id']);
  await createIndex(db.schema, 'sessions', ['expires_at']);

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'uuid', uuidKey)
    .addColumn('user_id', 'uuid', ownedByUser)
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', defaultNow)
    .execute();
  await createIndex(db.schema, 'password_reset_tokens', ['user_id']);

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'uuid', uuidKey)
    .addColumn('user_id', 'uuid', ownedByUser)
    .addColumn('endpoint', 'text', (col) => col.notNull().unique())
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', defaultNow)
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('value', 'jsonb', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', defaultNow)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'settings',
    'push_subscriptions',
    'password_reset_tokens',
    'sessions',
    'form_submissions',
    'form_fields',
    'custom_forms',
    'admin_chat_messages',
    'goal_transactions',
    'financial_goals',
    'login_logs',
    'gallery_photos',
    'audit_log',
    'schedule_audit_log',
    'website_content',
    'invoices',
    'quotations',
    'contact_messages',
    'public_certificates',
    'certificates',
    'schedules',
    'courses',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
