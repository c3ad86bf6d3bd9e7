import {
  type CentreDetails,
  type FooterLanguage,
  PdfRendererClosedError,
  PdfTimeoutError,
  PdfUnavailableError,
} from '@tc/pdf';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';

/**
 * A document's HTML as a PDF, with the centre's footer on every page in the document's language
 * ('both' for the bilingual tax documents). Without a browser the
 * answer is 503 with the engine's message (it names CHROME_PATH); a document past its time limit,
 * or asked for while the server shuts down, is a 503 too: nothing else breaks.
 */
export async function renderPdf(
  ctx: Pick<Context, 'pdf'>,
  html: string,
  centre: CentreDetails,
  language: FooterLanguage = 'en',
): Promise<Buffer> {
  try {
    return await ctx.pdf.render(html, { footer: { centre, language } });
  } catch (error) {
    if (error instanceof PdfUnavailableError) throw new AppError('SERVICE_UNAVAILABLE', error.message);
    if (error instanceof PdfTimeoutError || error instanceof PdfRendererClosedError) {
      throw new AppError('SERVICE_UNAVAILABLE', 'The PDF could not be made just now. Please try again.');
    }
    throw error;
  }
}
