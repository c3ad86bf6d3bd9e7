import { z } from 'zod';
import { invoiceStatuses, paymentMethods } from '../invoices/invoice-status.js';
import { publicQuotationStatuses } from '../quotations/quotation-public.schema.js';
import { quotationLineSchema } from '../quotations/quotations.schema.js';

/** The states a client sees of a quotation (a viewed one is still 'sent' to them). */
export type ClientQuotationStatus = (typeof publicQuotationStatuses)[number];

const amount = z.string().regex(/^\d+\.\d{2}$/);
const instant = z.iso.datetime({ offset: true });

/**
 * A quotation as its client sees it in the portal: what was offered and where it stands, never
 * who published it or the reminders the centre sent. A viewed quotation is still 'sent' to the
 * client (as on its link's page), and one past its date is 'expired' whether or not the hourly
 * job has marked it yet.
 */
export const clientQuotationSchema = z.object({
  id: z.uuid(),
  quotationNumber: z.string(),
  status: z.enum(publicQuotationStatuses),
  companyName: z.string(),
  lines: z.array(quotationLineSchema.omit({ courseId: true })),
  subtotal: amount,
  vatRate: z.number(),
  vatAmount: amount,
  amount,
  validUntil: z.iso.date(),
  /** The Bahrain date it was made, as its PDF prints it. */
  issueDate: z.iso.date(),
  createdAt: instant,
  sentAt: instant.nullable(),
  acceptedAt: instant.nullable(),
  /** The quotation's online page (its link): to review it, and to accept it while `canAccept`. */
  publicUrl: z.string(),
  /** Sent or viewed and still valid: the online page takes the client's acceptance. */
  canAccept: z.boolean(),
  /** The tax invoice made from it, once invoiced. */
  invoiceNumber: z.string().nullable(),
});
export type ClientQuotation = z.infer<typeof clientQuotationSchema>;

/** A payment the centre received: when, how and how much (not who recorded it). */
export const clientPaymentSchema = z.object({
  paidAt: z.iso.date(),
  method: z.enum(paymentMethods),
  reference: z.string().nullable(),
  amount,
});
export type ClientPayment = z.infer<typeof clientPaymentSchema>;

/**
 * A tax invoice as its client sees it: its dates, its status and balance as of today in Bahrain,
 * the payments received and the credit note that cancelled it, if one did.
 */
export const clientInvoiceSchema = z.object({
  id: z.uuid(),
  invoiceNumber: z.string(),
  quotationNumber: z.string().nullable(),
  issueDate: z.iso.date(),
  dueDate: z.iso.date(),
  status: z.enum(invoiceStatuses),
  subtotal: amount,
  vatAmount: amount,
  amount,
  paidAmount: amount,
  balance: amount,
  payments: z.array(clientPaymentSchema),
  creditNote: z.object({ creditNoteNumber: z.string(), issueDate: z.iso.date(), amount }).nullable(),
});
export type ClientInvoice = z.infer<typeof clientInvoiceSchema>;

export const clientDocumentIdInputSchema = z.object({ id: z.string() });
