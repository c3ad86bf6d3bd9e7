import { z } from 'zod';
import { optionalText, westernDigits } from '../fields.js';

/**
 * What a quotation or a tax invoice prints of the client beyond the name: the address, the Bahrain
 * VAT registration number and the commercial registration (CR). A client account carries them, a
 * quotation copies them from it and the admin may change them there.
 */
export const VAT_NUMBER_MESSAGE = 'VAT number must be 15 digits';
export const CR_NUMBER_MESSAGE = 'CR number may hold only digits, letters, - and /';
export const ADDRESS_MAX = 500;

/** Bahrain's VAT registration number: 15 digits (spaces typed between groups are dropped). */
const vatNumber = z
  .string({ error: VAT_NUMBER_MESSAGE })
  .transform((text) => westernDigits(text).replace(/\s+/g, ''))
  .refine((text) => text === '' || /^\d{15}$/.test(text), VAT_NUMBER_MESSAGE)
  .transform((text) => (text === '' ? null : text))
  .nullable();

/** A commercial registration number as the Ministry prints it ('12345-1'). */
const crNumber = optionalText(50, 'CR number')
  .transform((text) => (text === null ? null : westernDigits(text)))
  .refine((text) => text === null || /^[0-9A-Za-z/-]+$/.test(text), CR_NUMBER_MESSAGE);

/** The three fields, each optional; empty clears one. Spread into the user and quotation inputs. */
export const clientDetailsFields = {
  address: optionalText(ADDRESS_MAX, 'Address').optional(),
  vatNumber: vatNumber.optional(),
  crNumber: crNumber.optional(),
};

export const clientDetailsSchema = z.object({
  address: z.string().nullable(),
  vatNumber: z.string().nullable(),
  crNumber: z.string().nullable(),
});
export type ClientDetails = z.infer<typeof clientDetailsSchema>;
