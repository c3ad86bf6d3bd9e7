import { z } from 'zod';
import { okSchema } from '../auth/auth.schema.js';
import { adminProcedure, publicProcedure, router } from '../trpc.js';
import { listSubmissions, submissionsCsv } from './form-submissions.service.js';
import {
  adminFormSchema,
  createFormInputSchema,
  formIdInputSchema,
  formSlugInputSchema,
  formSubmissionSchema,
  publicFormSchema,
  publicFormSummarySchema,
  submitFormInputSchema,
  submitFormResultSchema,
  updateFormInputSchema,
} from './forms.schema.js';
import { getPublicForm, listPublicForms, submitForm } from './forms.service.js';
import { createForm, deleteForm, getForm, listForms, updateForm } from './forms-admin.service.js';

/** The public forms and the admin's Form Builder. */
export const formsRouter = router({
  listPublic: publicProcedure
    .output(z.array(publicFormSummarySchema))
    .query(({ ctx }) => listPublicForms(ctx.db)),

  /** An active form by its slug; unknown and deactivated are the same 404. */
  getPublic: publicProcedure
    .input(formSlugInputSchema)
    .output(publicFormSchema)
    .query(({ ctx, input }) => getPublicForm(ctx.db, input.slug)),

  /** Checked against the stored form, throttled per client address. */
  submit: publicProcedure
    .input(submitFormInputSchema)
    .output(submitFormResultSchema)
    .mutation(({ ctx, input }) => submitForm(ctx, input)),

  list: adminProcedure.output(z.array(adminFormSchema)).query(({ ctx }) => listForms(ctx.db)),

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
    .mutation(({ ctx, input }) => updateForm(ctx, input)),

  delete: adminProcedure
    .input(formIdInputSchema)
    .output(okSchema)
    .mutation(({ ctx, input }) => deleteForm(ctx, input.id)),

  /** Newest first. */
  submissions: adminProcedure
    .input(formIdInputSchema)
    .output(z.array(formSubmissionSchema))
    .query(({ ctx, input }) => listSubmissions(ctx.db, input.id)),

  /** The submissions as CSV text (the REST route answers it as a file). */
  submissionsCsv: adminProcedure
    .input(formIdInputSchema)
    .output(z.object({ fileName: z.string(), csv: z.string() }))
    .query(({ ctx, input }) => submissionsCsv(ctx.db, input.id)),
});
