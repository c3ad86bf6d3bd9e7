import { z } from 'zod';
import { optionalText, requiredText } from '../fields.js';
import { LANGUAGES } from '../language.js';
import { pdfThemes, quotationLineSchema } from './quotations.schema.js';

/** The largest signature image accepted (a drawn signature is a few kilobytes). */
export const MAX_SIGNATURE_BYTES = 512 * 1024;
/**
 * The largest signature bitmap, in pixels: the box (at most about 930 x 176 CSS pixels) drawn at
 * 3 device pixels per CSS pixel, with room to spare. The server reads a PNG's size from its header
 * and refuses a larger one before decoding it (a 49-megapixel PNG of a few kilobytes took 0.4 s).
 */
export const MAX_SIGNATURE_WIDTH = 3000;
export const MAX_SIGNATURE_HEIGHT = 1000;
export const SIGNATURE_TOO_LARGE_MESSAGE = `The signature is too large: at most ${MAX_SIGNATURE_WIDTH} x ${MAX_SIGNATURE_HEIGHT} pixels`;

/** Device pixels per CSS pixel the signature box draws at: the screen's, but never past the largest signature. */
export function signatureScale(cssWidth: number, cssHeight: number, devicePixelRatio: number): number {
  const fits = Math.min(
    MAX_SIGNATURE_WIDTH / Math.max(cssWidth, 1),
    MAX_SIGNATURE_HEIGHT / Math.max(cssHeight, 1),
  );
  return Math.min(Math.max(devicePixelRatio, 1), fits);
}

export const quotationTokenInputSchema = z.object({ token: z.string().max(100) });

const amount = z.string().regex(/^\d+\.\d{2}$/);
const instant = z.iso.datetime({ offset: true }).nullable();

/**
 * The states a client sees: whether their link was opened ('viewed') is the centre's to know, and
 * a draft has no link; a viewed quotation is still 'sent' to them.
 */
export const publicQuotationStatuses = ['sent', 'accepted', 'rejected', 'expired'] as const;

/**
 * A quotation as its client sees it through the link: what was offered, its notes (printed on its
 * PDF too) and its status, never who published it, the centre's own states or the other
 * quotations of the centre.
 */
export const publicQuotationSchema = z.object({
  quotationNumber: z.string(),
  status: z.enum(publicQuotationStatuses),
  notes: z.string().nullable(),
  issueDate: z.iso.date(),
  validUntil: z.iso.date(),
  companyName: z.string(),
  clientName: z.string(),
  lines: z.array(quotationLineSchema.omit({ courseId: true })),
  subtotal: amount,
  vatRate: z.number(),
  vatAmount: amount,
  amount,
  pdfTheme: z.enum(pdfThemes),
  /** The language the quotation is written in: its mails' links open the page in it. */
  language: z.enum(LANGUAGES),
  /** Whether the client can still accept or reject it (sent or viewed, and still valid). */
  canDecide: z.boolean(),
  acceptedAt: instant,
  acceptedBy: z.string().nullable(),
  rejectedAt: instant,
  rejectedBy: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type PublicQuotation = z.infer<typeof publicQuotationSchema>;

export const acceptQuotationInputSchema = z.object({
  token: z.string().max(100),
  name: requiredText('Please type your full name', 200, 'Name'),
  /** The signature drawn on the page, as a PNG data URL. */
  signature: z
    .string({ error: 'Please sign in the box' })
    .min(1, 'Please sign in the box')
    .max(Math.ceil((MAX_SIGNATURE_BYTES * 4) / 3) + 40, 'The signature is too large')
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, 'The signature must be a PNG image'),
  notes: optionalText(1000, 'Notes').optional(),
});
export type AcceptQuotationInput = z.input<typeof acceptQuotationInputSchema>;

export const rejectQuotationInputSchema = z.object({
  token: z.string().max(100),
  name: requiredText('Please type your full name', 200, 'Name'),
  reason: requiredText('Please tell us why', 1000, 'Reason'),
});
export type RejectQuotationInput = z.input<typeof rejectQuotationInputSchema>;
