import type { Invoice, Quotation } from '@tc/contracts/schemas';
import { dismissToast, notifyError, notifyInfo, notifySuccess } from '../../../app/notify';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { fetchPdf, openPdfInNewTab, savePdf } from '../pdf-file';

export const quotationPdfPath = (id: string) => `/api/admin/quotations/${id}/download`;
export const invoicePdfPath = (id: string) => `/api/admin/invoices/${id}/download`;

/**
 * What a quotation's and a tax invoice's menus do without a dialog: PDFs (saved under their
 * number, or shown in a new tab), sending, e-mailing the invoice, copying the client's link.
 */
export function useQuotationActions() {
  const { t } = useTranslation();
  const trpc = useTRPC();

  const download = async (path: string, fileName: string) => {
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
  const preview = (path: string) =>
    openPdfInNewTab(() => fetchPdf(path)).then(
      () => dismissToast(`download:${path}`),
      () =>
        notifyError(
          t('adminQuotations.downloadFailed'),
          t('adminQuotations.downloadFailedText'),
          `download:${path}`,
        ),
    );

  const send = useTabMutation(trpc.quotations.send.mutationOptions(), {
    refresh: [trpc.quotations],
    failed: t('adminQuotations.sendFailed'),
    succeeded: (sent) => ({
      title: t('adminQuotations.sent'),
      message: t('adminQuotations.sentText', { number: sent.quotationNumber, email: sent.contactEmail }),
    }),
  });
  const emailInvoice = useTabMutation(trpc.invoices.send.mutationOptions(), {
    refresh: [trpc.invoices],
    failed: t('adminQuotations.invoices.sendFailed'),
    succeeded: () => ({
      title: t('adminQuotations.invoices.sent'),
      message: t('adminQuotations.invoices.sentText'),
    }),
  });

  const copyLink = async (quotation: Quotation) => {
    try {
      await navigator.clipboard.writeText(quotation.publicUrl);
      notifySuccess(t('adminQuotations.linkCopied'), quotation.publicUrl, `link:${quotation.id}`);
    } catch {
      // No clipboard (an insecure page, a refused permission): the link is shown to copy by hand.
      notifyInfo(t('adminQuotations.clientLink'), quotation.publicUrl, `link:${quotation.id}`);
    }
  };

  return {
    previewQuotation: (quotation: Quotation) => preview(quotationPdfPath(quotation.id)),
    downloadQuotation: (quotation: Quotation) =>
      download(quotationPdfPath(quotation.id), `${quotation.quotationNumber}.pdf`),
    downloadInvoice: (invoice: Pick<Invoice, 'id' | 'invoiceNumber'>) =>
      download(invoicePdfPath(invoice.id), `${invoice.invoiceNumber}.pdf`),
    send,
    emailInvoice,
    copyLink,
  };
}
