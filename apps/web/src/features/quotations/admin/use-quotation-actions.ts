import type { Invoice, Quotation } from '@tc/contracts/schemas';
import { createElement, useState } from 'react';
import { dismissToast, notifyError, notifyInfo, notifySuccess } from '../../../app/notify';
import { useTranslation } from '../../../i18n/translate';
import { fetchPdf, openPdfInNewTab, savePdf } from '../pdf-file';
import { MailPreviewModal, type MailTarget } from './mail-preview-modal';

export const quotationPdfPath = (id: string) => `/api/admin/quotations/${id}/download`;
export const invoicePdfPath = (id: string) => `/api/admin/invoices/${id}/download`;

/**
 * What a quotation's and a tax invoice's menus do: PDFs (saved under their number, or shown in a
 * new tab), sending and e-mailing the invoice (each after its mail's preview), copying the link.
 */
export function useQuotationActions() {
  const { t } = useTranslation();

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

  // Sending asks first: the mail's preview, sent only from its Send.
  const [mail, setMail] = useState<MailTarget | null>(null);
  const mailDialog = mail && createElement(MailPreviewModal, { target: mail, onClose: () => setMail(null) });

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
    /** Opens the quotation's mail, to read before Send. */
    send: (quotation: Pick<Quotation, 'id' | 'quotationNumber'>) =>
      setMail({ kind: 'quotation', id: quotation.id, number: quotation.quotationNumber }),
    /** Opens the tax invoice's mail, to read before Send. */
    emailInvoice: (invoice: Pick<Invoice, 'id' | 'invoiceNumber'>) =>
      setMail({ kind: 'invoice', id: invoice.id, number: invoice.invoiceNumber }),
    /** The open mail preview, if any: render it where the actions are used. */
    mailDialog,
    copyLink,
  };
}
