import { z } from 'zod';
import { okSchema } from '../auth/auth.schema.js';
import { listProcedures } from '../paging/list-procedures.js';
import { pageSchema } from '../paging/page-query.schema.js';
import { cachedPublic } from '../public-cache.js';
import { adminProcedure, publicProcedure, router } from '../trpc.js';
import { listSubmissions, pageSubmissions, submissionsCsv } from './form-submissions.service.js';
import {
  adminFormSchema,
  createFormInputSchema,
  formIdInputSchema,
  formListInput,
  formSlugInputSchema,
  formSubmissionSchema,
  publicFormSchema,
  publicFormSummarySchema,
  submissionListInput,
  submitFormInputSchema,
  submitFormResultSchema,
  updateFormInputSchema,
} from './forms.schema.js';
import { getPublicForm, listPublicForms, submitForm } from './forms.service.js';
import { createForm, deleteForm, formList, getForm, updateForm } from './forms-admin.service.js';

/** The public forms and the admin's Form Builder. */
export const formsRouter = router({
  listPublic: publicProcedure
    .output(z.array(publicFormSummarySchema))
    .query(({ ctx }) => cachedPublic(ctx, 'forms.listPublic', () => listPublicForms(ctx.db))),

  /** An active form by its slug; unknown and deactivated are the same 404. */
  getPublic: publicProcedure
    .input(formSlugInputSchema)
    .output(publicFormSchema)
    .query(({ ctx, input }) =>
      cachedPublic(ctx, `forms.getPublic:${input.slug}`, () => getPublicForm(ctx.db, input.slug)),
    ),

  /** Checked against the stored form, throttled per client address. */
  submit: publicProcedure
    .input(submitFormInputSchema)
    .output(submitFormResultSchema)
    .mutation(({ ctx, input }) => submitForm(ctx, input)),

  /** `list`: every row matching the filter (the spec's plain array); `page`: the console's page. */
  ...listProcedures(formListInput, adminFormSchema, formList),

  get: adminProcedure
    .input(formIdInputSchema)
    .output(adminFormSchema)
    .query(({ ctx, input }) => getForm(ctx.db, input.id)),

  create: adminProcedure
    .input(createFormInputSchema)
    .output(adminFormSchema)
    .mutation(({ ctx, input }) => createForm(ctx, ctx.user, input)),

  update: adminProcedure
    .input(updateFormInputSchema)
    .output(adminFormSchema)
    .mutation(({ ctx, input }) => updateForm(ctx, ctx.user, input)),

  delete: adminProcedure
    .input(formIdInputSchema)
    .output(okSchema)
    .mutation(({ ctx, input }) => deleteForm(ctx, ctx.user, input.id)),

  /** Newest first. */
  submissions: adminProcedure
    .input(submissionListInput.all)
    .output(z.array(formSubmissionSchema))
    .query(({ ctx, input }) => listSubmissions(ctx, input)),

  submissionsPage: adminProcedure
    .input(submissionListInput.page)
    .output(pageSchema(formSubmissionSchema))
    .query(({ ctx, input }) => pageSubmissions(ctx, input)),

  /** The submissions as CSV text (the REST route answers it as a file). */
  submissionsCsv: adminProcedure
    .input(formIdInputSchema)
    .output(z.object({ fileName: z.string(), csv: z.string() }))
    .query(({ ctx, input }) => submissionsCsv(ctx, input.id)),
});
