import { z } from 'zod';
import { requiredText } from '../fields.js';
import { listInputSchemas, searchTextSchema } from '../paging/page-query.schema.js';

const amount = z.string().regex(/^\d+\.\d{2}$/);

/** A tax invoice as it is recorded: the schema's messages guard what the server stores. */
export const invoiceRecordSchema = z.object({
  clientName: requiredText('Client name is required', 200, 'Client name'),
  invoiceNumber: requiredText('Invoice number is required', 50, 'Invoice number'),
});

/** A tax invoice, made from an accepted quotation; amounts are BD texts with two decimals. */
export const invoiceSchema = z.object({
  id: z.uuid(),
  invoiceNumber: z.string(),
  quotationId: z.uuid().nullable(),
  quotationNumber: z.string().nullable(),
  companyName: z.string().nullable(),
  clientName: z.string(),
  clientEmail: z.string().nullable(),
  subtotal: amount,
  vatRate: z.number(),
  vatAmount: amount,
  amount,
  issueDate: z.iso.date(),
  vatRegistrationNumber: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceIdInputSchema = z.object({ id: z.string() });

/**
 * GET /api/admin/invoices?search=&sort=&direction=, newest first; a page when the query asks for
 * one. The search matches the invoice's and the quotation's numbers, the company, client and e-mail.
 */
export const invoiceListInput = listInputSchemas(
  { search: searchTextSchema },
  ['createdAt', 'invoiceNumber', 'companyName', 'quotationNumber', 'amount', 'issueDate'],
  { sort: 'createdAt', direction: 'desc' },
);
export type InvoiceFilter = z.output<typeof invoiceListInput.all>;
