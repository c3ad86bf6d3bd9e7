import { type Kysely, sql } from 'kysely';

// Frozen once landed. One course list: certificates and public certificates point at a course of
// the catalogue, and the course type becomes a property of the course.
// - courses.course_type: each existing course gets the type its name says ('other' when none).
// - certificates.course_id and public_certificates.course_id, required, on delete restrict: an
//   issued certificate keeps its course. Old rows get the course of their type (see courseFor);
//   a type the catalogue has no course of gets an inactive course named by the type's label, so
//   nothing offers it anew but every certificate has its course.
// - certificates.course_type and public_certificates.course_type/course_name stay as they were:
//   what the certificate said when it was issued (an employer checks a public one against paper).
// The table below is copied here on purpose: later edits elsewhere cannot change what this does.

/** Every course type, in the order a course's name is matched (counterbalance before forklift). */
const TYPES: { type: string; label: string; keywords: string[] }[] = [
  { type: 'mobile_crane_operations', label: 'Mobile Crane Operations', keywords: ['mobile crane'] },
  { type: 'tower_crane_operations', label: 'Tower Crane Operations', keywords: ['tower crane'] },
  { type: 'overhead_crane_operations', label: 'Overhead Crane Operations', keywords: ['overhead crane'] },
  { type: 'refresher_training', label: 'Refresher Training', keywords: ['refresher'] },
  { type: 'rigger', label: 'Rigger', keywords: ['rigger', 'slinger'] },
  { type: 'wireman', label: 'Wireman', keywords: ['wireman'] },
  { type: 'excavator', label: 'Excavator', keywords: ['excavator', 'backhoe'] },
  { type: 'counterbalance', label: 'Counterbalance Forklift', keywords: ['counterbalance'] },
  { type: 'forklift', label: 'Forklift', keywords: ['forklift'] },
  { type: 'skid_steer', label: 'Skid Steer Loader', keywords: ['skid steer'] },
  {
    type: 'wheeled_loading',
    label: 'Wheeled Loading Shovel',
    keywords: ['wheeled loading', 'loading shovel'],
  },
  { type: 'vacuum_tanker', label: 'Vacuum Tanker', keywords: ['vacuum tanker'] },
  { type: 'confined_space', label: 'Confined Space', keywords: ['confined space'] },
  { type: 'plumbing', label: 'Plumbing License', keywords: ['plumbing'] },
  { type: 'general_machinery', label: 'General Machinery', keywords: ['general machinery'] },
  { type: 'other', label: 'Other Training', keywords: [] },
];

const knownTypes = TYPES.map(({ type }) => type);

const typeCase = sql.join(
  TYPES.flatMap(({ type, keywords }) =>
    keywords.map((keyword) => sql`when lower(name) like ${sql.lit(`%${keyword}%`)} then ${sql.lit(type)}`),
  ),
  sql` `,
);

/** "Plumbing License" -> "PLUMBING-LICENSE", with -2, -3, ... when another course has it. */
// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
async function freeCode(db: Kysely<any>, label: string): Promise<string> {
  const base = label.toUpperCase().replace(/[^A-Z0-9]+/g, '-');
  const rows = await db.selectFrom('courses').select('code').where('code', 'like', `${base}%`).execute();
  const taken = new Set(rows.map((row: { code: string }) => row.code));
  let code = base;
  for (let suffix = 2; taken.has(code); suffix += 1) code = `${base}-${suffix}`;
  return code;
}

/**
 * The course a certificate of this type gets: an active one first, one named as the type's label
 * first, the oldest first. 'Other' is a catch-all, so only a course named 'Other Training' is
 * taken for it (not, say, the first course the catalogue typed 'other'). None: a new inactive
 * course named by the label.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
async function courseFor(db: Kysely<any>, type: string, label: string): Promise<string> {
  const named = sql<boolean>`lower(name) = lower(${label})`;
  let query = db.selectFrom('courses').select('id').where('course_type', '=', type);
  if (type === 'other') query = query.where(named);
  const found = await query
    .orderBy('is_active', 'desc')
    .orderBy(named, 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
  if (found) return found.id;
  const created = await db
    .insertInto('courses')
    .values({ name: label, code: await freeCode(db, label), course_type: type, is_active: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

const CERTIFICATE_TABLES = ['certificates', 'public_certificates'];

/** The foreign key of public_certificates.course_id, under the name PostgreSQL gave it at first. */
// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
async function courseKey(db: Kysely<any>, onDelete: 'restrict' | 'set null'): Promise<void> {
  await db.schema
    .alterTable('public_certificates')
    .addForeignKeyConstraint('public_certificates_course_id_fkey', ['course_id'], 'courses', ['id'], (fk) =>
      fk.onDelete(onDelete),
    )
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function up(db: Kysely<any>): Promise<void> {
  const known = knownTypes.map((type) => sql.lit(type));
  await db.schema
    .alterTable('courses')
    .addColumn('course_type', 'varchar(100)', (col) =>
      col
        .notNull()
        .defaultTo('other')
        .check(sql`course_type in (${sql.join(known)})`),
    )
    .execute();
  await sql`update courses set course_type = case ${typeCase} else 'other' end`.execute(db);

  await db.schema
    .alterTable('certificates')
    .addColumn('course_id', 'uuid', (col) => col.references('courses.id').onDelete('restrict'))
    .execute();
  // Created nullable and set null on delete by the first migration: now required, and restricted.
  await db.schema
    .alterTable('public_certificates')
    .dropConstraint('public_certificates_course_id_fkey')
    .execute();

  for (const { type, label } of TYPES) {
    const certificates = db.selectFrom('certificates').select('id').where('course_type', '=', type);
    // A public certificate's type was never checked by the database: an unknown one counts as other.
    const publicCertificates = db
      .selectFrom('public_certificates')
      .select('id')
      .where('course_id', 'is', null)
      .where((eb) =>
        type === 'other'
          ? eb.or([eb('course_type', '=', type), eb('course_type', 'not in', knownTypes)])
          : eb('course_type', '=', type),
      );
    const used = await certificates.unionAll(publicCertificates).limit(1).executeTakeFirst();
    if (!used) continue;
    const courseId = await courseFor(db, type, label);
    await db
      .updateTable('certificates')
      .set({ course_id: courseId })
      .where('course_type', '=', type)
      .execute();
    await db
      .updateTable('public_certificates')
      .set({ course_id: courseId })
      .where('id', 'in', publicCertificates)
      .execute();
  }
  await sql`
    update public_certificates set course_name = courses.name
    from courses where public_certificates.course_name is null and courses.id = public_certificates.course_id
  `.execute(db);

  for (const table of CERTIFICATE_TABLES) {
    await db.schema
      .alterTable(table)
      .alterColumn('course_id', (col) => col.setNotNull())
      .execute();
    // A course's delete counts its certificates (course-usage.ts), and the foreign keys check them.
    await db.schema.createIndex(`${table}_course_id_idx`).on(table).column('course_id').execute();
  }
  await courseKey(db, 'restrict');
}

// Courses the up migration created stay (inactive): nothing marks them apart from others.
// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of CERTIFICATE_TABLES) await db.schema.dropIndex(`${table}_course_id_idx`).execute();
  await db.schema
    .alterTable('public_certificates')
    .dropConstraint('public_certificates_course_id_fkey')
    .execute();
  await db.schema
    .alterTable('public_certificates')
    .alterColumn('course_id', (col) => col.dropNotNull())
    .execute();
  await courseKey(db, 'set null');
  await db.schema.alterTable('certificates').dropColumn('course_id').execute();
  await db.schema.alterTable('courses').dropColumn('course_type').execute();
}
