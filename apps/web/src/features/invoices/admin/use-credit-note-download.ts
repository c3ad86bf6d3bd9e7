import type { Invoice } from '@tc/contracts/schemas';
import { notifyError, notifySuccess } from '../../../app/notify';
import { useTranslation } from '../../../i18n/translate';
import { fetchPdf, savePdf } from '../../quotations/pdf-file';

export const creditNotePdfPath = (id: string) => `/api/admin/invoices/${id}/credit-note/download`;

/** Saves an invoice's credit note (Tax Credit Note) under its number, CN-….pdf. */
export function useCreditNoteDownload() {
  const { t } = useTranslation();
  return async (invoice: Invoice) => {
    const path = creditNotePdfPath(invoice.id);
    const fileName = `${invoice.creditNote?.creditNoteNumber ?? invoice.invoiceNumber}.pdf`;
    try {
      savePdf(await fetchPdf(path), fileName);
      notifySuccess(t('adminQuotations.downloadStarted'), fileName, `download:${path}`);
    } catch {
      notifyError(
        t('adminQuotations.downloadFailed'),
        t('adminQuotations.downloadFailedText'),
        `download:${path}`,
      );
    }
  };
}
