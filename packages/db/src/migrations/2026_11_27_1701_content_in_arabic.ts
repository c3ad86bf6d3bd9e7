import type { Kysely } from 'kysely';

// Frozen once landed. What an admin writes for the public site may also be given in Arabic
// (issue 27): each text has a nullable Arabic column beside its English one, of the same size.
// Null means none was given, and the Arabic page shows the English. The English columns stay the
// spec's and the ones exports, reports and submissions rely on.

const WEBSITE_TEXTS = [
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
];

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('courses')
    .addColumn('name_ar', 'varchar(200)')
    .addColumn('description_ar', 'text')
    .addColumn('what_you_learn_ar', 'text')
    .addColumn('duration_ar', 'varchar(100)')
    .execute();
  await db.schema
    .alterTable('gallery_photos')
    .addColumn('title_ar', 'varchar(200)')
    .addColumn('description_ar', 'text')
    .execute();
  await db.schema
    .alterTable('custom_forms')
    .addColumn('title_ar', 'varchar(200)')
    .addColumn('description_ar', 'text')
    .addColumn('submit_button_text_ar', 'varchar(100)')
    .addColumn('success_message_ar', 'text')
    .execute();
  // options_ar: the Arabic words of the options, by position; a visitor's answer stays the English
  // option, so exports and reports do not split one answer in two.
  await db.schema
    .alterTable('form_fields')
    .addColumn('label_ar', 'varchar(200)')
    .addColumn('placeholder_ar', 'varchar(200)')
    .addColumn('options_ar', 'jsonb')
    .execute();
  for (const column of WEBSITE_TEXTS) {
    await db.schema.alterTable('website_content').addColumn(`${column}_ar`, 'text').execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: a migration runs against whatever schema exists before it
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('courses')
    .dropColumn('name_ar')
    .dropColumn('description_ar')
    .dropColumn('what_you_learn_ar')
    .dropColumn('duration_ar')
    .execute();
  await db.schema.alterTable('gallery_photos').dropColumn('title_ar').dropColumn('description_ar').execute();
  await db.schema
    .alterTable('custom_forms')
    .dropColumn('title_ar')
    .dropColumn('description_ar')
    .dropColumn('submit_button_text_ar')
    .dropColumn('success_message_ar')
    .execute();
  await db.schema
    .alterTable('form_fields')
    .dropColumn('label_ar')
    .dropColumn('placeholder_ar')
    .dropColumn('options_ar')
    .execute();
  for (const column of WEBSITE_TEXTS) {
    await db.schema.alterTable('website_content').dropColumn(`${column}_ar`).execute();
  }
}
