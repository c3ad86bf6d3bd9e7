import { z } from 'zod';
import { isoDate, optionalText, requiredText } from '../fields.js';
import { listInputSchemas, searchTextSchema } from '../paging/page-query.schema.js';
import { amountToFils, formatBd } from '../quotations/money.js';
import { invoiceStatuses, paymentMethods } from './invoice-status.js';

export * from './invoice-status.js';

const amount = z.string().regex(/^\d+\.\d{2}$/);
const instant = z.iso.datetime({ offset: true });

/** A tax invoice as it is recorded: the schema's messages guard what the server stores. */
export const invoiceRecordSchema = z.object({
  clientName: requiredText('Client name is required', 200, 'Client name'),
  invoiceNumber: requiredText('Invoice number is required', 50, 'Invoice number'),
});

export const PAYMENT_AMOUNT_MESSAGE = 'Amount must be more than 0, with at most 2 decimals';
export const PAYMENT_DATE_MESSAGE = 'Payment date must be a date';
export const PAYMENT_METHOD_MESSAGE = 'Method must be bank_transfer, cash, card or cheque';
export const PAYMENT_IN_FUTURE_MESSAGE = 'Payment date cannot be in the future';
export const DUE_DATE_MESSAGE = 'Due date must be a date';
export const DUE_BEFORE_ISSUE_MESSAGE = 'Due date cannot be before the issue date';
export const CREDIT_REASON_MESSAGE = 'Reason is required';

/** 'The payment is more than the balance (BD 1,936.00)' */
export const paymentOverBalanceMessage = (balance: string) =>
  `The payment is more than the balance (${formatBd(balance)})`;

/** A payment received against an invoice. */
export const invoicePaymentSchema = z.object({
  id: z.uuid(),
  amount,
  paidAt: z.iso.date(),
  method: z.enum(paymentMethods),
  reference: z.string().nullable(),
  recordedByName: z.string().nullable(),
  createdAt: instant,
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

/** The credit note that cancels a whole invoice. */
export const creditNoteSchema = z.object({
  id: z.uuid(),
  creditNoteNumber: z.string(),
  reason: z.string(),
  amount,
  issueDate: z.iso.date(),
  createdAt: instant,
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

/**
 * A tax invoice, made from an accepted quotation; amounts are BD texts with two decimals. `status`
 * and `balance` are as of today in Bahrain (invoiceStatus, invoiceBalance).
 */
export const invoiceSchema = z.object({
  id: z.uuid(),
  invoiceNumber: z.string(),
  quotationId: z.uuid().nullable(),
  quotationNumber: z.string().nullable(),
  clientId: z.uuid().nullable(),
  companyName: z.string().nullable(),
  clientName: z.string(),
  clientEmail: z.string().nullable(),
  /** The quotation's CC list: every mail of the invoice copies it. */
  ccEmails: z.array(z.string()),
  subtotal: amount,
  vatRate: z.number(),
  vatAmount: amount,
  amount,
  issueDate: z.iso.date(),
  dueDate: z.iso.date(),
  status: z.enum(invoiceStatuses),
  paidAmount: amount,
  balance: amount,
  payments: z.array(invoicePaymentSchema),
  creditNote: creditNoteSchema.nullable(),
  vatRegistrationNumber: z.string().nullable(),
  createdAt: instant,
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceIdInputSchema = z.object({ id: z.string() });

/** POST /api/admin/invoices/{id}/payments: an amount of more than 0 fils, the day, how it came. */
export const recordPaymentInputSchema = z.object({
  id: z.string(),
  amount: z.union([z.string(), z.number()], { error: PAYMENT_AMOUNT_MESSAGE }).transform((value, context) => {
    const fils = amountToFils(value);
    if (fils === null || fils <= 0) {
      context.addIssue({ code: 'custom', message: PAYMENT_AMOUNT_MESSAGE });
      return z.NEVER;
    }
    return fils;
  }),
  paidAt: isoDate(PAYMENT_DATE_MESSAGE),
  method: z.enum(paymentMethods, { error: PAYMENT_METHOD_MESSAGE }),
  reference: optionalText(100, 'Reference').optional(),
});
export type RecordPaymentInput = z.input<typeof recordPaymentInputSchema>;

export const deletePaymentInputSchema = z.object({ id: z.string(), paymentId: z.string() });

/** POST /api/admin/invoices/{id}/credit-note: why the whole invoice is cancelled. */
export const creditNoteInputSchema = z.object({
  id: z.string(),
  reason: requiredText(CREDIT_REASON_MESSAGE, 500, 'Reason'),
});
export type CreditNoteInput = z.input<typeof creditNoteInputSchema>;

/** PATCH /api/admin/invoices/{id}: the due date, when the client was given other terms. */
export const updateInvoiceInputSchema = z.object({
  id: z.string(),
  dueDate: isoDate(DUE_DATE_MESSAGE),
});
export type UpdateInvoiceInput = z.input<typeof updateInvoiceInputSchema>;

/**
 * GET /api/admin/invoices?search=&status=&sort=&direction=, newest first; a page when the query
 * asks for one. The search matches the invoice's and the quotation's numbers, the company, client
 * and e-mail; the status is as of today.
 */
export const invoiceListInput = listInputSchemas(
  {
    search: searchTextSchema,
    status: z
      .enum(invoiceStatuses, { error: `status must be one of: ${invoiceStatuses.join(', ')}` })
      .optional(),
  },
  [
    'createdAt',
    'invoiceNumber',
    'companyName',
    'quotationNumber',
    'amount',
    'issueDate',
    'dueDate',
    'balance',
  ],
  { sort: 'createdAt', direction: 'desc' },
);
export type InvoiceFilter = z.output<typeof invoiceListInput.all>;
