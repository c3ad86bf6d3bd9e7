/**
 * No browser could be found or started, so no PDF can be made on this machine until it is set up.
 * The API answers it with a 503: the request was fine, the server lacks a piece.
 */
export class PdfUnavailableError extends Error {
  override name = 'PdfUnavailableError';
}

/** A document took longer than the renderer's time limit; its page was thrown away. */
export class PdfTimeoutError extends Error {
  override name = 'PdfTimeoutError';
}

/** The renderer was closed (the server is shutting down): no new document is started. */
export class PdfRendererClosedError extends Error {
  override name = 'PdfRendererClosedError';
  constructor() {
    super('PDFs cannot be made: the PDF renderer is shutting down.');
  }
}

/** Internal: the browser went away under a document, which is then worth one more try. */
export class BrowserGoneError extends Error {
  override name = 'BrowserGoneError';
  constructor() {
    super('Chromium stopped while the PDF was being made.');
  }
}
