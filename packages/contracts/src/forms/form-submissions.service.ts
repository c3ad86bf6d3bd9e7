import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import { byId } from '../ids.js';
import { submissionsToCsv } from './form-csv.js';
import { FORM_NOT_FOUND_MESSAGE, loadFields, toAnsweredFields, toSubmittedData } from './form-rows.js';
import type { FormSubmission } from './forms.schema.js';

async function formOf(db: Kysely<DB>, id: string) {
  return byId(id, FORM_NOT_FOUND_MESSAGE, (id) =>
    db.selectFrom('customForms').select(['id', 'slug']).where('id', '=', id).executeTakeFirst(),
  );
}

async function readSubmissions(db: Kysely<DB>, formId: string) {
  const rows = await db
    .selectFrom('formSubmissions')
    .selectAll()
    .where('formId', '=', formId)
    .orderBy('submittedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    submittedAt: row.submittedAt,
    submitterEmail: row.submitterEmail,
    submitterIp: row.submitterIp,
    submittedData: toSubmittedData(row.submittedData),
    fields: toAnsweredFields(row.answeredFields),
  }));
}

/** A form's submissions, newest first, each with the fields it was answered under. */
export async function listSubmissions(db: Kysely<DB>, id: string): Promise<FormSubmission[]> {
  const form = await formOf(db, id);
  const submissions = await readSubmissions(db, form.id);
  return submissions.map((submission) => ({
    ...submission,
    submittedAt: submission.submittedAt.toISOString(),
  }));
}

/** The submissions as a CSV file (form-csv.ts), named after the form's slug. */
export async function submissionsCsv(db: Kysely<DB>, id: string): Promise<{ fileName: string; csv: string }> {
  const form = await formOf(db, id);
  const [fields, submissions] = await Promise.all([loadFields(db, [form.id]), readSubmissions(db, form.id)]);
  return {
    fileName: `${form.slug}-submissions.csv`,
    csv: submissionsToCsv(fields.get(form.id) ?? [], submissions),
  };
}
