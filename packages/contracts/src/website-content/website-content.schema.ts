import { z } from 'zod';

/** The editable texts of the public site, one row. */
export const websiteContentFields = [
  'heroTitle',
  'heroSubtitle',
  'aboutTitle',
  'aboutSubtitle',
  'aboutIntroduction',
  'aboutImportance',
  'featuresTitle',
  'featuresSubtitle',
  'coursesTitle',
  'coursesSubtitle',
  'contactTitle',
  'footerDescription',
  'companyAddress',
  'companyPhone',
  'companyEmail',
] as const;
export type WebsiteContentField = (typeof websiteContentFields)[number];

export const websiteContentSchema = z.object(
  Object.fromEntries(websiteContentFields.map((field) => [field, z.string()])) as Record<
    WebsiteContentField,
    z.ZodString
  >,
);
export type WebsiteContent = z.infer<typeof websiteContentSchema>;

export const SEND_ONE_FIELD_MESSAGE = 'Send exactly one field to change';

const websiteTextSchema = z
  .string({ error: 'This text cannot be empty' })
  .trim()
  .min(1, 'This text cannot be empty')
  .max(2000, 'This text must be at most 2000 characters');

const companyEmailSchema = z
  .string({ error: 'Invalid email address' })
  .trim()
  .pipe(z.email('Invalid email address').max(255, 'Email must be at most 255 characters'));

/**
 * The inline editor saves one text at a time: exactly one of the fields, trimmed and not empty.
 * None, several or an unknown field answer 'Send exactly one field to change'.
 */
export const websiteContentUpdateSchema = z
  .strictObject(
    Object.fromEntries(
      websiteContentFields.map((field) => [
        field,
        (field === 'companyEmail' ? companyEmailSchema : websiteTextSchema).optional(),
      ]),
    ) as Record<WebsiteContentField, z.ZodOptional<typeof websiteTextSchema>>,
    { error: (issue) => (issue.code === 'unrecognized_keys' ? SEND_ONE_FIELD_MESSAGE : undefined) },
  )
  .refine((input) => Object.values(input).filter((value) => value !== undefined).length === 1, {
    error: SEND_ONE_FIELD_MESSAGE,
  });
export type WebsiteContentUpdateInput = z.input<typeof websiteContentUpdateSchema>;
