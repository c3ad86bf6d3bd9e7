import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { lockForm } from '../locked-references.js';
import { countAttempt, minutesUntil, type ThrottleRule } from '../throttle.js';
import { queueWebhookEvent } from '../webhooks/webhook-events.js';
import { checkAnswers, HONEYPOT_FIELD } from './form-answers.js';
import { FORM_NOT_FOUND_MESSAGE, loadFields, type StoredField } from './form-rows.js';
import { toFormSubmission } from './form-submissions.service.js';
import type { PublicForm, PublicFormSummary, submitFormInputSchema } from './forms.schema.js';

/** 10 submissions per client address in 10 minutes, over every form (throttle.ts: shared by every process). */
const formSubmitRule: ThrottleRule = {
  name: 'forms:submit:address',
  limit: 10,
  windowMs: 10 * 60 * 1000,
};

const formsThrottledMessage = (minutes: number) =>
  `Too many submissions. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/** The forms a visitor may fill in: active ones, by title. */
export async function listPublicForms(db: Kysely<DB>): Promise<PublicFormSummary[]> {
  return db
    .selectFrom('customForms')
    .select(['id', 'slug', 'title', 'description', 'titleAr', 'descriptionAr'])
    .where('isActive', '=', true)
    .orderBy('title')
    .orderBy('id')
    .execute();
}

/** An active form with its fields in order; unknown and deactivated are the same 404. */
async function activeForm(
  db: Kysely<DB>,
  slug: string,
): Promise<Omit<PublicForm, 'fields'> & { fields: StoredField[] }> {
  const row = await db
    .selectFrom('customForms')
    .select([
      'id',
      'slug',
      'title',
      'description',
      'titleAr',
      'descriptionAr',
      'successMessage',
      'submitButtonText',
      'successMessageAr',
      'submitButtonTextAr',
    ])
    .where('slug', '=', slug)
    .where('isActive', '=', true)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', FORM_NOT_FOUND_MESSAGE);
  const fields = (await loadFields(db, [row.id])).get(row.id) ?? [];
  return { ...row, fields };
}

export async function getPublicForm(db: Kysely<DB>, slug: string): Promise<PublicForm> {
  const { fields, ...form } = await activeForm(db, slug);
  return { ...form, fields: fields.map(({ displayOrder: _order, ...field }) => field) };
}

const isFilled = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  value !== false &&
  !(typeof value === 'string' && value.trim() === '');

/**
 * A visitor's answers, checked against the stored form and kept with a copy of the fields they
 * answered (so they stay readable after the form changes). A filled honeypot is answered as if
 * stored and dropped; the throttle counts every other submission to a form that is there.
 */
export async function submitForm(
  ctx: Pick<Context, 'db' | 'client' | 'now' | 'jobs'>,
  input: z.output<typeof submitFormInputSchema>,
): Promise<{ successMessage: string }> {
  const form = await activeForm(ctx.db, input.slug);
  const answered = { successMessage: form.successMessage };
  if (isFilled(input.data[HONEYPOT_FIELD])) return answered;

  const now = ctx.now();
  const address = ctx.client.ipAddress ?? 'unknown';
  const attempt = await countAttempt(ctx.db, formSubmitRule, address, now);
  if (!attempt.allowed) {
    throw new AppError('TOO_MANY_REQUESTS', formsThrottledMessage(minutesUntil(attempt.windowEndsAt, now)));
  }

  const { answers, errors } = checkAnswers(form.fields, input.data);
  const [first] = errors;
  if (first) throw new AppError('BAD_REQUEST', first.message, { errors });

  const emailField = form.fields.find(
    (field) => field.fieldType === 'email' && answers[field.fieldName] !== undefined,
  );
  const email = emailField ? answers[emailField.fieldName] : undefined;
  const stored = await ctx.db.transaction().execute(async (trx) => {
    // An admin may delete the form meanwhile: locked, it stays until the answers are in.
    if (!(await lockForm(trx, form.id))) return false;
    const row = await trx
      .insertInto('formSubmissions')
      .values({
        formId: form.id,
        submittedData: JSON.stringify(answers),
        answeredFields: JSON.stringify(
          form.fields.map(({ fieldName, label, fieldType }) => ({ fieldName, label, fieldType })),
        ),
        submitterIp: ctx.client.ipAddress?.slice(0, 64) ?? null,
        submitterEmail: typeof email === 'string' && email.length <= 255 ? email : null,
        submittedAt: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // The submission as the admin's list answers it, with the form it answers.
    const submission = { ...toFormSubmission(row), formId: form.id, formSlug: form.slug };
    await queueWebhookEvent(ctx, trx, 'form.submitted', submission);
    return true;
  });
  if (!stored) throw new AppError('NOT_FOUND', FORM_NOT_FOUND_MESSAGE);
  return answered;
}
