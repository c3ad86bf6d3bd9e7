import type { DB } from '@tc/db';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Context } from '../context.js';
import { byId } from '../ids.js';
import type { Page } from '../paging/page-query.schema.js';
import { containsText, nullsLast, pagedList } from '../paging/paged-list.js';
import { submissionsToCsv } from './form-csv.js';
import { FORM_NOT_FOUND_MESSAGE, loadFields, toAnsweredFields, toSubmittedData } from './form-rows.js';
import type { FormSubmission, SubmissionFilter } from './forms.schema.js';

async function formOf(db: Kysely<DB>, id: string) {
  return byId(id, FORM_NOT_FOUND_MESSAGE, (id) =>
    db.selectFrom('customForms').select(['id', 'slug']).where('id', '=', id).executeTakeFirst(),
  );
}

/** A submission as the admin's list answers it. */
export function toFormSubmission(row: Selectable<DB['formSubmissions']>): FormSubmission {
  return {
    id: row.id,
    submittedAt: row.submittedAt.toISOString(),
    submitterEmail: row.submitterEmail,
    submitterIp: row.submitterIp,
    submittedData: toSubmittedData(row.submittedData),
    fields: toAnsweredFields(row.answeredFields),
  };
}

/** A form's submissions, newest first, each with the fields it was answered under. */
const submissionList = pagedList({
  rows: (ctx, filter: SubmissionFilter) => {
    const query = ctx.db
      .selectFrom('formSubmissions')
      .selectAll()
      .where('formSubmissions.formId', '=', filter.id);
    if (!filter.search) return query;
    const columns = ['formSubmissions.submitterEmail', sql`form_submissions.submitted_data::text`];
    return query.where(containsText(columns, filter.search));
  },
  sorts: {
    submittedAt: 'formSubmissions.submittedAt',
    submitterEmail: nullsLast('formSubmissions.submitterEmail'),
  },
  id: 'formSubmissions.id',
  items: (rows) => rows.map(toFormSubmission),
});

/** Every submission of a form matching the filter; 404 for a form that is not there. */
export async function listSubmissions(ctx: Context, filter: SubmissionFilter): Promise<FormSubmission[]> {
  const form = await formOf(ctx.db, filter.id);
  return submissionList.all(ctx, { ...filter, id: form.id });
}

/** One page of a form's submissions; 404 for a form that is not there. */
export async function pageSubmissions(
  ctx: Context,
  filter: SubmissionFilter & { page: number; pageSize: number },
): Promise<Page<FormSubmission>> {
  const form = await formOf(ctx.db, filter.id);
  return submissionList.page(ctx, { ...filter, id: form.id });
}

/** The submissions as a CSV file (form-csv.ts), named after the form's slug. */
export async function submissionsCsv(ctx: Context, id: string): Promise<{ fileName: string; csv: string }> {
  const form = await formOf(ctx.db, id);
  const [fields, submissions] = await Promise.all([
    loadFields(ctx.db, [form.id]),
    submissionList.all(ctx, { id: form.id, sort: 'submittedAt', direction: 'desc' }),
  ]);
  return {
    fileName: `${form.slug}-submissions.csv`,
    csv: submissionsToCsv(
      fields.get(form.id) ?? [],
      submissions.map((submission) => ({ ...submission, submittedAt: new Date(submission.submittedAt) })),
    ),
  };
}
