export { chromiumArgs, findChromium } from './chromium.js';
export { creditNoteHtml } from './credit-note.js';
export type {
  CentreDetails,
  CreditNoteDocument,
  DocumentClient,
  DocumentLanguage,
  DocumentLine,
  DocumentPayment,
  DocumentTotals,
  InvoiceDocument,
  InvoicePaymentStatus,
  PdfTheme,
  QuotationDocument,
} from './documents.js';
export { PdfRendererClosedError, PdfTimeoutError, PdfUnavailableError } from './errors.js';
export type { FooterLanguage } from './footer.js';
export { invoiceHtml } from './invoice.js';
export {
  type OperatorRegisterStatus,
  type OperatorsRegisterDocument,
  operatorsRegisterHtml,
  type RegisterOperator,
} from './operators.js';
export { operatorsWords } from './operators-words.js';
export { quotationHtml } from './quotation.js';
export {
  createPdfRenderer,
  type PdfRenderer,
  type PdfRendererOptions,
  type PdfRenderOptions,
} from './render.js';
export {
  type MonthlyReportFigures,
  type ReportDocument,
  reportHtml,
  type YearlyReportFigures,
} from './report.js';
