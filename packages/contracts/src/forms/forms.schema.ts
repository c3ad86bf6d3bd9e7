import { z } from 'zod';
import { arabicText, optionalText, requiredText } from '../fields.js';
import { listInputSchemas, searchTextSchema } from '../paging/page-query.schema.js';
import { FIELD_NAME_MAX, FORM_FIELD_TYPES, fieldTypeHasOptions, parseOptionPairs } from './form-fields.js';

export * from './form-answers.js';
export * from './form-fields.js';

/** An active custom form as the public forms list shows it. */
export const publicFormSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** The Arabic of title and description; null where none was given. */
  titleAr: z.string().nullable(),
  descriptionAr: z.string().nullable(),
});
export type PublicFormSummary = z.infer<typeof publicFormSummarySchema>;

export const formFieldTypeSchema = z.enum(FORM_FIELD_TYPES, {
  error: `Field type must be one of: ${FORM_FIELD_TYPES.join(', ')}`,
});

/** A field as a visitor's page renders it. */
export const publicFormFieldSchema = z.object({
  id: z.uuid(),
  fieldName: z.string(),
  label: z.string(),
  fieldType: formFieldTypeSchema,
  placeholder: z.string().nullable(),
  isRequired: z.boolean(),
  options: z.array(z.string()),
  /** The Arabic of label and placeholder, null where none was given. */
  labelAr: z.string().nullable(),
  placeholderAr: z.string().nullable(),
  /** The Arabic of each option, by position (as long as options); null where none was given. */
  optionsAr: z.array(z.string().nullable()),
});
export type PublicFormField = z.infer<typeof publicFormFieldSchema>;

/** /forms/{slug}: the form with its fields in order. */
export const publicFormSchema = publicFormSummarySchema.extend({
  successMessage: z.string(),
  submitButtonText: z.string(),
  /** Their Arabic; null where none was given (the Arabic page then shows the English). */
  successMessageAr: z.string().nullable(),
  submitButtonTextAr: z.string().nullable(),
  fields: z.array(publicFormFieldSchema),
});
export type PublicForm = z.infer<typeof publicFormSchema>;

/** A form as the Form Builder lists and edits it. */
export const adminFormSchema = publicFormSchema.extend({
  isActive: z.boolean(),
  fields: z.array(publicFormFieldSchema.extend({ displayOrder: z.number().int() })),
  submissionCount: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type AdminForm = z.infer<typeof adminFormSchema>;

export const SLUG_REQUIRED_MESSAGE = 'URL slug is required';
export const SLUG_FORMAT_MESSAGE = 'Slug must be lowercase letters, numbers, and hyphens only';
export const slugTakenMessage = (slug: string) => `A form already uses the address /forms/${slug}`;
export const DEFAULT_SUBMIT_BUTTON_TEXT = 'Submit';
export const DEFAULT_SUCCESS_MESSAGE = 'Thank you! Your form has been submitted successfully.';
/** Fields one form may hold. */
export const FORM_FIELDS_MAX = 100;
/** Options one choice field may offer, and the longest option (comma-separated text is cut into them first). */
export const FIELD_OPTIONS_MAX = 100;
export const OPTION_MAX = 200;

/**
 * One field of the editor, in the order sent. fieldName may be left out: the server makes one from
 * the label (form-fields.ts). options: a list, or the text the editor takes, comma-separated.
 */
export const formFieldInputSchema = z
  .object({
    fieldType: formFieldTypeSchema,
    label: requiredText('Field label is required', 200, 'Field label'),
    fieldName: z
      .string()
      .trim()
      .max(FIELD_NAME_MAX, `Field name must be at most ${FIELD_NAME_MAX} characters`)
      .regex(/^[a-z0-9_]*$/, 'Field name must be lowercase letters, numbers and underscores only')
      // JSON parsers drop this key from the answers, so such a field could never be answered.
      .refine((name) => name !== '__proto__', 'Field name __proto__ is reserved')
      .optional()
      .nullable(),
    placeholder: optionalText(200, 'Placeholder').optional(),
    isRequired: z.boolean({ error: 'isRequired must be true or false' }).default(false),
    options: z
      .union([z.string(), z.array(z.string())], {
        error: 'Options must be a list or comma-separated text',
      })
      .optional(),
    labelAr: arabicText(200, 'Field label').optional(),
    placeholderAr: arabicText(200, 'Placeholder').optional(),
    /** The Arabic of each option, by position in options (null or '' where there is none). */
    optionsAr: z
      .union([z.string(), z.array(z.string().nullable())], {
        error: 'Arabic options must be a list or comma-separated text',
      })
      .optional(),
  })
  .transform(({ options, optionsAr, ...field }) => ({
    ...field,
    ...parseOptionPairs(options ?? [], optionsAr ?? []),
  }))
  .superRefine((field, context) => {
    if (!fieldTypeHasOptions(field.fieldType)) return;
    const problem =
      field.options.length === 0
        ? `${field.label} needs at least one option`
        : field.options.length > FIELD_OPTIONS_MAX
          ? `A field offers at most ${FIELD_OPTIONS_MAX} options`
          : field.options.some((option) => option.length > OPTION_MAX)
            ? `An option must be at most ${OPTION_MAX} characters`
            : field.optionsAr.some((option) => option !== null && option.length > OPTION_MAX)
              ? `An option (Arabic) must be at most ${OPTION_MAX} characters`
              : null;
    if (problem) context.addIssue({ code: 'custom', path: ['options'], message: problem });
  })
  // Only choice fields keep options.
  .transform((field) =>
    fieldTypeHasOptions(field.fieldType) ? field : { ...field, options: [], optionsAr: [] },
  );
export type FormFieldInput = z.input<typeof formFieldInputSchema>;

const formSettings = {
  title: requiredText('Form title is required', 200, 'Form title'),
  slug: z
    .string({ error: SLUG_REQUIRED_MESSAGE })
    .trim()
    .min(1, SLUG_REQUIRED_MESSAGE)
    .max(100, 'URL slug must be at most 100 characters')
    .regex(/^[a-z0-9-]+$/, SLUG_FORMAT_MESSAGE),
  description: optionalText(2000, 'Description'),
  titleAr: arabicText(200, 'Form title'),
  descriptionAr: arabicText(2000, 'Description'),
  isActive: z.boolean({ error: 'isActive must be true or false' }),
  submitButtonText: optionalText(100, 'Submit button text'),
  successMessage: optionalText(1000, 'Success message'),
  submitButtonTextAr: arabicText(100, 'Submit button text'),
  successMessageAr: arabicText(1000, 'Success message'),
  fields: z
    .array(formFieldInputSchema, { error: 'fields must be a list' })
    .max(FORM_FIELDS_MAX, `A form holds at most ${FORM_FIELDS_MAX} fields`),
};

/** POST /api/admin/forms: the settings and the fields in order. Blank texts take their defaults. */
export const createFormInputSchema = z.object({
  title: formSettings.title,
  slug: formSettings.slug,
  description: formSettings.description.default(null),
  titleAr: formSettings.titleAr.default(null),
  descriptionAr: formSettings.descriptionAr.default(null),
  isActive: formSettings.isActive.default(true),
  submitButtonText: formSettings.submitButtonText.default(null),
  successMessage: formSettings.successMessage.default(null),
  submitButtonTextAr: formSettings.submitButtonTextAr.default(null),
  successMessageAr: formSettings.successMessageAr.default(null),
  fields: formSettings.fields.default([]),
});
export type CreateFormInput = z.input<typeof createFormInputSchema>;

/**
 * PATCH /api/admin/forms/{id}: any of the settings; `fields`, when given, is the whole list in its
 * new order. `{ isActive: false }` alone deactivates.
 */
export const updateFormInputSchema = z.object({
  id: z.string().min(1),
  title: formSettings.title.optional(),
  slug: formSettings.slug.optional(),
  description: formSettings.description.optional(),
  titleAr: formSettings.titleAr.optional(),
  descriptionAr: formSettings.descriptionAr.optional(),
  isActive: formSettings.isActive.optional(),
  submitButtonText: formSettings.submitButtonText.optional(),
  successMessage: formSettings.successMessage.optional(),
  submitButtonTextAr: formSettings.submitButtonTextAr.optional(),
  successMessageAr: formSettings.successMessageAr.optional(),
  fields: formSettings.fields.optional(),
});
export type UpdateFormInput = z.input<typeof updateFormInputSchema>;

export const formIdInputSchema = z.object({ id: z.string().min(1) });

export const formStates = ['active', 'inactive'] as const;

/**
 * GET /api/admin/forms?search=&state=&sort=&direction=, newest first; a page when the query asks
 * for one. The search matches the title, the address (slug) and the description.
 */
export const formListInput = listInputSchemas(
  {
    search: searchTextSchema,
    state: z.enum(formStates, { error: 'state must be active or inactive' }).optional(),
  },
  ['createdAt', 'title', 'slug', 'submissionCount'],
  { sort: 'createdAt', direction: 'desc' },
);
export type FormFilter = z.output<typeof formListInput.all>;

/**
 * GET /api/admin/forms/{id}/submissions?search=&sort=&direction=, newest first; a page when the
 * query asks for one. The search matches the submitter's e-mail and the answers.
 */
export const submissionListInput = listInputSchemas(
  { id: z.string().min(1), search: searchTextSchema },
  ['submittedAt', 'submitterEmail'],
  { sort: 'submittedAt', direction: 'desc' },
);
export type SubmissionFilter = z.output<typeof submissionListInput.all>;
export const formSlugInputSchema = z.object({ slug: z.string().max(200) });

/** POST /api/public/forms/{slug}/submit: the answers keyed by fieldName (checked in form-answers.ts). */
export const submitFormInputSchema = z.object({
  slug: z.string().max(200),
  data: z.record(z.string(), z.unknown(), { error: 'The answers must be a JSON object' }),
});

export const submitFormResultSchema = z.object({ successMessage: z.string() });

/** A field as it was when a submission was answered: its answers stay readable after edits. */
export const answeredFieldSchema = z.object({
  fieldName: z.string(),
  label: z.string(),
  fieldType: formFieldTypeSchema,
});
export type AnsweredField = z.infer<typeof answeredFieldSchema>;

export const formAnswerSchema = z.union([z.string(), z.number(), z.array(z.string())]);
export type FormAnswer = z.infer<typeof formAnswerSchema>;

/** One submission, newest first in the Form Builder's submissions view. */
export const formSubmissionSchema = z.object({
  id: z.uuid(),
  submittedAt: z.iso.datetime({ offset: true }),
  submitterEmail: z.string().nullable(),
  submitterIp: z.string().nullable(),
  submittedData: z.record(z.string(), formAnswerSchema),
  /** The fields as they were when it was answered, in their order then. */
  fields: z.array(answeredFieldSchema),
});
export type FormSubmission = z.infer<typeof formSubmissionSchema>;
