/** What the quotation and invoice templates print. Amounts arrive computed by the server, as text. */

export type PdfTheme = 'corporate' | 'minimal' | 'bold';

/** The language a document is written in: its words, its direction, its month names. */
export type DocumentLanguage = 'en' | 'ar';

export interface CentreDetails {
  /** 'Gulf Lifting & Heavy Equipment Training Centre' */
  name: string;
  address: string;
  phone: string;
  email: string;
  /** Bank or payment text, several lines. */
  paymentDetails: string | null;
  vatRegistrationNumber: string | null;
  /** The centre's terms and conditions, several lines; printed on every quotation and invoice. */
  termsAndConditions: string | null;
}

export interface DocumentLine {
  courseName: string;
  /** A bilingual document's second name for the course: the catalogue's Arabic, printed beneath. */
  courseNameAr?: string;
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
  /** The contact person named on the quotation, when another than the client's name. */
  contactPerson: string | null;
  email: string;
  phone: string | null;
  /** Several lines. */
  address: string | null;
  /** Bahrain VAT registration number (15 digits). */
  vatNumber: string | null;
  /** Commercial registration. */
  crNumber: string | null;
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
  /** Arabic runs right to left; course names, notes and names print as stored either way. */
  language: DocumentLanguage;
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
  /** A sent quotation's online page, where the client accepts it (printed with its QR code). */
  acceptanceUrl: string | null;
}

export type InvoicePaymentStatus = 'unpaid' | 'partially_paid' | 'paid' | 'overdue' | 'credited';

export interface DocumentPayment {
  /** YYYY-MM-DD */
  paidAt: string;
  method: 'bank_transfer' | 'cash' | 'card' | 'cheque';
  reference: string | null;
  amount: string;
}

export interface InvoiceDocument {
  centre: CentreDetails;
  /** 'INV-2026-0001' */
  invoiceNumber: string;
  issueDate: string;
  /** YYYY-MM-DD */
  dueDate: string;
  quotationNumber: string;
  client: DocumentClient;
  lines: DocumentLine[];
  totals: DocumentTotals;
  /** As of the day the PDF is made. */
  status: InvoicePaymentStatus;
  payments: DocumentPayment[];
  paidAmount: string;
  balance: string;
  /** The credit note that cancelled it, if one did. */
  creditNoteNumber: string | null;
}

export interface CreditNoteDocument {
  centre: CentreDetails;
  /** 'CN-2026-0001' */
  creditNoteNumber: string;
  issueDate: string;
  invoiceNumber: string;
  invoiceIssueDate: string;
  reason: string;
  client: DocumentClient;
  lines: DocumentLine[];
  totals: DocumentTotals;
}
