import { z } from 'zod';

/** An active custom form as the public forms list shows it. */
export const publicFormSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
});
export type PublicFormSummary = z.infer<typeof publicFormSummarySchema>;
