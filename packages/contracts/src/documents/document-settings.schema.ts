import { z } from 'zod';
import { controlCharacterMessage, hasControlCharacter } from '../fields.js';
import { MAX_PAYMENT_TERMS_DAYS } from '../invoices/invoice-status.js';

/**
 * What quotations and tax invoices print beside the centre's address: payment details, the VAT
 * number, the terms and conditions; and the payment terms that set each new invoice's due date.
 */
export const documentSettingsSchema = z.object({
  paymentDetails: z.string(),
  vatRegistrationNumber: z.string(),
  /** An invoice is due this many days after its issue date (30 unless changed). */
  paymentTermsDays: z.number().int(),
  termsAndConditions: z.string(),
});
export type DocumentSettings = z.infer<typeof documentSettingsSchema>;

export const PAYMENT_TERMS_MESSAGE = `Payment terms must be a whole number of days from 0 to ${MAX_PAYMENT_TERMS_DAYS}`;

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !hasControlCharacter(value), controlCharacterMessage(label));

/** Any of them, as the settings dialog sends them; empty clears a text. */
export const updateDocumentSettingsInputSchema = z.object({
  paymentDetails: text(2000, 'Payment details').optional(),
  vatRegistrationNumber: text(50, 'VAT registration number').optional(),
  paymentTermsDays: z
    .number({ error: PAYMENT_TERMS_MESSAGE })
    .int(PAYMENT_TERMS_MESSAGE)
    .min(0, PAYMENT_TERMS_MESSAGE)
    .max(MAX_PAYMENT_TERMS_DAYS, PAYMENT_TERMS_MESSAGE)
    .optional(),
  termsAndConditions: text(5000, 'Terms and conditions').optional(),
});
