import { z } from 'zod';
import { controlCharacterMessage, hasControlCharacter } from '../fields.js';

/** What quotations and tax invoices print beside the centre's address: payment details, VAT number. */
export const documentSettingsSchema = z.object({
  paymentDetails: z.string(),
  vatRegistrationNumber: z.string(),
});
export type DocumentSettings = z.infer<typeof documentSettingsSchema>;

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !hasControlCharacter(value), controlCharacterMessage(label));

/** Either or both, as the settings dialog sends them; empty clears one. */
export const updateDocumentSettingsInputSchema = z.object({
  paymentDetails: text(2000, 'Payment details').optional(),
  vatRegistrationNumber: text(50, 'VAT registration number').optional(),
});
