import { z } from 'zod';
import { arabicText } from '../fields.js';

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

/** The texts that may also be given in Arabic: all but the phone number and the e-mail address. */
export const arabicWebsiteContentFields = websiteContentFields.filter(
  (field): field is Exclude<WebsiteContentField, 'companyPhone' | 'companyEmail'> =>
    field !== 'companyPhone' && field !== 'companyEmail',
);
export type ArabicWebsiteContentField = `${(typeof arabicWebsiteContentFields)[number]}Ar`;
export const websiteContentArabicFields = arabicWebsiteContentFields.map(
  (field) => `${field}Ar` as ArabicWebsiteContentField,
);

/** Every column of the row the API answers: the English texts, and the Arabic ones beside them. */
export const websiteContentColumns = [...websiteContentFields, ...websiteContentArabicFields];

/** The English texts (the spec's fields), and `heroTitleAr`...: the Arabic, null where none was given. */
export const websiteContentSchema = z.object({
  ...(Object.fromEntries(websiteContentFields.map((field) => [field, z.string()])) as Record<
    WebsiteContentField,
    z.ZodString
  >),
  ...(Object.fromEntries(websiteContentArabicFields.map((field) => [field, z.string().nullable()])) as Record<
    ArabicWebsiteContentField,
    z.ZodNullable<z.ZodString>
  >),
});
export type WebsiteContent = z.infer<typeof websiteContentSchema>;

export const SEND_ONE_FIELD_MESSAGE = 'Send exactly one field to change';

const WEBSITE_TEXT_MAX = 2000;

const websiteTextSchema = z
  .string({ error: 'This text cannot be empty' })
  .trim()
  .min(1, 'This text cannot be empty')
  .max(WEBSITE_TEXT_MAX, `This text must be at most ${WEBSITE_TEXT_MAX} characters`);

// An Arabic text may be emptied: the page then shows the English one again.
const arabicWebsiteTextSchema = arabicText(WEBSITE_TEXT_MAX, 'This text');

const companyEmailSchema = z
  .string({ error: 'Invalid email address' })
  .trim()
  .pipe(z.email('Invalid email address').max(255, 'Email must be at most 255 characters'));

/**
 * The inline editor saves one text at a time: exactly one of the fields, English (trimmed, not
 * empty) or Arabic (trimmed; empty clears it). None, several or an unknown field answer
 * 'Send exactly one field to change'.
 */
export const websiteContentUpdateSchema = z
  .strictObject(
    {
      ...(Object.fromEntries(
        websiteContentFields.map((field) => [
          field,
          (field === 'companyEmail' ? companyEmailSchema : websiteTextSchema).optional(),
        ]),
      ) as Record<WebsiteContentField, z.ZodOptional<typeof websiteTextSchema>>),
      ...(Object.fromEntries(
        websiteContentArabicFields.map((field) => [field, arabicWebsiteTextSchema.optional()]),
      ) as Record<ArabicWebsiteContentField, z.ZodOptional<typeof arabicWebsiteTextSchema>>),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? SEND_ONE_FIELD_MESSAGE : undefined) },
  )
  .refine((input) => Object.values(input).filter((value) => value !== undefined).length === 1, {
    error: SEND_ONE_FIELD_MESSAGE,
  });
export type WebsiteContentUpdateInput = z.input<typeof websiteContentUpdateSchema>;
