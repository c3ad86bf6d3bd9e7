import type { DB } from '@tc/db';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { SessionUser } from '../auth/auth.schema.js';
import type { Context } from '../context.js';
import { AppError, isUniqueViolation } from '../errors.js';
import { byId } from '../ids.js';
import { containsText, pagedList } from '../paging/paged-list.js';
import { auditForm } from './form-audit.js';
import { assignFieldNames, duplicateFieldName } from './form-fields.js';
import { FORM_NOT_FOUND_MESSAGE, type FormRow, loadFields } from './form-rows.js';
import {
  type AdminForm,
  type createFormInputSchema,
  DEFAULT_SUBMIT_BUTTON_TEXT,
  DEFAULT_SUCCESS_MESSAGE,
  type FormFilter,
  slugTakenMessage,
  type updateFormInputSchema,
} from './forms.schema.js';

type CreateFormData = z.output<typeof createFormInputSchema>;
type UpdateFormData = z.output<typeof updateFormInputSchema>;
type FieldData = CreateFormData['fields'][number];

export const duplicateFieldNameMessage = (name: string) =>
  `Two fields are named ${name}: each field of a form needs its own field name`;

type FormWithCount = FormRow & { submissionCount: number };

function selectForms(db: Kysely<DB>) {
  return db
    .selectFrom('customForms')
    .selectAll('customForms')
    .select((eb) =>
      eb
        .selectFrom('formSubmissions')
        .whereRef('formSubmissions.formId', '=', 'customForms.id')
        .select(sql<number>`count(*)::int`.as('count'))
        .as('submissionCount'),
    );
}

async function toAdminForms(db: Kysely<DB>, rows: FormWithCount[]): Promise<AdminForm[]> {
  const fields = await loadFields(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    titleAr: row.titleAr,
    descriptionAr: row.descriptionAr,
    isActive: row.isActive,
    submitButtonText: row.submitButtonText,
    successMessage: row.successMessage,
    submitButtonTextAr: row.submitButtonTextAr,
    successMessageAr: row.successMessageAr,
    fields: fields.get(row.id) ?? [],
    submissionCount: Number(row.submissionCount ?? 0),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

async function readForm(db: Kysely<DB>, id: string): Promise<AdminForm> {
  const row = await byId(id, FORM_NOT_FOUND_MESSAGE, (id) =>
    selectForms(db).where('customForms.id', '=', id).executeTakeFirst(),
  );
  const [form] = await toAdminForms(db, [row as FormWithCount]);
  if (!form) throw new AppError('NOT_FOUND', FORM_NOT_FOUND_MESSAGE);
  return form;
}

/** The forms, newest first, each with its fields and how many submissions it has. */
export const formList = pagedList({
  rows: (ctx, filter: FormFilter) => {
    let query = selectForms(ctx.db);
    if (filter.search) {
      const columns = ['customForms.title', 'customForms.slug', 'customForms.description'];
      query = query.where(containsText(columns, filter.search));
    }
    if (filter.state) query = query.where('customForms.isActive', '=', filter.state === 'active');
    return query;
  },
  sorts: {
    createdAt: 'customForms.createdAt',
    title: 'customForms.title',
    slug: 'customForms.slug',
    submissionCount: 'submissionCount',
  },
  id: 'customForms.id',
  items: (rows, ctx) => toAdminForms(ctx.db, rows as FormWithCount[]),
});

export async function getForm(db: Kysely<DB>, id: string): Promise<AdminForm> {
  return readForm(db, id);
}

/** The fields' names, made where missing; two fields given one name are the caller's mistake. */
function namedFields(fields: readonly FieldData[]): (FieldData & { fieldName: string })[] {
  const duplicate = duplicateFieldName(fields);
  if (duplicate !== null) throw new AppError('BAD_REQUEST', duplicateFieldNameMessage(duplicate));
  const names = assignFieldNames(fields);
  return fields.map((field, index) => ({ ...field, fieldName: names[index] ?? `field_${index + 1}` }));
}

/** Writes a form's whole field list, in order (displayOrder is the position). */
async function insertFields(
  trx: Transaction<DB>,
  formId: string,
  fields: readonly (FieldData & { fieldName: string })[],
  now: Date,
): Promise<void> {
  if (fields.length === 0) return;
  await trx
    .insertInto('formFields')
    .values(
      fields.map((field, index) => ({
        formId,
        fieldType: field.fieldType,
        label: field.label,
        fieldName: field.fieldName,
        placeholder: field.placeholder ?? null,
        isRequired: field.isRequired,
        options: JSON.stringify(field.options),
        labelAr: field.labelAr ?? null,
        placeholderAr: field.placeholderAr ?? null,
        // Kept only when some option has its Arabic: null says none was given.
        optionsAr: field.optionsAr.some((option) => option !== null) ? JSON.stringify(field.optionsAr) : null,
        displayOrder: index,
        createdAt: now,
      })),
    )
    .execute();
}

/** A write that may meet another form's slug (checked by the unique index, so races lose too). */
async function withSlugCheck<T>(slug: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (slug !== undefined && isUniqueViolation(error))
      throw new AppError('CONFLICT', slugTakenMessage(slug));
    throw error;
  }
}

/** A form and its fields, in one transaction. Blank button text and message take the defaults. */
export async function createForm(ctx: Context, user: SessionUser, input: CreateFormData): Promise<AdminForm> {
  const fields = namedFields(input.fields);
  const now = ctx.now();
  const id = await withSlugCheck(input.slug, () =>
    ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('customForms')
        .values({
          title: input.title,
          slug: input.slug,
          description: input.description,
          titleAr: input.titleAr,
          descriptionAr: input.descriptionAr,
          isActive: input.isActive,
          submitButtonText: input.submitButtonText ?? DEFAULT_SUBMIT_BUTTON_TEXT,
          successMessage: input.successMessage ?? DEFAULT_SUCCESS_MESSAGE,
          submitButtonTextAr: input.submitButtonTextAr,
          successMessageAr: input.successMessageAr,
          createdBy: user.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertFields(trx, row.id, fields, now);
      await auditForm(trx, user, now, 'created', null, await readForm(trx, row.id));
      return row.id;
    }),
  );
  return readForm(ctx.db, id);
}

/** The form, its row locked until the transaction ends; 404 when there is none. */
async function lockForm(trx: Kysely<DB>, id: string): Promise<AdminForm> {
  await byId(id, FORM_NOT_FOUND_MESSAGE, (id) =>
    trx.selectFrom('customForms').select('id').where('id', '=', id).forUpdate().executeTakeFirst(),
  );
  return readForm(trx, id);
}

/**
 * Changes the settings given; `fields`, when given, replaces the whole list in its new order.
 * Submissions keep their own copy of the fields they were answered under.
 */
export async function updateForm(ctx: Context, user: SessionUser, input: UpdateFormData): Promise<AdminForm> {
  const { id, fields, submitButtonText, successMessage, ...settings } = input;
  const named = fields === undefined ? undefined : namedFields(fields);
  const now = ctx.now();
  await withSlugCheck(settings.slug, () =>
    ctx.db.transaction().execute(async (trx) => {
      const before = await lockForm(trx, id);
      await byId(id, FORM_NOT_FOUND_MESSAGE, (id) =>
        trx
          .updateTable('customForms')
          .set({
            ...settings,
            ...(submitButtonText !== undefined && {
              submitButtonText: submitButtonText ?? DEFAULT_SUBMIT_BUTTON_TEXT,
            }),
            ...(successMessage !== undefined && {
              successMessage: successMessage ?? DEFAULT_SUCCESS_MESSAGE,
            }),
            updatedAt: now,
          })
          .where('id', '=', id)
          .returning('id')
          .executeTakeFirst(),
      );
      if (named !== undefined) {
        await trx.deleteFrom('formFields').where('formId', '=', id).execute();
        await insertFields(trx, id, named, now);
      }
      await auditForm(trx, user, now, 'updated', before, await readForm(trx, id));
    }),
  );
  return readForm(ctx.db, id);
}

/** Deletes the form with its fields and submissions. */
export async function deleteForm(ctx: Context, user: SessionUser, id: string): Promise<{ ok: true }> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await lockForm(trx, id);
    await trx.deleteFrom('customForms').where('id', '=', id).execute();
    await auditForm(trx, user, ctx.now(), 'deleted', before, null);
  });
  return { ok: true };
}
