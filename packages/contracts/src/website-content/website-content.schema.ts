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
