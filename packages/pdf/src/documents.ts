/** What the quotation and invoice templates print. Amounts arrive computed by the server, as text. */

export type PdfTheme = 'corporate' | 'minimal' | 'bold';

export interface CentreDetails {
  /** 'Gulf Lifting & Heavy Equipment Training Centre' */
  name: string;
  address: string;
  phone: string;
  email: string;
  /** Bank or payment text, several lines. */
  paymentDetails: string | null;
  vatRegistrationNumber: string | null;
}

export interface DocumentLine {
  courseName: string;
  courseCode: string;
  /** Shown as 'Full course' / 'Assessment only'. */
  trainingType: 'full_course' | 'assessment';
  candidates: number;
  /** "160.00": BD with 2 decimals, already computed by the server. */
  unitPrice: string;
  /** "480.00" */
  lineTotal: string;
}

export interface DocumentClient {
  companyName: string;
  contactName: string;
  email: string;
  phone: string | null;
}

export interface DocumentTotals {
  subtotal: string;
  /** 10 for 10% */
  vatRate: number;
  vatAmount: string;
  total: string;
}

export interface QuotationDocument {
  theme: PdfTheme;
  centre: CentreDetails;
  /** 'Q-2026-0042' */
  quotationNumber: string;
  /** YYYY-MM-DD, written out as '24 Nov 2026' */
  issueDate: string;
  validUntil: string;
  client: DocumentClient;
  lines: DocumentLine[];
  totals: DocumentTotals;
  notes: string | null;
  /** The client's acceptance: an ISO instant and a data:image/png;base64 signature. */
  acceptance: { name: string; at: string; signaturePng: string } | null;
}

export interface InvoiceDocument {
  centre: CentreDetails;
  /** 'INV-2026-0001' */
  invoiceNumber: string;
  issueDate: string;
  quotationNumber: string;
  client: DocumentClient;
  lines: DocumentLine[];
  totals: DocumentTotals;
}
